// `Darwin.ceil(x)`: on Apple platforms `import UIKit` brings the Darwin module along, so UIKit
// code may qualify a C maths function with its module's name. Linux's C library is Glibc,
// and a module named `Darwin` here would make `#if canImport(Darwin)` true for every target
// built beside it (swift-argument-parser's among them), which would then reach for
// Darwin-only names. So `Darwin` is a namespace, not a module: the qualified call compiles,
// `import Darwin` does not (guard it with `#if canImport(Darwin)`), and `canImport` keeps
// its meaning.
import Foundation

/// The C maths functions that UIKit code calls qualified by the Darwin module's name
/// (`Darwin.ceil(x)`), each the C library's own. A namespace, not a module: see
/// `canImport(Darwin)`, which stays false on Linux.
public enum Darwin {
    /// `ceil`: the smallest whole number not below `x`.
    public static func ceil(_ x: Double) -> Double { Foundation.ceil(x) }
    /// `floor`: the largest whole number not above `x`.
    public static func floor(_ x: Double) -> Double { Foundation.floor(x) }
    /// `round`: the nearest whole number, halves away from zero.
    public static func round(_ x: Double) -> Double { Foundation.round(x) }
    /// `trunc`: `x` with its fraction dropped, towards zero.
    public static func trunc(_ x: Double) -> Double { Foundation.trunc(x) }
    /// `fabs`: the magnitude of `x`.
    public static func fabs(_ x: Double) -> Double { Foundation.fabs(x) }
    /// `sqrt`: the square root of `x`.
    public static func sqrt(_ x: Double) -> Double { Foundation.sqrt(x) }
    /// `pow`: `x` to the power `y`.
    public static func pow(_ x: Double, _ y: Double) -> Double { Foundation.pow(x, y) }
    /// `exp`: e to the power `x`.
    public static func exp(_ x: Double) -> Double { Foundation.exp(x) }
    /// `log`: the natural logarithm of `x`.
    public static func log(_ x: Double) -> Double { Foundation.log(x) }
    /// `sin` of `x` radians.
    public static func sin(_ x: Double) -> Double { Foundation.sin(x) }
    /// `cos` of `x` radians.
    public static func cos(_ x: Double) -> Double { Foundation.cos(x) }
    /// `tan` of `x` radians.
    public static func tan(_ x: Double) -> Double { Foundation.tan(x) }
    /// `atan2`: the angle, in radians, of the point (`x`, `y`) from the positive x axis.
    public static func atan2(_ y: Double, _ x: Double) -> Double { Foundation.atan2(y, x) }
    /// `hypot`: the length of the hypotenuse of legs `x` and `y`.
    public static func hypot(_ x: Double, _ y: Double) -> Double { Foundation.hypot(x, y) }
    /// `fmin`: the smaller of `x` and `y`.
    public static func fmin(_ x: Double, _ y: Double) -> Double { Foundation.fmin(x, y) }
    /// `fmax`: the larger of `x` and `y`.
    public static func fmax(_ x: Double, _ y: Double) -> Double { Foundation.fmax(x, y) }
}
