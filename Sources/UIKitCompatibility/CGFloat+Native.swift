extension Double {
    /// `CGFloat.native`: the value as the platform's own floating-point type. `CGFloat` is
    /// `Double` here, so it is the value itself; code that unwraps a `CGFloat` this way
    /// compiles and reads the same number.
    public var native: Double { self }
}
