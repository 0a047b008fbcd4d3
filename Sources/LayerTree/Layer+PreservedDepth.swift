import Geometry

extension Layer {
    /// The node's 3D map into its parent's space: its projection, or its affine transform as
    /// a matrix.
    public var matrixToParent: Transform3D { projection ?? Transform3D(transform) }

    /// This node with every sublayer that preserves depth (a `CATransformLayer`'s node)
    /// replaced by a plain group of the layers it holds in 3D, each drawn through its whole
    /// chain of matrices into this node's plane, as Core Animation renders a transform layer.
    ///
    /// Rules it keeps (Apple's `CATransformLayer`): only the sublayers are rendered (the
    /// transform layer's background, contents, border, shadow, mask and clip are ignored);
    /// its opacity applies to each sublayer on its own (no compositing group); a transform
    /// layer inside another one keeps depth too, so their layers share one space. The group
    /// draws them in painter's order, farthest first, by the depth of each one's centre
    /// (`depthKey`; a stable sort, so equal depths keep their order), with no z-buffer:
    /// faces that cut through one another are not split. A single-sided layer
    /// (`isDoubleSided == false`) turned away from the viewer is left out.
    public func resolvingPreservedDepth() -> Layer {
        guard sublayers.contains(where: { $0.preservesDepth }) else { return self }
        var node = self
        node.sublayers = sublayers.map { $0.preservesDepth ? $0.flattenedDepthGroup() : $0 }
        return node
    }

    /// The plain group a depth-preserving node becomes in its parent: identity placement, no
    /// drawing of its own, its layers sorted back to front and culled.
    func flattenedDepthGroup() -> Layer {
        var group = Layer(id: id, bounds: bounds)
        group.isHidden = isHidden
        var leaves: [(layer: Layer, key: Double)] = []
        collectDepthLeaves(into: &leaves, through: matrixToParent, opacity: opacity)
        // Stable: `enumerated` breaks ties by the order the layers were added in.
        group.sublayers = leaves.enumerated().sorted { a, b in
            a.element.key != b.element.key ? a.element.key < b.element.key : a.offset < b.offset
        }.map(\.element.layer)
        return group
    }

    /// Appends this depth-preserving node's layers, each mapped into the group's space by its
    /// own matrix then `toGroup`, with its depth key; nested depth-preserving nodes recurse.
    private func collectDepthLeaves(
        into leaves: inout [(layer: Layer, key: Double)], through toGroup: Transform3D, opacity: Double
    ) {
        for child in sublayers where !child.isHidden {
            let m = child.matrixToParent.concatenating(toGroup)
            if child.preservesDepth {
                child.collectDepthLeaves(into: &leaves, through: m, opacity: opacity * child.opacity)
                continue
            }
            guard child.isDoubleSided || Self.facesViewer(m) else { continue }
            guard let key = Self.depthKey(of: child.bounds, through: m) else { continue }
            var leaf = child
            leaf.transform = m.affineTransform
            leaf.projection = m.isAffine ? nil : m
            leaf.opacity = child.opacity * opacity
            leaves.append((leaf, key))
        }
    }

    /// The depth of the centre of `bounds` through `m`, nearer being larger: `z / w` after
    /// the matrix (for a perspective `m34 = -1 / d` that is `z / (1 - z / d)`, which grows
    /// with z in front of the eye; without perspective it is z itself). Nil when the centre is
    /// at or behind the eye, where Core Animation clips the layer away.
    public static func depthKey(of bounds: Rect, through m: Transform3D) -> Double? {
        let h = m.apply(x: bounds.midX, y: bounds.midY, z: 0)
        guard h.w > 0 else { return nil }
        return h.z / h.w
    }

    /// True when the plane's front faces the viewer through `m`: the homography keeps the
    /// plane's orientation (a positive determinant; where w > 0 the Jacobian is `det / w³`),
    /// the rule the renderer's projective path also hides a single-sided back by.
    public static func facesViewer(_ m: Transform3D) -> Bool {
        let h = m.planeHomography
        let det =
            h[0] * (h[4] * h[8] - h[5] * h[7]) - h[1] * (h[3] * h[8] - h[5] * h[6]) + h[2]
            * (h[3] * h[7] - h[4] * h[6])
        return det > 0
    }
}
