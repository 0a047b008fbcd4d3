import Engine
import Foundation
import Geometry

// Core Animation's text layer under its own names, with the values its `string` and `font`
// take in UIKit code: an attributed string, a Core Graphics font, a Core Text font.

/// `CATextLayer` (`TextLayer`): a layer that draws a string.
public typealias CATextLayer = TextLayer
/// `CATextLayerAlignmentMode`: `.natural`, `.left`, `.right`, `.center`, `.justified`.
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode
/// `CATextLayerTruncationMode`: `.none`, `.start`, `.end`, `.middle`.
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode
/// `CTFont`: Core Text's font, toll-free bridged with `UIFont` on Apple platforms; here the
/// same font type.
public typealias CTFont = Font

extension NSAttributedString: TextLayerString {
    /// The characters.
    package var textLayerCharacters: String { string }
    /// The first character's `.foregroundColor`, if set.
    package var textLayerColor: Color? {
        guard length > 0 else { return nil }
        return attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color
    }
    /// The first character's `.font`, if set.
    package var textLayerFont: Font? {
        guard length > 0 else { return nil }
        return attribute(.font, at: 0, effectiveRange: nil) as? Font
    }
}

extension CGFont: TextLayerFontName {
    /// The PostScript name, or the name the font was asked for by.
    package var textLayerFontName: String { postScriptName ?? "" }
}
