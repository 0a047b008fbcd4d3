import CoreGraphics
import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// A UIKit-style subclass: it overrides `init(frame:)`, declares the `required init?(coder:)`
/// UIKit makes it write, and keeps its own `cornerRadius`, which it hands to the layer.
private final class RoundedCard: UIView {
    var setUpRan = false
    var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpRan = true
        backgroundColor = .systemRed
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
    }
}

private final class CardController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class UIKitEnvironmentTests: XCTestCase {
    /// UIKit: `init()` on a UIView "calls init(frame:) with a zero rectangle" (the view is
    /// made through the designated initializer), so a subclass that overrides only
    /// `init(frame:)` is still made with `UIView()`-style `init()` and runs its set-up.
    func testInitRunsTheSubclassesOverrideOfInitFrame() {
        MainActor.assumeIsolated {
            let card = RoundedCard()
            XCTAssertTrue(card.setUpRan)
            XCTAssertEqual(card.frame, .zero)
            XCTAssertEqual(card.backgroundColor, .systemRed)
            XCTAssertEqual(
                RoundedCard(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame,
                CGRect(x: 1, y: 2, width: 3, height: 4))
        }
    }

    /// A subclass's own `cornerRadius` shadows nothing UIKit code can see: set on the
    /// subclass, it reaches the layer (`layer.cornerRadius`), and the corners are drawn
    /// rounded: the corner pixel is the background, the centre is the card's colour.
    func testASubclassesOwnCornerRadiusDrawsRoundedCornersThroughTheLayer() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            window.rootView.backgroundColor = .white
            let card = RoundedCard(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
            card.cornerRadius = 30
            window.rootView.addSubview(card)
            XCTAssertEqual(card.layer.cornerRadius, 30)
            XCTAssertEqual((card as UIView).cornerRadius, 30, "the engine's radius is the layer's")

            let framebuffer = Framebuffer(width: 100, height: 100)
            Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
            let background = framebuffer[2, 2]
            XCTAssertNotEqual(framebuffer[50, 50], background, "the card's centre is drawn")
            // 3 points in from the corner lies outside a 30-point arc (which starts ~8.8 in).
            XCTAssertEqual(framebuffer[13, 13], background, "the corner is cut by the radius")
            XCTAssertEqual(framebuffer[86, 86], background)
            XCTAssertNotEqual(framebuffer[50, 12], background, "the straight edge is not")
        }
    }

    /// `UIScreen.main` measures the window the engine runs in (the latest one made);
    /// `UIDevice.current.userInterfaceIdiom` follows its width across the compact/regular
    /// boundary; the remaining stand-ins answer as documented.
    func testTheEnvironmentAnswersFromTheWindow() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) { Self.checkTheEnvironment() }
            XCTAssertEqual(UIScreen.main.bounds, .zero, "outside the scene's run there is no screen")
            XCTAssertTrue(UIApplication.shared.windows.isEmpty)
        }
    }

    /// The checks of `testTheEnvironmentAnswersFromTheWindow`, inside a run's scene.
    @MainActor
    private static func checkTheEnvironment() {
        do {
            let phone = Window(size: CGSize(width: 390, height: 844), clock: VirtualClock())
            phone.scale = 2
            XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
            XCTAssertEqual(UIScreen.main.scale, 2)
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
            XCTAssertTrue(UIApplication.shared.windows.contains { $0 === phone })
            XCTAssertEqual(UIApplication.shared.statusBarFrame.height, 0)
            XCTAssertEqual(UIApplication.shared.statusBarFrame.width, 390)

            let pad = Window(size: CGSize(width: UIDevice.regularWidthThreshold, height: 1024), clock: VirtualClock())
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
            pad.size = CGSize(width: UIDevice.regularWidthThreshold - 1, height: 1024)
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone, "a compact-width window")
            XCTAssertTrue(UIApplication.shared.keyWindow === pad)

            XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
            XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            impact.prepare()
            impact.impactOccurred()
            UISelectionFeedbackGenerator().selectionChanged()
            UINotificationFeedbackGenerator().notificationOccurred(.success)

            let controller = CardController()
            XCTAssertEqual(controller.preferredStatusBarStyle, .lightContent)
            controller.setNeedsStatusBarAppearanceUpdate()
        }
    }

    /// `isKind(of:)` follows the class hierarchy; `isEqual(_:)` is NSObject's identity.
    func testIdentityQuestions() {
        MainActor.assumeIsolated {
            let card = RoundedCard()
            let view: UIView = card
            XCTAssertTrue(view.isKind(of: UIView.self))
            XCTAssertTrue(view.isKind(of: RoundedCard.self))
            XCTAssertFalse(UIView().isKind(of: RoundedCard.self))
            XCTAssertTrue(view.isEqual(card))
            XCTAssertFalse(view.isEqual(RoundedCard()))
            XCTAssertFalse(view.isEqual(nil))
            let tabs: UITabBarController? = nil
            XCTAssertNil(tabs)
        }
    }

    /// `UIEdgeInsets` and `CGRect.inset(by:)`; `snapshotView(afterScreenUpdates:)` is an
    /// optional, so `guard let` around it compiles as in UIKit.
    func testInsetsAndOptionalSnapshot() throws {
        try MainActor.assumeIsolated {
            let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(
                by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            XCTAssertEqual(r, CGRect(x: 2, y: 1, width: 94, height: 46))
            XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
            let card = RoundedCard(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: true))
            XCTAssertEqual(snapshot.frame, card.frame)
            let vector: CGVector = .zero
            XCTAssertEqual(vector.dx, 0)
        }
    }
}
