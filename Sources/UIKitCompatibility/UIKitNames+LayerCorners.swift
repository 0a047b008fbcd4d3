import Engine

/// `CALayerCornerCurve`: the shape of rounded corners (`.circular`, `.continuous`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a curve name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles, what the renderer draws.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's squircle-like corners; kept, drawn as circular here.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension ViewLayer {
    /// `cornerCurve`: kept and read back (`.circular` by default); corners are drawn circular.
    public var cornerCurve: CALayerCornerCurve {
        get { value(forKey: "cornerCurve") as? CALayerCornerCurve ?? .circular }
        set { setValue(newValue, forKey: "cornerCurve") }
    }
}
