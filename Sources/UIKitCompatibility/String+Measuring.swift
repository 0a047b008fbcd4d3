// UIKit's string measuring (`NSString`'s drawing additions): how much room text needs,
// which toasts, banners and alerts ask before they size themselves. It measures with the
// same measurer labels use (the window's fonts), word-wrapping to the width it is given.
import Engine
import Foundation
import Geometry
import LayerTree

extension NSAttributedString.Key {
    /// `.font`: the `UIFont` of the text, read by `boundingRect(with:options:attributes:context:)`.
    public static let font = NSAttributedString.Key("NSFont")
    /// `.foregroundColor`: the `UIColor` of the text; kept, as measuring needs no colour.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// `NSStringDrawingOptions`: how `boundingRect(with:options:attributes:context:)` lays text out.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit's.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines wrapped to the given width (without it, one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading between lines; the measurer's line height already includes it.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph bounds instead of typographic ones; measured typographically here.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate a last line that does not fit; the measured size is the same here.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: kept for the signature; nothing is scaled down here, so
/// `actualScaleFactor` stays 1.
public final class NSStringDrawingContext {
    /// The smallest scale text may be shrunk to; kept.
    public var minimumScaleFactor: CGFloat = 0
    /// The scale the last measuring used: always 1 here.
    public private(set) var actualScaleFactor: CGFloat = 1
    /// A context with no shrinking.
    public init() {}
}

extension String {
    /// The rectangle the string needs (`boundingRect(with:options:attributes:context:)`), in
    /// the font of `attributes[.font]` (UIKit's default, the system font at 12 points,
    /// without one). With `.usesLineFragmentOrigin` it is broken into lines no wider than
    /// `size.width` as `attributes[.paragraphStyle]` says (by default at spaces and newlines,
    /// a word wider than that keeping a line of its own; a truncating style keeps each
    /// paragraph on one line), and its height is the lines' heights together with the
    /// style's `lineSpacing` between them; without, it is measured as one line. The width
    /// is the widest line's, with `attributes[.kern]` after each of its characters, as Core
    /// Text lines measure it. Measured with the newest window's fonts, or with the labels'
    /// estimate before there is a window.
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        let layout = StringLayout(
            self, attributes: attributes, width: size.width, wraps: options.contains(.usesLineFragmentOrigin))
        return CGRect(origin: .zero, size: layout.size)
    }
}
