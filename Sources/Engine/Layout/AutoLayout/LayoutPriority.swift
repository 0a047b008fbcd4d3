#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How strongly a constraint should hold (`UILayoutPriority`): 1 to 1000, where 1000 is
/// required and anything below may be broken, the lower first.
///
/// The solver weighs a broken constraint's error by `10^(priority / 100)`: a constraint
/// 100 points higher outweighs ten times the error of a lower one, so across UIKit's
/// named levels (50, 250, 750, 1000) the higher level wins any conflict a screen can show,
/// as Apple's rule says (higher priorities are satisfied before lower ones), while within
/// one level the errors are traded off by size.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value, 1 to 1000.
    public var rawValue: Float

    /// A priority from its value (clamped to 1...1000 when used).
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority from its value, as `UILayoutPriority(750)` is written.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the compression resistance of a view made in code.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the content hugging of a view made in code.
    public static let defaultLow = LayoutPriority(250)
    /// 50: how strongly `systemLayoutSizeFitting(_:)` pulls towards its target size.
    public static let fittingSizeLevel = LayoutPriority(50)
    /// 510: what a drag may override in UIKit's own controls.
    public static let dragThatCanResizeScene = LayoutPriority(510)

    /// Ordered by value: a lower priority gives way first.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// A priority raised by `amount` (`.defaultHigh + 1`).
    public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(priority.rawValue + amount)
    }

    /// A priority lowered by `amount` (`.required - 1`).
    public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(priority.rawValue - amount)
    }

    /// True for 1000 and above: the constraint is never broken by the solver.
    var isRequired: Bool { rawValue >= 1000 }

    /// The weight of the constraint's error in the solver's objective.
    var weight: Double { pow(10, Double(min(max(rawValue, 1), 999)) / 100) }
}
