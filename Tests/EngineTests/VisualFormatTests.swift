import Geometry
import XCTest

@testable import Engine

/// `constraints(withVisualFormat:options:metrics:views:)` against layouts solved by hand.
///
/// Apple's Auto Layout Guide, "Visual Format Language": `[button]-[textField]` is a
/// standard space, `|-50-[purpleBox]-50-|` a connection to the superview, `[button(>=50)]`
/// a width constraint, `[maroonView][blueView]` flush views, `[button(100@20)]` a priority,
/// `[button1(==button2)]` equal widths, `[flexibleButton(>=70,<=100)]` multiple
/// predicates; "(<orientation>:)? (<superview><connection>)? <view>(<connection><view>)*
/// (<connection><superview>)?" is the grammar, and the standard spacing is 8 points
/// between sibling views and 20 to the superview's edge.
final class VisualFormatTests: XCTestCase {
    func testConnectionsToTheSuperviewWithMetricsPinAllFourEdges() {
        MainActor.assumeIsolated {
            let h = Harness()
            let parent = View(frame: Rect(x: 30, y: 20, width: 300, height: 200))
            h.root.addSubview(parent)
            let child = constrained(in: parent)
            let metrics: [String: Any] = ["left": 10.0, "right": 20, "top": Float(5), "bottom": 15.0]
            parent.addConstraints(
                ["H:|-(left)-[view]-(right)-|", "V:|-(top)-[view]-(bottom)-|"].flatMap {
                    LayoutConstraint.constraints(withVisualFormat: $0, metrics: metrics, views: ["view": child])
                })
            h.step()
            XCTAssertEqual(child.frame, Rect(x: 10, y: 5, width: 270, height: 180))
        }
    }

    func testStandardSpacingFlushViewsAndSizePredicates() {
        MainActor.assumeIsolated {
            let h = Harness()
            let parent = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
            h.root.addSubview(parent)
            let a = constrained(in: parent)
            let b = constrained(in: parent)
            let c = constrained(in: parent)
            let views = ["a": a, "b": b, "c": c]
            LayoutConstraint.activate(
                LayoutConstraint.constraints(withVisualFormat: "|-[a(40)]-[b(==a)][c]-|", metrics: nil, views: views)
                    + LayoutConstraint.constraints(
                        withVisualFormat: "V:|[a(30)]", options: [.alignAllTop], metrics: nil, views: ["a": a])
                    + LayoutConstraint.constraints(
                        withVisualFormat: "V:[a]-[b(==a)]-12-[c(>=10,<=20)]", metrics: nil, views: views))
            h.step()
            // Horizontally: 20 + 40 + 8 + 40 + 0 + c + 20 = 300, so c is 172 wide.
            XCTAssertEqual(a.frame.minX, 20)
            XCTAssertEqual(b.frame.minX, 68)
            XCTAssertEqual(b.frame.width, 40)
            XCTAssertEqual(c.frame.minX, 108)
            XCTAssertEqual(c.frame.width, 172)
            // Vertically: a at 0 for 30, b 8 below for 30, c 12 below b, between 10 and 20 tall.
            XCTAssertEqual(b.frame.minY, 38)
            XCTAssertEqual(c.frame.minY, 80)
            XCTAssertTrue((10...20).contains(c.frame.height), "\(c.frame.height)")
        }
    }

    func testRelationsAndPrioritiesBecomeTheConstraintsWritten() {
        MainActor.assumeIsolated {
            let parent = View()
            let a = constrained(in: parent)
            let b = constrained(in: parent)
            let list = LayoutConstraint.constraints(
                withVisualFormat: "H:[a(>=50@750)]-(<=space@500)-[b]-(>=0)-|", metrics: ["space": 30],
                views: ["a": a, "b": b])
            XCTAssertEqual(list.count, 3)
            let width = list[0]
            XCTAssertTrue(width.firstItem === a && width.firstAttribute == .width && width.secondItem == nil)
            XCTAssertEqual(width.relation, .greaterThanOrEqual)
            XCTAssertEqual(width.constant, 50)
            XCTAssertEqual(width.priority, LayoutPriority(750))
            let gap = list[1]
            XCTAssertTrue(gap.firstItem === b && gap.firstAttribute == .leading)
            XCTAssertTrue(gap.secondItem === a && gap.secondAttribute == .trailing)
            XCTAssertEqual(gap.relation, .lessThanOrEqual)
            XCTAssertEqual(gap.constant, 30)
            XCTAssertEqual(gap.priority, LayoutPriority(500))
            // A trailing edge reads superview.trailing >= b.trailing + 0: the space is at least 0.
            let edge = list[2]
            XCTAssertTrue(edge.firstItem === parent && edge.firstAttribute == .trailing && edge.secondItem === b)
            XCTAssertEqual(edge.relation, .greaterThanOrEqual)
            XCTAssertFalse(list.contains { $0.isActive }, "made, not activated")
        }
    }

    /// Where UIKit raises "Unable to parse constraint format", the engine reports it and
    /// returns no constraint: every kind of mistake, each a diagnostic naming the format.
    func testAFormatThatDoesNotParseIsReportedAndGivesNothing() {
        MainActor.assumeIsolated {
            let h = Harness()
            let a = constrained(in: h.root)
            let loose = View()
            let bad = [
                "H:|-[a]-[missing]-|", "X:[a]", "|-[a", "|-(nope)-[a]", "[a]-|-[a]", "[a(==)]", "|-[loose]", "",
            ]
            for format in bad {
                let list = LayoutConstraint.constraints(
                    withVisualFormat: format, metrics: nil, views: ["a": a, "loose": loose])
                XCTAssertEqual(list.count, 0, format)
            }
            let reports = h.window.diagnostics.entries(of: .invalidVisualFormat)
            XCTAssertEqual(reports.count, bad.count, "on the window of a view named")
            XCTAssertTrue(reports[0].message.contains("'missing' is not a key in the views dictionary"))
            XCTAssertTrue(reports[0].message.contains("H:|-[a]-[missing]-|"))
        }
    }
}

@MainActor private func constrained(in parent: View) -> View {
    let v = View()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}
