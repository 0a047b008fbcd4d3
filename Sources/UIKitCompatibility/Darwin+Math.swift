// `Darwin.ceil(x)`: on Apple platforms `import UIKit` brings the Darwin module along, so UIKit
// code may qualify a C maths function with its module's name. Linux's C library is Glibc,
// and a module named `Darwin` here would make `#if canImport(Darwin)` true for every target
// built beside it (swift-argument-parser's among them), which would then reach for
// Darwin-only names. So `Darwin` is a namespace, not a module: the qualified call compiles,
// `import Darwin` does not (guard it with `#if canImport(Darwin)`), and `canImport` keeps
// its meaning.
import Foundation

/// The C maths functions that UIKit code most often qualifies by the Darwin module's name
/// (`Darwin.ceil(x)`), each the C library's own; call the others unqualified. A namespace,
/// not a module: `canImport(Darwin)` stays false on Linux.
public enum Darwin {
    /// `ceil`: the smallest whole number not below `x`.
    public static func ceil(_ x: Double) -> Double { Foundation.ceil(x) }
    /// `floor`: the largest whole number not above `x`.
    public static func floor(_ x: Double) -> Double { Foundation.floor(x) }
    /// `round`: the nearest whole number, halves away from zero.
    public static func round(_ x: Double) -> Double { Foundation.round(x) }
    /// `sqrt`: the square root of `x`.
    public static func sqrt(_ x: Double) -> Double { Foundation.sqrt(x) }
    /// `pow`: `x` to the power `y`.
    public static func pow(_ x: Double, _ y: Double) -> Double { Foundation.pow(x, y) }
}
