import Geometry
import LayerTree

extension DamageTracker {
    /// A visible material: where it draws, and how far its blur reads beyond a pixel.
    struct MaterialRecord {
        var path: [Int]
        var extent: PixelRect
        var reach: Int
    }

    /// Every visible material of the tree, in painting order.
    static func materials(of root: Layer, scale: Double) -> [MaterialRecord] {
        var out: [MaterialRecord] = []
        func walk(_ layer: Layer, _ path: [Int], _ parent: AffineTransform, _ clip: Rect?) {
            if layer.isHidden || layer.opacity <= 0 { return }
            let t = layer.transform.concatenating(parent)
            if let m = layer.material, m.isVisible {
                var r = layer.bounds.applying(t).insetBy(dx: -1, dy: -1)
                if let clip { r = r.intersection(clip) }
                let extent = PixelRect(covering: r, within: .everything)
                if !extent.isEmpty {
                    let plan = BackdropBlurPlan(sigma: LayerExtent.materialSigma(m, t), pixels: extent.area)
                    out.append(MaterialRecord(path: path, extent: extent, reach: plan.reach + plan.factor))
                }
            }
            var childClip = clip
            if layer.masksToBounds {
                let r = layer.bounds.applying(t).insetBy(dx: -1, dy: -1)
                childClip = childClip.map { $0.intersection(r) } ?? r
            }
            for (i, child) in layer.sublayers.enumerated() { walk(child, path + [i], t, childClip) }
        }
        walk(root, [], AffineTransform(scaleX: scale, y: scale), nil)
        return out
    }

    /// The damage a change below a material spreads through its blur: each damaged
    /// rectangle of a node painted before the material, grown by the blur's reach, where it
    /// meets the material (the blur there now mixes in the changed pixels).
    static func backdropDamage(_ keyed: [(key: String, rect: PixelRect)], materials: [MaterialRecord]) -> [PixelRect] {
        var out: [PixelRect] = []
        for (key, rect) in keyed {
            // Keys are "0.i.j...": the root, then sublayer indices.
            let path = key.split(separator: ".").dropFirst().compactMap { Int($0) }
            for m in materials where paintsBefore(path, m.path) {
                let grown = PixelRect(
                    x: rect.x - m.reach, y: rect.y - m.reach, width: rect.width + 2 * m.reach,
                    height: rect.height + 2 * m.reach)
                let hit = grown.intersection(m.extent)
                if !hit.isEmpty { out.append(hit) }
            }
        }
        return out
    }

    /// True when the node at `a` is painted before the node at `b`: an ancestor of it, or
    /// in an earlier sibling subtree at the first index where the paths part.
    static func paintsBefore(_ a: [Int], _ b: [Int]) -> Bool {
        for (x, y) in zip(a, b) where x != y { return x < y }
        return a.count < b.count
    }
}
