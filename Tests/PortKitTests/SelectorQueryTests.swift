import XCTest

@testable import PortKit

/// Objective-C expressions real libraries write beside their target/action pairs (`#keyPath`,
/// selectors in locals, `responds(to:)` and `perform(_:)`, `as`-coerced and compared
/// selectors, accessibility actions), each as a before/after pair.
final class SelectorQueryTests: XCTestCase {
    /// `source` ported as one file of a library made of it and `library`.
    private func port(_ source: String, library: [String] = []) -> (String, [PortEdit]) {
        Porter(library: [source] + library).port(source, file: "F.swift")
    }

    // SE-0062: `#keyPath` builds "a compile-time valid key-path string literal"; Core
    // Animation's `init(keyPath:)` takes that string. The type names lead the path only to
    // tell the compiler where to look: the string holds the property path.
    func testKeyPathBecomesTheStringItStandsFor() {
        let source = """
            import UIKit
            let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
            if key == #keyPath(angle) { return true }
            view.addObserver(self, forKeyPath: #keyPath(scrollView.contentOffset), options: [.new], context: nil)
            """
        let (out, edits) = port(source)
        XCTAssertEqual(
            out,
            """
            import UIKit
            let fade = CABasicAnimation(keyPath: "opacity")
            if key == "angle" { return true }
            view.addObserver(self, forKeyPath: "scrollView.contentOffset", options: [.new], context: nil)
            """)
        XCTAssertEqual(edits.count, 3)
    }

    // Sheeeeeeeeet's presenter keeps a different selector in a local named `action` in each of
    // three methods: each local is written out where its own method passes it (the closure
    // calls that method's action, not another method's), and the locals go.
    func testLocalSelectorsAreWrittenOutInTheirOwnBlock() {
        let source = """
            class Presenter {
                func setupBackground() {
                    let action = #selector(handleDidEnterBackground)
                    let name = UIApplication.didEnterBackgroundNotification
                    notificationCenter.addObserver(self, selector: action, name: name, object: nil)
                }
                func addTapAction(to view: UIView?) {
                    let action = #selector(backgroundViewTapAction)
                    let tap = UITapGestureRecognizer(target: self, action: action)
                    view?.addGestureRecognizer(tap)
                }
                func present(menu: Menu) {
                    menu.present(in: self, action: action)
                }
                @objc func handleDidEnterBackground() {}
                @objc func backgroundViewTapAction() {}
            }
            """
        let out = port(source).0
        XCTAssertFalse(out.contains("let action"), out)
        XCTAssertTrue(
            out.contains(
                "notificationCenter.addObserver(self, name: name, object: nil) { target, _ in target.handleDidEnterBackground() }"
            ), out)
        XCTAssertTrue(
            out.contains(
                "let tap = UITapGestureRecognizer(action: { [weak self] sender in self?.backgroundViewTapAction() })"),
            out)
        XCTAssertTrue(
            out.contains("menu.present(in: self, action: action)"), "another method's `action` is not a local's")
    }

    // A local selector that is not passed as an action (FloatingPanel's swizzling) keeps its
    // Objective-C name as a `String`, as a stored property's does, and is marked.
    func testLocalSelectorNotPassedKeepsItsName() {
        let source = """
            func swizzle() {
                let sel: Selector = #selector(UIViewController.viewDidLoad)
                exchange(sel)
            }
            """
        let out = port(source).0
        XCTAssertTrue(out.contains(#"let sel = "viewDidLoad""#), out)
        XCTAssertTrue(out.contains("// PORT: a selector kept in a local"), out)
    }

    // Apple, `responds(to:)`: "true if the receiver implements or inherits a method that can
    // respond to aSelector". On Linux the compiler answers that: a method called on `self`
    // compiles only when the class has it. `perform(_:)` "sends a specified message to the
    // receiver": the call itself (AKSideMenu, SSASideMenu).
    func testRespondsToAndPerformOnSelfBecomeTheCall() {
        let source = """
            if self.responds(to: #selector(UIViewController.setNeedsStatusBarAppearanceUpdate)) {
                self.perform(#selector(UIViewController.setNeedsStatusBarAppearanceUpdate))
            }
            """
        let out = port(source).0
        XCTAssertEqual(
            out,
            """
            // PORT: responds(to:) answered when compiling: the member is there
            if true {
                // PORT: perform(#selector) became the call itself
                self.setNeedsStatusBarAppearanceUpdate()
            }
            """)
    }

    // An optional delegate responds when it is there: its optional requirement has a default
    // now (the optionalRequirements rule). `perform(_:with:)` passes its argument, cast to
    // the type the method declares. A receiver whose type decides is left for a person.
    func testRespondsToOnDelegatesAndOtherReceivers() {
        let source = """
            @objc protocol MenuDelegate {
                @objc optional func menuWillShow(_ menu: SideMenu)
            }
            class SideMenu: UIView {
                weak var delegate: MenuDelegate?
                func show(other: NSObject) {
                    if delegate?.responds(to: #selector(MenuDelegate.menuWillShow(_:))) == true {
                        delegate?.perform(#selector(MenuDelegate.menuWillShow(_:)), with: self)
                    }
                    if other.responds(to: #selector(UIView.layoutSubviews)) {}
                }
            }
            """
        let (out, edits) = port(source)
        XCTAssertTrue(out.contains("if (delegate != nil) == true {"), out)
        XCTAssertTrue(out.contains("delegate?.menuWillShow(self as! SideMenu)"), out)
        XCTAssertTrue(out.contains("other.responds(to: #selector(UIView.layoutSubviews))"), out)
        XCTAssertTrue(edits.contains { $0.needsReview && $0.note.contains("other.responds") }, "\(edits)")
    }

    // The Swift book: "use the as operator to disambiguate" overloaded methods in a selector.
    // The coercion's function type gives the arity (an unbound method's parameters are its
    // second group), and the library's declaration of that arity the labels and sender type.
    func testAsCoercedSelectorsTakeTheirArityFromTheType() {
        let source = """
            class SSASideMenu: UIViewController {
                func setUp(button: UIButton) {
                    button.addTarget(self, action: #selector(SSASideMenu.hideMenuViewController as (SSASideMenu) -> () -> ()), for: .touchUpInside)
                    button.addTarget(self, action: #selector(tapped as (UIButton) -> Void), for: .touchUpInside)
                }
                @objc func hideMenuViewController() {}
                func hideMenuViewController(animated: Bool) {}
                @objc func tapped(_ sender: UIButton) {}
                func tapped() {}
            }
            """
        let out = port(source).0
        XCTAssertTrue(
            out.contains(
                #"button.addTarget(self, named: "hideMenuViewController", for: .touchUpInside) { target, _ in target.hideMenuViewController() }"#
            ), out)
        XCTAssertTrue(
            out.contains(
                #"button.addTarget(self, named: "tapped:", for: .touchUpInside) { target, sender in target.tapped(sender as! UIButton) }"#
            ), out)
    }

    // UIKit, `UIAccessibilityCustomAction.init(name:target:selector:)`: "The method signature
    // must take one of the following forms: - (BOOL)myPerformActionMethod / -
    // (BOOL)myPerformActionMethod:(UIAccessibilityCustomAction *)action". The engine's
    // `init(name:actionHandler:)` takes that as a closure; Nantes's method returns nothing,
    // which counts as handled.
    func testAccessibilityCustomActionTakesItsHandler() {
        let source = """
            class Label: UIView {
                func actions() -> [UIAccessibilityCustomAction] {
                    [UIAccessibilityCustomAction(name: "Open", target: self, selector: #selector(activate(_:))),
                     UIAccessibilityCustomAction(name: "Copy", target: self, selector: #selector(copyText))]
                }
                @objc private func activate(_ action: UIAccessibilityCustomAction) {}
                @objc func copyText() -> Bool { true }
            }
            """
        let out = port(source).0
        XCTAssertTrue(
            out.contains(
                #"UIAccessibilityCustomAction(name: "Open", actionHandler: { [weak self] action in self?.activate(action); return true })"#
            ), out)
        XCTAssertTrue(
            out.contains(
                #"UIAccessibilityCustomAction(name: "Copy", actionHandler: { [weak self] _ in self?.copyText() ?? false })"#
            ), out)
    }

    // UIKit, `canPerformAction(_:withSender:)` compares the action with a selector; with no
    // `Selector` on Linux, the compared selector is its Objective-C name (`copy:`).
    func testComparedSelectorsAreTheirNames() {
        let source = """
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                switch action {
                case #selector(paste(_:)): return false
                default: return action == #selector(copy(_:)) || #selector(NSObject.copy) != action
                }
            }
            """
        let out = port(source).0
        XCTAssertTrue(out.contains(#"case "paste:": return false"#), out)
        XCTAssertTrue(out.contains(#"return action == "copy:" || "copy" != action"#), out)
    }
}
