import XCTest

@testable import PortKit

/// Each rule on a snippet in the shape UIKit libraries write it, against the expected output.
final class PortRuleTests: XCTestCase {
    /// `source` ported as a file that imports UIKit (the line is taken off the output again),
    /// or as it is when `asWritten`.
    private func port(_ source: String, library: [String] = [], asWritten: Bool = false) -> (String, [PortEdit]) {
        let header = asWritten ? "" : "import UIKit\n"
        let (out, edits) = Porter(library: [source] + library).port(header + source, file: "F.swift")
        return (String(out.dropFirst(header.count)), edits)
    }

    func testAttributesRemovedTidily() {
        let source = """
            @objc(MyView) @objcMembers
            open class MyView: UIView {
                @IBOutlet weak var label: UILabel!
                @IBInspectable public dynamic var radius: CGFloat = 0
                @objc
                func tap() {}
                @nonobjc func other() {}
                let dynamic = 1
            }
            """
        let expected = """
            open class MyView: UIView {
                weak var label: UILabel!
                public var radius: CGFloat = 0
                func tap() {}
                func other() {}
                let dynamic = 1
            }
            """
        XCTAssertEqual(port(source).0, expected)
    }

    func testAttributesKeptInCommentsStringsAndOtherAttributes() {
        let source = """
            @dynamicMemberLookup struct S {}
            // @objc stays in a comment
            let s = "@objc stays in a string"
            /* @IBOutlet /* nested */ stays */
            """
        XCTAssertEqual(port(source).0, source)
    }

    func testGestureInitBecomesClosure() {
        let source = """
            class C {
                func setUp() {
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                }
                @objc func handlePan(_ sender: UIPanGestureRecognizer) {}
            }
            """
        let (out, edits) = port(source)
        XCTAssertTrue(
            out.contains(
                """
                        // PORT: target/action became a closure
                        let pan = UIPanGestureRecognizer(action: { [weak self] sender in self?.handlePan(sender) })
                """), out)
        XCTAssertEqual(edits.filter { $0.rule == .selectors }.count, 1)
    }

    func testBareSelectorTakesArityFromTheLibrary() {
        let source = """
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(Foo.dismissTapped)))
            """
        let declarations = "class Foo { @objc func dismissTapped() {} }"
        XCTAssertEqual(
            port(source, library: [declarations]).0,
            """
            // PORT: target/action became a closure
            view.addGestureRecognizer(UITapGestureRecognizer(action: { [weak self] sender in self?.dismissTapped() }))
            """)
    }

    func testControlAddTargetNamesTheActionAndCastsTheSender() {
        let source = """
            button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
            func buttonTapped(_ sender: UIButton) {}
            """
        XCTAssertEqual(
            port(source).0,
            """
            // PORT: target/action became a closure
            button.addTarget(self, named: "buttonTapped:", for: .touchUpInside) { target, sender in target.buttonTapped(sender as! UIButton) }
            func buttonTapped(_ sender: UIButton) {}
            """)
    }

    func testTimerNotificationAndDisplayLink() {
        let source = """
            timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            link = CADisplayLink(target: self, selector: #selector(step(_:)))
            func tick() {}
            func step(_ link: CADisplayLink) {}
            func keyboardWillShow(_ note: Notification) {}
            """
        let out = port(source).0
        XCTAssertTrue(
            out.contains(
                "Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in MainActor.assumeIsolated { self?.tick() } }"
            ), out)
        XCTAssertTrue(
            out.contains(
                "addObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil) { target, notification in target.keyboardWillShow(notification) }"
            ), out)
        XCTAssertTrue(out.contains("CADisplayLink(action: { [weak self] link in self?.step(link) })"), out)
    }

    func testPerformAfterDelay() {
        let source = "self.perform(#selector(hide), with: nil, afterDelay: 2)\nfunc hide() {}"
        XCTAssertEqual(
            port(source).0,
            "// PORT: perform(_:with:afterDelay:) became asyncAfter\n"
                + "DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in self?.hide() }\nfunc hide() {}")
    }

    func testUnknownShapeIsLeftAndReported() {
        let source = "menu.setTargetAction(self, #selector(go))"
        let (out, edits) = port(source)
        XCTAssertEqual(out, source)
        XCTAssertEqual(edits.map(\.needsReview), [true])
    }

    // UIKit (iOS 14): `init(title:image:primaryAction:menu:)` and
    // `init(systemItem:primaryAction:menu:)` take "A UIAction to associate with the item";
    // the action's `sender` is "The object responsible for the action handler", the item.
    func testBarButtonItemInitializersBecomeUIActions() {
        let source = """
            let close = UIBarButtonItem(title: "Close", style: .done, target: self, action: #selector(close(_:)))
            let share = UIBarButtonItem(image: icon, style: .plain, target: browser, action: #selector(share))
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(Menu.add))
            let both = UIBarButtonItem(title: "x", style: .plain, target: self, action: #selector(two(_:event:)))
            func close(_ sender: UIBarButtonItem) {}
            func share(_ sender: Any) {}
            func add() {}
            """
        let (out, edits) = port(source)
        XCTAssertEqual(
            out,
            """
            // PORT: target/action became a UIAction
            let close = UIBarButtonItem(title: "Close", style: .done, primaryAction: UIAction { [weak self] action in self?.close(action.sender as! UIBarButtonItem) })
            // PORT: target/action became a UIAction
            let share = UIBarButtonItem(image: icon, style: .plain, primaryAction: UIAction { [weak target = browser] action in target?.share(action.sender as! UIBarButtonItem) })
            // PORT: target/action became a UIAction
            let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add() })
            let both = UIBarButtonItem(title: "x", style: .plain, target: self, action: #selector(two(_:event:)))
            func close(_ sender: UIBarButtonItem) {}
            func share(_ sender: Any) {}
            func add() {}
            """)
        // The two-argument action has no closure form: left for a person.
        XCTAssertEqual(edits.filter(\.needsReview).count, 1)
    }

    // UIKit: a bar button item's `target` is "The object that receives the action message";
    // the assignment pair becomes the item's closure calling that object, held weakly.
    func testBarButtonActionAssignmentCallsTheAssignedTarget() {
        let source = """
            closeButton.target = presenter
            closeButton.action = #selector(close)
            other.action = #selector(close)
            func close() {}
            """
        let (out, edits) = port(source)
        XCTAssertEqual(
            out,
            """
            closeButton.target = presenter
            // PORT: target/action became the item's closure
            closeButton.onPrimaryAction = { [weak target = presenter] _ in target?.close() }
            other.action = #selector(close)
            func close() {}
            """)
        XCTAssertEqual(edits.map(\.needsReview), [false, true], "no target set for `other`: left")
    }

    // Foundation: `removeObserver(_:)` "Removes all entries specifying an observer from the
    // notification center's dispatch table": the rewritten observer must be among them.
    func testObserverRemovalReachesTheKeptClosures() {
        let source = """
            NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIDevice.orientationDidChangeNotification, object: nil)
            deinit { NotificationCenter.default.removeObserver(self) }
            func stop() { NotificationCenter.default.removeObserver(self, name: UIDevice.orientationDidChangeNotification, object: nil) }
            func drop() { NotificationCenter.default.removeObserver(token) }
            func rotated() {}
            """
        let out = port(source).0
        XCTAssertTrue(
            out.contains(
                "addObserver(self, name: UIDevice.orientationDidChangeNotification, object: nil) { target, _ in target.rotated() }"
            ), out)
        XCTAssertTrue(out.contains("deinit { NotificationCenter.default.removeObserver(target: self) }"), out)
        XCTAssertTrue(
            out.contains(
                "removeObserver(target: self, name: UIDevice.orientationDidChangeNotification, object: nil)"), out)
        XCTAssertTrue(out.contains("removeObserver(token)"), "a token is Foundation's to remove: \(out)")
    }

    // UIKit: `UIKeyCommand(input:modifierFlags:action:)` sends its action up the responder
    // chain; the command a responder makes for itself calls that responder's method.
    func testKeyCommandActionBecomesClosure() {
        let source = """
            let command = UIKeyCommand(input: "x", modifierFlags: [], action: #selector(self.handleReturn))
            func handleReturn() {}
            """
        XCTAssertEqual(
            port(source).0,
            """
            // PORT: key command action became a closure
            let command = UIKeyCommand(input: "x", modifierFlags: [], action: { [weak self] _ in self?.handleReturn() })
            func handleReturn() {}
            """)
    }

    // UIKit, `removeTarget(_:action:)`: "Pass nil to remove all actions paired with target."
    func testRemovingEveryActionOfATargetIsByNilName() {
        let source = """
            oldValue?.panGestureRecognizer.removeTarget(self, action: nil)
            button.removeTarget(nil, action: nil, for: .allEvents)
            """
        let (out, edits) = port(source)
        XCTAssertEqual(
            out,
            """
            oldValue?.panGestureRecognizer.removeTarget(self, named: nil)
            button.removeTarget(nil, named: nil, for: .allEvents)
            """)
        XCTAssertEqual(edits.map(\.needsReview), [false, false])
    }

    func testDefaultedAndValueParametersAreNotPassedTheSender() {
        let source = """
            a = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share))
            b = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(send))
            func share(animated: Bool = true) {}
            func send(now: Bool) {}
            """
        let (out, edits) = port(source)
        XCTAssertTrue(out.contains("UIAction { [weak self] _ in self?.share() }"), out)
        XCTAssertTrue(
            out.contains("b = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(send))"),
            out)
        XCTAssertEqual(edits.filter(\.needsReview).count, 1)
    }

    func testOptionalRequirementsGetDefaultsAndCallsArePlain() {
        let source = """
            @objc public protocol PanelDelegate: AnyObject {
                @objc optional func panelDidMove(_ panel: Panel)
                @objc optional func panel(_ panel: Panel, viewFor index: Int) -> UIView?
                @objc optional func height(for panel: Panel) -> CGFloat
                func required()
            }
            func move() {
                delegate?.panelDidMove?(self)
                let v = delegate?.panel?(self, viewFor: 1)
            }
            """
        let (out, edits) = port(source)
        XCTAssertEqual(
            out,
            """
            public protocol PanelDelegate: AnyObject {
                func panelDidMove(_ panel: Panel)
                func panel(_ panel: Panel, viewFor index: Int) -> UIView?
                func height(for panel: Panel) -> CGFloat
                func required()
            }

            // PORT: defaults for what were optional requirements (Objective-C only)
            public extension PanelDelegate {
                func panelDidMove(_ panel: Panel) {}
                func panel(_ panel: Panel, viewFor index: Int) -> UIView? { nil }
            }
            func move() {
                delegate?.panelDidMove(self)
                let v = delegate?.panel(self, viewFor: 1)
            }
            """)
        XCTAssertEqual(
            edits.filter(\.needsReview).map(\.note), ["optional func height returns CGFloat: made required, no default"]
        )
    }

    func testSubmoduleImportAndMissingUIKitImport() {
        XCTAssertEqual(
            port("import UIKit\nimport UIKit.UIGestureRecognizerSubclass\n", asWritten: true).0, "import UIKit\n")
        XCTAssertEqual(
            port("import UIKit.UIGestureRecognizerSubclass\nclass G: UIGestureRecognizer {}\n", asWritten: true).0,
            "import UIKit\nclass G: UIGestureRecognizer {}\n")
        XCTAssertEqual(
            port("import Foundation\nlet v = UIView()\n", asWritten: true).0,
            "import UIKit\nimport Foundation\nlet v = UIView()\n")
        XCTAssertEqual(port("let h: CGFloat = 1\n", asWritten: true).0, "import UIKit\nlet h: CGFloat = 1\n")
        XCTAssertEqual(
            port("import Foundation\nlet u = URL(string: \"UIView\")\n", asWritten: true).0.hasPrefix("import UIKit"),
            false)
    }

    func testObjcProtocolStaysClassBound() {
        // Apple: "Only classes can adopt @objc protocols", so a library holds its delegate
        // `weak`; without the attribute the protocol must say `AnyObject` for that to compile.
        XCTAssertEqual(port("@objc protocol D {}").0, "protocol D: AnyObject {}")
        XCTAssertEqual(port("@objc public protocol D: Hashable {}").0, "public protocol D: AnyObject, Hashable {}")
        XCTAssertEqual(port("@objc protocol D: class {}").0, "protocol D: class {}")
    }

    func testSenderCastToTheOneSpecificTypeAmongDeclarations() {
        let source = "pan.addTarget(view, action: #selector(view.highlight(for:)))"
        let library = [
            "class A { func highlight(for sender: UIPanGestureRecognizer) {} }",
            "class B { func highlight(for sender: UIGestureRecognizer) {} }",
        ]
        XCTAssertTrue(
            port(source, library: library).0.contains(
                "target.highlight(for: sender as! UIPanGestureRecognizer)"))
    }

    func testRemoveTargetNamesThePairAddTargetAdded() {
        let source = "button.removeTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)"
        XCTAssertEqual(
            port(source).0,
            "// PORT: target/action removed by name\nbutton.removeTarget(self, named: \"tapped:\", for: .touchUpInside)"
        )
    }
}
