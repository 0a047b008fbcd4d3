import Engine
import Geometry
import XCTest

@testable import PlaygroundKit

/// The diagnostic banner against slow motion and pause: its 4 s are measured against the
/// transition it was raised in, so in slow motion it is still up when the slowed transition
/// ends, while paused it waits, and at full speed it goes after 4 s exactly as before.
final class BannerSlowMotionTests: XCTestCase {
    /// One frame of a stepped session: its loop time, whether the banner is up, whether a
    /// transition runs.
    struct Frame {
        let time: Double
        let banner: Bool
        let transition: Bool
    }

    /// Steps the test demo at 60 frames per second on a virtual clock: `keys` before the
    /// click on "Twice" (centre 200, 442), which presents the 0.35 s modal and is refused a
    /// second present (the diagnostic), then `after` (given the session) once it landed.
    @MainActor
    private static func run(
        keys: [String], seconds: Double, after: ((PlaygroundSession, Int) -> Void)? = nil
    ) -> (frames: [Frame], raisedAt: Int, session: PlaygroundSession) {
        let clock = VirtualClock()
        let session = PlaygroundSession(
            demos: [TestDemoController.entry], screen: .demo("test"), size: Size(width: 400, height: 720),
            clock: clock, textMeasurer: nil, trace: nil, deterministic: true)
        var frames: [Frame] = []
        var raisedAt = -1
        for index in 0..<Int(seconds * 60) {
            switch index {
            case 0: for key in keys { session.handle(.key(Key(key))) }
            case 2: session.handle(.pointerDown(Point(x: 200, y: 442)))
            case 3: session.handle(.pointerUp(Point(x: 200, y: 442)))
            default: break
            }
            after?(session, index)
            _ = session.layerTree(at: clock.now)
            if raisedAt < 0, session.banner.text != nil { raisedAt = index }
            frames.append(
                Frame(
                    time: clock.now, banner: session.banner.text != nil,
                    transition: session.window.currentTransition != nil))
            clock.advance(by: 1.0 / 60)
        }
        return (frames, raisedAt, session)
    }

    func testAtFullSpeedTheBannerGoesFourSecondsAfterItWasRaised() {
        MainActor.assumeIsolated {
            let (frames, raisedAt, _) = Self.run(keys: [], seconds: 5)
            XCTAssertEqual(raisedAt, 3, "raised by the click's release")
            let gone = frames.firstIndex { $0.time > frames[raisedAt].time && !$0.banner }
            // The first frame whose loop time reaches `raised + 4 s` (240 frames later, or
            // 241 where the summed 1/60 steps fall just short) is the first without it.
            let due = frames.firstIndex { $0.time >= frames[raisedAt].time + 4 }
            XCTAssertEqual(gone, due)
            XCTAssertEqual(Double(gone ?? 0), Double(raisedAt + 240), accuracy: 1)
        }
    }

    func testInSlowMotionTheBannerOutlivesTheSlowedTransition() throws {
        try MainActor.assumeIsolated {
            let (frames, raisedAt, _) = Self.run(keys: ["s"], seconds: 12)
            XCTAssertEqual(raisedAt, 3)
            let ended = try XCTUnwrap(frames.indices.first { $0 > raisedAt && !frames[$0].transition })
            let slowed = frames[ended].time - frames[raisedAt].time
            XCTAssertEqual(slowed, 3.5, accuracy: 2.0 / 60, "0.35 s at 0.1x")
            XCTAssertTrue(frames[raisedAt..<ended].allSatisfy(\.banner), "up for the whole slowed transition")
            // The transition's own 0.35 s used up that much of the 4 s; the rest, 3.65 s,
            // runs at the loop's speed once it ended (within a frame of each end).
            let gone = try XCTUnwrap(frames.indices.first { $0 > ended && !frames[$0].banner })
            XCTAssertEqual(frames[gone].time - frames[ended].time, 4 - 0.35, accuracy: 2.0 / 60)
        }
    }

    func testAPausedTransitionHoldsTheBannerWithoutAskingForFrames() throws {
        try MainActor.assumeIsolated {
            // Paused 0.1 s into the transition (frame 9), resumed 10 s later (frame 609).
            let (frames, raisedAt, session) = Self.run(keys: [], seconds: 15) { session, index in
                if index == 9 || index == 609 { session.handle(.key(Key("space"))) }
                if index == 300 {
                    XCTAssertNotNil(session.banner.text, "still up 5 s into the pause")
                    XCTAssertTrue(session.isSettled, "held, it needs no frames: a recording may stop")
                }
            }
            XCTAssertEqual(raisedAt, 3)
            XCTAssertTrue(frames[raisedAt..<609].allSatisfy(\.banner), "up through the whole pause")
            let ended = try XCTUnwrap(frames.indices.first { $0 > 609 && !frames[$0].transition })
            // Before the pause and after it, the transition ran its 0.35 s at full speed and
            // the banner counted them; it has the rest of its 4 s after the transition ends.
            let gone = try XCTUnwrap(frames.indices.first { $0 > ended && !frames[$0].banner })
            XCTAssertEqual(frames[gone].time - frames[ended].time, 4 - 0.35, accuracy: 2.0 / 60)
            XCTAssertNil(session.banner.text)
        }
    }
}
