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
                "Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in self?.tick() }"), out)
        XCTAssertTrue(
            out.contains(
                "addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] notification in self?.keyboardWillShow(notification) }"
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
        let source = "let item = UIBarButtonItem(title: \"x\", style: .plain, target: self, action: #selector(go))"
        let (out, edits) = port(source)
        XCTAssertEqual(out, source)
        XCTAssertEqual(edits.map(\.needsReview), [true])
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
