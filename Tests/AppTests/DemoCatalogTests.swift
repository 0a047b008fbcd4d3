import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

final class DemoCatalogTests: XCTestCase {
    func testCatalogListsTheDemosInSpecOrderAndFindsThemByName() {
        MainActor.assumeIsolated {
            XCTAssertEqual(
                DemoCatalog.all.map { $0.name },
                [
                    "popping", "bottom-sheet", "direction", "fade", "vertical-sheet",
                    "styles", "overlay", "navigation", "tabs", "sheet-detents",
                    "zoom", "flip", "address-picker", "sheet-list", "materials", "alerts",
                ])
            for demo in DemoCatalog.all {
                XCTAssertTrue(DemoCatalog.demo(named: demo.name) == demo)
                XCTAssertFalse(demo.title.isEmpty)
                XCTAssertFalse(demo.summary.isEmpty)
            }
            XCTAssertNil(DemoCatalog.demo(named: "Popping"), "names are exact")
            XCTAssertNil(DemoCatalog.demo(named: "nope"))
        }
    }

    func testEveryDemoShowsATitleAndAClickablePresentButtonAtAnyWindowSize() {
        MainActor.assumeIsolated {
            for demo in DemoCatalog.all {
                for size in [
                    Size(width: 400, height: 720), Size(width: 900, height: 500), Size(width: 320, height: 480),
                ] {
                    let h = DemoHarness(demo, size: size)
                    let label = "\(demo.name) at \(size)"
                    guard let title = h.find("title") as? Label, let button = h.find("present-button") as? Button else {
                        XCTFail("\(label): no title label or present-button")
                        continue
                    }
                    XCTAssertFalse(title.text?.isEmpty ?? true, label)
                    let titleFrame = h.screenFrame(of: title)
                    let buttonFrame = h.screenFrame(of: button)
                    let window = Rect(origin: .zero, size: size)
                    XCTAssertTrue(
                        window.contains(Point(x: titleFrame.midX, y: titleFrame.midY)), "\(label): title on screen")
                    XCTAssertTrue(
                        window.contains(Point(x: buttonFrame.midX, y: buttonFrame.midY)), "\(label): button on screen")
                    XCTAssertFalse(buttonFrame.intersects(titleFrame), "\(label): button clear of the title")
                    XCTAssertTrue(
                        h.window.hitTest(Point(x: buttonFrame.midX, y: buttonFrame.midY)) === button,
                        "\(label): the mouse reaches the button")
                }
            }
        }
    }

    func testEverySubtitleReadsOnItsOwn() {
        MainActor.assumeIsolated {
            for demo in DemoCatalog.all {
                let h = DemoHarness(demo)
                guard let text = (h.find("subtitle") as? Label)?.text, let first = text.split(separator: " ").first
                else {
                    XCTFail("\(demo.name): no subtitle")
                    continue
                }
                XCTAssertFalse(
                    ["or", "and", "but", "then"].contains(first.lowercased()),
                    "\(demo.name): the subtitle '\(text)' continues a sentence that is not there")
            }
            let h = DemoHarness(DirectionDemo.self)
            let subtitle = (h.find("subtitle") as? Label)?.text ?? ""
            XCTAssertTrue(
                subtitle.contains("Present") && subtitle.contains("left edge"),
                "direction names both ways in: '\(subtitle)'")
        }
    }

    func testEveryDemoFollowsAWindowResize() throws {
        try MainActor.assumeIsolated {
            for demo in DemoCatalog.all {
                let h = DemoHarness(demo)
                h.window.send(.resize(Size(width: 700, height: 500)))
                h.frame()
                let button = try h.view("present-button")
                let f = h.screenFrame(of: button)
                XCTAssertEqual(f.midX, 350, accuracy: 1, "\(demo.name): the button is re-centred")
                XCTAssertLessThan(f.maxY, 500, demo.name)
            }
        }
    }

    func testEveryDemoRoundTripsFromItsPresentButtonWithoutDiagnostics() throws {
        try MainActor.assumeIsolated {
            for demo in DemoCatalog.all {
                let h = DemoHarness(demo)
                try h.tap("present-button")
                XCTAssertNotNil(h.window.currentTransition, "\(demo.name): the button starts a transition")
                h.runUntilIdle()
                // Every demo can be taken back by the mouse: a dismiss button, an alert's button,
                // else the dimming.
                if h.find("dismiss-button") != nil {
                    try h.tap("dismiss-button")
                } else if h.find("alert.card") != nil {
                    try h.tap("alert.action-0")  // an alert ignores taps beside it: a button answers
                } else if h.find("dimming") != nil {
                    h.click(at: Point(x: 200, y: 40))
                } else {
                    try h.tap("present-button")  // tabs: the next tab's button moves on again
                }
                h.runUntilIdle()
                XCTAssertNil(h.presented, demo.name)
                if let nav = h.root as? NavigationController { XCTAssertEqual(nav.viewControllers.count, 1) }
                h.step(1.2)
                XCTAssertEqual(h.diagnostics.map(\.description), [], demo.name)
            }
        }
    }

    func testTuningKeysReachTheNextTransition() throws {
        try MainActor.assumeIsolated {
            // The demo's settings are shared with the controllers it made, so a key changes the next run.
            let h = DemoHarness(BottomSheetDemo.self)
            XCTAssertEqual(h.demo.tune(key: "="), "bottom-sheet: present spring damping 0.9, duration 0.35 s")
            XCTAssertEqual(h.demo.tune(key: "["), "bottom-sheet: present spring damping 0.8, duration 0.35 s")
            try h.tap("present-button")
            XCTAssertEqual(h.window.currentTransitionContext?.transitionDuration ?? 0, 0.35, accuracy: 1e-9)
            XCTAssertEqual(DirectionDemo().tune(key: "]"), "direction: present spring damping 0.8, duration 0.7 s")
            for demo in DemoCatalog.all { XCTAssertNil(demo.init().tune(key: "x"), demo.name) }
        }
    }
}
