/// `CAAnimationGroup`: animations run together on one layer, started with the group and cut
/// off at the group's active duration.
///
/// Added to a layer, each child (a `BasicAnimation`, spring or keyframe animation) starts
/// with the group, keeps its own timing, and is clipped to the group's duration; the
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

    override func copy() -> BasicAnimation {
        let c = copyingValues(into: LayerAnimationGroup())
        c.animations = animations
        return c
    }

    /// Copies of the children as the layer runs them: clipped to `limit` seconds of the
    /// layer's time (the group's active duration), with the group's fill and removal.
    func flattenedChildren(limit: Double) -> [BasicAnimation] {
        var result: [BasicAnimation] = []
        for case let child as BasicAnimation in animations ?? [] {
            if let group = child as? LayerAnimationGroup {
                let inner = min(limit, group.activeDuration)
                result += group.flattenedChildren(limit: inner).map { clipped($0, to: limit) }
                continue
            }
            result.append(clipped(child.copy(), to: limit))
        }
        return result
    }

    /// `animation`, cut off after `limit` seconds of the layer's time, with the group's fill.
    private func clipped(_ animation: BasicAnimation, to limit: Double) -> BasicAnimation {
        if animation.activeDuration > limit {
            animation.repeatDuration = limit * Double(max(animation.speed, 1e-6))
        }
        animation.fillMode = fillMode
        animation.isRemovedOnCompletion = isRemovedOnCompletion
        animation.delegate = nil
        return animation
    }
}
