import LayerTree

/// The effect of a visual effect view placed in a blur view's `contentView`, whose own
/// content UIKit draws vibrant over that blur (`UIVibrancyEffect`).
///
/// It draws no backdrop of its own, as in UIKit, where the blur around it does that. The
/// vibrancy itself, content blended so that it takes colour from the blur behind it, is not
/// drawn: the content is drawn as it is, so labels and symbols keep their own colours.
public final class VibrancyEffect: VisualEffect, @unchecked Sendable {
    /// How strongly content is made vibrant (`UIVibrancyEffectStyle`), from label text to
    /// separators; kept, as the content is drawn as it is.
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        // UIKit's raw values, so a style stored as an integer keeps its meaning.
        case label = 0
        case secondaryLabel = 1
        case tertiaryLabel = 2
        case quaternaryLabel = 3
        case fill = 4
        case secondaryFill = 5
        case tertiaryFill = 6
        case separator = 7
    }

    /// The blur this effect's content is drawn over.
    public let blurEffect: BlurEffect
    /// The vibrancy style (`.label` for `init(blurEffect:)`).
    public let style: Style

    /// A vibrancy effect for content over `blurEffect` (`init(blurEffect:)`).
    public convenience init(blurEffect: BlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// A vibrancy effect of `style` for content over `blurEffect` (`init(blurEffect:style:)`).
    public init(blurEffect: BlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init(material: Material(blurRadius: 0))
    }
}
