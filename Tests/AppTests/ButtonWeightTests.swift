import DemoKit
import Demos
import Engine
import XCTest

/// Buttons look like UIKit's system buttons: the title in the regular weight at 17 points,
/// in the tint colour, in every demo (the demos used a larger bold label).
final class ButtonWeightTests: XCTestCase {
    func testEveryDemosButtonsUseTheSystemButtonsRegularWeight() {
        MainActor.assumeIsolated {
            for demo in DemoCatalog.all {
                let h = DemoHarness(demo)
                // A filled tile (the zoom demo's grid) is a custom button, not a system one.
                guard let button = h.find("present-button") as? Button, button.backgroundColor == nil else { continue }
                XCTAssertEqual(button.titleLabel.fontWeight, .regular, "\(demo.name)")
                XCTAssertEqual(button.titleLabel.fontSize, 17, "\(demo.name)")
            }
            // The presented card's Dismiss button too.
            let h = DemoHarness(PoppingDemo.self)
            if let p = try? h.centre(of: "present-button") { h.click(at: p) }
            h.runUntilIdle()
            let dismiss = h.find("dismiss-button") as? Button
            XCTAssertEqual(dismiss?.titleLabel.fontWeight, .regular)
            XCTAssertEqual(dismiss?.titleLabel.fontSize, 17)
        }
    }
}
