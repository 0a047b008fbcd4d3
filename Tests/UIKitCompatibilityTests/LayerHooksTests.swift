import UIKitCompatibility
import XCTest

/// A layer that keeps a mask fitted to its bounds, as rounded-card code writes one.
private final class FittedMaskLayer: CALayer {
    private(set) var layouts = 0

    override init() {
        super.init()
        mask = CAShapeLayer()
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSublayers() {
        super.layoutSublayers()
        layouts += 1
        (mask as? CAShapeLayer)?.path = UIBezierPath(rect: bounds).cgPath
    }
}

private final class FittedView: UIView {
    override class var layerClass: AnyClass { FittedMaskLayer.self }
}

/// A shape layer that animates every change of its path, through its class's default action.
private final class AnimatingShapeLayer: CAShapeLayer {
    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "path" ? CABasicAnimation(keyPath: event) : super.defaultAction(forKey: event)
    }
}

/// Core Animation's layout and action hooks, UIKit's curve numbers, and small controller and
/// accessibility members.
///
/// Apple (`CALayer.layoutSublayers()`): "Tells the layer to update its layout ... Subclasses
/// can override this method and use it to implement their own layout algorithm."
/// (`CALayer.defaultAction(forKey:)`): "Returns the default action for the current class",
/// searched after the layer's `actions`. (`UIView.AnimationCurve`): an `Int` enumeration,
/// `easeInOut` 0, `easeIn` 1, `easeOut` 2, `linear` 3, the numbers that shifted left by 16
/// make the curve bits of `UIView.AnimationOptions`.
final class LayerHooksTests: XCTestCase {
    /// A view's layer is laid out in its view's layout pass, after the view's own layout,
    /// each time the view needs layout: here its mask follows the bounds.
    func testLayoutSublayersRunsInTheViewsLayoutPass() throws {
        try MainActor.assumeIsolated {
            let view = FittedView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
            let layer = try XCTUnwrap(view.layer as? FittedMaskLayer)
            view.layoutIfNeeded()
            XCTAssertEqual(layer.layouts, 1)
            XCTAssertEqual((layer.mask as? CAShapeLayer)?.path?.boundingBox, CGRect(x: 0, y: 0, width: 40, height: 30))
            view.layoutIfNeeded()
            XCTAssertEqual(layer.layouts, 1, "no layout is pending")
            view.frame.size = CGSize(width: 60, height: 30)
            view.setNeedsLayout()
            view.layoutIfNeeded()
            XCTAssertEqual(layer.layouts, 2)
            XCTAssertEqual((layer.mask as? CAShapeLayer)?.path?.boundingBox.width, 60)
        }
    }

    /// Setting the path asks the class's default action when `actions` names none, and runs
    /// it: an animation of `path` from what was drawn; `actions` comes first; a plain shape
    /// layer has none and changes at once.
    func testDefaultActionAnimatesThePath() {
        MainActor.assumeIsolated {
            let animating = AnimatingShapeLayer()
            animating.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            XCTAssertEqual(animating.animationKeys(), ["path"])
            XCTAssertNotNil(AnimatingShapeLayer.defaultAction(forKey: "path"))
            XCTAssertNil(AnimatingShapeLayer.defaultAction(forKey: "opacity"))

            let stopped = AnimatingShapeLayer()
            stopped.actions = ["path": CABasicAnimation(keyPath: "strokeEnd")]
            stopped.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            XCTAssertEqual(stopped.animation(forKey: "path")?.keyPath, "strokeEnd")

            let plain = CAShapeLayer()
            plain.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            XCTAssertNil(plain.animationKeys())
        }
    }

    /// Every curve survives its number, the numbers are UIKit's and the options' curve bits
    /// agree. Numbers UIKit does not name still give a curve: the enumeration is imported from
    /// C, whose `init(rawValue:)` accepts any value (code writes `AnimationCurve(rawValue: 7)!`
    /// for the keyboard's curve).
    func testAnimationCurvesHaveUIKitsNumbers() {
        let curves: [UIView.AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
        for (number, curve) in curves.enumerated() {
            XCTAssertEqual(curve.rawValue, number)
            XCTAssertEqual(UIView.AnimationCurve(rawValue: number), curve)
            XCTAssertEqual(UIView.AnimationOptions(rawValue: UInt(curve.rawValue << 16)).curve, curve)
        }
        XCTAssertEqual(UIView.AnimationCurve(rawValue: 7), .easeInOut)
        XCTAssertEqual(UIView.AnimationCurve(rawValue: -1), .easeInOut)
    }

    /// A container lists its elements in the order it is given; members UIKit code overrides
    /// or calls on a controller are there with UIKit's defaults.
    func testAccessibilityElementsAndControllerDefaults() {
        MainActor.assumeIsolated {
            let container = UIView()
            let first = UILabel()
            let second = UIButton()
            XCTAssertNil(container.accessibilityElements)
            XCTAssertEqual(container.accessibilityElementCount(), 0)
            container.accessibilityElements = [second, first]
            XCTAssertEqual(container.accessibilityElementCount(), 2)
            XCTAssertTrue(container.accessibilityElement(at: 0) as? UIButton === second)
            XCTAssertNil(container.accessibilityElement(at: 2))
            XCTAssertEqual(container.index(ofAccessibilityElement: first), 1)
            XCTAssertEqual(container.index(ofAccessibilityElement: UIView()), Int.max)

            let image = UIImage(drawing: .init(size: CGSize(width: 1, height: 1)), scale: 1)
            XCTAssertNil(image.accessibilityLabel)
            image.accessibilityLabel = "A star"
            XCTAssertEqual(image.accessibilityLabel, "A star")

            let controller = UIViewController()
            XCTAssertFalse(controller.prefersHomeIndicatorAutoHidden)
            XCTAssertFalse(controller.accessibilityPerformEscape())
            controller.setNeedsUpdateOfHomeIndicatorAutoHidden()
        }
    }
}

/// A library's own protocol giving its views a corner radius, as rounded-card code writes
/// one: UIKit's views have no `cornerRadius` of their own, so on a view that adopts it the
/// protocol's is the one meant.
@MainActor private protocol CardRounding: AnyObject {
    var cardRadius: CGFloat { get set }
}

extension CardRounding {
    var cornerRadius: CGFloat {
        get { cardRadius }
        set { cardRadius = newValue }
    }
}

private final class Card: UIView, CardRounding {
    var cardRadius: CGFloat = 0
}

/// Names UIKit code finds on any object or view.
final class UIKitObjectNameTests: XCTestCase {
    /// A view that adopts a protocol with its own `cornerRadius` gets the protocol's; any
    /// other view still rounds itself with the engine's.
    func testALibrarysCornerRadiusProtocolWins() {
        MainActor.assumeIsolated {
            let card = Card()
            card.cornerRadius = 12
            XCTAssertEqual(card.cardRadius, 12)
            XCTAssertEqual(card.layer.cornerRadius, 0)
            let view = UIView()
            view.cornerRadius = 5
            XCTAssertEqual(view.layer.cornerRadius, 5)
        }
    }

    /// Core Foundation's retain count rises with each strong reference (Apple: "Returns the
    /// reference count of a Core Foundation object"); the compiler's own short-lived
    /// references make exact numbers vary, so only the rise is checked.
    func testRetainCountRisesWithStrongReferences() {
        final class Object {}
        final class Holder {
            var held: [Object] = []
        }
        let object = Object()
        let holder = Holder()
        let before = CFGetRetainCount(object)
        holder.held = Array(repeating: object, count: 10)
        XCTAssertGreaterThanOrEqual(CFGetRetainCount(object), before + 10)
        XCTAssertEqual(CFGetRetainCount(nil), 0)
    }
}
