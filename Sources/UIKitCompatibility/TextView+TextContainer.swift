/// `NSTextContainer`, as a text view's `textContainer`: the text view's own line padding,
/// read and set through it. There is no TextKit here, so the container is a view of the
/// text view's settings, not an object of its own a layout manager could share.
@preconcurrency @MainActor
public final class NSTextContainer {
    private unowned let textView: TextView

    fileprivate init(textView: TextView) { self.textView = textView }

    /// The space at both ends of each line (`lineFragmentPadding`), 5 points until set.
    public var lineFragmentPadding: Double {
        get { textView.lineFragmentPadding }
        set { textView.lineFragmentPadding = newValue }
    }
}

extension TextView {
    /// `textContainer`: where UIKit code sets the text's line padding
    /// (`textView.textContainer.lineFragmentPadding = 0`).
    public var textContainer: NSTextContainer { NSTextContainer(textView: self) }
}
