import CoreFoundation
import Foundation
import PlaygroundKit
import UIKitCompatibility
import XCTest

/// A range slider's thumb as an accessibility element of its own: the swipe gestures move
/// the value it stands for.
private final class ThumbElement: UIAccessibilityElement {
    var value = 5
    override func accessibilityIncrement() {
        value += 1
        accessibilityValue = "\(value)"
    }
    override func accessibilityDecrement() {
        value -= 1
        accessibilityValue = "\(value)"
    }
}

/// A carousel that keeps its own offset when asked to scroll to an item, as carousels do.
private final class CarouselView: UICollectionView {
    var scrolledTo: [IndexPath] = []
    var reloads = 0
    override func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {
        scrolledTo.append(indexPath)
        super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
    override func reloadData() {
        reloads += 1
        super.reloadData()
    }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        setContentOffset(CGPoint(x: rect.minX, y: 0), animated: animated)
    }
}

/// Twenty items of one cell class.
private final class TwentyItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A tag view that takes first responder without being a text field and says what keyboard
/// it wants, declaring only the traits it changes.
private final class TagView: UIView, UITextInputTraits {
    var keyboardType: UIKeyboardType = .emailAddress
    var returnKeyType: UIReturnKeyType = .next
}

/// A field wrapper that passes `reloadInputViews()` on to the field it holds.
private final class WrappingView: UIView {
    let field = UITextField()
    var reloads = 0
    override func reloadInputViews() {
        reloads += 1
        field.reloadInputViews()
    }
}

/// Names heard, in order, from notification blocks.
private final class HeardNames: @unchecked Sendable {
    var names: [String] = []
}

/// What the seventh round's never-seen libraries of the neighbouring kinds (a range slider,
/// a step indicator, a calendar, a carousel, a tag field, a floating-label field, a drawing
/// view) needed of UIKit that was not here.
final class SeventhRoundLibraryGapsTests: XCTestCase {
    /// UIKit, `UIAccessibilityElement`: "The accessibility element class encapsulates
    /// information about an item that should be accessible to users with disabilities, but
    /// isn't accessible by default." Its `accessibilityFrameInContainerSpace`: "The frame of
    /// the accessibility element, in the coordinate space of the container." An element's
    /// screen frame follows its container view; its container is held weakly; an override of
    /// `accessibilityIncrement()` is what the container's element list hands out.
    func testAnAccessibilityElementFollowsItsContainerAndAdjustsItsValue() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 300, height: 300), clock: VirtualClock())
            let slider = UIView(frame: CGRect(x: 40, y: 50, width: 200, height: 30))
            window.rootView.addSubview(slider)
            let thumb = ThumbElement(accessibilityContainer: slider)
            thumb.isAccessibilityElement = true
            thumb.accessibilityTraits = .adjustable
            thumb.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 30, height: 30)
            XCTAssertEqual(thumb.accessibilityFrame, CGRect(x: 50, y: 50, width: 30, height: 30))
            slider.frame.origin = CGPoint(x: 100, y: 10)
            XCTAssertEqual(thumb.accessibilityFrame, CGRect(x: 110, y: 10, width: 30, height: 30), "follows the view")
            thumb.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
            XCTAssertEqual(thumb.accessibilityFrame, CGRect(x: 1, y: 2, width: 3, height: 4), "a set frame stays")

            let other = ThumbElement(accessibilityContainer: slider)
            slider.accessibilityElements = [other, thumb]
            let elements: [UIAccessibilityElement] = [other, thumb]
            XCTAssertEqual(elements.firstIndex(of: thumb), 1, "equal only to itself")
            XCTAssertEqual(slider.index(ofAccessibilityElement: thumb), 1)
            (slider.accessibilityElement(at: 1) as? UIAccessibilityElement)?.accessibilityIncrement()
            XCTAssertEqual(thumb.value, 6)
            XCTAssertEqual(thumb.accessibilityValue, "6")
            XCTAssertTrue(thumb.accessibilityContainer as? UIView === slider)

            var container: UIView? = UIView()
            let orphan = UIAccessibilityElement(accessibilityContainer: container!)
            container = nil
            XCTAssertNil(orphan.accessibilityContainer, "weak, as in UIKit")
        }
    }

    /// Core Foundation, `CFTypeRef`: "An untyped 'generic' reference to any Core Foundation
    /// object." A text layer's font set through it is the font.
    func testAFontCastToCFTypeRefIsTheTextLayersFont() {
        MainActor.assumeIsolated {
            let layer = CATextLayer()
            let font = UIFont.boldSystemFont(ofSize: 14)
            layer.font = font as CFTypeRef
            XCTAssertTrue(layer.font as? UIFont === font)
        }
    }

    /// UIKit, `setCollectionViewLayout(_:animated:completion:)`: "Changes the collection
    /// view's layout and notifies you when the animations complete." The cells take the new
    /// layout's frames; not animated, the completion runs at once with true. `reloadData()`
    /// and `scrollToItem(at:at:animated:)` are open, so a subclass's overrides are what the
    /// view runs.
    func testACollectionViewChangesLayoutAndASubclassOverridesScrollingAndReloading() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 300, height: 300), clock: VirtualClock())
            let small = UICollectionViewFlowLayout()
            small.itemSize = CGSize(width: 40, height: 40)
            small.scrollDirection = .horizontal
            let view = CarouselView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: small)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let items = TwentyItems()
            view.dataSource = items
            window.rootView.addSubview(view)
            view.layoutIfNeeded()
            XCTAssertEqual(
                view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size, CGSize(width: 40, height: 40))

            let large = UICollectionViewFlowLayout()
            large.itemSize = CGSize(width: 80, height: 80)
            large.scrollDirection = .horizontal
            var finished: Bool?
            view.setCollectionViewLayout(large, animated: false) { finished = $0 }
            XCTAssertEqual(finished, true)
            XCTAssertTrue(view.collectionViewLayout === large)
            XCTAssertEqual(
                view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size, CGSize(width: 80, height: 80))

            let reloads = view.reloads
            view.reloadData()
            XCTAssertEqual(view.reloads, reloads + 1)
            let collection: UICollectionView = view
            collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: [], animated: false)
            XCTAssertEqual(view.scrolledTo, [IndexPath(item: 10, section: 0)])
            let frame = view.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))!.frame
            XCTAssertEqual(view.contentOffset.x, frame.minX, "the subclass's scrollRectToVisible ran")
        }
    }

    /// UIKit, `UITextField.textDidChangeNotification`: "Notifies observers that the text in a
    /// text field changed. The affected text field is stored in the object parameter of the
    /// notification"; the begin and end notifications likewise. Typing and the clear button
    /// post it; text set in code does not.
    func testATextFieldPostsItsEditingNotifications() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 200, height: 200), clock: VirtualClock())
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
            let other = UITextField(frame: CGRect(x: 0, y: 100, width: 120, height: 30))
            window.rootView.addSubview(field)
            window.rootView.addSubview(other)
            let heard = HeardNames()
            let names: [(Notification.Name, String)] = [
                (UITextField.textDidBeginEditingNotification, "begin"),
                (UITextField.textDidChangeNotification, "change"),
                (UITextField.textDidEndEditingNotification, "end"),
            ]
            let observers = names.map { name, label in
                NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in
                    heard.names.append(label)
                }
            }
            defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

            field.text = "set in code"
            XCTAssertEqual(heard.names, [])
            field.becomeFirstResponder()
            field.insertText("!")
            field.clear()
            field.resignFirstResponder()
            other.becomeFirstResponder()
            other.insertText("?")
            XCTAssertEqual(heard.names, ["begin", "change", "change", "end"], "only the observed field's, in order")
        }
    }

    /// UIKit, `UITextInput.text(in:)`: "Returns the text in the specified range";
    /// `compare(_:to:)`: "Returns how one text position compares to another text position."
    /// A tag field completing a suggestion checks the caret is at the end by comparing the
    /// selection's end with `endOfDocument`, and reads the text before it.
    func testTextPositionsCompareByPlaceAndATextRangeGivesItsText() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 200, height: 200), clock: VirtualClock())
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
            window.rootView.addSubview(field)
            field.becomeFirstResponder()
            field.insertText("swi")
            let selection = field.selectedTextRange!
            XCTAssertTrue(selection.end == field.endOfDocument, "the caret is at the end")
            XCTAssertFalse(selection.end == field.beginningOfDocument)
            let prefix = field.textRange(from: field.beginningOfDocument, to: selection.start)!
            XCTAssertEqual(field.text(in: prefix), "swi")
            XCTAssertEqual(
                field.text(in: UITextRange(start: UITextPosition(offset: 1), end: UITextPosition(offset: 9))), nil)
            XCTAssertEqual(field.compare(field.beginningOfDocument, to: field.endOfDocument), .orderedAscending)
            XCTAssertEqual(field.compare(selection.end, to: field.endOfDocument), .orderedSame)
            XCTAssertEqual(Set([field.endOfDocument, selection.end]).count, 1, "hashed by place")

            let textView = UITextView(frame: CGRect(x: 0, y: 40, width: 120, height: 60))
            textView.text = "héllo"
            XCTAssertEqual(
                textView.text(in: UITextRange(start: UITextPosition(offset: 1), end: UITextPosition(offset: 3))), "él")
        }
    }

    /// UIKit, `UITextInputTraits`: "A collection of optional methods that define features for
    /// keyboard input." A view adopts it declaring only what it changes, and reads UIKit's
    /// defaults for the rest; fields adopt it. `reloadInputViews()` is a responder method a
    /// subclass overrides.
    func testAViewAdoptsTextInputTraitsAndOverridesReloadInputViews() {
        MainActor.assumeIsolated {
            let traits: any UITextInputTraits = TagView()
            XCTAssertEqual(traits.keyboardType, .emailAddress)
            XCTAssertEqual(traits.returnKeyType, .next)
            XCTAssertEqual(traits.autocapitalizationType, .sentences, "UIKit's default")
            XCTAssertFalse(traits.isSecureTextEntry)
            let field = UITextField()
            field.isSecureTextEntry = true
            XCTAssertTrue((field as any UITextInputTraits).isSecureTextEntry, "a field's own trait")

            let wrapper = WrappingView()
            let responder: UIResponder = wrapper
            responder.reloadInputViews()
            XCTAssertEqual(wrapper.reloads, 1)
        }
    }

    /// UIKit, `UITouch.TouchType.direct`: "A touch resulting from direct contact with the
    /// screen"; `altitudeAngle`: "when the stylus is perpendicular to the surface,
    /// altitudeAngle is Pi/2." The pointer stands in for a finger, so a drawing view that
    /// draws only for the touch types it allows sees a direct, upright touch.
    func testATouchIsADirectUprightFinger() {
        MainActor.assumeIsolated {
            final class Canvas: UIView {
                var types: [UITouch.TouchType] = []
                var altitudes: [CGFloat] = []
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    for touch in touches {
                        types.append(touch.type)
                        altitudes.append(touch.altitudeAngle)
                    }
                }
            }
            let window = Window(size: CGSize(width: 200, height: 200), clock: VirtualClock())
            let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.rootView.addSubview(canvas)
            window.send(.pointerDown(CGPoint(x: 50, y: 50)))
            window.send(.pointerUp(CGPoint(x: 50, y: 50)))
            window.tick()
            XCTAssertEqual(canvas.types, [.direct])
            XCTAssertEqual(canvas.altitudes, [.pi / 2])
            XCTAssertEqual(UITouch.TouchType.stylus, .pencil)
            XCTAssertEqual(UITouch.TouchType.pencil.rawValue, 2)
        }
    }

    /// UIKit, `UIPencilInteraction`: "An interaction that provides access to Apple Pencil
    /// double-tap events." Attached like any interaction; the preferred tap action is the
    /// system's default, switching to the eraser.
    func testAPencilInteractionAttachesToAView() {
        MainActor.assumeIsolated {
            final class Listener: UIPencilInteractionDelegate {}
            let view = UIView()
            let listener = Listener()
            let interaction = UIPencilInteraction(delegate: listener)
            view.addInteraction(interaction)
            XCTAssertTrue(interaction.view === view)
            XCTAssertTrue(interaction.delegate === listener)
            XCTAssertTrue(interaction.isEnabled)
            XCTAssertEqual(UIPencilInteraction.preferredTapAction, .switchEraser)
            view.removeInteraction(interaction)
            XCTAssertNil(interaction.view)
        }
    }

    /// Core Foundation, `CFAbsoluteTimeGetCurrent()`: "Returns the current system absolute
    /// time", seconds since 1 January 2001. This file imports `CoreFoundation` beside the
    /// UIKit names, as a font animation's file does: the call is Core Foundation's one
    /// function, not an ambiguous pair, and it reads the wall clock.
    func testCFAbsoluteTimeIsCoreFoundationsBesideTheUIKitNames() {
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        XCTAssertEqual(now, Date().timeIntervalSinceReferenceDate, accuracy: 1)
    }
}
