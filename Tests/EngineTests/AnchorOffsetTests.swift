import Geometry
import XCTest

@testable import Engine

/// Apple, `NSLayoutYAxisAnchor.anchorWithOffset(to:)`: "Creates a layout dimension object
/// from two anchors ... Use the returned object to define constraints relative to the space
/// between the current anchor and the object in the `otherAnchor` parameter." The tests solve
/// each layout by hand and compare.
final class AnchorOffsetTests: XCTestCase {
    /// The gap between a guide's top and a panel's bottom equals a share of the guide's
    /// height, for several shares: by hand, panel.bottom = guide.top + share * guide.height.
    func testTheSpanBetweenTwoAnchorsIsADimensionThatFollowsAnotherDimension() {
        MainActor.assumeIsolated {
            for share in [0.25, 0.5, 0.8] {
                let h = Harness(size: Size(width: 400, height: 600))
                let guide = LayoutGuide()
                h.root.addLayoutGuide(guide)
                let panel = spanTestView(in: h.root)
                LayoutConstraint.activate([
                    guide.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 40),
                    guide.bottomAnchor.constraint(equalTo: h.root.bottomAnchor, constant: -60),
                    guide.leftAnchor.constraint(equalTo: h.root.leftAnchor),
                    guide.rightAnchor.constraint(equalTo: h.root.rightAnchor),
                    panel.leftAnchor.constraint(equalTo: h.root.leftAnchor),
                    panel.rightAnchor.constraint(equalTo: h.root.rightAnchor),
                    panel.heightAnchor.constraint(equalToConstant: 100),
                    guide.topAnchor.anchorWithOffset(to: panel.bottomAnchor)
                        .constraint(equalTo: guide.heightAnchor, multiplier: share),
                ])
                h.step()
                // The guide spans 40...540 (height 500): the panel's bottom lies at 40 + 500 * share.
                XCTAssertEqual(panel.frame.maxY, 40 + 500 * share, accuracy: 1e-9, "share \(share)")
                XCTAssertEqual(panel.frame.height, 100, accuracy: 1e-9)
            }
        }
    }

    /// A horizontal span set to a constant, between views in different superviews: the offset
    /// is signed (other minus this), so the right view's left edge lies `d` right of the left
    /// view's right edge, whatever their containers' origins.
    func testAHorizontalSpanAcrossContainersIsSignedAndConstant() {
        MainActor.assumeIsolated {
            for d in [-30.0, 0, 45] {
                let h = Harness()
                let box = View(frame: Rect(x: 50, y: 10, width: 300, height: 200))
                h.root.addSubview(box)
                let a = View(frame: Rect(x: 20, y: 0, width: 60, height: 20))
                h.root.addSubview(a)
                let b = spanTestView(in: box)
                LayoutConstraint.activate([
                    b.topAnchor.constraint(equalTo: box.topAnchor),
                    b.widthAnchor.constraint(equalToConstant: 10),
                    b.heightAnchor.constraint(equalToConstant: 10),
                    a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: d),
                ])
                h.step()
                // By hand: a.right = 80 in the root; b.left in the root = 80 + d, so in box = 30 + d.
                XCTAssertEqual(b.frame.minX, 30 + d, accuracy: 1e-9, "offset \(d)")
            }
        }
    }

    /// The constraint keeps its span alive: the dimension object itself is not retained by
    /// the caller (UIKit code makes it inline), yet the layout holds on later solves.
    func testTheSpanLivesAsLongAsItsConstraint() {
        MainActor.assumeIsolated {
            let h = Harness()
            let top = spanTestView(in: h.root)
            let bottom = spanTestView(in: h.root)
            let gap = top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor).constraint(equalToConstant: 12)
            LayoutConstraint.activate([
                top.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 5),
                top.heightAnchor.constraint(equalToConstant: 20),
                top.leftAnchor.constraint(equalTo: h.root.leftAnchor),
                bottom.leftAnchor.constraint(equalTo: h.root.leftAnchor),
                bottom.heightAnchor.constraint(equalToConstant: 20),
                gap,
            ])
            h.step()
            XCTAssertEqual(bottom.frame.minY, 37, accuracy: 1e-9)
            gap.constant = 50
            h.step()
            XCTAssertEqual(bottom.frame.minY, 75, accuracy: 1e-9, "a new constant re-solves the span")
        }
    }
}

/// A view laid out by constraints, added to `parent`.
@MainActor private func spanTestView(in parent: View) -> View {
    let v = View()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}
