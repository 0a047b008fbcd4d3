import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// A button that draws its own glyph and so blanks every title, as animated-icon buttons do.
private final class GlyphButton: UIButton {
    var imagesSet = 0
    override func setTitle(_ title: String?, for state: UIControl.State) {
        super.setTitle("", for: state)
    }
    override func setImage(_ image: UIImage?, for state: UIControl.State) {
        imagesSet += 1
        super.setImage(image, for: state)
    }
}

/// A layout that records every invalidation context it is handed, as centring carousels do
/// to re-centre their first and last items.
private final class RecordingLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// What the fifth round's never-seen libraries (tag lists, carousels, pickers in sheets,
/// animated buttons, segmented controls, search reels) needed of UIKit beyond
/// Objective-C syntax.
final class FifthRoundLibraryGapsTests: XCTestCase {
    /// Apple, `UIFont.systemFontSize`: "The size, in points, of the standard system font";
    /// `smallSystemFontSize` and `buttonFontSize` are its siblings (12 and 18 points on iOS).
    func testTheStandardFontSizesAreUIKits() {
        XCTAssertEqual(UIFont.smallSystemFontSize, 12)
        XCTAssertEqual(UIFont.systemFontSize, 14)
        XCTAssertEqual(UIFont.labelFontSize, 17)
        XCTAssertEqual(UIFont.buttonFontSize, 18)
    }

    /// Apple, `UIButton.titleEdgeInsets`: "The inset or outset margins for the rectangle around
    /// the button's title text. ... A positive value shrinks, or insets, that edge ... A
    /// negative value expands, or outsets, that edge."
    func testTitleEdgeInsetsMoveTheTitleAndNotTheButtonsSize() {
        MainActor.assumeIsolated {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            button.setTitle("Swift", for: .normal)
            let natural = button.intrinsicContentSize
            button.titleEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: -8)
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel.frame, CGRect(x: 10, y: 4, width: 118, height: 30))
            XCTAssertEqual(
                button.titleRect(forContentRect: button.bounds), CGRect(x: 10, y: 4, width: 118, height: 30))
            XCTAssertEqual(
                button.intrinsicContentSize, natural, "the insets place the title; they do not size the button")
        }
    }

    /// Apple, `UIButton.setTitle(_:for:)` and `setImage(_:for:)` are methods of an open class,
    /// so a subclass may override them and call `super`.
    func testASubclassOverridesTheStateSetters() {
        MainActor.assumeIsolated {
            let button = GlyphButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            button.setTitle("Play", for: .normal)
            XCTAssertEqual(button.title(for: .normal), "")
            XCTAssertEqual(button.currentTitle, "")
            button.setImage(nil, for: .highlighted)
            XCTAssertEqual(button.imagesSet, 1)
        }
    }

    /// Apple, `UICollectionViewLayout.invalidateLayout(with:)`: "Invalidates the current layout
    /// using the information in the provided context object. ... If you override this method,
    /// you must call super at some point in your implementation." And
    /// `UICollectionViewLayoutInvalidationContext`: "The collection view also creates
    /// invalidation contexts in response to specific changes."
    func testEveryInvalidationGoesThroughItsContext() {
        MainActor.assumeIsolated {
            let layout = RecordingLayout()
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
            view.layoutIfNeeded()
            layout.contexts.removeAll()

            layout.invalidateLayout()
            XCTAssertEqual(layout.contexts.count, 1)
            XCTAssertEqual(layout.contexts.last?.invalidateEverything, true)
            XCTAssertEqual(layout.contexts.last?.invalidateDataSourceCounts, true)

            view.frame.size.width = 300
            view.layoutIfNeeded()
            XCTAssertEqual(layout.contexts.count, 2, "a bounds change the layout accepts comes through a context")
            XCTAssertEqual(layout.contexts.last?.invalidateEverything, false)

            let context = UICollectionViewLayoutInvalidationContext()
            context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
            context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
            layout.invalidateLayout(with: context)
            XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 30), "the adjustment moves the offset")
            XCTAssertEqual(context.invalidatedItemIndexPaths, [IndexPath(item: 2, section: 0)])
        }
    }

    /// Apple, `UITextInputTraits.keyboardAppearance`: "The appearance style of the keyboard for
    /// the text object. ... The default value for this property is UIKeyboardAppearance.default."
    /// (`.alert` is the older name of `.dark`, the same raw value.)
    func testKeyboardAppearanceIsKeptOnTextInputs() {
        MainActor.assumeIsolated {
            let field = UITextField(frame: .zero)
            XCTAssertEqual(field.keyboardAppearance, .default)
            field.keyboardAppearance = UIKeyboardAppearance.dark
            XCTAssertEqual(field.keyboardAppearance, .dark)
            let text = UITextView(frame: .zero)
            text.keyboardAppearance = .alert
            XCTAssertEqual(text.keyboardAppearance, .dark)
            XCTAssertEqual(
                UIResponder.keyboardDidChangeFrameNotification.rawValue, "UIKeyboardDidChangeFrameNotification")
        }
    }

    /// Apple, `UINavigationBar.barTintColor` (which `UIToolbar.barTintColor` mirrors): "The tint
    /// color to apply to the navigation bar background. ... This color is made translucent by
    /// default unless you set the isTranslucent property to false."
    func testAToolbarsBarTintColorFillsItsBackground() {
        MainActor.assumeIsolated {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let background = toolbar.subviews.first { $0.accessibilityIdentifier == "toolbar.background" }
            XCTAssertNotNil(background)
            let defaultColour = background?.backgroundColor
            toolbar.barTintColor = .red
            XCTAssertEqual(background?.backgroundColor, UIColor.red.withAlphaComponent(0.94))
            XCTAssertNotEqual(background?.backgroundColor, defaultColour)
            toolbar.isTranslucent = false
            XCTAssertEqual(background?.backgroundColor, .red)
            toolbar.barTintColor = nil
            toolbar.isTranslucent = true
            XCTAssertEqual(background?.backgroundColor, defaultColour)
        }
    }

    /// Apple, `UIPickerView.showsSelectionIndicator`: "The default value of this property is
    /// false", deprecated as "This property has no effect on iOS 7 and later": the band
    /// behind the selected rows shows whatever it says.
    func testThePickersSelectionIndicatorAlwaysShows() {
        MainActor.assumeIsolated {
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            XCTAssertFalse(picker.showsSelectionIndicator)
            XCTAssertFalse(picker.selectionIndicator.isHidden)
            picker.showsSelectionIndicator = true
            XCTAssertTrue(picker.showsSelectionIndicator)
            XCTAssertFalse(picker.selectionIndicator.isHidden)
        }
    }

    /// Core Animation, `CALayer.contentsGravity`: "A constant that specifies how the layer's
    /// contents are positioned or scaled within its bounds. ... The default value of this
    /// property is resize", and "The naming of contents gravity constants is based on the
    /// direction of the vertical axis": on iOS a plain layer's `.bottom` is the top on screen.
    func testContentsGravityPlacesTheImage() throws {
        try MainActor.assumeIsolated {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.layer.contents = try XCTUnwrap(image.cgImage)
            XCTAssertEqual(view.layer.contentsGravity, .resize)
            view.layer.contentsGravity = .bottom
            XCTAssertEqual(view.layer.contentsGravity, CALayerContentsGravity.bottom)
            XCTAssertEqual(view.contentMode, .top, "one setting with the view's content mode")

            let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            window.rootView.addSubview(view)
            window.tick()
            let framebuffer = Framebuffer(width: 100, height: 100)
            Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
            XCTAssertEqual(framebuffer[50, 5], 0xFF00_00FF, "centred on the top edge on screen")
            XCTAssertEqual(framebuffer[50, 50], 0xFFFF_FFFF, "not stretched over the bounds")
            XCTAssertEqual(framebuffer[5, 5], 0xFFFF_FFFF)

            view.layer.contentsGravity = CALayerContentsGravity(rawValue: "sideways")
            XCTAssertEqual(view.layer.contentsGravity, .bottom, "an unknown constant changes nothing")
        }
    }
}
