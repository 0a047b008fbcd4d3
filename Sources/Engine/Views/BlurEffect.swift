import Geometry
import LayerTree

/// An effect a `VisualEffectView` draws (`UIVisualEffect`): a value that says how the
/// content behind the view is drawn through it. Effects are immutable; set a new one to
/// change or animate what is drawn.
open class VisualEffect: @unchecked Sendable, Equatable {
    /// The backdrop material the effect draws.
    public let material: Material

    /// An effect drawing `material`.
    public init(material: Material) {
        self.material = material
    }

    /// An effect that draws nothing (`UIVisualEffect()`): a blur of radius zero, so
    /// animating a view's blur to it fades the blur out while the view keeps an effect.
    public init() {
        self.material = Material(blurRadius: 0)
    }

    /// Two effects are equal when they draw the same material.
    public static func == (a: VisualEffect, b: VisualEffect) -> Bool { a.material == b.material }
}

/// A blur of what lies behind the view, saturated and tinted as one of the system's
/// materials (`UIBlurEffect`).
public final class BlurEffect: VisualEffect, @unchecked Sendable {
    /// UIKit's blur styles (`UIBlurEffect.Style`). The `system...` ones adapt to light and
    /// dark appearance in UIKit; the playground has one appearance, light, so they draw as
    /// their `...Light` forms.
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        // UIKit's raw values, so a style stored as an integer keeps its meaning.
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    public let style: Style

    /// A blur effect of `style` (`UIBlurEffect(style:)`).
    public init(style: Style) {
        self.style = style
        super.init(material: style.material)
    }
}

extension BlurEffect.Style {
    /// The material the style draws.
    ///
    /// Where the values come from: Apple publishes no radius, saturation or tint for its
    /// materials. Its documentation (`UIBlurEffect.Style`, the Human Interface Guidelines'
    /// "Materials") gives their order, "ultra-thin", "thin", "normal thickness",
    /// "thicker than normal" and "the system chrome", each "always light" or "always dark"
    /// in its fixed forms, and says a thicker material is more opaque and lets less of the
    /// background through. The values below keep that order: the tint's opacity grows
    /// from ultra-thin to thick and the blur with it; the saturation boost (1.8) is the one
    /// WebKit's backdrop-filter examples of the iOS look pair with a blur, and the tints are
    /// white (light) or near-black (dark) as the system backgrounds are. They are the
    /// playground's reading, not Apple's numbers.
    public var material: Material {
        let (blurRadius, white, alpha): (Double, Double, Double) =
            switch self {
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight: (20, 1, 0.25)
            case .systemThinMaterial, .systemThinMaterialLight: (22, 1, 0.45)
            case .systemMaterial, .systemMaterialLight, .regular, .light: (25, 1, 0.6)
            case .systemThickMaterial, .systemThickMaterialLight, .extraLight, .prominent: (30, 1, 0.8)
            case .systemChromeMaterial, .systemChromeMaterialLight: (30, 0.97, 0.75)
            case .systemUltraThinMaterialDark: (20, 0.1, 0.35)
            case .systemThinMaterialDark: (22, 0.1, 0.5)
            case .systemMaterialDark, .dark: (25, 0.1, 0.65)
            case .systemThickMaterialDark: (30, 0.1, 0.8)
            case .systemChromeMaterialDark: (30, 0.11, 0.75)
            }
        return Material(blurRadius: blurRadius, saturation: 1.8, tint: Color(white: white, alpha: alpha))
    }
}
