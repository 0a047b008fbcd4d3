import CoreGraphics
import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// The small UIKit and Core Animation names that libraries this project had never built
/// (SnapKit, FoldingCell, CRRefresh, StarWars.iOS, XLPagerTabStrip, MarqueeLabel and others)
/// shared, each held to the rule Apple documents for it.
final class NeverSeenLibraryGapsTests: XCTestCase {
    private static func image(_ color: UIColor, side: CGFloat = 8) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// Apple, `NSLayoutConstraint` is an open class; SnapKit's own `LayoutConstraint`
    /// subclasses it and makes its constraints with the inherited
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. A subclass's
    /// constraint must lay views out like any other.
    func testALayoutConstraintSubclassTakesPartInLayout() {
        MainActor.assumeIsolated {
            final class TaggedConstraint: NSLayoutConstraint {
                var label: String?
            }
            let window = Window(size: CGSize(width: 200, height: 200), clock: VirtualClock())
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            window.rootView.addSubview(child)
            let width = TaggedConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 60)
            width.label = "made in a test"
            NSLayoutConstraint.activate([
                width, child.heightAnchor.constraint(equalToConstant: 30),
                child.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 20),
            ])
            window.rootView.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 20, width: 60, height: 30))
            XCTAssertEqual(width.label, "made in a test")
            width.constant = 90
            window.rootView.layoutIfNeeded()
            XCTAssertEqual(child.frame.width, 90)
        }
    }

    /// Apple, `CALayer.setAffineTransform(_:)`: "Sets the layer's transform to the specified
    /// affine transform."; `affineTransform()`: "Returns an affine version of the layer's
    /// transform." A view's layer shares the view's transform.
    func testALayerTakesAndGivesBackAnAffineTransform() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let turn = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 1)
            view.layer.setAffineTransform(turn)
            XCTAssertEqual(view.transform, turn)
            XCTAssertEqual(view.layer.affineTransform(), turn)
            XCTAssertEqual(CATransform3DGetAffineTransform(view.layer.transform), turn)
            view.layer.setAffineTransform(.identity)
            XCTAssertEqual(view.transform, .identity)
        }
    }

    /// Apple, `UIColor.brown`: "A color object with RGB values of 0.6, 0.4, and 0.2, and an
    /// alpha value of 1.0"; likewise `orange` (1, 0.5, 0), `purple` (0.5, 0, 0.5), `cyan`,
    /// `yellow` and `magenta`; `lightText` is white at 60 % alpha.
    func testTheFixedColoursHaveUIKitsComponents() {
        func components(_ color: UIColor) -> [CGFloat] {
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
            return [r, g, b, a]
        }
        XCTAssertEqual(components(.brown), [0.6, 0.4, 0.2, 1])
        XCTAssertEqual(components(.orange), [1, 0.5, 0, 1])
        XCTAssertEqual(components(.purple), [0.5, 0, 0.5, 1])
        XCTAssertEqual(components(.cyan), [0, 1, 1, 1])
        XCTAssertEqual(components(.yellow), [1, 1, 0, 1])
        XCTAssertEqual(components(.magenta), [1, 0, 1, 1])
        XCTAssertEqual(components(.lightText), [1, 1, 1, 0.6])
        let optional: UIColor? = .orange
        XCTAssertEqual(optional, UIColor.orange)
        // The system greys step from systemGray towards the background.
        let greys: [UIColor] = [.systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6]
        let reds = greys.map { components($0)[0] }
        XCTAssertEqual(reds, reds.sorted())
        XCTAssertEqual(Set(reds).count, greys.count)
    }

    /// Apple, `CAMediaTimingFunction.getControlPoint(at:values:)`: "Returns the control point
    /// for the specified index ... The value of index must be between 0 and 3", the ends
    /// being (0, 0) and (1, 1). And `CAMediaTimingFunctionName` round-trips its raw string,
    /// which Swift 4.2's migrator made libraries convert to and from.
    func testATimingFunctionGivesItsControlPointsAndItsNameItsString() {
        let function = CAMediaTimingFunction(controlPoints: 0.3, 0.1, 0.7, 0.9)
        var point: [Float] = [-1, -1]
        let expected: [[Float]] = [[0, 0], [0.3, 0.1], [0.7, 0.9], [1, 1]]
        for index in 0..<4 {
            function.getControlPoint(at: index, values: &point)
            XCTAssertEqual(point[0], expected[index][0], accuracy: 1e-6, "point \(index)")
            XCTAssertEqual(point[1], expected[index][1], accuracy: 1e-6, "point \(index)")
        }
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        for name in names {
            XCTAssertEqual(CAMediaTimingFunctionName(rawValue: name.rawValue), name)
        }
        XCTAssertEqual(CAMediaTimingFunctionName.easeInEaseOut.rawValue, "easeInEaseOut")
        XCTAssertEqual(
            CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "easeOut")),
            CAMediaTimingFunction(name: .easeOut))
    }

    /// Apple, `UIImageView.highlightedImage`: "The image in this property is displayed when
    /// the image view's isHighlighted property is true"; `isHighlighted`: "If both of those
    /// properties are set to nil or if isHighlighted is set to false, it will use the image".
    func testAnImageViewShowsItsHighlightedImageOnlyWhileHighlighted() {
        MainActor.assumeIsolated {
            let normal = Self.image(.red)
            let highlighted = Self.image(.blue)
            let frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            let showingNormal = UIImageView(image: normal)
            let showingHighlighted = UIImageView(image: highlighted)
            let view = UIImageView(image: normal, highlightedImage: highlighted)
            for v in [showingNormal, showingHighlighted, view] { v.frame = frame }
            XCTAssertFalse(view.isHighlighted)
            XCTAssertTrue(view.highlightedImage === highlighted)
            XCTAssertEqual(view.makeLayer().content, showingNormal.makeLayer().content)
            view.isHighlighted = true
            XCTAssertEqual(view.makeLayer().content, showingHighlighted.makeLayer().content)
            view.highlightedImage = nil
            XCTAssertEqual(view.makeLayer().content, showingNormal.makeLayer().content, "no highlighted image")
            XCTAssertNotEqual(showingNormal.makeLayer().content, showingHighlighted.makeLayer().content)
        }
    }

    /// Apple, `UIWindowScene.interfaceOrientation`: "The orientation to use when displaying
    /// content in your windows." Here a window's shape is the device's rotation, so a scene
    /// whose window is wider than tall is in landscape, as `statusBarOrientation` says.
    func testASceneIsInLandscapeWhileItsWindowIsWiderThanTall() {
        MainActor.assumeIsolated {
            let scene = WindowScene()
            XCTAssertEqual(scene.interfaceOrientation, .unknown)
            WindowScene.$current.withValue(scene) {
                let window = Window(size: CGSize(width: 300, height: 200), clock: VirtualClock())
                XCTAssertTrue(scene.interfaceOrientation.isLandscape)
                XCTAssertEqual(scene.interfaceOrientation, UIApplication.shared.statusBarOrientation)
                window.size = CGSize(width: 200, height: 300)
                XCTAssertTrue(scene.interfaceOrientation.isPortrait)
            }
        }
    }

    /// Apple, `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: `rect` is "The
    /// portion of the view that you want to capture ... in the bounds coordinate space of the
    /// current view." The piece is `rect`'s size and shows that part of the view's pixels.
    func testAResizableSnapshotCapturesThePartAsked() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            let right = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
            right.backgroundColor = .blue
            view.backgroundColor = .red
            view.addSubview(right)
            let piece = view.resizableSnapshotView(
                from: CGRect(x: 15, y: 5, width: 10, height: 10), afterScreenUpdates: false, withCapInsets: .zero)!
            XCTAssertEqual(piece.bounds.size, CGSize(width: 10, height: 10))
            XCTAssertTrue(piece.clipsToBounds)
            let window = Window(size: CGSize(width: 20, height: 20), clock: VirtualClock())
            window.rootView.addSubview(piece)
            window.tick()
            let fb = Framebuffer(width: 20, height: 20)
            Renderer().renderFull(window.layerTree(), into: fb, scale: 1, background: .white)
            XCTAssertEqual(fb[2, 5], 0xFFFF_0000, "left half: the red view at x 17")
            XCTAssertEqual(fb[7, 5], 0xFF00_00FF, "right half: the blue subview at x 22")
            XCTAssertEqual(fb[12, 5], 0xFFFF_FFFF, "outside the piece: nothing")
            XCTAssertNil(
                view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero),
                "nothing to capture")
        }
    }

    /// Core Graphics' `CGSize.equalTo(_:)` and `CGPoint.equalTo(_:)` compare every member;
    /// `divided(atDistance:from:)` takes Linux Foundation's `CGRectEdge` named in full.
    func testSizesComparePointsCompareAndRectanglesDivideByFoundationsEdge() {
        XCTAssertTrue(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        XCTAssertFalse(CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
        XCTAssertTrue(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        XCTAssertFalse(CGPoint(x: 1, y: 2).equalTo(.zero))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 20)
        let (slice, remainder) = rect.divided(atDistance: 30, from: CGRectEdge.maxXEdge)
        XCTAssertEqual(slice, CGRect(x: 70, y: 0, width: 30, height: 20))
        XCTAssertEqual(remainder, CGRect(x: 0, y: 0, width: 70, height: 20))
    }

    /// Apple, `UILabel.highlightedTextColor`: "The label uses this value to display text
    /// whenever the isHighlighted property is true", and "In order for the label to draw the
    /// highlight, the highlightedTextColor property must contain a non-nil value."
    /// `isEnabled`: "The label dims the text somewhat when not enabled".
    func testALabelDrawsItsHighlightAndDimsWhenDisabled() {
        MainActor.assumeIsolated {
            @MainActor func label(_ color: UIColor) -> UILabel {
                let label = UILabel(text: "Banner", frame: CGRect(x: 0, y: 0, width: 120, height: 30))
                label.textColor = color
                return label
            }
            let subject = label(.black)
            subject.highlightedTextColor = .red
            XCTAssertFalse(subject.isHighlighted)
            XCTAssertEqual(subject.makeLayer().content, label(.black).makeLayer().content)
            subject.isHighlighted = true
            XCTAssertEqual(subject.makeLayer().content, label(.red).makeLayer().content)
            subject.highlightedTextColor = nil
            XCTAssertEqual(subject.makeLayer().content, label(.black).makeLayer().content, "no highlight colour")
            subject.isHighlighted = false
            XCTAssertTrue(subject.isEnabled)
            subject.isEnabled = false
            XCTAssertEqual(
                subject.makeLayer().content, label(UIColor.black.withAlphaComponent(0.5)).makeLayer().content)
            XCTAssertNotEqual(subject.makeLayer().content, label(.black).makeLayer().content)
        }
    }

    /// UIKit declares a view's `tintColor`, `layoutMargins` and accessibility properties, and a
    /// label's text properties, in the classes themselves, so a subclass overrides them (a
    /// marquee label forwarding its text to an inner label, a floating button composing its
    /// accessibility label); the engine's own code reads the override.
    func testSubclassesOverrideTheirViewsAndLabelsProperties() {
        MainActor.assumeIsolated {
            final class Forwarding: UILabel {
                let inner = UILabel()
                override var text: String? {
                    get { inner.text }
                    set { inner.text = newValue }
                }
                override var tintColor: UIColor! {
                    get { .purple }
                    set {}
                }
                override var layoutMargins: UIEdgeInsets {
                    get { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
                    set {}
                }
                override var accessibilityLabel: String? {
                    get { "composed: " + (text ?? "") }
                    set {}
                }
            }
            let label = Forwarding()
            label.text = "Scrolling"
            XCTAssertEqual(label.inner.text, "Scrolling")
            let view: UIView = label
            XCTAssertEqual(view.tintColor, .purple)
            XCTAssertEqual(view.layoutMargins.left, 2)
            XCTAssertEqual(view.accessibilityLabel, "composed: Scrolling")
        }
    }

    /// Apple, `UITableViewController` and `UICollectionViewController` are their list's
    /// delegate, so a subclass overrides `tableView(_:willSelectRowAt:)`,
    /// `collectionView(_:didSelectItemAt:)` or `scrollViewDidScroll(_:)`, and the list calls
    /// the override.
    func testListControllersPassDelegateCallsToTheirSubclasses() {
        MainActor.assumeIsolated {
            final class Rows: UITableViewController {
                var scrolled = 0
                override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                    indexPath.row == 0 ? nil : indexPath
                }
                override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
            }
            let rows = Rows(style: .plain)
            let table = rows.tableView!
            let delegate = try! XCTUnwrap(table.delegate as? UITableViewDelegate)
            XCTAssertNil(delegate.tableView(table, willSelectRowAt: IndexPath(row: 0, section: 0)))
            XCTAssertEqual(delegate.tableView(table, willSelectRowAt: IndexPath(row: 2, section: 0))?.row, 2)
            table.contentSize = CGSize(width: 10, height: 1000)
            table.contentOffset = CGPoint(x: 0, y: 40)
            XCTAssertGreaterThan(rows.scrolled, 0)

            final class Grid: UICollectionViewController {
                var selected: [IndexPath] = []
                override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    selected.append(indexPath)
                }
            }
            let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
            let collection = grid.collectionView!
            (collection.delegate as? UICollectionViewDelegate)?.collectionView(
                collection, didSelectItemAt: IndexPath(item: 3, section: 0))
            XCTAssertEqual(grid.selected, [IndexPath(item: 3, section: 0)])
        }
    }

    /// Apple, `CGRect.null`: "The null rectangle, representing an invalid value"; its union
    /// with a rectangle is that rectangle. `CGRect.infinite` holds every point.
    func testTheNullAndInfiniteRectangles() {
        let r = CGRect(x: 5, y: 6, width: 7, height: 8)
        XCTAssertTrue(CGRect.null.isNull)
        XCTAssertFalse(r.isNull)
        XCTAssertTrue(CGRect.null.isEmpty)
        XCTAssertEqual(CGRect.null.union(r), r)
        XCTAssertEqual(r.union(.null), r)
        XCTAssertTrue(r.intersection(.null).isNull)
        XCTAssertTrue(CGRect.infinite.isInfinite)
        XCTAssertFalse(r.isInfinite)
        XCTAssertTrue(CGRect.infinite.contains(CGPoint(x: -1e300, y: 1e300)))
    }

    /// Apple, `UICollectionView.register(_:forCellWithReuseIdentifier:)` takes `AnyClass?`:
    /// a library that forwards a class value registers it, and a dequeue makes that class.
    func testACellClassPassedAsAnyClassIsRegistered() {
        MainActor.assumeIsolated {
            final class Card: UICollectionViewCell {}
            final class Row: UITableViewCell {}
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let cardClass: AnyClass? = Card.self
            collection.register(cardClass, forCellWithReuseIdentifier: "card")
            XCTAssertTrue(
                collection.dequeueReusableCell(withReuseIdentifier: "card", for: IndexPath(item: 0, section: 0))
                    is Card)
            let table = UITableView(frame: .zero, style: .plain)
            let rowClass: AnyClass? = Row.self
            table.register(rowClass, forCellReuseIdentifier: "row")
            XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "row") is Row)
        }
    }

    /// Apple, `UIButton.currentTitle`: "The current title that displays on the button", the
    /// title for the button's current state, which falls back to the normal one.
    func testAButtonsCurrentTitleFollowsItsState() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            XCTAssertNil(button.currentTitle)
            button.setTitle("Delete", for: .normal)
            button.setTitle("Sure?", for: .selected)
            XCTAssertEqual(button.currentTitle, "Delete")
            button.isSelected = true
            XCTAssertEqual(button.currentTitle, "Sure?")
            button.isHighlighted = true
            XCTAssertEqual(button.currentTitle, button.title(for: button.state))
        }
    }

    /// Apple, `UILabel` inherits `init(frame:)` from `UIView` as its designated initializer,
    /// so a label subclass (a marquee) overrides it, and `UILabel()` still makes an empty label.
    func testALabelSubclassOverridesInitFrame() {
        MainActor.assumeIsolated {
            final class Marquee: UILabel {
                var rate: CGFloat = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    rate = 30
                }
                required init?(coder: NSCoder) { nil }
            }
            let marquee = Marquee(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            XCTAssertEqual(marquee.rate, 30)
            XCTAssertEqual(marquee.frame.width, 100)
            XCTAssertNil(UILabel().text)
            XCTAssertEqual(UILabel(frame: CGRect(x: 0, y: 0, width: 9, height: 9)).bounds.width, 9)
        }
    }
}
