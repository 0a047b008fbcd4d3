import Geometry

/// The region text is laid out in (`NSTextContainer`): a size, the padding at both ends of
/// each line, and limits on its lines. A text view owns one and wraps its text in it; a
/// layout manager (TextKit, in UIKitCompatibility) lays text out in one it is given.
///
/// It lives in the engine, not beside the layout manager, so `TextView` can take one in its
/// designated initializer (`init(frame:textContainer:)`), which UIKit subclasses override.
@preconcurrency @MainActor
open class TextContainer {
    /// The size of the container's bounding rectangle (`size`); a width or height of 0 or
    /// less means no limit in that direction. UIKit's default, without `init(size:)`, is
    /// 10,000,000 points each way.
    open var size: Size { didSet { containerDidChange() } }
    /// The space at both ends of each line (`lineFragmentPadding`): 5 points, UIKit's default.
    /// The text wraps to the width less twice this.
    open var lineFragmentPadding = 5.0 { didSet { containerDidChange() } }
    /// The most lines the container holds (`maximumNumberOfLines`); 0, the default, as many
    /// as fit its height.
    open var maximumNumberOfLines = 0 { didSet { containerDidChange() } }
    /// How the last line breaks when the text does not fit (`lineBreakMode`):
    /// `.byWordWrapping` by default; `.byTruncatingTail` ends a cut last line in "…".
    open var lineBreakMode: LineBreakMode = .byWordWrapping { didSet { containerDidChange() } }
    /// Whether the width follows the text view's (`widthTracksTextView`): kept; a text view's
    /// own container always takes its width.
    open var widthTracksTextView = false
    /// Whether the height follows the text view's (`heightTracksTextView`): kept.
    open var heightTracksTextView = false
    /// The text view whose text is laid out here, if any (`textView`).
    public internal(set) weak var textView: TextView?
    /// The layout manager that lays text out here (typed in UIKitCompatibility), weak as in
    /// UIKit: the layout manager owns its containers.
    package weak var layoutManagerObject: AnyObject?
    /// The container's exclusion paths (`UIBezierPath`, typed in UIKitCompatibility's
    /// `exclusionPaths`), kept here so a change lays the text out again.
    package var exclusionPathObjects: [AnyObject] = [] { didSet { containerDidChange() } }
    /// The bounding boxes of the exclusion paths, in container coordinates: what a text
    /// view's own lines flow around. Set with `exclusionPathObjects` (before it, so the
    /// relayout its change asks for sees them).
    package var exclusionBounds: [Rect] = []
    /// Called whenever a property that changes the layout changes.
    package var onChange: (() -> Void)?

    /// A container of `size` (`init(size:)`).
    public init(size: Size) {
        self.size = size
    }

    /// A container of UIKit's default size, 10,000,000 points each way (`init()`).
    public convenience init() {
        self.init(size: Size(width: 10_000_000, height: 10_000_000))
    }

    private func containerDidChange() {
        textView?.contentDidChange()
        onChange?()
    }
}
