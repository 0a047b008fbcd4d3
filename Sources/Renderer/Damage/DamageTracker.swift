import Geometry
import LayerTree

/// Compares two layer trees and says which device pixels may differ between them.
///
/// Every visible node becomes a record keyed by its index path: a signature of everything
/// that decides its own pixels (its properties without sublayers, its device transform, and
/// the opacity and clip it inherits), and the device rectangle it can touch (shadow included,
/// clipped by `masksToBounds` ancestors). A node whose signature changed damages its old and
/// new rectangles; a node that appeared or vanished damages its one rectangle. Unchanged nodes
/// cost nothing, so a still screen has no damage.
package enum DamageTracker {
    /// One visible node of a tree.
    struct Record {
        var signature: Int
        var extent: PixelRect
    }

    /// The visible nodes of one tree drawn at one scale: what `damage(from:to:bounds:)`
    /// compares. A frame loop keeps the last frame's, so each tree is walked once.
    package struct Snapshot {
        let records: [String: Record]
        /// The visible materials, whose blur reaches beyond what changed below them.
        let materials: [MaterialRecord]

        /// Walks `tree` as drawn at `scale` device pixels per point.
        package init(of tree: Layer, scale: Double) {
            records = DamageTracker.records(of: tree, scale: scale)
            materials = DamageTracker.materials(of: tree, scale: scale)
        }
    }

    /// The damaged region between two trees drawn at `scale`, as at most `maxRects`
    /// rectangles inside `bounds` (overlapping ones merged).
    package static func damage(
        from old: Layer, to new: Layer, scale: Double, bounds: PixelRect,
        maxRects: Int = 8
    ) -> [PixelRect] {
        damage(
            from: Snapshot(of: old, scale: scale), to: Snapshot(of: new, scale: scale), bounds: bounds,
            maxRects: maxRects)
    }

    /// The damaged region between two snapshots taken at the same scale, as at most
    /// `maxRects` rectangles inside `bounds` (overlapping ones merged).
    package static func damage(
        from old: Snapshot, to new: Snapshot, bounds: PixelRect,
        maxRects: Int = 8
    ) -> [PixelRect] {
        let before = old.records
        let after = new.records
        var keyed: [(key: String, rect: PixelRect)] = []
        for (key, a) in before {
            if let b = after[key] {
                if a.signature != b.signature {
                    keyed.append((key, a.extent))
                    keyed.append((key, b.extent))
                }
            } else {
                keyed.append((key, a.extent))
            }
        }
        for (key, b) in after where before[key] == nil { keyed.append((key, b.extent)) }
        var rects = keyed.map(\.rect)
        // A rectangle that spans `bounds` (a full-window dimming view fading) is the whole
        // answer: every other one, clipped to `bounds`, touches it and would merge into it.
        // The backdrop's spread and the merge, which cost the debug build a tenth of a
        // millisecond a frame in such a fade, are skipped.
        if rects.contains(where: { $0.intersection(bounds) == bounds }), !bounds.isEmpty { return [bounds] }
        if !old.materials.isEmpty || !new.materials.isEmpty {
            rects += backdropDamage(keyed, materials: old.materials + new.materials)
        }
        return merge(rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }, maxRects: maxRects)
    }

    /// Every visible node of the tree, keyed by index path.
    static func records(of root: Layer, scale: Double) -> [String: Record] {
        var out: [String: Record] = [:]
        walk(root, key: "0", parent: AffineTransform(scaleX: scale, y: scale), context: 0, clip: nil, into: &out)
        return out
    }

    private static func walk(
        _ layer: Layer, key: String, parent: AffineTransform, context: Int, clip: Rect?,
        into out: inout [String: Record]
    ) {
        if layer.isHidden || layer.opacity <= 0 { return }
        if LayerExtent.isProjected(layer) {
            // Drawn as one flattened image: the whole subtree is one record, its damage the
            // projected quad's bounds.
            var h = Hasher()
            h.combine(layer)
            h.combine(parent)
            h.combine(context)
            if var extent = LayerExtent.projectedSubtree(layer, parent: parent) {
                if let clip { extent = extent.intersection(clip) }
                if !extent.isEmpty {
                    out[key] = Record(signature: h.finalize(), extent: PixelRect(covering: extent, within: .everything))
                }
            }
            return
        }
        let t = layer.transform.concatenating(parent)
        var own = layer
        own.sublayers = []
        var h = Hasher()
        h.combine(own)
        h.combine(t)
        h.combine(context)
        if var extent = LayerExtent.own(layer, t) {
            if let clip { extent = extent.intersection(clip) }
            if !extent.isEmpty {
                out[key] = Record(signature: h.finalize(), extent: PixelRect(covering: extent, within: .everything))
            }
        }
        // What children inherit: opacity and clip (through the whole chain), and group-ness.
        var c = Hasher()
        c.combine(context)
        c.combine(layer.opacity)
        c.combine(LayerExtent.needsGroup(layer))
        if let mask = layer.mask {
            c.combine(mask)
            c.combine(t)
        }
        var childClip = clip
        if layer.masksToBounds {
            c.combine(t)
            c.combine(layer.bounds)
            c.combine(layer.cornerRadius)
            let r = layer.bounds.applying(t).insetBy(dx: -1, dy: -1)
            childClip = childClip.map { $0.intersection(r) } ?? r
        }
        let childContext = c.finalize()
        for (i, child) in layer.sublayers.enumerated() {
            walk(child, key: key + "." + String(i), parent: t, context: childContext, clip: childClip, into: &out)
        }
    }

    /// Unions rectangles that overlap or touch until none do; past `maxRects`, the two whose
    /// union wastes the least area are merged.
    static func merge(_ input: [PixelRect], maxRects: Int) -> [PixelRect] {
        var rects = input
        var changed = true
        while changed {
            changed = false
            outer: for i in 0..<rects.count {
                for j in (i + 1)..<max(rects.count, i + 1) where touches(rects[i], rects[j]) {
                    rects[i] = rects[i].union(rects[j])
                    rects.remove(at: j)
                    changed = true
                    break outer
                }
            }
        }
        while rects.count > max(1, maxRects) {
            var best = (0, 1, Int.max)
            for i in 0..<rects.count {
                for j in (i + 1)..<rects.count {
                    let u = rects[i].union(rects[j])
                    let waste = u.area - rects[i].area - rects[j].area
                    if waste < best.2 { best = (i, j, waste) }
                }
            }
            rects[best.0] = rects[best.0].union(rects[best.1])
            rects.remove(at: best.1)
        }
        return rects
    }

    private static func touches(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.x <= b.maxX && b.x <= a.maxX && a.y <= b.maxY && b.y <= a.maxY
    }
}
