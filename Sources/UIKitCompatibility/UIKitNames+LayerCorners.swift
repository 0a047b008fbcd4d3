import Engine

/// `CACornerMask`: which corners `cornerRadius` rounds (`maskedCorners`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Makes a mask from its bits, Core Animation's values.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left (in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// Top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// `CALayerCornerCurve`: the shape of rounded corners (`.circular`, `.continuous`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Makes a curve name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles, what the renderer draws.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's squircle-like corners; kept, drawn as circular here.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension ViewLayer {
    /// `maskedCorners`: kept and read back (all four by default, as in Core Animation).
    /// Stand-in: the renderer rounds every corner of a layer, so a sheet that rounds only its
    /// top corners shows its bottom ones rounded too (they are usually off screen).
    public var maskedCorners: CACornerMask {
        get {
            value(forKey: "maskedCorners") as? CACornerMask
                ?? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        }
        set { setValue(newValue, forKey: "maskedCorners") }
    }

    /// `cornerCurve`: kept and read back (`.circular` by default); corners are drawn circular.
    public var cornerCurve: CALayerCornerCurve {
        get { value(forKey: "cornerCurve") as? CALayerCornerCurve ?? .circular }
        set { setValue(newValue, forKey: "cornerCurve") }
    }
}
