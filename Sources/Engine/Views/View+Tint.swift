import Geometry

extension View {
    /// Sets or clears (nil) the view's own tint.
    public func setTintColor(_ color: Color?) {
        _tintColor = color
        refreshTint()
    }

    /// The effective mode: the view's own, else the nearest ancestor's, else `.normal`.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var v: View? = self
            while let current = v {
                if current._tintAdjustmentMode != .automatic { return current._tintAdjustmentMode }
                v = current.superview
            }
            return .normal
        }
        set {
            _tintAdjustmentMode = newValue
            refreshTint()
        }
    }

    var undimmedTint: Color {
        var v: View? = self
        while let current = v {
            if let c = current._tintColor { return c }
            v = current.superview
        }
        return .systemBlue
    }

    /// Announces an effective-tint change to every view of the subtree whose tint moved.
    func refreshTint() {
        let tint = tintColor
        if tint != lastEffectiveTint {
            lastEffectiveTint = tint
            tintColorDidChange()
            onTintColorDidChange?(self)
            requestFrame()
        }
        for s in subviews { s.refreshTint() }
    }
}
