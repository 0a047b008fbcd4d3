import Geometry
import XCTest

@testable import Engine

/// The safe area as Apple documents it (`UIView.safeAreaInsets`): "The safe area of a view
/// reflects the area not covered by navigation bars, tab bars, toolbars, and other
/// ancestors that obscure a view controller's view. ... If the view is not currently
/// installed in a view hierarchy, or is not yet visible onscreen, the edge insets in this
/// property are 0. For the view controller's root view, the insets account for the status
/// bar, other visible bars, and any additional insets that you specified using the
/// additionalSafeAreaInsets property of your view controller. For other views in the view
/// hierarchy, the insets reflect only the portion of the view that is covered."
///
/// The controller's part arrives through `safeAreaContribution`, which the Transitions
/// layer fills; here a test gives it directly.
final class ViewSafeAreaTests: XCTestCase {
    /// A view that counts `safeAreaInsetsDidChange()` and notes whether it came before layout.
    private final class Probe: View {
        var changes: [EdgeInsets] = []
        var events: [String] = []
        override func safeAreaInsetsDidChange() {
            changes.append(safeAreaInsets)
            events.append("safeArea")
        }
        override func layoutSubviews() {
            events.append("layout")
            super.layoutSubviews()
        }
    }

    @MainActor private static func contribute(
        _ view: View, bars: EdgeInsets = .zero, additional: EdgeInsets = .zero
    ) {
        view.safeAreaContribution = {
            SafeAreaContribution(barInsets: bars, additionalInsets: additional, isShownByBarContainer: false)
        }
    }

    /// The rule for a subview, on random frames: its safe area, in its superview's
    /// coordinates, is exactly the part of its frame inside the superview's safe area.
    func testASubviewsSafeAreaIsItsFrameClippedToItsSuperviewsSafeArea() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 300))
            let page = View(frame: h.root.bounds)
            h.root.addSubview(page)
            var random = SystemRandomNumberGenerator()
            for _ in 0..<200 {
                let bars = EdgeInsets(
                    top: Double.random(in: 0...80, using: &random), left: Double.random(in: 0...40, using: &random),
                    bottom: Double.random(in: 0...80, using: &random), right: Double.random(in: 0...40, using: &random))
                Self.contribute(page, bars: bars)
                let frame = Rect(
                    x: Double.random(in: -50...350, using: &random), y: Double.random(in: -50...250, using: &random),
                    width: Double.random(in: 1...300, using: &random),
                    height: Double.random(in: 1...300, using: &random))
                let sub = View(frame: frame)
                page.addSubview(sub)
                XCTAssertEqual(page.safeAreaInsets, bars, "nothing of the window is unsafe, so the bars decide")
                let safe = page.bounds.inset(by: bars)
                let expected = frame.intersection(safe)
                let got = sub.bounds.inset(by: sub.safeAreaInsets).offsetBy(dx: frame.minX, dy: frame.minY)
                if expected.width > 0 && expected.height > 0 {
                    XCTAssertEqual(got.minX, expected.minX, accuracy: 1e-9)
                    XCTAssertEqual(got.minY, expected.minY, accuracy: 1e-9)
                    XCTAssertEqual(got.maxX, expected.maxX, accuracy: 1e-9)
                    XCTAssertEqual(got.maxY, expected.maxY, accuracy: 1e-9)
                }
                let i = sub.safeAreaInsets
                XCTAssertTrue(
                    [i.top, i.left, i.bottom, i.right].allSatisfy { $0 >= 0 }, "insets are never negative: \(i)")
                sub.removeFromSuperview()
                XCTAssertEqual(sub.safeAreaInsets, .zero, "out of the window, zero")
            }
        }
    }

    /// A bar and an unsafe strip of the superview hide the same content, so each edge keeps
    /// the larger; additional insets add on top of both.
    func testBarsTakeTheLargerEdgeAndAdditionalInsetsAdd() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 300))
            let outer = View(frame: h.root.bounds)
            h.root.addSubview(outer)
            Self.contribute(outer, bars: EdgeInsets(bottom: 49))
            let inner = View(frame: outer.bounds)
            outer.addSubview(inner)
            Self.contribute(inner, bars: EdgeInsets(top: 44, bottom: 10), additional: EdgeInsets(top: 5, left: 7))
            XCTAssertEqual(inner.safeAreaInsets, EdgeInsets(top: 49, left: 7, bottom: 49, right: 0))
            XCTAssertEqual(View(frame: .zero).safeAreaInsets, .zero, "a view in no window has none")
            XCTAssertEqual(h.root.safeAreaInsets, .zero, "the window itself has none here")
        }
    }

    /// `safeAreaInsetsDidChange()`: "Called when the safe area of the view changes." Once
    /// per change, in the layout pass, before the view's own layout; never when nothing moved.
    func testSafeAreaInsetsDidChangeComesOncePerChangeBeforeLayout() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 300))
            let page = View(frame: h.root.bounds)
            h.root.addSubview(page)
            let probe = Probe(frame: Rect(x: 0, y: 0, width: 400, height: 100))
            page.addSubview(probe)
            h.step()
            XCTAssertEqual(probe.changes, [], "zero to zero is no change")
            probe.events.removeAll()
            Self.contribute(page, bars: EdgeInsets(top: 44))
            h.step()
            XCTAssertEqual(probe.changes, [EdgeInsets(top: 44)])
            XCTAssertEqual(probe.events, ["safeArea", "layout"], "the change asks for layout in the same pass")
            h.step(3)
            XCTAssertEqual(probe.changes.count, 1, "unchanged frames announce nothing")
            probe.center.y += 30
            h.step()
            XCTAssertEqual(probe.changes.last, EdgeInsets(top: 14), "moved down, it overlaps less of the bar")
            Self.contribute(page)
            h.step()
            XCTAssertEqual(probe.changes.last, .zero)
            XCTAssertEqual(probe.changes.count, 3)
        }
    }

    /// `safeAreaLayoutGuide`: "The layout guide representing the portion of your view that is
    /// unobscured by bars and other content." Constraints to it follow a change of the insets.
    func testConstraintsToTheSafeAreaGuideFollowTheInsets() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 300))
            let page = View(frame: h.root.bounds)
            h.root.addSubview(page)
            let content = View()
            content.translatesAutoresizingMaskIntoConstraints = false
            page.addSubview(content)
            LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: page.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: page.safeAreaLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: page.safeAreaLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: page.safeAreaLayoutGuide.trailingAnchor),
            ])
            h.step()
            XCTAssertEqual(content.frame, page.bounds)
            for bars in [EdgeInsets(top: 44), EdgeInsets(top: 44, bottom: 49), EdgeInsets(left: 20, right: 30), .zero] {
                Self.contribute(page, bars: bars)
                h.step()
                XCTAssertEqual(content.frame, page.bounds.inset(by: bars), "after one frame, for \(bars)")
                XCTAssertEqual(page.safeAreaLayoutGuide.layoutFrame, page.bounds.inset(by: bars))
            }
        }
    }

    /// `insetsLayoutMarginsFromSafeArea`: "When the value of this property is true, any margins
    /// that are outside the safe area are automatically modified to fall within the safe area
    /// boundary. The default value of this property is true. Changing the value to false
    /// allows your margins to remain at their original locations, even when they are outside
    /// the safe area."
    func testLayoutMarginsMoveInsideTheSafeAreaUnlessTurnedOff() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 300))
            let page = View(frame: h.root.bounds)
            h.root.addSubview(page)
            let content = View()
            content.translatesAutoresizingMaskIntoConstraints = false
            page.addSubview(content)
            let guide = page.layoutMarginsGuide
            LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
            let bars = EdgeInsets(top: 44, bottom: 49)
            Self.contribute(page, bars: bars)
            XCTAssertTrue(page.insetsLayoutMarginsFromSafeArea, "true by default")
            h.step()
            XCTAssertEqual(content.frame, Rect(x: 8, y: 44 + 8, width: 400 - 16, height: 300 - 44 - 49 - 16))
            XCTAssertEqual(guide.layoutFrame, content.frame)
            XCTAssertEqual(page.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "the set margins stay")
            page.insetsLayoutMarginsFromSafeArea = false
            h.step()
            XCTAssertEqual(content.frame, page.bounds.inset(by: page.layoutMargins), "margins where they were")
        }
    }
}
