/// Where a popover's arrow points (`UIPopoverArrowDirection`): `.up` points up at a source
/// above the popover, and so on.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The directions' bits.
    public let rawValue: UInt
    /// Directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Pointing up: the popover sits below its source.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// Pointing down: the popover sits above its source.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// Pointing left: the popover sits to the right of its source.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// Pointing right: the popover sits to the left of its source.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four (the default of `permittedArrowDirections`).
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet: the popover has not been laid out.
    public static let unknown: PopoverArrowDirection = []
}
