/// The recognizers taking part in one touch and the rules between them, as UIKit
/// arbitrates: by default one recognizer takes a touch and the others fail; a recognizer
/// that requires another to fail waits, undecided, until that one has failed.
///
/// The window makes one arena per touch, feeds the touch's events to `recognizers`, and
/// asks it after every event which waiting recognitions may now go ahead.
@MainActor
final class GestureArena {
    /// The participants in the order they are offered each event; a recognizer leaves
    /// when it is reset or disabled.
    private(set) var recognizers: [GestureRecognizer]

    init(recognizers: [GestureRecognizer]) {
        self.recognizers = recognizers
        for r in recognizers { r.arena = self }
    }

    /// True while `r` still takes part in this touch.
    func contains(_ r: GestureRecognizer) -> Bool { recognizers.contains { $0 === r } }

    /// Takes `r` out of the touch (it sees no more of its events).
    func leave(_ r: GestureRecognizer) {
        recognizers.removeAll { $0 === r }
        if r.arena === self { r.arena = nil }
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

    /// Participants whose recognition failed because one they require to fail recognized.
    func failDependents(of winner: GestureRecognizer) {
        for r in recognizers where r !== winner && r.state == .possible && r.requiresFailure(of: winner) {
            r.state = .failed
        }
    }

    /// Grants the waiting recognitions whose requirements have all failed, repeatedly,
    /// since one granted may fail others that someone else waits for. `claimed` runs for
    /// each granted recognizer (the window takes the touch from the views then).
    func grantWaiting(_ claimed: (GestureRecognizer) -> Void) {
        var progressed = true
        while progressed {
            progressed = false
            for r in recognizers where r.pendingState != nil && r.state == .possible && !mustWait(r) {
                if isExcluded(r) {
                    r.state = .failed
                } else {
                    r.grantPendingRecognition()
                    if r.hasClaimedTouch { claimed(r) }
                }
                progressed = true
            }
        }
    }
}
