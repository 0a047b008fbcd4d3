// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Core Text's framesetter as UIKit code measures attributed text with it: make one from a
// string, ask it for the size a frame of some width needs. Core Text's own C names.
import Foundation

/// `CFRange`: a run of UTF-16 units, from `location`, `length` long. Core Text reads a
/// length of 0 as "to the end of the string", so `CFRange()` means the whole string.
public struct CFRange: Hashable, Sendable {
    /// The first unit.
    public var location: Int
    /// How many units; 0 for all from `location` on.
    public var length: Int

    /// The empty range at 0: the whole string, to Core Text.
    public init() {
        location = 0
        length = 0
    }

    /// The range of `length` units from `location`.
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
}

/// `CFRangeMake(_:_:)`: `CFRange(location:length:)`.
public func CFRangeMake(_ location: Int, _ length: Int) -> CFRange { CFRange(location: location, length: length) }

/// `CFDictionary` as Core Text's frame attributes take it; none change a measurement here.
public typealias CFDictionary = [AnyHashable: Any]

/// `CTFramesetter`: lays out an attributed string in frames. Here it measures the string
/// as `NSAttributedString.boundingRect(with:options:context:)` does, in the first run's font.
public final class CTFramesetter {
    /// The string the framesetter lays out.
    let string: NSAttributedString

    init(string: NSAttributedString) { self.string = string }
}

/// `CTFramesetterCreateWithAttributedString(_:)`: a framesetter for `string`.
public func CTFramesetterCreateWithAttributedString(_ string: NSAttributedString) -> CTFramesetter {
    CTFramesetter(string: NSAttributedString(attributedString: string))
}

/// `CTFramesetterSuggestFrameSizeWithConstraints`: the size a frame needs to hold
/// `stringRange` of the string broken into lines no wider than `constraints.width`, no
/// taller than `constraints.height` (Core Text never suggests more than the constraints
/// allow). `fitRange`, when given, receives the range measured: the whole of `stringRange`
/// (a height too small to hold every line is not cut to whole lines here).
@preconcurrency @MainActor
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: CFDictionary?, _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    let whole = framesetter.string.length
    let start = min(max(stringRange.location, 0), whole)
    let length = stringRange.length > 0 ? min(stringRange.length, whole - start) : whole - start
    let text = framesetter.string.attributedSubstring(from: NSRange(location: start, length: length))
    let size = text.boundingRect(with: constraints, options: .usesLineFragmentOrigin, context: nil).size
    fitRange?.pointee = CFRange(location: start, length: length)
    return CGSize(width: min(size.width, constraints.width), height: min(size.height, constraints.height))
}
