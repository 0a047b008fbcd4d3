import Engine
import Geometry
import Transitions
import XCTest

/// `presentationStyle` of the context and of the coordinator, read through the protocol
/// type an animator sees.
final class TransitionContextStyleTests: XCTestCase {
    /// UIKit's `presentationStyle`: "The presentation style to use when presenting the final
    /// view controller"; for the coordinator's context the UIKit header (as the .NET binding
    /// quotes it) adds "Use None if the transition is not a modal presentation or
    /// dismissal." So every modal style is reported as resolved (`.automatic` as the sheet
    /// it becomes), on presentation and dismissal alike, and a push (whose child swap a tab
    /// switch shares) reports `.none`, never a missing value.
    func testModalTransitionsReportTheirStyleAndOthersReportNone() {
        MainActor.assumeIsolated {
            let cases: [(ModalPresentationStyle, ModalPresentationStyle)] = [
                (.fullScreen, .fullScreen), (.overFullScreen, .overFullScreen),
                (.pageSheet, .pageSheet), (.formSheet, .formSheet), (.automatic, .pageSheet),
            ]
            for (asked, resolved) in cases {
                let h = Harness()
                let modal = LoggingViewController(name: "modal", log: h.log)
                modal.modalPresentationStyle = asked
                h.root.present(modal, animated: true)
                XCTAssertEqual(Self.style(h), resolved, "presenting .\(asked.rawValue)")
                XCTAssertEqual(h.context?.coordinator.presentationStyle, resolved)
                h.step(1)
                modal.dismiss(animated: true)
                XCTAssertEqual(Self.style(h), resolved, "dismissing .\(asked.rawValue)")
                h.step(1)
            }

            let h = Harness()
            let nav = NavigationController(rootViewController: LoggingViewController(name: "a", log: h.log))
            h.window.rootViewController = nav
            h.step(0.1)
            nav.pushViewController(LoggingViewController(name: "b", log: h.log), animated: true)
            XCTAssertEqual(Self.style(h), ModalPresentationStyle.none, "a push")
            XCTAssertEqual(h.context?.coordinator.presentationStyle, ModalPresentationStyle.none)
        }
    }

    /// The style as an animator reads it: through `TransitionContext`, not the class.
    @MainActor
    private static func style(_ h: Harness) -> ModalPresentationStyle? {
        guard let context = h.context else { return nil }
        let seen: TransitionContext = context
        return seen.presentationStyle
    }
}
