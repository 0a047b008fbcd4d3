import Engine

extension Gradient {
    /// A gradient of `count` colours given as a flat list of components
    /// (`CGGradient(colorSpace:colorComponents:locations:count:)`): red, green, blue and
    /// alpha of each colour in turn, as device RGB holds them, each colour at its location
    /// (nil spreads them evenly). Nil for no colours, or fewer components or locations than
    /// `count` colours need, where Core Graphics would read past the caller's arrays.
    public init?(colorSpace: ColorSpace, colorComponents components: [Double], locations: [Double]?, count: Int) {
        guard count > 0, components.count >= 4 * count else { return nil }
        if let locations, locations.count < count { return nil }
        let colors = (0..<count).map { i in
            Color(
                red: components[4 * i], green: components[4 * i + 1], blue: components[4 * i + 2],
                alpha: components[4 * i + 3])
        }
        self.init(colorsSpace: colorSpace, colors: colors, locations: locations.map { Array($0.prefix(count)) })
    }
}
