import Geometry
import XCTest

@testable import Engine

/// A view whose baseline is its inner label's, as a custom control declares it.
@MainActor private final class Captioned: View {
    let caption = Label(frame: Rect(x: 10, y: 10, width: 180, height: 20))
    /// Which of the overrides answer with the caption.
    var delegatesFirst = true
    var delegatesLast = true
    var stranger: View?

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(caption)
    }

    required init?(coder: ViewCoder) { nil }

    override var forFirstBaselineLayout: View {
        if let stranger { return stranger }
        return delegatesFirst ? caption : super.forFirstBaselineLayout
    }
    override var forLastBaselineLayout: View { delegatesLast ? caption : super.forLastBaselineLayout }
}

/// A view that overrides only UIKit's older `forBaselineLayout()`.
@MainActor private final class LegacyCaptioned: View {
    let caption = Label(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(caption)
    }
    required init?(coder: ViewCoder) { nil }
    override func forBaselineLayout() -> View { caption }
}

/// `forFirstBaselineLayout` and `forLastBaselineLayout`: a view's baseline anchors delegate
/// to the view they return.
final class BaselineLayoutTests: XCTestCase {
    @MainActor private static func follower(in h: Harness) -> View {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        h.root.addSubview(v)
        v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor).isActive = true
        v.widthAnchor.constraint(equalToConstant: 10).isActive = true
        v.heightAnchor.constraint(equalToConstant: 10).isActive = true
        return v
    }

    /// Apple, `forFirstBaselineLayout`: "When you make a constraint to a view’s
    /// NSLayoutConstraint.Attribute.firstBaseline attribute, Auto Layout uses the baseline of
    /// the view returned by this method ... Override this property to return a text-based
    /// subview (for example, UILabel ...)." And `forLastBaselineLayout` likewise for
    /// `lastBaseline`. A custom view at y = 100 whose caption (10 points in, 20 tall) is its
    /// baseline view puts a follower pinned to its baselines at the caption's baseline, not
    /// at its own bottom edge (160).
    func testBaselineAnchorsUseTheViewTheOverridesReturn() {
        MainActor.assumeIsolated {
            let h = Harness()
            let captioned = Captioned(frame: Rect(x: 0, y: 100, width: 200, height: 60))
            h.root.addSubview(captioned)
            // The caption's one line is centred in it: its baseline 0.3 em below the centre.
            let baseline = 100 + 10 + 10 + captioned.caption.fontSize * 0.3
            let first = Self.follower(in: h)
            first.topAnchor.constraint(equalTo: captioned.firstBaselineAnchor).isActive = true
            let last = Self.follower(in: h)
            last.topAnchor.constraint(equalTo: captioned.lastBaselineAnchor).isActive = true
            h.step()
            XCTAssertEqual(first.frame.minY, baseline, accuracy: 1e-6, "first baseline: the caption's")
            XCTAssertEqual(last.frame.minY, baseline, accuracy: 1e-6, "last baseline: the caption's")
        }
    }

    /// Apple: "The default implementation [of forFirstBaselineLayout] returns the value
    /// contained by forLastBaselineLayout", and "The returned view must be a subview of the
    /// receiver": overriding only the last baseline moves the first too, and a view that is
    /// not a subview is not followed (the view's own baseline, its bottom edge, is used).
    func testTheFirstBaselineFollowsTheLastAndOnlySubviewsAreFollowed() {
        MainActor.assumeIsolated {
            let h = Harness()
            let captioned = Captioned(frame: Rect(x: 0, y: 100, width: 200, height: 60))
            captioned.delegatesFirst = false
            h.root.addSubview(captioned)
            let first = Self.follower(in: h)
            let pin = first.topAnchor.constraint(equalTo: captioned.firstBaselineAnchor)
            pin.isActive = true
            h.step()
            XCTAssertEqual(first.frame.minY, 120 + captioned.caption.fontSize * 0.3, accuracy: 1e-6)

            captioned.stranger = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            h.root.addSubview(captioned.stranger!)
            pin.isActive = false
            first.topAnchor.constraint(equalTo: captioned.firstBaselineAnchor).isActive = true
            h.step()
            XCTAssertEqual(first.frame.minY, 160, accuracy: 1e-6, "not a subview: the view's own baseline")
        }
    }

    /// Apple, `forBaselineLayout()` (the older method): "Override this method to return a
    /// text-based subview ... The default implementation returns the receiving view." A view
    /// that overrides only it still has its label's baseline, through the newer properties.
    func testAnOverrideOfTheOlderMethodStillDelegates() {
        MainActor.assumeIsolated {
            let h = Harness()
            let legacy = LegacyCaptioned(frame: Rect(x: 0, y: 50, width: 100, height: 100))
            h.root.addSubview(legacy)
            XCTAssertTrue(legacy.forFirstBaselineLayout === legacy.caption)
            let first = Self.follower(in: h)
            first.topAnchor.constraint(equalTo: legacy.firstBaselineAnchor).isActive = true
            h.step()
            XCTAssertEqual(first.frame.minY, 50 + 20 + legacy.caption.fontSize * 0.3, accuracy: 1e-6)
            let plain = View()
            XCTAssertTrue(plain.forLastBaselineLayout === plain, "a plain view answers itself")
        }
    }
}
