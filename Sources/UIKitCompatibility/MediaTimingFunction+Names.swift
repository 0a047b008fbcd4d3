import Engine
import Geometry

extension MediaTimingFunction.Name {
    /// The name's string (`CAMediaTimingFunctionName.rawValue`), as Core Animation spells its
    /// constants: "linear", "easeIn", "easeOut", "easeInEaseOut", "default".
    public var rawValue: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInEaseOut: "easeInEaseOut"
        case .default: "default"
        }
    }

    /// The name spelled `rawValue` (`CAMediaTimingFunctionName(rawValue:)`), which UIKit
    /// declares non-failable. Core Animation knows only its five curves, so a string that is
    /// none of them gives `.default`, the curve Core Animation uses when none is named.
    public init(rawValue: String) {
        switch rawValue {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInEaseOut": self = .easeInEaseOut
        default: self = .default
        }
    }
}

extension MediaTimingFunction {
    /// `getControlPoint(at:values:)`: writes the x and y of control point `idx` into
    /// `ptr[0]` and `ptr[1]`. Point 0 is (0, 0) and point 3 is (1, 1), the curve's fixed
    /// ends; 1 and 2 are the two control points it was made with. An index above 3 writes
    /// nothing, where Core Animation raises.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (bezier.x1, bezier.y1)
        case 2: point = (bezier.x2, bezier.y2)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }
}
