import Geometry
import LayerTree

/// The view properties that animate (UIKit's animatable set): everything else changes at once.
///
/// Values travel as flat component vectors so one animation type interpolates them all;
/// `frame` animates through `center` and `bounds`, as in UIKit; `material` is a visual
/// effect view's blur (its `effect`); `depthTransform` is how far a `layer.transform` with
/// depth has blended from the matrix before an animated change to the one after it (0 to 1),
/// since two such matrices blend by their parts, not component by component.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable {
    case center, bounds, transform, alpha, backgroundColor, cornerRadius, shadowOpacity, material, depthTransform
}

/// Conversions between property values and the component vectors animations interpolate.
enum AnimatableVector {
    static func from(_ p: Point) -> [Double] { [p.x, p.y] }
    static func from(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height] }
    static func from(_ t: AffineTransform) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }
    static func from(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }
    static func from(_ m: Material) -> [Double] { [m.blurRadius, m.saturation] + from(m.tint) }

    static func point(_ v: [Double]) -> Point { Point(x: v[0], y: v[1]) }
    static func rect(_ v: [Double]) -> Rect { Rect(x: v[0], y: v[1], width: v[2], height: v[3]) }
    static func transform(_ v: [Double]) -> AffineTransform {
        AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
    static func material(_ v: [Double]) -> Material {
        Material(blurRadius: max(0, v[0]), saturation: max(0, v[1]), tint: color(Array(v[2...])))
    }
    static func color(_ v: [Double]) -> Color {
        func clamp(_ x: Double) -> Double { min(max(x, 0), 1) }
        return Color(red: clamp(v[0]), green: clamp(v[1]), blue: clamp(v[2]), alpha: clamp(v[3]))
    }
}
