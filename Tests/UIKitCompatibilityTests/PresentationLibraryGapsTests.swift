import CoreGraphics
import Foundation
import PlaygroundKit
import UIKitCompatibility
import XCTest

// A library's own point arithmetic, as transition libraries (Motion among them) declare it:
// Core Graphics has none. This one marks its answers, so a test can tell it was called.
private func + (left: CGPoint, right: CGPoint) -> CGPoint {
    CGPoint(x: left.x + right.x + 1000, y: left.y + right.y)
}

/// A layout's attributes subclass carrying a colour, as alert libraries make one for the
/// separators they draw as decoration views.
private final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint: UIColor?

    override func copy() -> UICollectionViewLayoutAttributes {
        let copy = super.copy()
        (copy as? TintedAttributes)?.tint = tint
        return copy
    }
}

/// A separator drawn by the layout, not the data source: it colours itself from the
/// attributes it is given.
private final class SeparatorView: UICollectionReusableView {
    static var made = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
    }

    required init?(coder: NSCoder) { nil }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        backgroundColor = (layoutAttributes as? TintedAttributes)?.tint
    }
}

/// A flow layout that puts a one-point separator under every item, as a decoration view.
private final class SeparatedLayout: UICollectionViewFlowLayout {
    static let separator = "separator"

    override static var layoutAttributesClass: AnyClass { TintedAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes
            + attributes.compactMap { layoutAttributesForDecorationView(ofKind: Self.separator, at: $0.indexPath) }
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let item = layoutAttributesForItem(at: indexPath) else { return nil }
        let separator = TintedAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        separator.tint = .red
        separator.zIndex = item.zIndex + 1
        separator.frame = CGRect(x: item.frame.minX, y: item.frame.maxY - 1, width: item.frame.width, height: 1)
        return separator
    }
}

/// A data source of `count` plain cells.
private final class PlainCells: NSObject, UICollectionViewDataSource {
    var count = 3

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// The gaps that presentation libraries this project had never built (alert controllers,
/// side menus, zoom and shared-element transition kits) shared, each held to the rule Apple
/// documents for it.
final class PresentationLibraryGapsTests: XCTestCase {
    /// Apple, `UINavigationController.viewControllers`: "Assigning a new array of view
    /// controllers to this property is equivalent to calling the
    /// `setViewControllers(_:animated:)` method with the animated parameter set to false."
    /// A zoom transition library appends the controller it popped back onto the stack when
    /// the interactive pop is cancelled.
    func testAssigningTheStackReplacesItAtOnce() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 300, height: 500), clock: VirtualClock())
            let root = UIViewController()
            let nav = UINavigationController(rootViewController: root)
            window.rootViewController = nav
            window.tick()
            let detail = UIViewController()
            nav.viewControllers.append(detail)
            XCTAssertTrue(nav.viewControllers.elementsEqual([root, detail], by: ===))
            XCTAssertTrue(nav.topViewController === detail)
            XCTAssertTrue(detail.view.window === window, "shown at once, with no transition")
            nav.viewControllers = [detail]
            XCTAssertTrue(nav.viewControllers.elementsEqual([detail], by: ===))
            XCTAssertNil(root.parent)
            nav.viewControllers = []
            XCTAssertTrue(nav.viewControllers.elementsEqual([detail], by: ===), "an empty stack is refused")
        }
    }

    /// Apple, `UINavigationController.Operation.none`: "No operation is taking place." It is
    /// a value code keeps ("none yet"); a push and a pop ask the delegate with `.push` and
    /// `.pop`, never with it.
    func testANavigationControllerNeverAsksWithTheNoneOperation() {
        MainActor.assumeIsolated {
            final class Recorder: NSObject, UINavigationControllerDelegate {
                var operations: [UINavigationController.Operation] = []
                func navigationController(
                    _ navigationController: UINavigationController,
                    animationControllerFor operation: UINavigationController.Operation,
                    from fromVC: UIViewController, to toVC: UIViewController
                ) -> UIViewControllerAnimatedTransitioning? {
                    operations.append(operation)
                    return nil
                }
            }
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 300, height: 500), clock: clock)
            let nav = UINavigationController(rootViewController: UIViewController())
            let recorder = Recorder()
            nav.delegate = recorder
            window.rootViewController = nav
            window.tick()
            var last = UINavigationController.Operation.none
            nav.pushViewController(UIViewController(), animated: true)
            clock.advance(by: 1)
            window.tick()
            last = recorder.operations.last ?? .none
            XCTAssertEqual(last, .push)
            nav.popViewController(animated: true)
            clock.advance(by: 1)
            window.tick()
            XCTAssertEqual(recorder.operations, [.push, .pop])
            XCTAssertFalse(recorder.operations.contains(.none))
        }
    }

    /// Apple, `UIBezierPath.reversing()`: "Creates and returns a new Bézier path object with
    /// the reversed contents of the current path ... This method reverses each whole or
    /// partial subpath in the path object individually." Same shape, drawn the other way.
    func testReversingAPathDrawsEachSubpathBackwards() {
        MainActor.assumeIsolated {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 10))
            path.close()
            path.move(to: CGPoint(x: 20, y: 0))
            path.addCurve(
                to: CGPoint(x: 40, y: 0), controlPoint1: CGPoint(x: 25, y: 10), controlPoint2: CGPoint(x: 35, y: 10))
            path.addQuadCurve(to: CGPoint(x: 50, y: 5), controlPoint: CGPoint(x: 45, y: 0))
            path.lineWidth = 3
            let reversed = path.reversing()
            XCTAssertEqual(
                reversed.path.elements,
                [
                    // The closed triangle starts where it did and runs the other way round.
                    .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 10, y: 0)),
                    .closeSubpath,
                    // The open curve starts at its end; control points swap.
                    .move(to: CGPoint(x: 50, y: 5)),
                    .quadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 45, y: 0)),
                    .curve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 35, y: 10), control2: CGPoint(x: 25, y: 10)),
                ])
            XCTAssertEqual(reversed.lineWidth, 3)
            XCTAssertEqual(reversed.bounds, path.bounds, "the same shape")
            XCTAssertEqual(reversed.reversing().path, path.path, "reversed twice is the original")
            XCTAssertEqual(path.path.elements.count, 7, "the original is left alone")
        }
    }

    /// Apple, `kCATransition`: the key of a layer's transition action. A transition added under
    /// it is the one `animation(forKey:)` finds there, and a later one replaces it.
    func testATransitionAddedUnderItsKeyIsFoundThere() {
        MainActor.assumeIsolated {
            let view = UIView()
            let layer = view.layer
            let fade = CATransition()
            fade.type = .fade
            layer.add(fade, forKey: kCATransition)
            XCTAssertEqual(kCATransition, "transition")
            // Core Animation keeps a copy of what it is given, so the copy is what is found.
            XCTAssertEqual((layer.animation(forKey: "transition") as? CATransition)?.type, .fade)
            let push = CATransition()
            push.type = .push
            layer.add(push, forKey: kCATransition)
            XCTAssertEqual((layer.animation(forKey: kCATransition) as? CATransition)?.type, .push)
            XCTAssertEqual(layer.animationKeys(), ["transition"])
        }
    }

    /// Apple, `UIViewController.addKeyCommand(_:)`: "Associates the specified keyboard
    /// shortcut with the view controller"; `removeKeyCommand(_:)`: "Removes the key command
    /// from the view controller." An alert controller adds Return this way: a press while the
    /// controller is on the responder chain runs it.
    func testAnAddedKeyCommandRunsFromTheControllersChain() {
        MainActor.assumeIsolated {
            final class FocusView: UIView {
                override var canBecomeFirstResponder: Bool { true }
            }
            let window = UIWindow(size: CGSize(width: 200, height: 200), clock: VirtualClock())
            let controller = UIViewController()
            let focus = FocusView()
            controller.view.addSubview(focus)
            window.rootViewController = controller
            window.tick()
            var returns = 0
            let command = UIKeyCommand(input: "\r", modifierFlags: []) { _ in returns += 1 }
            XCTAssertNil(controller.keyCommands)
            controller.addKeyCommand(command)
            controller.addKeyCommand(command)
            XCTAssertEqual(controller.keyCommands?.count, 1, "added once")
            XCTAssertTrue(focus.becomeFirstResponder())
            XCTAssertTrue(window.sendKey("Return"))
            XCTAssertEqual(returns, 1)
            controller.removeKeyCommand(command)
            XCTAssertNil(controller.keyCommands)
            XCTAssertFalse(window.sendKey("Return"))
            XCTAssertEqual(returns, 1)
        }
    }

    /// Apple, `UIViewController.storyboard`: "If the view controller was not instantiated from
    /// a storyboard, this property is nil." A side menu that builds its controllers from its
    /// storyboard when it has one builds none for a controller made in code.
    func testAControllerMadeInCodeInstantiatesNothingFromAStoryboard() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            XCTAssertNil(controller.storyboard?.instantiateViewController(withIdentifier: "menu"))
        }
    }

    /// Core Graphics declares no `+` on `CGPoint`, so a library's own is the only one its
    /// code can mean; the engine's arithmetic must not make that call ambiguous or win it.
    func testALibrarysOwnPointArithmeticIsTheOneCalled() {
        let sum = CGPoint(x: 1, y: 2) + CGPoint(x: 3, y: 4)
        XCTAssertEqual(sum, CGPoint(x: 1004, y: 6))
    }

    /// Apple, `UICollectionViewLayout.register(_:forDecorationViewOfKind:)`: "Registers a
    /// class for use in creating decoration views for a collection view"; decoration views
    /// "are not tied to the data ... provided by the collection view's data source", and
    /// `layoutAttributesClass`: "If you subclass UICollectionViewLayoutAttributes ... override
    /// this method and return your subclass." The collection view makes one decoration view
    /// per decoration element the layout returns, places it and hands it its attributes.
    func testALayoutsDecorationViewsAreShownFromItsRegisteredClass() throws {
        try MainActor.assumeIsolated {
            let layout = SeparatedLayout()
            layout.itemSize = CGSize(width: 100, height: 40)
            layout.minimumLineSpacing = 0
            let collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            layout.register(SeparatorView.self, forDecorationViewOfKind: SeparatedLayout.separator)
            let cells = PlainCells()
            collection.dataSource = cells
            SeparatorView.made = 0
            collection.layoutIfNeeded()
            XCTAssertTrue(
                layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is TintedAttributes,
                "the flow layout makes its attributes of the layout's class")
            let separators = collection.subviews.compactMap { $0 as? SeparatorView }
            XCTAssertEqual(separators.count, 3)
            XCTAssertEqual(SeparatorView.made, 3)
            XCTAssertEqual(
                separators.map(\.frame).sorted { $0.minY < $1.minY },
                [39, 79, 119].map { CGRect(x: 0, y: CGFloat($0), width: 100, height: 1) })
            XCTAssertTrue(separators.allSatisfy { $0.backgroundColor == .red }, "apply(_:) got the subclass")
            let lastCell = collection.cellForItem(at: IndexPath(item: 2, section: 0))
            let under = collection.subviews.firstIndex { $0 === lastCell }
            let over = collection.subviews.firstIndex { $0 === separators.max { $0.frame.minY < $1.frame.minY } }
            XCTAssertLessThan(try XCTUnwrap(under), try XCTUnwrap(over), "the higher zIndex is drawn over")
            cells.count = 1
            collection.reloadData()
            collection.layoutIfNeeded()
            XCTAssertEqual(collection.subviews.compactMap { $0 as? SeparatorView }.count, 1)
            cells.count = 3
            collection.reloadData()
            collection.layoutIfNeeded()
            XCTAssertEqual(SeparatorView.made, 3, "the views that left are reused")
        }
    }

    /// Apple, `UIControl.allTargets`: "Returns all target objects associated with the
    /// control", a `Set<AnyHashable>`. A side menu asks whether a bar button's button already
    /// calls its controller with `allTargets.contains(controller)`.
    func testAControlsTargetsAreASetThatAControllerIsFoundIn() {
        MainActor.assumeIsolated {
            final class Menu: UIViewController {
                func toggle(_ sender: UIControl) {}
            }
            let menu = Menu()
            let other = Menu()
            let button = UIButton(type: .system)
            button.addTarget(menu, named: "toggle:", for: .touchUpInside) { $0.toggle($1) }
            button.addTarget(menu, named: "toggle:", for: .touchDown) { $0.toggle($1) }
            XCTAssertEqual(button.allTargets.count, 1, "a target is in the set once")
            XCTAssertTrue(button.allTargets.contains(menu))
            XCTAssertFalse(button.allTargets.contains(other))
            button.addTarget(other, named: "toggle:", for: .touchUpInside) { $0.toggle($1) }
            XCTAssertEqual(button.allTargets.count, 2)
            XCTAssertTrue(button.allTargets.contains(other))
        }
    }

    /// `UIViewPropertyAnimator` is an `NSObject`: equal only to itself, so a transition
    /// driver can ask whether the animator that finished is the one it runs.
    func testAPropertyAnimatorEqualsOnlyItself() {
        MainActor.assumeIsolated {
            let one = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
            let other = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
            XCTAssertTrue(one == one)
            XCTAssertFalse(one == other)
            XCTAssertEqual(Set([one, other, one]).count, 2)
        }
    }
}
