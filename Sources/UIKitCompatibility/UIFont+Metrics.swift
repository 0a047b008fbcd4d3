// A font's vertical metrics as UIKit reports them, read from the FreeType face the renderer
// draws the font with, and the letter-spacing attribute Core Text and UIKit honour.
import Engine
import Foundation
import LayerTree

extension NSAttributedString.Key {
    /// `.kern`: points added after each character (a number); Core Text's lines here are
    /// measured and drawn with it.
    public static let kern = NSAttributedString.Key("NSKern")
}

extension UIFont {
    /// The face's metrics at the font's size, from the key window's fonts (the estimate a
    /// label makes before there is a window).
    @MainActor private var faceMetrics: FontMetrics { CoreTextMeasure().metrics(self) }

    /// `ascender`: from the baseline up to the top of the font's line box, the face's own
    /// ascender scaled to the point size.
    @preconcurrency @MainActor
    public var ascender: CGFloat { faceMetrics.ascender }

    /// `descender`: from the baseline down to the bottom of the line box, negative as
    /// UIKit's is (below the baseline).
    @preconcurrency @MainActor
    public var descender: CGFloat { -faceMetrics.descent }

    /// `leading`: the space between lines beyond the line box, 0: labels and Core Text set
    /// lines here one `lineHeight` (ascender minus descender) apart.
    @preconcurrency @MainActor
    public var leading: CGFloat { 0 }

    /// `capHeight`: the height of the face's "H" above the baseline.
    @preconcurrency @MainActor
    public var capHeight: CGFloat { faceMetrics.capHeight }

    /// `xHeight`: the height of the face's "x" above the baseline.
    @preconcurrency @MainActor
    public var xHeight: CGFloat { faceMetrics.xHeight }
}
