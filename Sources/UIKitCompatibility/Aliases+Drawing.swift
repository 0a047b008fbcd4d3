import Engine
import Geometry
import LayerTree

// Core Graphics' and UIKit's drawing names: `draw(_:)` overrides that fill and stroke
// `UIBezierPath`s, set `UIColor`s and draw `CGGradient`s port as written.

/// `CGGradient` (`Gradient`).
public typealias CGGradient = Gradient
/// `CGColorSpace` (`ColorSpace`): every colour is device RGB here.
public typealias CGColorSpace = ColorSpace
/// `CGGradientDrawingOptions` (`GradientDrawingOptions`).
public typealias CGGradientDrawingOptions = GradientDrawingOptions
/// `CAGradientLayer` (`GradientLayer`).
public typealias CAGradientLayer = GradientLayer
/// `CAGradientLayerType`: `.axial`, `.radial`.
public typealias CAGradientLayerType = GradientLayer.GradientType

/// `CFArray` as Core Graphics code passes a gradient's colours: the array of colours itself,
/// so `[a.cgColor, b.cgColor] as CFArray` compiles unchanged (Foundation on Linux has no
/// `CFArray` to bridge to).
public typealias CFArray = [Color]

/// `CGColorSpaceCreateDeviceRGB()`: the only colour space there is here.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { ColorSpace() }

/// `UIGraphicsGetCurrentContext()`: the context `draw(_:)` or `draw(in:)` is drawing into;
/// nil outside one, as in UIKit.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetCurrentContext() -> CGContext? { currentDrawingContext() }

extension FillRule {
    /// `CGPathFillRule.winding`: the non-zero rule.
    public static var winding: FillRule { .nonZero }
}

/// `CGBlendMode` (`DrawingBlendMode`): every Core Graphics mode, with its raw value, blends
/// what a view's `draw(_:)` or an image renderer draws with what the same drawing holds.
public typealias CGBlendMode = DrawingBlendMode

/// `CGColor` (`Color`): a layer's colours are the colours themselves here, so the type
/// `cgColor` returns is the colour type, and a `CGColor` in a signature is a `UIColor`.
public typealias CGColor = Color
