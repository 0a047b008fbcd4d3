/// A layer's own timing (`CAMediaTiming` on `CALayer`): how its time runs against its
/// parent's, the time its explicit animations and its sublayers' run on.
struct LayerTiming {
    var speed: Float = 1
    var timeOffset = 0.0
    var beginTime = 0.0

    /// True when the layer's time is its parent's.
    var isIdentity: Bool { speed == 1 && timeOffset == 0 && beginTime == 0 }

    /// The layer's time at its parent's time `t`.
    func localTime(atParentTime t: Double) -> Double {
        (t - beginTime) * Double(speed) + timeOffset
    }
}

extension ViewLayer {
    /// How fast the layer's time runs against its parent's (`speed`): 2 runs its animations
    /// (and its sublayers') twice as fast, 0 holds them where they are, 1 by default.
    ///
    /// The layer's time is `(parent's time - beginTime) * speed + timeOffset`, as in Core
    /// Animation; the parent is the layer it was added to, and for a view's layer the layer
    /// of its superview, so a view's timing reaches everything inside it (`window.layer.speed
    /// = 2` runs every animation twice as fast). It reaches the explicit animations added
    /// with `add(_:forKey:)` and a view's own animations (`UIView.animate`, property
    /// animators), which are layer animations in UIKit: `speed = 0` with `timeOffset` set
    /// holds or scrubs them too.
    public var speed: Float {
        get { timing.speed }
        set { setTiming { $0.speed = newValue } }
    }

    /// Seconds added to the layer's time (`timeOffset`): with `speed` 0, the moment its
    /// animations are held at.
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { setTiming { $0.timeOffset = newValue } }
    }

    /// The parent's time the layer's time counts from (`beginTime`), 0 by default.
    public var beginTime: Double {
        get { timing.beginTime }
        set { setTiming { $0.beginTime = newValue } }
    }

    /// `convertTime(_:from:)`: `t` in `layer`'s time (nil: the window's clock, as
    /// `CACurrentMediaTime()` reads it) as this layer's time.
    public func convertTime(_ t: Double, from layer: ViewLayer?) -> Double {
        localTime(atParentTime: layer?.clockTime(atLocalTime: t) ?? t, through: ancestry)
    }

    /// The layer's time now; nil away from a window.
    var layerTime: Double? {
        guard let now = hostView?.window?.clock.now else { return nil }
        return localTime(atParentTime: now, through: ancestry)
    }

    /// The layers whose timing this one's time passes through, outermost first.
    private var ancestry: [ViewLayer] {
        var chain: [ViewLayer] = []
        var layer: ViewLayer? = self
        while let l = layer {
            chain.insert(l, at: 0)
            layer = l.superlayer ?? (l.isOwnLayer ? nil : l.view.superview?.nearestBackingLayer)
        }
        return chain
    }

    private func localTime(atParentTime t: Double, through chain: [ViewLayer]) -> Double {
        chain.reduce(t) { time, layer in layer.timing.localTime(atParentTime: time) }
    }

    /// The clock time at which this layer's time is `t` (its speed not 0; else `t`).
    private func clockTime(atLocalTime t: Double) -> Double {
        ancestry.reversed().reduce(t) { time, layer in
            layer.timing.speed == 0
                ? time : (time - layer.timing.timeOffset) / Double(layer.timing.speed) + layer.timing.beginTime
        }
    }

    /// Changes the timing and redraws: the animations on the layer move to the new time.
    private func setTiming(_ change: (inout LayerTiming) -> Void) {
        change(&timing)
        startTicking()
        contentDidChange()
    }
}

extension View {
    /// The layer of this view or of its nearest superview that has one made (a view's layer
    /// is made on first use; one never made has the default timing).
    fileprivate var nearestBackingLayer: ViewLayer? {
        var view: View? = self
        while let v = view {
            if let layer = v.backingLayer { return layer }
            view = v.superview
        }
        return nil
    }

    /// The time the view's own animations run on at the clock's time `t`: `t` passed
    /// through the timing of the layers of the view and its superviews, outermost first.
    /// With every layer's default timing it is `t` itself (and nothing is allocated).
    func animationTime(atClockTime t: Double) -> Double {
        var timings: [LayerTiming] = []
        var view: View? = self
        while let v = view {
            if let timing = v.backingLayer?.timing, !timing.isIdentity { timings.append(timing) }
            view = v.superview
        }
        return timings.reversed().reduce(t) { time, timing in timing.localTime(atParentTime: time) }
    }
}
