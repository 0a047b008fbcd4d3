/// `UIBarStyle`: the look of a bar's default background. A bar tint colour, a background
/// image or an appearance, set on the bar, draws instead.
public enum BarStyle: Int, Hashable, Sendable {
    /// The bar's usual light background with dark content.
    case `default` = 0
    /// A black background with light content.
    case black = 1
}
