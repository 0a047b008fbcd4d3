import Foundation
import UIKitCompatibility
import XCTest

// Each subclass below is written as the counted UIKit libraries write it; the test target
// compiling at all is the first check (an `override` of a member declared in an extension,
// or of one that is `public` but not `open`, is a compile error), the assertions the second.

/// A scroll view that hears its content size and scrolling switch, as a pager does.
private final class SizeWatchingScrollView: UIScrollView {
    var sizes: [CGSize] = []
    var scrollSwitches: [Bool] = []

    override var contentSize: CGSize {
        didSet { sizes.append(contentSize) }
    }

    override var isScrollEnabled: Bool {
        didSet { scrollSwitches.append(isScrollEnabled) }
    }
}

/// A collection view that hears its layout replaced, as a layout-switching gallery does.
private final class LayoutWatchingCollectionView: UICollectionView {
    var layoutsSeen = 0

    override var collectionViewLayout: UICollectionViewLayout {
        didSet { layoutsSeen += 1 }
    }
}

/// An image view that reports its own loading spinner as its animation, as photo browsers do.
private final class LoadingImageView: UIImageView {
    var isLoading = false

    override var isAnimating: Bool { isLoading || super.isAnimating }
}

/// A replicator whose background colour is handed to its one pulse, as a pulsing halo does.
private final class PulseReplicator: CAReplicatorLayer {
    let pulse = CALayer()

    let group = CAAnimationGroup()

    override var backgroundColor: CGColor? {
        didSet { pulse.backgroundColor = backgroundColor }
    }

    override var repeatCount: Float {
        didSet { group.repeatCount = repeatCount }
    }
}

/// A layer that counts how often it is taken out of its superlayer.
private final class RemovalCountingLayer: CALayer {
    var removals = 0

    override func removeFromSuperlayer() {
        removals += 1
        super.removeFromSuperlayer()
    }
}

/// A view with fixed safe-area insets, as test doubles and sheet hosts declare one.
private final class FixedSafeAreaView: UIView {
    override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0) }
}

/// A layout manager that records what it was asked to draw and draws nothing itself.
private final class RecordingLayoutManager: NSLayoutManager {
    var glyphRanges: [NSRange] = []
    var backgroundRanges: [NSRange] = []

    override func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        glyphRanges.append(glyphsToShow)
    }

    override func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        backgroundRanges.append(glyphsToShow)
    }
}

/// A label whose text and font changes are heard, as a marquee label hears them.
private final class WatchingLabel: UILabel {
    var texts: [String?] = []
    var fonts = 0

    override var text: String? {
        didSet { texts.append(text) }
    }

    override var font: UIFont! {
        didSet { fonts += 1 }
    }
}

final class SubclassOverrideTests: XCTestCase {
    /// `UIScrollView.contentSize` and `isScrollEnabled` are `var ... { get set }` a subclass
    /// may observe; setting them runs the subclass's observer and still takes effect.
    func testScrollViewContentSizeAndScrollSwitchCanBeObserved() {
        MainActor.assumeIsolated {
            let scroll = SizeWatchingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentSize = CGSize(width: 100, height: 400)
            scroll.isScrollEnabled = false
            XCTAssertEqual(scroll.sizes, [CGSize(width: 100, height: 400)])
            XCTAssertEqual(scroll.scrollSwitches, [false])
            XCTAssertFalse(scroll.panGestureRecognizer.isEnabled, "the override still reaches UIKit's setter")
        }
    }

    /// "Assigning a new layout object to this property causes the new layout to be applied
    /// (without animations) to the collection view's items" (`collectionViewLayout`): the
    /// subclass hears it and the view uses the new layout.
    func testCollectionViewLayoutCanBeObserved() {
        MainActor.assumeIsolated {
            let first = UICollectionViewFlowLayout()
            let second = UICollectionViewFlowLayout()
            let view = LayoutWatchingCollectionView(
                frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: first)
            view.collectionViewLayout = second
            XCTAssertEqual(view.layoutsSeen, 1)
            XCTAssertTrue(view.collectionViewLayout === second)
            XCTAssertTrue(second.collectionView === view)
        }
    }

    /// `isAnimating` ("A Boolean value indicating whether the animation is running") is a
    /// read-only property a subclass may answer for itself; the flip book underneath still
    /// starts and stops on the image view's own state.
    func testImageViewIsAnimatingCanBeOverridden() {
        MainActor.assumeIsolated {
            let view = LoadingImageView(frame: .zero)
            XCTAssertFalse(view.isAnimating)
            view.isLoading = true
            XCTAssertTrue(view.isAnimating)
            view.isLoading = false
            view.animationImages = [UIImage(systemName: "star")!, UIImage(systemName: "heart")!]
            view.startAnimating()
            XCTAssertTrue(view.isAnimating, "super.isAnimating is the flip book's state")
            view.stopAnimating()
            XCTAssertFalse(view.isAnimating)
        }
    }

    /// A `CALayer` subclass's `backgroundColor` override (`var backgroundColor: CGColor?
    /// { get set }`) runs when the colour is set, and the layer keeps the colour.
    func testLayerBackgroundColorCanBeObserved() {
        MainActor.assumeIsolated {
            let halo = PulseReplicator()
            halo.backgroundColor = UIColor.blue.cgColor
            XCTAssertEqual(halo.pulse.backgroundColor, UIColor.blue.cgColor)
            XCTAssertEqual(halo.backgroundColor, UIColor.blue.cgColor)
        }
    }

    /// `repeatCount` is `CAMediaTiming`'s, which `CALayer` adopts; a pulsing layer overrides
    /// it to hand the count to its animation group, and `MAXFLOAT` is the count it writes.
    func testLayerRepeatCountCanBeOverridden() {
        MainActor.assumeIsolated {
            let halo = PulseReplicator()
            XCTAssertEqual(halo.repeatCount, 0, "CAMediaTiming's default")
            halo.repeatCount = MAXFLOAT
            XCTAssertEqual(halo.group.repeatCount, .greatestFiniteMagnitude)
            XCTAssertEqual(halo.repeatCount, .greatestFiniteMagnitude)
        }
    }

    /// `removeFromSuperlayer()` "Detaches the layer from its parent layer": the override runs
    /// and, calling `super`, the layer leaves its parent.
    func testRemoveFromSuperlayerCanBeOverridden() {
        MainActor.assumeIsolated {
            let parent = CALayer()
            let child = RemovalCountingLayer()
            parent.addSublayer(child)
            let asLayer: CALayer = child
            asLayer.removeFromSuperlayer()
            XCTAssertEqual(child.removals, 1)
            XCTAssertNil(child.superlayer)
            XCTAssertTrue(parent.sublayers?.isEmpty ?? true)
        }
    }

    /// `safeAreaInsets` is "The insets that you use to determine the safe area for this
    /// view"; a subclass may return its own, and code reading it through `UIView` sees them.
    func testSafeAreaInsetsCanBeOverridden() {
        MainActor.assumeIsolated {
            let view: UIView = FixedSafeAreaView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            XCTAssertEqual(view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        }
    }

    /// `drawGlyphs(forGlyphRange:at:)` and `drawBackground(forGlyphRange:at:)` are the two
    /// calls a layout manager subclass overrides to draw text its own way; a call through the
    /// base class reaches the subclass.
    func testLayoutManagerDrawingCanBeOverridden() {
        MainActor.assumeIsolated {
            let manager = RecordingLayoutManager()
            let base: NSLayoutManager = manager
            base.drawBackground(forGlyphRange: NSRange(location: 0, length: 3), at: .zero)
            base.drawGlyphs(forGlyphRange: NSRange(location: 1, length: 2), at: .zero)
            XCTAssertEqual(manager.backgroundRanges, [NSRange(location: 0, length: 3)])
            XCTAssertEqual(manager.glyphRanges, [NSRange(location: 1, length: 2)])
        }
    }

    /// `UILabel.text` and `font` are overridden with observers by label libraries; each set
    /// runs the observer once and the label keeps the value.
    func testLabelTextAndFontCanBeObserved() {
        MainActor.assumeIsolated {
            let label = WatchingLabel(frame: .zero)
            label.text = "one"
            label.font = .systemFont(ofSize: 20)
            XCTAssertEqual(label.texts, ["one"])
            XCTAssertEqual(label.fonts, 1)
            XCTAssertEqual(label.text, "one")
            XCTAssertEqual(label.font.pointSize, 20)
        }
    }
}
