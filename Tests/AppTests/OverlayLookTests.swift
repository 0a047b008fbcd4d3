import Engine
import Foundation
import Geometry
import LayerTree
import Renderer
import XCTest

@testable import PlaygroundKit

/// The playground's own overlays keep out of the demo's way: a compact HUD in a corner
/// (tree on demand, movable), a persistent speed badge, a diagnostic banner that shows its
/// whole message when clicked.
final class OverlayLookTests: XCTestCase {
    override class func tearDown() {
        Recording.removeScratch()
    }

    /// Screenshot test: with a modal up and settled, the frame with the HUD on is the frame
    /// without it everywhere below the top 60 points (the old panel listed the view tree
    /// from the top left down over the demo's top third).
    func testHUDLeavesTheDemosCentreVisible() throws {
        try MainActor.assumeIsolated {
            let plain = try Recording.make("click 200 360\nwait 1", writesFrames: true, seconds: 1.2)
            let withHUD = try Recording.make("click 200 360\nwait 1\nkey h\nwait 0.1", writesFrames: true, seconds: 1.2)
            let a = try plain.frame(plain.frameCount - 1)
            let b = try withHUD.frame(withHUD.frameCount - 1)
            XCTAssertTrue(withHUD.session.hud.isShown)
            var differing = 0
            for y in 60..<720 { for x in 0..<400 where a[x, y] != b[x, y] { differing += 1 } }
            XCTAssertEqual(differing, 0, "pixels below y 60 changed by the HUD")
            XCTAssertNotEqual(a[386, 14], b[386, 14], "the HUD is on screen, at the top right")
            // The centre shows the demo's modal, not a panel.
            XCTAssertEqual(
                try withHUD.rgb(withHUD.frameCount - 1, 200, 360).b, try plain.rgb(plain.frameCount - 1, 200, 360).b)
        }
    }

    /// A click on the HUD lists the view tree; a drag moves it to the corner nearest the release.
    func testHUDShowsTheTreeOnClickAndMovesToACorner() throws {
        try MainActor.assumeIsolated {
            let clicked = try Recording.make(
                "key h\nwait 0.05\nclick 300 25\nwait 0.05", writesFrames: true, seconds: 0.2)
            XCTAssertTrue(clicked.session.hud.panel.showsTree)
            XCTAssertEqual(clicked.session.hud.panel.corner, .topRight)
            let tall = try clicked.rgb(clicked.frameCount - 1, 300, 70)
            XCTAssertLessThan(tall.r, 80, "the tree's lines extend the panel down: \(tall)")

            let moved = try Recording.make(
                "key h\nwait 0.05\ndrag 300 25 60 650 0.2\nwait 0.05", writesFrames: true, seconds: 0.5)
            XCTAssertEqual(moved.session.hud.panel.corner, .bottomLeft)
            XCTAssertFalse(moved.session.hud.panel.showsTree, "a drag is not a click")
            let last = moved.frameCount - 1
            XCTAssertLessThan(try moved.rgb(last, 20, 700).r, 80, "the panel at the bottom left")
            XCTAssertGreaterThan(try moved.rgb(last, 386, 14).r, 200, "and no longer at the top right")
            XCTAssertTrue(moved.trace.frames.allSatisfy { $0.transition == nil }, "the drag never reached the demo")
        }
    }

    /// While held, the HUD moves with the pointer (the point under it stays the point
    /// grabbed); let go, it snaps to the corner nearest where it was dropped.
    func testHUDFollowsThePointerAndSnapsToTheNearestCorner() throws {
        try MainActor.assumeIsolated {
            let drops: [(Point, HUDPanel.Corner)] = [
                (Point(x: 120, y: 300), .topLeft), (Point(x: 330, y: 420), .bottomRight),
                (Point(x: 90, y: 600), .bottomLeft), (Point(x: 300, y: 200), .topRight),
            ]
            for (drop, corner) in drops {
                let held = try Recording.make(
                    "key h\nwait 0.05\ndown 300 25\nmove \(Int(drop.x)) \(Int(drop.y)) 0.3\nwait 0.05",
                    writesFrames: true, seconds: 0.5)
                let panel = held.session.hud.panel
                let rest = panel.cornerFrame(lineCount: 2, in: Size(width: 400, height: 720))
                let shown = panel.frame(lineCount: 2, in: Size(width: 400, height: 720))
                XCTAssertEqual(shown.minX - rest.minX, drop.x - 300, accuracy: 1e-9, "\(drop)")
                XCTAssertEqual(shown.minY - rest.minY, drop.y - 25, accuracy: 1e-9, "\(drop)")
                let last = held.frameCount - 1
                // A pixel of the panel's side padding, clear of its text, drawn where it was taken.
                let side = shown.maxX - 4 < 400 ? shown.maxX - 4 : shown.minX + 3
                XCTAssertLessThan(try held.rgb(last, Int(side), Int(shown.midY)).r, 80, "the panel drawn at \(shown)")
                XCTAssertGreaterThan(try held.rgb(last, 386, 14).r, 200, "and gone from its corner")
                XCTAssertEqual(panel.corner, .topRight, "the corner changes only on release")

                let dropped = try Recording.make(
                    "key h\nwait 0.05\ndrag 300 25 \(Int(drop.x)) \(Int(drop.y)) 0.3\nwait 0.05",
                    writesFrames: true, seconds: 0.6)
                let centre = Point(x: shown.midX, y: shown.midY)
                XCTAssertEqual(HUDPanel.corner(nearest: centre, in: Size(width: 400, height: 720)), corner)
                XCTAssertEqual(dropped.session.hud.panel.corner, corner, "snapped to the corner nearest \(centre)")
                XCTAssertNil(dropped.session.hud.panel.pressStart)
            }
        }
    }

    /// "paused" and "slow 0.1x" stay on screen as a badge for as long as they hold.
    func testSpeedBadgeHoldsWhilePausedOrSlow() throws {
        try MainActor.assumeIsolated {
            let size = Size(width: 400, height: 720)
            for (key, text) in [("space", "paused"), ("s", "slow 0.1x")] {
                let r = try Recording.make("key \(key)\nwait 3", writesFrames: true, seconds: 3)
                let badge = OverlayLayers.speedBadge(text, in: size, measurer: r.session.textMeasurer)
                // The pill's left end, clear of its text, 3 s after the key (the toast is long gone).
                let edge = try r.rgb(r.frameCount - 1, Int(badge.transform.tx) + 4, 20)
                XCTAssertGreaterThan(edge.r, 180, "\(text): orange pill \(edge)")
                XCTAssertLessThan(edge.b, 60, "\(text): orange pill \(edge)")
                XCTAssertNil(r.session.toast.text, "the toast has gone; the badge stays")
            }
            let normal = try Recording.make("wait 0.1", writesFrames: true, seconds: 0.1)
            let badge = OverlayLayers.speedBadge("paused", in: size, measurer: nil)
            XCTAssertEqual(
                try normal.rgb(normal.frameCount - 1, Int(badge.transform.tx) + 4, 20).r, 242, "no badge at 1x")
        }
    }

    /// With the HUD up at the top, the badge would meet it; the HUD's own line says
    /// "speed paused", so the badge stands back instead of moving down onto the demo
    /// (a new user found it on popping's card).
    func testTheBadgeNeverMovesOntoTheDemoUnderTheHUD() throws {
        try MainActor.assumeIsolated {
            let size = Size(width: 400, height: 720)
            let r = try Recording.make("key h\nkey space\nwait 3", writesFrames: true, seconds: 3)
            let badge = OverlayLayers.speedBadge("paused", in: size, measurer: r.session.textMeasurer)
            // Below the two-line HUD panel (top 10, about 40 high) at the badge's x: the screen.
            for y in [56, 62, 70] {
                let px = try r.rgb(r.frameCount - 1, Int(badge.transform.tx) + 4, y)
                XCTAssertFalse(px.r > 180 && px.b < 60, "no orange badge under the HUD at y \(y): \(px)")
            }
            let lines = r.session.hudLines(views: [])
            XCTAssertTrue(lines.contains { $0.contains("speed paused") }, "\(lines)")
        }
    }

    /// A click on the diagnostic banner shows the whole message (more than its two lines)
    /// and keeps it past the 4 s timeout; a second click dismisses it.
    func testClickedBannerShowsTheWholeMessage() throws {
        try MainActor.assumeIsolated {
            let size = Size(width: 200, height: 720)
            let first = try Recording.make("click 100 442\nwait 0.3", seconds: 0.4, size: size)
            let text = try XCTUnwrap(first.session.banner.text)
            let full = TextWrapping.lines(
                text, width: size.width - 36, fontSize: 12, maxLines: 100, measurer: first.session.textMeasurer)
            XCTAssertGreaterThan(full.count, 2, "the message needs more than two lines at this width")
            XCTAssertTrue(
                OverlayLayers.banner(text, in: size, fill: .black, id: "b", measurer: first.session.textMeasurer)
                    .sublayers.count == 2, "closed: two lines")

            let opened = try Recording.make("click 100 442\nwait 0.3\nclick 100 700\nwait 5", seconds: 5.5, size: size)
            XCTAssertTrue(opened.session.banner.isExpanded)
            XCTAssertEqual(opened.session.banner.text, text, "kept past the 4 s timeout")
            XCTAssertFalse(
                opened.trace.frames.contains { $0.kind == "present" && $0.index > 40 },
                "the click on the banner did not reach the demo")

            let closed = try Recording.make(
                "click 100 442\nwait 0.3\nclick 100 700\nwait 0.5\nclick 100 700\nwait 0.2",
                seconds: 1.5, size: size)
            XCTAssertNil(closed.session.banner.text, "a second click dismisses it")
        }
    }
}
