// `NSString`'s drawing additions, for UIKit code that measures or draws through an
// `NSString` (`NSString(string: text).boundingRect(...)`, `(text as NSString).draw(...)`):
// the same layout as a Swift string's.
import Foundation

extension NSString {
    /// `boundingRect(with:options:attributes:context:)`: as the string's (see `String`'s).
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// `size(withAttributes:)`: the size of the string on one line.
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    /// `draw(in:withAttributes:)`: wrapped to the rectangle's width, from its top.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }

    /// `draw(at:withAttributes:)`: on one line from `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    /// `draw(with:options:attributes:context:)`: wrapped with `.usesLineFragmentOrigin`.
    @preconcurrency @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        String(self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
