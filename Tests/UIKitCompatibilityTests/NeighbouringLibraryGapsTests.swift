import UIKitCompatibility
import XCTest

/// A view that keeps a badge beside it by overriding `center`, as floating action buttons do.
private final class BadgedView: UIView {
    let badge = UIView()
    override var center: CGPoint {
        didSet { badge.center = CGPoint(x: center.x + 20, y: center.y) }
    }
}

/// A layout that lands a layout change on the nearest multiple of 100, as carousels do.
private final class SnappingLayout: UICollectionViewLayout {
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        let base = super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
        return CGPoint(x: (base.x / 100).rounded() * 100, y: base.y)
    }
}

/// A dynamic animator subclass, which UIKit allows (`UIDynamicAnimator` is an open class).
private final class CountingAnimator: UIDynamicAnimator {
    var added = 0
    func addCounted(_ behavior: UIDynamicBehavior) {
        added += 1
        addBehavior(behavior)
    }
}

/// Two titled sections of three rows.
private final class TwoSections: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "First" : "Second"
    }
}

/// What the fourth round's never-seen libraries (toasts, coach marks, carousels, skeleton
/// loaders, floating action buttons) needed of UIKit beyond Objective-C syntax.
final class NeighbouringLibraryGapsTests: XCTestCase {
    /// Apple, `UIView.center`: "The center point of the view's frame rectangle", declared
    /// `var center: CGPoint { get set }` on an open class, so a subclass may override it.
    func testAnOverriddenCenterIsCalledAndStillStoresThroughSuper() {
        MainActor.assumeIsolated {
            let view = BadgedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.center = CGPoint(x: 100, y: 50)
            XCTAssertEqual(view.badge.center, CGPoint(x: 120, y: 50))
            XCTAssertEqual(view.frame, CGRect(x: 80, y: 30, width: 40, height: 40))
        }
    }

    /// Apple, `CALayer.name`: "The name of the receiver. ... The default value of this
    /// property is nil."
    func testLayerNamesFindTheSublayersTheyTag() {
        MainActor.assumeIsolated {
            let host = CALayer()
            XCTAssertNil(host.name)
            let tagged = CAShapeLayer()
            tagged.name = "skeleton"
            host.addSublayer(CALayer())
            host.addSublayer(tagged)
            for layer in host.sublayers ?? [] where layer.name == "skeleton" { layer.removeFromSuperlayer() }
            XCTAssertEqual(host.sublayers?.count, 1)
            XCTAssertNil(tagged.superlayer)
        }
    }

    /// Apple, `UIDynamicAnimator` is declared `class UIDynamicAnimator`, an open class a
    /// library may subclass or extend with open members.
    func testADynamicAnimatorSubclassAddsBehaviors() {
        MainActor.assumeIsolated {
            let animator = CountingAnimator(referenceView: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
            animator.addCounted(UIGravityBehavior(items: []))
            XCTAssertEqual(animator.added, 1)
            XCTAssertEqual(animator.behaviors.count, 1)
        }
    }

    /// Apple, `targetContentOffset(forProposedContentOffset:)`: "The default implementation
    /// of this method returns the value in the proposedContentOffset parameter."
    func testTheLayoutChangeTargetOffsetDefaultsToTheProposalAndIsOverridable() {
        MainActor.assumeIsolated {
            XCTAssertEqual(
                UICollectionViewLayout().targetContentOffset(forProposedContentOffset: CGPoint(x: 130, y: 7)),
                CGPoint(x: 130, y: 7))
            XCTAssertEqual(
                SnappingLayout().targetContentOffset(forProposedContentOffset: CGPoint(x: 130, y: 7)),
                CGPoint(x: 100, y: 7))
        }
    }

    /// `UICollectionViewLayoutAttributes()` is `NSObject`'s `init()`: attributes of a cell,
    /// with a zero frame, that a layout uses as the fallback of a search.
    func testPlainLayoutAttributesDescribeACellWithAZeroFrame() {
        MainActor.assumeIsolated {
            let attributes = UICollectionViewLayoutAttributes()
            XCTAssertEqual(attributes.representedElementCategory, .cell)
            XCTAssertNil(attributes.representedElementKind)
            XCTAssertEqual(attributes.frame, .zero)
            XCTAssertEqual(attributes.indexPath, IndexPath(item: 0, section: 0))
        }
    }

    /// `NSLayoutConstraint()` is `NSObject`'s `init()`: a constraint of no items, kept as a
    /// placeholder. Apple, `isActive`: "Activating or deactivating the constraint calls
    /// addConstraint(_:) and removeConstraint(_:) on the view that is the closest common
    /// ancestor of the items managed by this constraint"; with no items there is none.
    func testAPlaceholderConstraintHasNoItemsAndStaysInactive() {
        MainActor.assumeIsolated {
            let constraint = NSLayoutConstraint()
            XCTAssertNil(constraint.firstItem)
            XCTAssertNil(constraint.secondItem)
            XCTAssertEqual(constraint.constant, 0)
            XCTAssertEqual(constraint.multiplier, 1)
            constraint.isActive = true
            XCTAssertFalse(constraint.isActive)
        }
    }

    /// Apple, `UITableViewHeaderFooterView.backgroundView`: "The view in this property
    /// appears behind the view in the contentView property."
    func testAHeaderBackgroundViewSitsBehindTheContentAndFillsTheBounds() {
        MainActor.assumeIsolated {
            let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
            header.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            XCTAssertNil(header.backgroundView)
            let first = UIView()
            header.backgroundView = first
            header.layoutIfNeeded()
            XCTAssertEqual(header.subviews.firstIndex { $0 === first }, 0)
            XCTAssertLessThan(
                header.subviews.firstIndex { $0 === first }!, header.subviews.firstIndex { $0 === header.contentView }!)
            XCTAssertEqual(first.frame, header.bounds)
            let second = UIView()
            header.backgroundView = second
            XCTAssertNil(first.superview, "the old background view is removed")
            XCTAssertTrue(second.superview === header)
        }
    }

    /// Apple, `UITextField.attributedText`: "This property is nil by default. Assigning a
    /// new value to this property also replaces the value of the text property with the same
    /// string data ... In addition, assigning a new value updates the values in the font,
    /// textColor, and other style-related properties so that they reflect the style
    /// information starting at location 0." `UITextView.attributedText` is declared
    /// `NSAttributedString!` and does the same.
    func testTextFieldAndTextViewAttributedTextSetTheirTextAndStyle() {
        MainActor.assumeIsolated {
            let field = UITextField()
            XCTAssertNil(field.attributedText)
            let bold = UIFont.boldSystemFont(ofSize: 21)
            field.attributedText = NSAttributedString(
                string: "Hello", attributes: [.font: bold, .foregroundColor: UIColor.red])
            XCTAssertEqual(field.text, "Hello")
            XCTAssertEqual(field.font, bold)
            XCTAssertEqual(field.textColor, .red)
            XCTAssertEqual(field.attributedText?.string, "Hello")
            field.attributedText = nil
            XCTAssertEqual(field.text ?? "", "")
            XCTAssertNil(field.attributedText)

            let textView = UITextView()
            textView.attributedText = NSAttributedString(string: "Notes", attributes: [.foregroundColor: UIColor.blue])
            XCTAssertEqual(textView.text, "Notes")
            XCTAssertEqual(textView.textColor, .blue)
            XCTAssertEqual(textView.attributedText.string, "Notes")
        }
    }

    /// Apple, `UITouch.Phase`: `stationary` ("A finger is touching the surface but hasn't
    /// moved since the previous event") and the pointer phases `regionEntered`,
    /// `regionMoved` and `regionExited`. A press here reports only the phases it goes
    /// through: began, moved, ended.
    func testAPressGoesThroughBeganMovedAndEndedOnly() {
        MainActor.assumeIsolated {
            final class Recorder: UIView {
                var phases: [UITouch.Phase] = []
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    phases.append(touches.first!.phase)
                }
                override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                    phases.append(touches.first!.phase)
                }
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    phases.append(touches.first!.phase)
                }
            }
            let window = UIWindow(size: CGSize(width: 200, height: 200), clock: VirtualClock())
            let recorder = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.rootView.addSubview(recorder)
            window.send(.pointerDown(CGPoint(x: 10, y: 10)))
            window.send(.pointerMoved(CGPoint(x: 30, y: 10)))
            window.send(.pointerUp(CGPoint(x: 30, y: 10)))
            window.tick()
            XCTAssertEqual(recorder.phases, [.began, .moved, .ended])
            XCTAssertFalse(recorder.phases.contains(.stationary))
        }
    }

    /// Apple, `rect(forSection:)`: "Returns the drawing area for a specified section of the
    /// table view"; `rectForHeader(inSection:)`: "Returns the drawing area for the header of
    /// the specified section"; `headerView(forSection:)`: "Returns the header view
    /// associated with the specified section."
    func testSectionRectanglesAndHeaderViewsAreFoundBySection() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            let source = TwoSections()
            table.rowHeight = 44
            table.sectionHeaderHeight = 30
            table.sectionFooterHeight = 10
            table.dataSource = source
            table.reloadData()
            XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 30))
            XCTAssertEqual(table.rect(forSection: 0), CGRect(x: 0, y: 0, width: 320, height: 30 + 3 * 44 + 10))
            XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 162, width: 320, height: 10))
            XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 172, width: 320, height: 30))
            XCTAssertEqual(table.rect(forSection: 7), .zero)
            XCTAssertEqual(table.headerView(forSection: 1)?.textLabel?.text, "Second")
            XCTAssertNil(table.footerView(forSection: 0), "a section with no footer title has no footer view")
            XCTAssertNil(table.headerView(forSection: 2))
        }
    }

    /// Apple, `UIBarItem.setTitleTextAttributes(_:for:)`: "Sets the title's text attributes
    /// for a given control state"; `titleTextAttributes(for:)` returns them.
    func testBarButtonTitleAttributesStyleTheShownButton() {
        MainActor.assumeIsolated {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let item = UIBarButtonItem(title: "Done")
            toolbar.setItems([item], animated: false)
            let font = UIFont.boldSystemFont(ofSize: 19)
            item.setTitleTextAttributes([.foregroundColor: UIColor.red, .font: font], for: .normal)
            item.setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .disabled)
            XCTAssertEqual(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .red)
            XCTAssertNil(item.titleTextAttributes(for: .selected))
            let button = toolbar.subviews.lazy.compactMap { $0 as? UIButton }.first
            XCTAssertNotNil(button)
            XCTAssertEqual(button?.titleColor(for: .normal), .red)
            XCTAssertEqual(button?.titleColor(for: .disabled), .gray)
            XCTAssertEqual(button?.titleLabel.font, font)
            item.setTitleTextAttributes(nil, for: .normal)
            XCTAssertNil(button?.titleColor(for: .normal), "removed attributes go back to the tint")
        }
    }
}
