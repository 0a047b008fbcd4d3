import Foundation

// Core Text's frame sizing, as message and toast libraries call it to size a label for an
// attributed string: `CTFramesetterCreateWithAttributedString` and
// `CTFramesetterSuggestFrameSizeWithConstraints`. The size comes from the same text layout
// that labels use (`NSAttributedString.boundingRect(with:options:context:)`).

/// `CFRange`: a range of a Core Foundation string, in UTF-16 units; a `length` of 0 means
/// "to the end" where Core Text takes a string range.
public struct CFRange: Hashable, Sendable {
    /// The first unit of the range.
    public var location: Int
    /// How many units the range holds.
    public var length: Int

    /// The empty range at the start (`CFRange()`), which Core Text reads as the whole string.
    public init() { self.init(location: 0, length: 0) }

    /// A range of `length` units from `location`.
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
}

/// `CTFramesetter`: lays an attributed string out in frames; here it measures them.
public final class CTFramesetter {
    /// The string the framesetter was made with.
    public let attributedString: NSAttributedString

    init(attributedString: NSAttributedString) {
        self.attributedString = attributedString
    }
}

/// `CTFramesetterCreateWithAttributedString(_:)`: a framesetter for `string` (a copy: later
/// changes to a mutable string do not reach it, as Core Text keeps its own).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFramesetterCreateWithAttributedString(_ string: NSAttributedString) -> CTFramesetter {
    CTFramesetter(attributedString: NSAttributedString(attributedString: string))
}

/// `CTFramesetterSuggestFrameSizeWithConstraints(_:_:_:_:_:)`: the size of the frame that
/// `stringRange` of the framesetter's string needs within `constraints` (a dimension of
/// `CGFloat.greatestFiniteMagnitude` is unconstrained). The text wraps at the width; when
/// the height cannot hold all of it, the size and `fitRange` are those of the longest start
/// of the range that fits, so lines are added "until it runs out of text or space". A
/// range of length 0 runs to the end of the string. `frameAttributes` are not read: this
/// layout has no frame options (no progression or path shapes).
// swift-format-ignore: AlwaysUseLowerCamelCase
@preconcurrency @MainActor
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: NSDictionary?, _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    let string = framesetter.attributedString
    let start = min(max(stringRange.location, 0), string.length)
    let available = string.length - start
    let requested = stringRange.length > 0 ? min(stringRange.length, available) : available
    func size(ofLength length: Int) -> CGSize {
        let part = string.attributedSubstring(from: NSRange(location: start, length: length))
        return part.boundingRect(with: constraints, options: .usesLineFragmentOrigin, context: nil).size
    }
    var fitted = requested
    var result = size(ofLength: requested)
    if result.height > constraints.height {
        // The longest start of the range whose lines fit in the height: heights only grow
        // as text is added, so a binary search over the length finds it.
        var (low, high) = (0, requested)
        while low < high {
            let mid = (low + high + 1) / 2
            if size(ofLength: mid).height <= constraints.height { low = mid } else { high = mid - 1 }
        }
        fitted = low
        result = low > 0 ? size(ofLength: low) : .zero
    }
    fitRange?.pointee = CFRange(location: start, length: fitted)
    return result
}
