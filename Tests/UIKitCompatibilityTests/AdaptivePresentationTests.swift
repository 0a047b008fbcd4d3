import PlaygroundKit
import UIKitCompatibility
import XCTest

/// Adaptive presentation as Apple documents it.
///
/// `UIModalPresentationStyle.popover`: "In a horizontally regular environment, this style
/// displays the view controller in a popover view. The background content is dimmed and taps
/// outside the popover cause the popover to be dismissed." ... "In iOS 13 and later, for
/// horizontally or vertically compact environments, this option behaves the same as
/// UIModalPresentationStyle.formSheet."
///
/// `UIModalPresentationStyle.none`: "return it from the adaptivePresentationStyle(for:)
/// method of an adaptive delegate when you do not want a presentation controller to adapt
/// the style"; `adaptivePresentationStyle(for:traitCollection:)`: "Asks the delegate for the
/// presentation style to use when the specified set of traits are active."
final class AdaptivePresentationTests: XCTestCase {
    /// An adaptive delegate that answers with `style` and notes the traits it was asked for.
    @MainActor
    private final class Adapter: UIAdaptivePresentationControllerDelegate {
        let style: UIModalPresentationStyle
        var askedFor: [UITraitCollection] = []
        init(_ style: UIModalPresentationStyle) { self.style = style }
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            askedFor.append(traitCollection)
            return style
        }
    }

    /// A delegate that implements only the older question, as iOS 8 code does.
    @MainActor
    private final class OldAdapter: UIAdaptivePresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }

    @MainActor
    private struct Scene {
        let clock = VirtualClock()
        let window: UIWindow
        let root = UIViewController()
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        let content = UIViewController()

        init(width: CGFloat, height: CGFloat) {
            window = UIWindow(size: CGSize(width: width, height: height), clock: clock)
            window.rootViewController = root
            root.view.addSubview(button)
            content.view.backgroundColor = .systemTeal
            content.preferredContentSize = CGSize(width: 300, height: 200)
            content.modalPresentationStyle = .popover
            window.tick()
        }

        func present(delegate: (any UIAdaptivePresentationControllerDelegate)? = nil) {
            let popover = content.popoverPresentationController
            popover?.sourceView = button
            popover?.delegate = delegate
            root.present(content, animated: true)
            run(seconds: 1)
        }

        func run(seconds: Double) {
            for _ in 0..<Int(seconds * 60) {
                clock.advance(by: 1.0 / 60)
                window.tick()
            }
        }
    }

    func testARegularWindowShowsAPopoverWithItsArrowAtTheSource() throws {
        try MainActor.assumeIsolated {
            let scene = Scene(width: 1024, height: 768)
            let adapter = Adapter(.fullScreen)
            scene.present(delegate: adapter)
            let popover = try XCTUnwrap(scene.content.presentationController as? UIPopoverPresentationController)
            XCTAssertTrue(popover === scene.content.popoverPresentationController)
            XCTAssertEqual(adapter.askedFor, [], "no adaptation in a regular environment: the delegate is not asked")
            XCTAssertEqual(popover.arrowDirection, .up, "below the source, where there is room")
            let frame = scene.content.view.frame
            XCTAssertEqual(frame.size, CGSize(width: 300, height: 200), "the preferred content size")
            XCTAssertEqual(frame.minY, 140 + PopoverLayout.arrowHeight, "the arrow's height below the source")
            XCTAssertEqual(frame.minX, PopoverLayout.margin, "centred under the source, slid inside the margin")
            XCTAssertEqual(popover.arrowView.center.x, 140, "the arrow still at the source's middle")
            let container = try XCTUnwrap(popover.containerView)
            XCTAssertTrue(popover.arrowView.superview === container, "the arrow is drawn")
            XCTAssertEqual(popover.arrowView.alpha, 1)
            XCTAssertEqual(popover.arrowView.center, CGPoint(x: 140, y: 140 + PopoverLayout.arrowHeight))
            XCTAssertEqual(popover.arrowView.backgroundColor, .systemTeal, "the bubble takes the content's colour")
            XCTAssertGreaterThan(popover.dimmingView.alpha, 0, "the background is dimmed")
            // A tap outside dismisses it.
            scene.window.send(.pointerDown(CGPoint(x: 900, y: 700)))
            scene.window.send(.pointerUp(CGPoint(x: 900, y: 700)))
            scene.run(seconds: 1)
            XCTAssertNil(scene.root.presentedViewController, "a tap outside the popover dismisses it")
            XCTAssertNil(popover.arrowView.superview, "and takes its arrow away")
        }
    }

    func testACompactWidthAdaptsToASheetUnlessTheDelegateKeepsThePopover() throws {
        try MainActor.assumeIsolated {
            // No delegate: a form sheet, which a phone-width window shows as a page sheet.
            let plain = Scene(width: 390, height: 844)
            plain.present()
            XCTAssertTrue(plain.content.presentationController is UISheetPresentationController)
            XCTAssertNotNil(plain.content.popoverPresentationController, "still reachable, as in UIKit")
            XCTAssertNil(plain.content.popoverPresentationController?.containerView, "but not what presents")

            // `.none` keeps the popover, from either delegate method.
            for delegate: any UIAdaptivePresentationControllerDelegate in [Adapter(.none), OldAdapter()] {
                let kept = Scene(width: 390, height: 844)
                kept.present(delegate: delegate)
                let popover = try XCTUnwrap(kept.content.presentationController as? UIPopoverPresentationController)
                XCTAssertNotNil(popover.containerView)
                let frame = kept.content.view.frame
                XCTAssertEqual(kept.window.rootView.bounds.intersection(frame), frame, "inside the window")
            }

            // The delegate is asked with the compact traits, and its style is used.
            let adapter = Adapter(.fullScreen)
            let full = Scene(width: 390, height: 844)
            full.present(delegate: adapter)
            XCTAssertEqual(
                adapter.askedFor.map { [$0.horizontalSizeClass, $0.verticalSizeClass] }, [[.compact, .regular]])
            XCTAssertNotNil(full.content.presentationController)
            XCTAssertFalse(full.content.presentationController is UIPopoverPresentationController)
            XCTAssertEqual(full.content.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844), "full screen")
        }
    }

    /// iOS 13 adapts where either size class is compact: a wide but short window (a phone in
    /// landscape) is vertically compact.
    func testAVerticallyCompactWindowAdaptsToo() {
        MainActor.assumeIsolated {
            let scene = Scene(width: 844, height: 390)
            scene.present()
            XCTAssertTrue(scene.content.presentationController is UISheetPresentationController)
        }
    }

    /// The layout's rules for any source and container: the bubble stays `margin` inside
    /// the container, the arrow's tip lies on the source rectangle's edge on the side it
    /// points from, within the bubble's straight edge, and the first permitted direction
    /// with room for the whole content is the one taken.
    func testPopoverLayoutKeepsItsRulesForRandomSources() {
        var random = SystemRandomNumberGenerator()
        let bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let m = PopoverLayout.margin
        let h = PopoverLayout.arrowHeight
        for _ in 0..<500 {
            let source = CGRect(
                x: Double.random(in: 20...960, using: &random), y: Double.random(in: 20...700, using: &random),
                width: Double.random(in: 1...44, using: &random), height: Double.random(in: 1...44, using: &random))
            let content = CGSize(
                width: Double.random(in: 50...400, using: &random), height: Double.random(in: 50...400, using: &random))
            let layout = PopoverLayout(content: content, source: source, in: bounds)
            let f = layout.frame
            XCTAssertGreaterThanOrEqual(f.minX, m - 1e-9)
            XCTAssertGreaterThanOrEqual(f.minY, m - 1e-9)
            XCTAssertLessThanOrEqual(f.maxX, bounds.maxX - m + 1e-9)
            XCTAssertLessThanOrEqual(f.maxY, bounds.maxY - m + 1e-9)
            let tip = layout.arrowTip
            switch layout.arrowDirection {
            case .up:
                XCTAssertEqual(tip.y, source.maxY, accuracy: 1e-9)
                XCTAssertEqual(f.minY, source.maxY + h, accuracy: 1e-9)
            case .down:
                XCTAssertEqual(tip.y, source.minY, accuracy: 1e-9)
                XCTAssertEqual(f.maxY, source.minY - h, accuracy: 1e-9)
            case .left:
                XCTAssertEqual(tip.x, source.maxX, accuracy: 1e-9)
            case .right:
                XCTAssertEqual(tip.x, source.minX, accuracy: 1e-9)
            default:
                XCTFail("one of the four directions, not \(layout.arrowDirection)")
            }
            let fitsBelow = bounds.maxY - m - source.maxY - h >= content.height && bounds.width - 2 * m >= content.width
            if fitsBelow {
                XCTAssertEqual(layout.arrowDirection, .up, "below the source first when it fits")
                XCTAssertEqual(f.size, content, "the whole content when it fits")
            }
        }
    }

    /// `permittedArrowDirections` is obeyed: with only `.left`, the popover sits to the
    /// right of its source even where there is room below.
    func testPermittedArrowDirectionsAreObeyed() {
        let layout = PopoverLayout(
            content: CGSize(width: 200, height: 100), source: CGRect(x: 100, y: 300, width: 40, height: 40),
            in: CGRect(x: 0, y: 0, width: 1024, height: 768), permitted: .left)
        XCTAssertEqual(layout.arrowDirection, .left)
        XCTAssertEqual(layout.frame.minX, 140 + PopoverLayout.arrowHeight)
        XCTAssertEqual(layout.frame.midY, 320)
    }

    /// Size classes from the window's size, as iPhones and iPads report them: a regular width
    /// from the iPad's narrowest regular window up; a compact height for a phone in landscape.
    func testSizeClassesFollowTheWindowSize() {
        let phone = UITraitCollection(windowSize: CGSize(width: 390, height: 844))
        XCTAssertEqual(phone.horizontalSizeClass, .compact)
        XCTAssertEqual(phone.verticalSizeClass, .regular)
        let landscape = UITraitCollection(windowSize: CGSize(width: 844, height: 390))
        XCTAssertEqual(landscape.horizontalSizeClass, .regular)
        XCTAssertEqual(landscape.verticalSizeClass, .compact)
        let pad = UITraitCollection(windowSize: CGSize(width: 1024, height: 768))
        XCTAssertEqual([pad.horizontalSizeClass, pad.verticalSizeClass], [.regular, .regular])
        let edge = UITraitCollection.regularWidthThreshold
        XCTAssertEqual(UITraitCollection(windowSize: CGSize(width: edge, height: 800)).horizontalSizeClass, .regular)
        XCTAssertEqual(
            UITraitCollection(windowSize: CGSize(width: edge - 1, height: 800)).horizontalSizeClass, .compact)
        XCTAssertEqual(UITraitCollection(windowSize: nil).horizontalSizeClass, .unspecified)
    }
}
