/// The recognizers taking part in one touch and the rules between them, as UIKit
/// arbitrates: by default one recognizer takes a touch and the others fail; a recognizer
/// that requires another to fail waits, undecided, until that one has failed.
///
/// The window makes one arena per touch, feeds the touch's events to `recognizers`, and
/// asks it after every event which waiting recognitions may now go ahead. An arena outlives
/// its touch while a participant waits for a further one (a double tap after its first
/// tap): those recognizers and the ones waiting for them to fail go on into the next
/// touch's arena, or fail when the wait runs out.
@MainActor
final class GestureArena {
    /// The participants in the order they are offered each event; a recognizer leaves
    /// when it is reset or disabled.
    private(set) var recognizers: [GestureRecognizer]
    /// Participants whose recognition, asked for in an earlier touch, waits for another to
    /// fail: they stay to be granted or failed but see none of this touch's events.
    private let heldOver: [ObjectIdentifier]

    init(recognizers: [GestureRecognizer], heldOver: [GestureRecognizer] = []) {
        self.recognizers = heldOver + recognizers
        self.heldOver = heldOver.map(ObjectIdentifier.init)
        for r in self.recognizers { r.arena = self }
    }

    /// True while `r` still takes part in this touch.
    func contains(_ r: GestureRecognizer) -> Bool { recognizers.contains { $0 === r } }

    /// True while `r` takes part in this touch and is offered its events (it is not held
    /// over from an earlier one).
    func takesEvents(_ r: GestureRecognizer) -> Bool {
        contains(r) && !isHeldOver(r)
    }

    /// True for a participant held over from an earlier touch.
    func isHeldOver(_ r: GestureRecognizer) -> Bool { heldOver.contains(ObjectIdentifier(r)) }

    /// True while a participant is undecided and waits for a touch yet to come.
    var awaitsNextTouch: Bool {
        recognizers.contains { $0.state == .possible && $0.nextTouchDeadline != nil }
    }

    /// Takes `r` out of the touch (it sees no more of its events).
    func leave(_ r: GestureRecognizer) {
        recognizers.removeAll { $0 === r }
        if r.arena === self { r.arena = nil }
    }

    /// The touch is over: every undecided participant fails, except one waiting for a
    /// further touch and, while one does, the recognitions that wait for another to fail,
    /// which wait on with it. Returns true when a participant still waits for a further touch.
    func failUndecided() -> Bool {
        let waits = awaitsNextTouch
        for r in recognizers where r.state == .possible && r.nextTouchDeadline == nil {
            if !(waits && r.pendingState != nil) { r.state = .failed }
        }
        return waits
    }

    /// Takes out and resets every participant whose gesture ended, was cancelled or failed:
    /// UIKit resets a recognizer right after that state has been delivered, and it sees none
    /// of the touch's later events.
    func resetFinished() {
        for r in recognizers where r.isFinished {
            leave(r)
            r.reset()
        }
    }

    /// Ends the touch for every participant.
    func dissolve() {
        for r in recognizers where r.arena === self { r.arena = nil }
        recognizers = []
    }

    /// True when another participant holds the touch and the two may not share it.
    func isExcluded(_ r: GestureRecognizer) -> Bool {
        recognizers.contains { other in
            other !== r && other.hasClaimedTouch && !r.canRecognizeSimultaneously(with: other)
        }
    }

    /// True while a participant `r` requires to fail is still undecided (possible, or
    /// itself waiting). A recognizer outside this touch cannot recognize it, so it counts
    /// as failed.
    func mustWait(_ r: GestureRecognizer) -> Bool {
        recognizers.contains { other in other !== r && other.state == .possible && r.requiresFailure(of: other) }
    }

    /// `winner` recognized: every other undecided participant fails unless the two may
    /// recognize together, and one that requires the winner to fail fails regardless.
    func failRivals(of winner: GestureRecognizer) {
        for r in recognizers where r !== winner && r.state == .possible {
            if r.requiresFailure(of: winner) || !r.canRecognizeSimultaneously(with: winner) { r.state = .failed }
        }
    }

    /// Grants the waiting recognitions whose requirements have all failed, repeatedly,
    /// since one granted may fail others that someone else waits for. `claimed` runs for
    /// each granted recognizer of this touch (the window takes the touch from the views
    /// then); one held over from an earlier touch recognizes that touch, not this one, so a
    /// claim on this touch neither excludes it nor is made for it.
    func grantWaiting(_ claimed: (GestureRecognizer) -> Void) {
        var progressed = true
        while progressed {
            progressed = false
            for r in recognizers where r.pendingState != nil && r.state == .possible && !mustWait(r) {
                if !isHeldOver(r) && isExcluded(r) {
                    r.state = .failed
                } else {
                    r.grantPendingRecognition()
                    if r.hasClaimedTouch && !isHeldOver(r) { claimed(r) }
                }
                progressed = true
            }
        }
    }
}
