import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// The window's tree drawn at scale 1 over white.
@MainActor private func render(_ window: Window) -> Framebuffer {
    let framebuffer = Framebuffer(width: 100, height: 100)
    Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
    return framebuffer
}

/// A progress ring's way of drawing: one path, painted by one `drawPath(using:)`.
private final class PathModeView: UIView {
    var mode = CGPathDrawingMode.fillStroke
    var ring = false
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addRect(CGRect(x: 10, y: 10, width: 60, height: 60))
        if ring { context.addRect(CGRect(x: 30, y: 30, width: 20, height: 20)) }
        context.setFillColor(UIColor.red.cgColor)
        context.setStrokeColor(UIColor.blue.cgColor)
        context.setLineWidth(6)
        context.drawPath(using: mode)
        // The path is spent: a fill now paints nothing.
        context.setFillColor(UIColor.green.cgColor)
        context.fillPath()
    }
}

/// A text field whose owner keeps its own accessory bar, as animated text inputs do.
private final class AccessoryHoldingView: UIView {
    private var bar: UIView?
    override var inputAccessoryView: UIView? {
        get { bar }
        set { bar = newValue }
    }
}

/// The notification names an observer heard, posted on the main thread here.
private final class HeardNames: @unchecked Sendable {
    var names: [String] = []
}

/// What the sixth round's never-seen libraries of the neighbouring kinds (a progress ring, a
/// circular slider, animated text inputs, growing text views) needed of UIKit beyond
/// Objective-C syntax.
final class SixthRoundLibraryGapsTests: XCTestCase {
    /// Core Graphics, `CGPathDrawingMode.fillStroke`: "First fill and then stroke the path,
    /// using the nonzero winding number rule"; `drawPath(using:)`: "The current path is
    /// cleared as a side effect of calling this function."
    func testDrawPathFillsThenStrokesTheSamePathAndSpendsIt() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            let view = PathModeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.rootView.addSubview(view)
            window.tick()
            var fb = render(window)
            XCTAssertEqual(fb[40, 40], 0xFFFF_0000, "the inside is filled red")
            XCTAssertEqual(fb[10, 40], 0xFF00_00FF, "the stroke is drawn over the fill's edge")
            XCTAssertEqual(fb[8, 40], 0xFF00_00FF, "the stroke's outer half")
            XCTAssertEqual(fb[80, 80], 0xFFFF_FFFF, "the spent path fills nothing green")

            view.mode = .stroke
            view.setNeedsDisplay()
            window.tick()
            fb = render(window)
            XCTAssertEqual(fb[40, 40], 0xFFFF_FFFF, "a stroke alone leaves the inside")
            XCTAssertEqual(fb[10, 40], 0xFF00_00FF)
        }
    }

    /// Core Graphics, `CGPathDrawingMode.eoFill`: "Render the area within the path using the
    /// even-odd rule": a square inside a square is a hole, where `.fill`'s non-zero rule
    /// fills it (both squares wind the same way).
    func testEvenOddModeLeavesTheInnerSquareOpen() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            let view = PathModeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.ring = true
            view.mode = .eoFill
            window.rootView.addSubview(view)
            window.tick()
            var fb = render(window)
            XCTAssertEqual(fb[40, 40], 0xFFFF_FFFF, "the inner square is a hole")
            XCTAssertEqual(fb[20, 20], 0xFFFF_0000)
            XCTAssertEqual(fb[10, 40], 0xFFFF_0000, "no stroke in a fill mode")

            view.mode = .fill
            view.setNeedsDisplay()
            window.tick()
            fb = render(window)
            XCTAssertEqual(fb[40, 40], 0xFFFF_0000, "the non-zero rule fills it")
        }
    }

    /// Core Graphics, `CGGradient(colorSpace:colorComponents:locations:count:)`: "The color
    /// components for each color ... in the color space's order ... plus an alpha", `count`
    /// colours at `locations`. A ring's gradient from a flat component list is the same as
    /// the one from colours, and too few components give no gradient.
    func testAGradientFromComponentsReadsFourPerColour() {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
        let locations: [CGFloat] = [0, 0.25]
        let gradient = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: locations, count: 2)
        XCTAssertEqual(gradient?.colors, [UIColor.red, UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)])
        XCTAssertEqual(gradient?.locations, [0, 0.25])
        XCTAssertNil(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 3),
            "three colours need twelve components")
    }

    /// UIKit, `UIGraphicsPushContext(_:)`: "Makes the specified graphics context the current
    /// context. ... You must balance calls to this function with matching calls to the
    /// `UIGraphicsPopContext()` function"; `UIGraphicsGetCurrentContext()`: "The current
    /// graphics context is nil by default ... If you are not using a UIView object to do
    /// your drawing, however, you must push a valid context onto the stack manually."
    func testAPushedContextTakesUIKitsDrawingUntilItIsPopped() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        let outer = CGContext(rect: CGRect(x: 0, y: 0, width: 50, height: 50))
        let inner = CGContext(rect: CGRect(x: 0, y: 0, width: 50, height: 50))
        UIGraphicsPushContext(outer)
        XCTAssertTrue(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsPushContext(inner)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        UIGraphicsPopContext()
        XCTAssertTrue(UIGraphicsGetCurrentContext() === outer, "the pop makes the one under current again")
        XCTAssertEqual(inner.commands.count, 1, "the path was filled into the pushed context")
        XCTAssertEqual(outer.commands.count, 0)
        UIGraphicsPopContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIGraphicsPopContext()
        XCTAssertNil(UIGraphicsGetCurrentContext(), "a pop with none pushed does nothing")
    }

    /// UIKit, `UIGraphicsBeginImageContextWithOptions`: the image context is current until it
    /// ends; a context pushed over it and popped gives it back, and the image still comes
    /// from it.
    func testAPushOverAnImageContextGivesItBack() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 1)
        let image = UIGraphicsGetCurrentContext()
        UIGraphicsPushContext(CGContext(rect: CGRect(x: 0, y: 0, width: 5, height: 5)))
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "a pushed context is no image context")
        UIGraphicsPopContext()
        XCTAssertTrue(UIGraphicsGetCurrentContext() === image)
        XCTAssertNotNil(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    /// UIKit, `UIColor.groupTableViewBackground` is deprecated ("Use
    /// systemGroupedBackground"), the colour behind grouped content: (242, 242, 247) in the
    /// light appearance, with white grouped content on it.
    func testGroupedBackgroundsAreUIKitsLightValues() {
        XCTAssertEqual(UIColor.groupTableViewBackground, UIColor.systemGroupedBackground)
        XCTAssertEqual(
            UIColor.systemGroupedBackground, UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        XCTAssertEqual(UIColor.secondarySystemGroupedBackground, UIColor.white)
    }

    /// UIKit, `UIResponder.inputView`: "The value of this read-only property is nil. A
    /// responder object that requires a custom view to gather input from the user should
    /// redeclare this property as read-write"; `UITextView.inputView`: "The default value of
    /// this property is nil." Text fields and text views keep the views they are given, as
    /// they keep `textContentType`; any responder subclass may redeclare the accessory.
    func testInputViewsAreReadOnlyOnRespondersAndKeptByTextInputs() {
        MainActor.assumeIsolated {
            let plain = UIView()
            XCTAssertNil(plain.inputView)
            XCTAssertNil(plain.inputAccessoryView)

            let field = UITextField()
            let keypad = UIView()
            XCTAssertNil(field.inputView)
            XCTAssertNil(field.textContentType)
            field.inputView = keypad
            field.textContentType = .oneTimeCode
            XCTAssertTrue(field.inputView === keypad)
            XCTAssertEqual(field.textContentType, .oneTimeCode)
            XCTAssertEqual(UITextContentType.emailAddress.rawValue, "email")

            let textView = UITextView()
            let bar = UIView()
            textView.inputAccessoryView = bar
            textView.textContentType = .username
            XCTAssertTrue(textView.inputAccessoryView === bar)
            XCTAssertEqual(textView.textContentType, .username)

            let holder = AccessoryHoldingView()
            holder.inputAccessoryView = bar
            XCTAssertTrue((holder as UIResponder).inputAccessoryView === bar, "the override is what UIKit reads")
        }
    }

    /// UIKit, `UITextView.selectedRange`: "The current selection range of the text view",
    /// an `NSRange` of UTF-16 units as `NSString` counts them, and `UITextInput`'s positions
    /// counted in characters. A caret put after an emoji (two UTF-16 units) by
    /// `selectedRange` is one character further by `selectedTextRange`.
    func testTheCaretReadsAsAnNSRangeAndAsPositions() {
        MainActor.assumeIsolated {
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            textView.text = "héllo 👋 world"
            textView.selectedRange = NSRange(location: 8, length: 0)
            XCTAssertEqual(textView.selectedTextRange?.start.offset, 7)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 8, length: 0))

            let start = textView.beginningOfDocument
            let third = textView.position(from: start, offset: 3)
            XCTAssertEqual(third?.offset, 3)
            XCTAssertNil(textView.position(from: start, offset: 40), "outside the text there is no position")
            textView.selectedTextRange = textView.textRange(from: third!, to: third!)
            XCTAssertEqual(textView.selectedRange.location, 3)
            XCTAssertEqual(textView.offset(from: start, to: textView.endOfDocument), 13)

            textView.selectedRange = NSRange(location: 500, length: 0)
            XCTAssertEqual(textView.selectedRange.location, ("héllo 👋 world" as NSString).length, "clamped to the end")
        }
    }

    /// UIKit, `UITextView.textDidChangeNotification`: "Notifies observers that the text in a
    /// text view changed. The affected view is stored in the object parameter of the
    /// notification"; the begin and end notifications likewise. A typed edit posts it; text
    /// set in code does not, as a text view's delegate hears only the user's edits.
    func testATextViewPostsItsEditingNotifications() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 200, height: 200), clock: VirtualClock())
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            let other = UITextView(frame: CGRect(x: 0, y: 100, width: 120, height: 60))
            window.rootView.addSubview(textView)
            window.rootView.addSubview(other)
            let heard = HeardNames()
            let names: [(Notification.Name, String)] = [
                (UITextView.textDidBeginEditingNotification, "begin"),
                (UITextView.textDidChangeNotification, "change"),
                (UITextView.textDidEndEditingNotification, "end"),
            ]
            let observers = names.map { name, label in
                NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) { _ in
                    heard.names.append(label)
                }
            }
            defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

            textView.text = "set in code"
            XCTAssertEqual(heard.names, [])
            textView.becomeFirstResponder()
            textView.insertText("!")
            textView.resignFirstResponder()
            other.becomeFirstResponder()
            other.insertText("?")
            XCTAssertEqual(heard.names, ["begin", "change", "end"], "only the observed view's, in order")
        }
    }

    /// UIKit, `UITextView.scrollRangeToVisible(_:)`: "Scrolls the text view until the text in
    /// the specified range is visible." The last line of a tall text comes into view; the
    /// caret stays where it was.
    func testScrollRangeToVisibleBringsTheLastLineIntoView() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 200, height: 200), clock: VirtualClock())
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            window.rootView.addSubview(textView)
            textView.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
            textView.selectedRange = NSRange(location: 0, length: 0)
            textView.layoutIfNeeded()
            XCTAssertEqual(textView.contentOffset.y, 0)
            XCTAssertGreaterThan(textView.contentSize.height, 60)

            let end = (textView.text as NSString).length
            textView.scrollRangeToVisible(NSRange(location: end - 2, length: 2))
            let bottom = textView.contentOffset.y + textView.bounds.height
            XCTAssertGreaterThan(textView.contentOffset.y, 0)
            XCTAssertGreaterThanOrEqual(bottom, textView.contentSize.height - textView.textContainerInset.bottom - 1)
            XCTAssertEqual(textView.selectedRange.location, 0, "the caret stays put")

            textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
            XCTAssertLessThanOrEqual(
                textView.contentOffset.y, textView.textContainerInset.top, "the first line scrolls back into view")
        }
    }
}
