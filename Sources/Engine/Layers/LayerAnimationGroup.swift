/// `CAAnimationGroup`: animations run together on one layer, started with the group and cut
/// off at the group's active duration.
///
/// Added to a layer, each child (a `BasicAnimation`, spring or keyframe animation) starts
/// its `beginTime` after the group does, keeps its own timing, and is clipped to the
/// group's duration; the
/// group's `fillMode` and `isRemovedOnCompletion` apply to every child, and the group's
/// `delegate` hears one start and one stop for the whole group. Groups inside groups are
/// flattened the same way.
@preconcurrency @MainActor
open class LayerAnimationGroup: BasicAnimation {
    /// The animations to run together; children that are not `BasicAnimation`s animate nothing.
    public var animations: [LayerAnimation]?

    /// An empty group (`CAAnimationGroup()`).
    public init() {
        super.init(keyPath: nil)
    }

    /// A copy of the same class, its own settings included (see `LayerAnimation.copy()`).
    open override func copy() -> BasicAnimation {
        let c = copyingValues(into: LayerAnimationGroup())
        c.animations = animations
        return c
    }

    /// Copies of the children as the layer runs them: clipped to `limit` seconds of the
    /// layer's time (the group's active duration), with the group's fill and removal.
    func flattenedChildren(limit: Double) -> [BasicAnimation] {
        var result: [BasicAnimation] = []
        // A child's begin time is an offset from the group's start: it keeps it, relative to
        // the outermost group, and has that much less of the group's time to run in.
        for case let child as BasicAnimation in animations ?? [] {
            if let group = child as? LayerAnimationGroup {
                let inner = min(max(0, limit - group.beginTime), group.activeDuration)
                for grandchild in group.flattenedChildren(limit: inner) {
                    grandchild.beginTime += group.beginTime
                    result.append(clipped(grandchild, to: limit - grandchild.beginTime))
                }
                continue
            }
            result.append(clipped(child.copy(), to: limit - child.beginTime))
        }
        return result
    }

    /// `animation`, cut off after `limit` seconds of the layer's time, with the group's fill.
    private func clipped(_ animation: BasicAnimation, to limit: Double) -> BasicAnimation {
        if animation.activeDuration > limit {
            // A child with no room left runs for an instant (0 would mean "not set").
            animation.repeatDuration = max(limit, 1e-9) * Double(max(animation.speed, 1e-6))
        }
        animation.fillMode = fillMode
        animation.isRemovedOnCompletion = isRemovedOnCompletion
        animation.delegate = nil
        return animation
    }
}
