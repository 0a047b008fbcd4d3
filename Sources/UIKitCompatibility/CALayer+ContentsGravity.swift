import Engine
import Geometry

/// Where a layer's `contents` image sits in its bounds, or how it is scaled to them
/// (`CALayerContentsGravity`): Core Animation's string constants.
///
/// The vertical names are Core Animation's, whose y axis points up: on iOS, where a plain
/// layer's contents are not flipped, `.top` puts the image against the bottom edge on screen
/// and `.bottom` against the top, and so here.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The constant's string, as Core Animation's (`"resizeAspect"`, ...).
    public let rawValue: String
    /// The constant named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, at its own size.
    public static let center = Self(rawValue: "center")
    /// Centred on the top edge, in Core Animation's upward y (the bottom edge on screen).
    public static let top = Self(rawValue: "top")
    /// Centred on the bottom edge, in Core Animation's upward y (the top edge on screen).
    public static let bottom = Self(rawValue: "bottom")
    /// Centred on the left edge.
    public static let left = Self(rawValue: "left")
    /// Centred on the right edge.
    public static let right = Self(rawValue: "right")
    /// In the top-left corner, in Core Animation's upward y (bottom-left on screen).
    public static let topLeft = Self(rawValue: "topLeft")
    /// In the top-right corner, in Core Animation's upward y (bottom-right on screen).
    public static let topRight = Self(rawValue: "topRight")
    /// In the bottom-left corner, in Core Animation's upward y (top-left on screen).
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// In the bottom-right corner, in Core Animation's upward y (top-right on screen).
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretched to fill the bounds, the default.
    public static let resize = Self(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio (the overflow is clipped only
    /// when the layer masks to its bounds).
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")

    /// The pairs of gravity and the content mode that draws it on screen.
    private static let modes: [(CALayerContentsGravity, ContentMode)] = [
        (.center, .center), (.top, .bottom), (.bottom, .top), (.left, .left), (.right, .right),
        (.topLeft, .bottomLeft), (.topRight, .bottomRight), (.bottomLeft, .topLeft), (.bottomRight, .topRight),
        (.resize, .scaleToFill), (.resizeAspect, .scaleAspectFit), (.resizeAspectFill, .scaleAspectFill),
    ]

    /// The content mode that places an image as this gravity does; nil for an unknown string.
    var contentMode: ContentMode? { Self.modes.first { $0.0 == self }?.1 }

    /// The gravity drawn as `mode`; `.resize` for `.redraw`, which draws stretched.
    init(_ mode: ContentMode) {
        self = Self.modes.first { $0.1 == mode }?.0 ?? .resize
    }
}

extension ViewLayer {
    /// How `contents` is placed in the bounds (`CALayer.contentsGravity`), `.resize` by default.
    /// A layer's image is drawn as its view's `contentMode` says, so the two are one setting
    /// here, as a view's content mode sets its layer's gravity in UIKit; an unknown string
    /// leaves it as it was.
    public var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(view.contentMode) }
        set {
            guard let mode = newValue.contentMode else { return }
            view.contentMode = mode
        }
    }
}
