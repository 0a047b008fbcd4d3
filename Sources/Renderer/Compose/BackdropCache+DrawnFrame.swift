import Geometry
import LayerTree

/// The frame the renderer drew last, still whole in its framebuffer: the tree it drew and
/// that tree's damage records.
///
/// A material that appears over a still page (an effect animated in from nil, a bar or a
/// sheet shown) needs its backdrop, the page below it drawn again, on the very frame the
/// blur first shows. Where nothing the last frame painted at or after the material's place
/// in the tree reached, the framebuffer already holds exactly that page: the same tree
/// drawn at the same scale over the same background, and a damaged frame equals a full
/// one byte for byte. Those rows are read from it instead of drawn.
struct DrawnFrame {
    /// The tree the framebuffer holds.
    var tree: Layer
    /// `tree`'s damage records: where each of its nodes could draw.
    var snapshot: DamageTracker.Snapshot
    /// The pixels `tree` was drawn into, untouched since.
    var framebuffer: Framebuffer

    /// For each strip of `stripRows` rows of `region`, whether the framebuffer holds `below`
    /// (the backdrop of the material at `path`) there exactly; nil when it holds it nowhere.
    ///
    /// Rules kept: the last tree's part below `path` must equal `below`, and no node painted
    /// at or after `path` (the material itself, the layers above it, an ancestor's border)
    /// may reach the strip. A material below `path` refuses it: its blur came from a cache
    /// the backdrop's own drawing could fill differently; so does a faded or masked
    /// ancestor, whose group image held more than the backdrop. And only a region starting
    /// at the device origin: a backdrop drawn for any other corner is drawn through a
    /// translated tree, whose rounding need not match the framebuffer's to the last bit.
    func strips(holding below: Layer, at path: [Int], region: PixelRect, stripRows: Int) -> [Bool]? {
        guard region.x == 0, region.y == 0, framebuffer.bounds.intersection(region) == region,
            !snapshot.materials.contains(where: { DamageTracker.paintsBefore($0.path, path) }),
            tree.isPlainAncestry(of: path), tree.backdrop(below: path[...]) == below
        else { return nil }
        var above: [PixelRect] = []
        for (key, record) in snapshot.records {
            // Keys are "0.i.j...": the root, then sublayer indices.
            let keyPath = key.split(separator: ".").dropFirst().compactMap { Int($0) }
            let isAncestor = keyPath.count < path.count && Array(path.prefix(keyPath.count)) == keyPath
            if !DamageTracker.paintsBefore(keyPath, path) || (isAncestor && tree.hasBorder(at: keyPath)) {
                above.append(record.extent)
            }
        }
        let strips = (region.height + stripRows - 1) / stripRows
        let held = (0..<strips).map { index in
            let rows = PixelRect(
                x: region.x, y: region.y + index * stripRows, width: region.width,
                height: min(stripRows, region.height - index * stripRows))
            return !above.contains { !$0.intersection(rows).isEmpty }
        }
        return held.contains(true) ? held : nil
    }
}

extension Layer {
    /// True when every layer from this one down to (not including) the one at `path` is
    /// opaque as a group and unmasked: each draws straight into the frame, not through an
    /// image of its own.
    fileprivate func isPlainAncestry(of path: [Int]) -> Bool {
        var layer = self
        for i in path {
            if layer.opacity < 1 || layer.mask != nil { return false }
            guard i < layer.sublayers.count else { return false }
            layer = layer.sublayers[i]
        }
        return true
    }

    /// True when the layer at `path` (index by index from this one) draws a border, which
    /// is painted over its sublayers and so is no part of their backdrop.
    fileprivate func hasBorder(at path: [Int]) -> Bool {
        var layer = self
        for i in path {
            guard i < layer.sublayers.count else { return false }
            layer = layer.sublayers[i]
        }
        return LayerExtent.drawsBorder(layer)
    }
}
