import Engine

// UIKit's font name over the engine's `Font`, which the views hold in their class bodies so
// a subclass can override `font`; what only UIKit code asks of a font (a registered font's
// family, text styles, descriptors) is added here and in the `UIFont+…` files.

/// `UIFont`: the engine's `Font`, a point size, a weight on UIKit's scale and a name.
public typealias UIFont = Font

extension UIFont {
    /// The name of the font's family: a registered font's own (from its file), else the
    /// part of `fontName` before a `-` style suffix.
    public var familyName: String {
        if let registered = RegisteredFonts.shared.font(named: fontName) { return registered.familyName }
        return fontName.split(separator: "-", maxSplits: 1).first.map(String.init) ?? fontName
    }
}
