// UIColor's component readers and its hue-saturation-brightness initializer, which colour
// helpers in UIKit code (hex strings, darker/lighter variants, contrast checks) are built on.

extension Color {
    /// `UIColor(hue:saturation:brightness:alpha:)`: a colour from HSB components in 0...1.
    /// The hue wraps (1 is red again, as 0 is); saturation and brightness are clamped to 0...1.
    public convenience init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// `getRed(_:green:blue:alpha:)`: writes the straight components to the pointers given
    /// (nil ones are skipped) and returns true: every colour here is RGB, so it always converts.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<Double>?, green: UnsafeMutablePointer<Double>?,
        blue: UnsafeMutablePointer<Double>?, alpha: UnsafeMutablePointer<Double>?
    ) -> Bool {
        let c = rgba
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// `getWhite(_:alpha:)`: the grey level and alpha; always true, since every colour here
    /// converts. A grey gives its own level; another colour its Rec. 709 luminance of the
    /// straight components (this project's conversion: Core Graphics' own is not published).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<Double>?, alpha: UnsafeMutablePointer<Double>?)
        -> Bool
    {
        let c = rgba
        let isGrey = c.red == c.green && c.green == c.blue
        white?.pointee = isGrey ? c.red : 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// `getHue(_:saturation:brightness:alpha:)`: the HSB components in 0...1 (hue 0 for a
    /// grey), the inverse of `init(hue:saturation:brightness:alpha:)`; always true.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<Double>?, saturation: UnsafeMutablePointer<Double>?,
        brightness: UnsafeMutablePointer<Double>?, alpha: UnsafeMutablePointer<Double>?
    ) -> Bool {
        let (r, g, b, a) = rgba
        let maximum = max(r, g, b)
        let chroma = maximum - min(r, g, b)
        var h = 0.0
        if chroma > 0 {
            if maximum == r {
                h = (g - b) / chroma
                if h < 0 { h += 6 }
            } else if maximum == g {
                h = (b - r) / chroma + 2
            } else {
                h = (r - g) / chroma + 4
            }
        }
        hue?.pointee = h / 6
        saturation?.pointee = maximum > 0 ? chroma / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = a
        return true
    }

    /// `isEqual(_:)`: true for a colour with the same components, as UIKit compares RGB
    /// colours, and false for anything that is not a colour.
    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Color else { return false }
        return self == other
    }
}

// `cgColor` is the colour itself here, so Core Graphics' readers of a `CGColor` are the
// colour's too.
extension Color {
    /// `CGColor.components`: red, green, blue and alpha, as for a colour in an RGB space
    /// (never nil: every colour here is RGB).
    public var components: [Double]? {
        let c = rgba
        return [c.red, c.green, c.blue, c.alpha]
    }

    /// `CGColor.numberOfComponents`: 4, the colour components and alpha.
    public var numberOfComponents: Int { 4 }
}
