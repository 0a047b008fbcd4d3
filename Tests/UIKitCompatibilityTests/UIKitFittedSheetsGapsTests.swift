import PlaygroundKit
import UIKitCompatibility
import XCTest

/// UIKit API that FittedSheets reached for, as UIKit code writes it.
///
/// `viewWillLayoutSubviews()`: "Notifies the view controller that its view is about to lay
/// out its subviews." `viewDidLayoutSubviews()`: "When the bounds change for a view
/// controller's view, the view adjusts the positions of its subviews and then the system
/// calls this method." `CATransform3DConcat(_:_:)`: "Concatenates `b` to `a` and returns the
/// result: `t = a * b`."
final class UIKitFittedSheetsGapsTests: XCTestCase {
    /// Records the layout callbacks and what the constrained child's frame was in each.
    private final class Recorder: UIViewController {
        let child = UIView()
        var events: [String] = []

        override func viewDidLoad() {
            child.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                child.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                child.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                child.heightAnchor.constraint(equalToConstant: 50),
            ])
            view.onLayoutSubviews = { [unowned self] _ in events.append("layoutSubviews") }
        }
        override func viewWillLayoutSubviews() { events.append("will \(child.frame.width)") }
        override func viewDidLayoutSubviews() { events.append("did \(child.frame.width)") }
    }

    /// Before the root view lays out (its constrained child not placed yet, the first
    /// time), then after, with the constraints applied; again on every bounds change (a
    /// window resize).
    func testLayoutCallbacksSurroundTheRootViewsLayout() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let window = UIWindow(size: CGSize(width: 400, height: 720), clock: VirtualClock())
                let controller = Recorder()
                window.rootViewController = controller
                window.tick()
                XCTAssertEqual(Array(controller.events.suffix(3)), ["will 0.0", "layoutSubviews", "did 380.0"])
                controller.events = []
                window.send(.resize(CGSize(width: 600, height: 720)))
                window.tick()
                XCTAssertEqual(controller.events.first, "will 380.0")
                XCTAssertEqual(controller.events.last, "did 580.0")
            }
        }
    }

    /// `loadView()`'s plain view is the screen's size before any layout, as UIKit makes it
    /// with the main screen's bounds; with no window there is no screen, so zero.
    func testTheDefaultViewHasTheScreensSize() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                XCTAssertEqual(UIViewController().view.bounds.size, .zero)
                let window = UIWindow(size: CGSize(width: 390, height: 844), clock: VirtualClock())
                XCTAssertEqual(UIViewController().view.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
                XCTAssertEqual(UIViewController().view.bounds, UIScreen.main.bounds)
                withExtendedLifetime(window) {}
            }
        }
    }

    /// Hit-testing asks `point(inside:with:)`, so a view that narrows it lets touches through.
    func testHitTestingAsksPointInsideWithEvent() {
        MainActor.assumeIsolated {
            final class TopHalf: UIView {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    point.y < bounds.height / 2 && super.point(inside: point, with: event)
                }
            }
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let sheet = TopHalf(frame: root.bounds)
            root.addSubview(sheet)
            XCTAssertTrue(root.hitTest(CGPoint(x: 100, y: 50)) === sheet)
            XCTAssertTrue(root.hitTest(CGPoint(x: 100, y: 150)) === root)
        }
    }

    /// A recognizer subclass hears `touchesBegan(_:with:)` with the touch, where it went down.
    func testARecognizerSubclassSeesTouchesBegan() {
        MainActor.assumeIsolated {
            final class InitialTouchPan: UIPanGestureRecognizer {
                var initial: CGPoint?
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                    super.touchesBegan(touches, with: event)
                    initial = touches.first?.location(in: view)
                }
            }
            WindowScene.$current.withValue(WindowScene()) {
                let window = UIWindow(size: CGSize(width: 400, height: 720), clock: VirtualClock())
                let root = UIViewController()
                window.rootViewController = root
                let card = UIView(frame: CGRect(x: 0, y: 400, width: 400, height: 320))
                root.view.addSubview(card)
                let pan = InitialTouchPan { _ in }
                card.addGestureRecognizer(pan)
                window.tick()
                window.send(.pointerDown(CGPoint(x: 120, y: 450)))
                window.tick()
                XCTAssertEqual(pan.initial, CGPoint(x: 120, y: 50))
                window.send(.pointerUp(CGPoint(x: 120, y: 450)))
            }
        }
    }

    /// `t = a * b` in Core Animation's row-vector convention: a point goes through `a`, then
    /// `b`. Checked on random translations and scales against the closed form and against the
    /// affine transform's own concatenation; `layer.transform` is the view's transform.
    func testTransform3DConcatenatesAsCoreAnimationDoes() {
        MainActor.assumeIsolated {
            var rng = SystemRandomNumberGenerator()
            for _ in 0..<100 {
                let (tx, ty) = (Double.random(in: -500...500, using: &rng), Double.random(in: -500...500, using: &rng))
                let s = Double.random(in: 0.1...3, using: &rng)
                let t = CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, 0), CATransform3DMakeScale(s, s, 1))
                let (x, y) = (Double.random(in: -100...100, using: &rng), Double.random(in: -100...100, using: &rng))
                let p = CGPoint(x: x, y: y).applying(t.affineTransform)
                XCTAssertEqual(p.x, (x + tx) * s, accuracy: 1e-9)
                XCTAssertEqual(p.y, (y + ty) * s, accuracy: 1e-9)
                let affine = CGAffineTransform(translationX: tx, y: ty).concatenating(
                    CGAffineTransform(scaleX: s, y: s))
                XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
            }
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.layer.transform = CATransform3DMakeScale(0.92, 0.92, 1)
            XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 0.92, y: 0.92))
            XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1)))
        }
    }

    /// Controllers compare by identity (NSObject's `isEqual`), so `==` and sets work.
    func testControllersAreEqualOnlyToThemselves() {
        MainActor.assumeIsolated {
            let a = UIViewController()
            let b = UIViewController()
            XCTAssertEqual(a, a)
            XCTAssertNotEqual(a, b)
            XCTAssertEqual(Set([a, b, a]).count, 2)
            var presenters = [a, b]
            presenters.removeAll { $0 == a }
            XCTAssertTrue(presenters.first === b)
        }
    }
}
