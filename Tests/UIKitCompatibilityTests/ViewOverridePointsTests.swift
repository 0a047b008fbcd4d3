import UIKitCompatibility
import XCTest

/// `addSubview(_:)` and `alpha` are members UIKit code overrides from its own module, as
/// toast and banner libraries do to redirect their subviews or follow their fades. Apple's
/// `addSubview(_:)`: "Adds a view to the end of the receiver's list of subviews. ... this
/// view appears on top of any other subviews." An override that calls `super` keeps that.
final class ViewOverridePointsTests: XCTestCase {
    /// A container that sends every view added to it into an inner view, as a toast
    /// window sends its subviews to the top window.
    private final class RedirectingView: UIView {
        let inner = UIView()
        var added: [UIView] = []
        override func addSubview(_ view: UIView) {
            added.append(view)
            if view === inner { super.addSubview(view) } else { inner.addSubview(view) }
        }
    }

    /// A view that records the opacities set on it before passing them on.
    private final class FadeWatchingView: UIView {
        var seen: [Double] = []
        override var alpha: Double {
            didSet { seen.append(alpha) }
        }
    }

    func testAnOverriddenAddSubviewDecidesWhereTheViewGoes() {
        MainActor.assumeIsolated {
            let container = RedirectingView()
            container.addSubview(container.inner)
            let a = UIView()
            let b = UIView()
            container.addSubview(a)
            container.addSubview(b)
            XCTAssertEqual(
                container.added.map(ObjectIdentifier.init), [container.inner, a, b].map(ObjectIdentifier.init))
            XCTAssertEqual(container.subviews.map(ObjectIdentifier.init), [ObjectIdentifier(container.inner)])
            XCTAssertEqual(container.inner.subviews.map(ObjectIdentifier.init), [a, b].map(ObjectIdentifier.init))
            XCTAssertTrue(container.inner.subviews.last === b, "the last added is on top")
        }
    }

    func testAnOverriddenAlphaSeesEveryChangeAndStillFades() {
        MainActor.assumeIsolated {
            let view = FadeWatchingView()
            view.alpha = 0.5
            UIView.animate(withDuration: 0.3) { view.alpha = 0 }
            XCTAssertEqual(view.seen, [0.5, 0])
            XCTAssertEqual(view.alpha, 0, "the model value is the last one set")
        }
    }
}
