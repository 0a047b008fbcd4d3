/// The common root of the classes UIKit code puts side by side in one attribute dictionary
/// (a colour, a font, a paragraph style), standing where `NSObject` stands in UIKit.
///
/// Swift gives a dictionary literal with no declared type the nearest common superclass of
/// its values: `[.font: font, .foregroundColor: color]` is a dictionary of `NSObject` in
/// UIKit, and would be an error ("heterogeneous collection literal") if the classes shared
/// none. It holds nothing and does nothing else.
open class GraphicsObject: @unchecked Sendable {
    /// An object.
    public init() {}
}
