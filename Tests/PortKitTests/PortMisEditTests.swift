import XCTest

@testable import PortKit

/// Shapes real libraries write that the selectors rule once ported wrongly or left: each as a
/// before/after pair.
final class PortMisEditTests: XCTestCase {
    /// `source` ported as one file of a library made of it and `library`.
    private func port(_ source: String, library: [String] = []) -> (String, [PortEdit]) {
        Porter(library: [source] + library).port(source, file: "F.swift")
    }

    // UIKit, `addTarget(_:action:for:)`: the action method may take "the sender", the control
    // that sent it. A delegate requirement of the same base name but other labels is another
    // method, so its `String` first parameter must not hide the sender's declared type.
    func testControlSenderIsCastToTheTypeTheSelectorsOwnDeclarationTakes() {
        let source = """
            import UIKit
            protocol TagListViewDelegate: AnyObject {
                func tagPressed(_ title: String, tagView: TagView, sender: TagListView)
            }
            class TagListView: UIView {
                func add(_ tagView: TagView) {
                    tagView.addTarget(self, action: #selector(tagPressed(_:)), for: .touchUpInside)
                }
                @objc func tagPressed(_ sender: TagView!) {}
            }
            """
        let out = port(source).0
        XCTAssertTrue(
            out.contains(
                #"tagView.addTarget(self, named: "tagPressed:", for: .touchUpInside) { target, sender in target.tagPressed(sender as! TagView) }"#
            ), out)
    }

    // A method of one name in two classes: the selector names the one of the class it is
    // written in, so the file's own declaration decides the sender's type, not another
    // file's `handleSingleTap(_: UITouch)`.
    func testTheFilesOwnDeclarationDecidesTheSendersType() {
        let imageView = """
            class DetectingImageView: UIImageView {
                @objc func handleSingleTap(_ recognizer: UITapGestureRecognizer) {}
                func setUp() {
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleSingleTap(_:))))
                }
            }
            """
        let view = "class DetectingView: UIView { func handleSingleTap(_ touch: UITouch) {} }"
        XCTAssertTrue(
            port(imageView, library: [view]).0.contains(
                "UITapGestureRecognizer(action: { [weak self] sender in self?.handleSingleTap(sender) })"))
    }

    // UIKit: a recognizer subclass overriding `init(target:action:)` calls super's; the engine's
    // recognizers are made with `init(action:)`, so the override takes that closure (typed as
    // the engine's recognizer it inherits from) and the call site's closure fits it.
    func testRecognizerSubclassOverridingInitTargetActionTakesTheEngineClosure() {
        let recognizer = """
            import UIKit
            import UIKit.UIGestureRecognizerSubclass
            internal class CheckboxGestureRecognizer: UILongPressGestureRecognizer {
                override init(target: Any?, action: Selector?) {
                    super.init(target: target, action: action)
                    minimumPressDuration = 0.0
                }
            }
            """
        let checkbox = """
            class Checkbox: UIControl {
                func setUp() {
                    let press = CheckboxGestureRecognizer(target: self, action: #selector(Checkbox.handleLongPress(_:)))
                    addGestureRecognizer(press)
                }
                @objc func handleLongPress(_ sender: UILongPressGestureRecognizer) {}
            }
            """
        let (out, edits) = port(recognizer, library: [checkbox])
        XCTAssertTrue(
            out.contains(
                """
                    override init(action: ((UILongPressGestureRecognizer) -> Void)? = nil) {
                        super.init(action: action)
                """), out)
        XCTAssertFalse(edits.contains { $0.needsReview }, "\(edits)")
        XCTAssertTrue(
            port(checkbox, library: [recognizer]).0.contains(
                "CheckboxGestureRecognizer(action: { [weak self] sender in self?.handleLongPress(sender) })"))
    }

    // The same for a library initializer with arguments of its own around the pair
    // (`init(direction:target:action:)`); a method taking the library's subclass casts the
    // sender, which the engine hands over typed as the pan it inherits from.
    func testLibraryRecognizerInitializerWithItsOwnArgumentsKeepsThem() {
        let recognizer = """
            class DirectionalPan: UIPanGestureRecognizer {
                let direction: Direction
                required init(direction: Direction, target: Any? = nil, action: Selector? = nil) {
                    self.direction = direction
                    super.init(target: target, action: action)
                }
            }
            """
        let controller = """
            class SwipeBack {
                lazy var pan = DirectionalPan(direction: .right, target: self, action: #selector(handle(_:)))
                @objc func handle(_ sender: DirectionalPan) {}
            }
            """
        XCTAssertTrue(
            port(recognizer, library: [controller]).0.contains(
                """
                    required init(direction: Direction, action: ((UIPanGestureRecognizer) -> Void)? = nil) {
                        self.direction = direction
                        super.init(action: action)
                """))
        XCTAssertTrue(
            port(controller, library: [recognizer]).0.contains(
                "DirectionalPan(direction: .right, action: { [weak self] sender in self?.handle(sender as! DirectionalPan) })"
            ))
    }

    // An initializer with the pair that the library adds to UIKit's own recognizer in an
    // extension (`init(addTo:target:action:)`) is no class's to rewrite: its calls keep
    // their `#selector` and are reported rather than handed a closure nothing takes.
    func testExtensionInitializerWithThePairIsLeftForAPerson() {
        let source = """
            extension UIGestureRecognizer {
                convenience init(addTo view: UIView, target: Any, action: Selector) {
                    self.init(target: target, action: action)
                    view.addGestureRecognizer(self)
                }
            }
            class MenuPan: UIPanGestureRecognizer {}
            class Manager {
                func add(to view: UIView) { _ = MenuPan(addTo: view, target: self, action: #selector(handle(_:))) }
                @objc func handle(_ pan: UIPanGestureRecognizer) {}
            }
            """
        let (out, edits) = port(source)
        XCTAssertTrue(out.contains("MenuPan(addTo: view, target: self, action: #selector(handle(_:)))"), out)
        XCTAssertTrue(edits.contains { $0.needsReview && $0.note.contains("handle:") }, "\(edits)")
    }

    // A direct `UIGestureRecognizer` subclass has no `init(action:)` to hand the closure to in
    // the engine: its initializer is left for a person, and said so.
    func testDirectGestureRecognizerSubclassIsLeftAndReported() {
        let source = """
            class Custom: UIGestureRecognizer {
                override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
            }
            """
        let (out, edits) = port(source)
        XCTAssertTrue(
            out.contains(
                "override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }"),
            out)
        XCTAssertTrue(edits.contains { $0.needsReview && $0.note.contains("takes no action") }, "\(edits)")
    }

    // A selector kept in a stored property and passed later: the closure forms need the
    // method, so the property is written out where it is passed; the property keeps the
    // selector's Objective-C name (`NSStringFromSelector`'s spelling) for what else reads it.
    func testStoredSelectorIsWrittenOutWhereItIsPassed() {
        let source = """
            final class TextFieldTarget: NSObject {
                static let actionSelector = #selector(TextFieldTarget.action(_:))
                private let tapSelector: Selector = #selector(tap)
                func attach(_ textField: UITextField, view: UIView) {
                    textField.addTarget(self, action: TextFieldTarget.actionSelector, for: .editingChanged)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: tapSelector))
                }
                func detach(_ textField: UITextField) {
                    textField.removeTarget(self, action: Self.actionSelector, for: .allEvents)
                }
                @objc func action(_ textField: UITextField) {}
                @objc func tap() {}
            }
            """
        let out = port(source).0
        for line in [
            "    static let actionSelector = \"action:\"",
            "    private let tapSelector = \"tap\"",
            #"textField.addTarget(self, named: "action:", for: .editingChanged) { target, sender in target.action(sender as! UITextField) }"#,
            "view.addGestureRecognizer(UITapGestureRecognizer(action: { [weak self] sender in self?.tap() }))",
            #"textField.removeTarget(self, named: "action:", for: .allEvents)"#,
        ] {
            XCTAssertTrue(out.contains(line), "\(line)\n\(out)")
        }
        XCTAssertFalse(out.contains("#selector"), out)
    }

    // Foundation's `scheduledTimer(withTimeInterval:repeats:block:)` takes a `@Sendable`
    // block; Apple: the timer is scheduled "on the current run loop in the default mode",
    // which for UIKit code is the main thread's. The main actor's method is called under
    // `MainActor.assumeIsolated`, which says so (and stops if it ever is not).
    func testTimerBlockAssertsTheMainActor() {
        let source = """
            @MainActor final class AutoScroller {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(timerDidElapse(_:)), userInfo: nil, repeats: true)
                }
                @objc func timerDidElapse(_ timer: Timer) {}
            }
            """
        XCTAssertTrue(
            port(source).0.contains(
                "Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak self] timer in MainActor.assumeIsolated { self?.timerDidElapse(timer) } }"
            ))
    }

    // Apple, `cancelPreviousPerformRequests(withTarget:selector:object:)`: "All perform requests
    // are canceled that have the same target as aTarget, argument as anArgument, and selector
    // as aSelector"; `cancelPreviousPerformRequests(withTarget:)`: "All perform requests having
    // the same target aTarget are canceled." `asyncAfter` cannot be cancelled, so in a library
    // that cancels, performs and cancellations go through one registry, declared once.
    func testPerformAndItsCancellationShareOneRegistry() {
        let banner = """
            class Banner: UIView {
                func show() {
                    self.perform(#selector(dismiss), with: nil, afterDelay: 2)
                }
                func suspend() {
                    NSObject.cancelPreviousPerformRequests(
                        withTarget: self,
                        selector: #selector(dismiss),
                        object: nil
                    )
                }
                @objc func dismiss() {}
            }
            """
        let browser = """
            class Browser: UIViewController {
                func close() { NSObject.cancelPreviousPerformRequests(withTarget: self) }
            }
            """
        let porter = Porter(library: [banner, browser])
        let (out, _) = porter.port(banner, file: "Banner.swift")
        XCTAssertTrue(
            out.contains(
                #"PortPerformRequests.perform(self, "dismiss", afterDelay: 2) { [weak self] in self?.dismiss() }"#), out
        )
        XCTAssertTrue(out.contains(#"        PortPerformRequests.cancel(self, "dismiss")"# + "\n    }"), out)
        XCTAssertTrue(out.hasSuffix(Porter.performRequestsRegistry), "the first file that cancels declares it")
        let other = porter.port(browser, file: "Browser.swift").0
        XCTAssertTrue(other.contains("func close() { PortPerformRequests.cancel(self) }"), other)
        XCTAssertFalse(other.contains("enum PortPerformRequests"), "declared once for the library")
    }

    // A library that never cancels keeps the plain `asyncAfter`, and a perform with an
    // argument is not put in the registry (whose cancellation matches only nil arguments).
    func testPerformWithoutCancellationStaysAsyncAfter() {
        let source = "class A { func f() { perform(#selector(hide), with: nil, afterDelay: 1) }\n func hide() {} }"
        let out = port(source).0
        XCTAssertTrue(
            out.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.hide() }"), out)
        XCTAssertFalse(out.contains("PortPerformRequests"), out)
    }

    // `Type.init(...)` is the type's initializer call written out (VerticalCardSwiper,
    // LiquidTransition), and a bar button item subclass's `self.init(title:style:target:action:)`
    // (McPicker) UIKit's item initializer: both take the closure forms the bare calls take. A
    // nil target (UIKit's responder chain) has none and is left.
    func testExplicitInitCallsTakeTheClosureForms() {
        let source = """
            class Picker: UIView {
                func setUp() {
                    tap = UITapGestureRecognizer.init(target: self, action: #selector(handleTap))
                    link = CADisplayLink.init(target: self, selector: #selector(step(link:)))
                }
                @objc func handleTap() {}
                @objc func step(link: CADisplayLink) {}
                @objc func done() {}
            }
            class PickerItem: UIBarButtonItem {
                class func done(picker: Picker) -> PickerItem {
                    return self.init(title: "Done", style: .plain, target: picker, action: #selector(Picker.done))
                }
                class func back() -> PickerItem {
                    return self.init(title: "Back", style: .plain, target: nil, action: #selector(Picker.done))
                }
            }
            """
        let (out, edits) = port(source)
        XCTAssertTrue(
            out.contains("tap = UITapGestureRecognizer.init(action: { [weak self] sender in self?.handleTap() })"), out)
        XCTAssertTrue(
            out.contains("link = CADisplayLink.init(action: { [weak self] link in self?.step(link: link) })"), out)
        XCTAssertTrue(
            out.contains(
                #"return self.init(title: "Done", style: .plain, primaryAction: UIAction { [weak target = picker] _ in target?.done() })"#
            ), out)
        XCTAssertTrue(out.contains("target: nil, action: #selector(Picker.done))"), out)
        XCTAssertTrue(edits.contains { $0.needsReview && $0.note.contains("left #selector(done)") }, "\(edits)")
    }

    // A recognizer subclass whose `init(target:action:)` keeps the target it was given (a
    // testable tap recognizer): the closure form has no target, so the rewritten body gets a
    // nil `target` of its own and compiles as written; the edit says the target is gone.
    func testRewrittenRecognizerInitializerThatReadsTheTargetKeepsTheName() {
        let recognizer = """
            class TapGestureRecognizer: UITapGestureRecognizer {
                private weak var testTarget: AnyObject?

                override init(target: Any?, action: Selector?) {
                    testTarget = target as AnyObject
                    super.init(target: target, action: action)
                }
            }
            """
        let (out, edits) = port(recognizer)
        XCTAssertTrue(
            out.contains(
                """
                    override init(action: ((UITapGestureRecognizer) -> Void)? = nil) {
                        let target: Any? = nil  // init(action:) takes no target
                        testTarget = target as AnyObject
                        super.init(action: action)
                    }
                """), out)
        XCTAssertTrue(edits.contains { $0.needsReview && $0.note.contains("no target") }, "\(edits)")
        // A body that only hands the target to super needs no such name.
        let plain = """
            class Tap: UITapGestureRecognizer {
                override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
            }
            """
        XCTAssertFalse(port(plain).0.contains("let target"), port(plain).0)
    }
}
