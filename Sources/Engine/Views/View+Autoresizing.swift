import Geometry

extension View {
    /// `UIView.AutoresizingMask`: which of a view's margins and sizes follow a change of its
    /// superview's bounds size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The option bits, as UIKit numbers them.
        public let rawValue: UInt
        /// A mask from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The distance from the superview's left edge changes.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width changes.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance from the superview's right edge changes.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance from the superview's top edge changes.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height changes.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance from the superview's bottom edge changes.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Moves and resizes every subview with an autoresizing mask for this view's change of
    /// bounds size from `oldSize`, as UIKit does when a view's bounds change, unless
    /// `autoresizesSubviews` is false.
    func resizeSubviews(withOldSize oldSize: Size) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for sub in subviews where !sub.autoresizingMask.isEmpty {
            sub.frame = View.autoresized(sub.frame, mask: sub.autoresizingMask, from: oldSize, to: newSize)
        }
    }

    /// `frame` moved and resized inside a superview whose size goes from `oldSize` to
    /// `newSize`: along each axis the difference goes to the flexible parts (leading margin,
    /// size, trailing margin) in proportion to their current lengths, evenly when those are
    /// all zero; with no flexible part the leading margin and the size stay. A size never
    /// goes below zero.
    nonisolated static func autoresized(_ frame: Rect, mask: AutoresizingMask, from oldSize: Size, to newSize: Size)
        -> Rect
    {
        let (x, width) = autoresizedAxis(
            lead: frame.minX, length: frame.width, container: oldSize.width, newContainer: newSize.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let (y, height) = autoresizedAxis(
            lead: frame.minY, length: frame.height, container: oldSize.height, newContainer: newSize.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        return Rect(x: x, y: y, width: width, height: height)
    }

    nonisolated private static func autoresizedAxis(
        lead: Double, length: Double, container: Double, newContainer: Double, flexible: (Bool, Bool, Bool)
    ) -> (Double, Double) {
        let delta = newContainer - container
        let trail = container - lead - length
        let parts = [(flexible.0, lead), (flexible.1, length), (flexible.2, trail)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty, delta != 0 else { return (lead, length) }
        let total = flexibleParts.map { max($0.1, 0) }.reduce(0, +)
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(part.1, 0) / total : delta / Double(flexibleParts.count)
        }
        let newLength = max(0, length + share(parts[1]))
        return (lead + share(parts[0]), newLength)
    }
}
