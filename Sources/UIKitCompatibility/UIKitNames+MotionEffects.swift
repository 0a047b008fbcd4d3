// UIKit's motion effects: values a view takes from the device's tilt (parallax). A desktop
// window has no motion sensor, so the viewer offset here never leaves zero and no view moves
// by its effects; the effects themselves are real objects that map an offset to values, so
// code that builds, groups, attaches and inspects them runs unchanged.
import Engine

/// `UIMotionEffect`: maps the viewer's offset (each axis from -1 to 1) to values for key paths
/// of the view it is attached to. Subclasses override `keyPathsAndRelativeValues(forViewerOffset:)`.
@preconcurrency @MainActor
open class UIMotionEffect {
    /// An effect that maps every offset to nothing.
    public init() {}

    /// The values, by key path of the view, relative to the view's own, for `viewerOffset`;
    /// nil (the default) changes nothing.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        nil
    }
}

/// `UIInterpolatingMotionEffect`: one key path, interpolated linearly along one tilt axis from
/// `minimumRelativeValue` (offset -1) to `maximumRelativeValue` (offset 1).
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// `UIInterpolatingMotionEffect.EffectType`: the axis whose tilt drives the value.
    public enum EffectType: Int, Hashable, Sendable {
        /// Tilting the device left or right (the offset's `horizontal`).
        case tiltAlongHorizontalAxis
        /// Tilting the device towards or away from the viewer (the offset's `vertical`).
        case tiltAlongVerticalAxis
    }

    /// The view's key path the value is for, such as `"center.x"`.
    public let keyPath: String
    /// The axis that drives the value.
    public let type: EffectType
    /// The value at offset -1: a number (`Int`, `Double`, `Float`) or a `CGPoint`; any other
    /// value, or a kind different from `maximumRelativeValue`'s, makes the effect give nothing.
    open var minimumRelativeValue: Any?
    /// The value at offset 1, of the same kind as `minimumRelativeValue`.
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` along the axis `type`; set both relative values before use.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// `[keyPath: value]` with the value interpolated linearly between the two relative
    /// values at the axis's offset, clamped to -1...1; nil when the values are missing or
    /// not of one interpolatable kind.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let fraction = (min(max(offset, -1), 1) + 1) / 2
        guard let value = Self.interpolate(minimumRelativeValue, maximumRelativeValue, fraction) else { return nil }
        return [keyPath: value]
    }

    /// Linear interpolation between two values of one kind, in that kind; nil for anything else.
    private static func interpolate(_ from: Any?, _ to: Any?, _ fraction: Double) -> Any? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        switch (from, to) {
        case (let a as Int, let b as Int): return mix(Double(a), Double(b))
        case (let a as Double, let b as Double): return mix(a, b)
        case (let a as Float, let b as Float): return Float(mix(Double(a), Double(b)))
        case (let a as CGPoint, let b as CGPoint): return CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))
        default: return nil
        }
    }
}

/// `UIMotionEffectGroup`: several effects applied together; their values are merged, a later
/// effect's value winning for a key path two effects share.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects, applied in order.
    open var motionEffects: [UIMotionEffect]?

    /// The merged values of `motionEffects` for `viewerOffset`; nil when none gives any.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            guard let values = effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) else { continue }
            merged.merge(values) { _, later in later }
        }
        return merged.isEmpty ? nil : merged
    }
}

extension View {
    /// The key the view's effects are attached under: the address of `UIMotionEffect`'s class
    /// object, which is fixed for the process and belongs to nothing else.
    private static var motionEffectsKey: UnsafeRawPointer {
        unsafeBitCast(UIMotionEffect.self as AnyClass, to: UnsafeRawPointer.self)
    }

    /// The motion effects attached to the view, in the order they were added. They are kept
    /// and can be inspected, but move nothing: this platform has no tilt to feed them.
    public var motionEffects: [UIMotionEffect] {
        get { objc_getAssociatedObject(self, Self.motionEffectsKey) as? [UIMotionEffect] ?? [] }
        set {
            objc_setAssociatedObject(
                self, Self.motionEffectsKey, newValue.isEmpty ? nil : newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// Attaches `effect` (`addMotionEffect(_:)`); adding one already attached changes nothing.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    /// Detaches `effect` (`removeMotionEffect(_:)`); one not attached is ignored.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }
}
