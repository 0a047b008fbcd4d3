import Geometry
import LayerTree

/// Where a layer's drawing can land in device pixels: the rule that keeps damage honest.
enum LayerExtent {
    /// The shadow's Gaussian sigma in device pixels for a layer drawn through `t`
    /// (see `ShadowMask`: sigma = shadowRadius / 2).
    static func shadowSigma(_ shadow: Shadow, _ t: AffineTransform) -> Double {
        // Capped so a runaway radius costs a bounded blur, not unbounded memory.
        let sigma = max(shadow.radius, 0) / 2 * abs(t.determinant).squareRoot()
        return sigma.isFinite ? min(sigma, 256) : 0
    }

    /// True when the shadow draws anything.
    static func drawsShadow(_ layer: Layer) -> Bool {
        guard let s = layer.shadow else { return false }
        return s.opacity > 0 && s.color.alpha > 0 && !layer.bounds.isEmpty
    }

    /// True when the border draws anything.
    static func drawsBorder(_ layer: Layer) -> Bool {
        layer.border.map { $0.width > 0 && $0.color.alpha > 0 } ?? false
    }

    /// The device rectangle a layer's own drawing (shadow, background, content, border)
    /// can touch, grown a pixel for anti-aliasing; nil when it draws nothing itself.
    static func own(_ layer: Layer, _ t: AffineTransform) -> Rect? {
        var r: Rect?
        let drawsBody =
            (layer.backgroundColor.map { $0.alpha > 0 } ?? false)
            || drawsBorder(layer)
            || layer.content != .none || (layer.material?.isVisible ?? false)
        if drawsBody { r = layer.bounds.applying(t) }
        if case .shape(let shape) = layer.content, let body = r {
            r = body.union(shape.extent.applying(t))
        }
        if case .image(let image) = layer.content, let body = r {
            r = body.union(image.rect.applying(t))
        }
        if case .particles(let particles) = layer.content, let body = r {
            r = particles.extent.map { body.union($0.applying(t)) } ?? body
        }
        if drawsShadow(layer), let s = layer.shadow {
            let grow = Double(ShadowMask.extent(sigma: shadowSigma(s, t)))
            let caster = s.path.map { $0.controlPointBounds.union(layer.bounds) } ?? layer.bounds
            let shadow = caster.offsetBy(dx: s.offset.width, dy: s.offset.height).applying(t)
                .insetBy(dx: -grow, dy: -grow)
            r = r.map { $0.union(shadow) } ?? shadow
        }
        return r?.insetBy(dx: -1, dy: -1)
    }

    /// The device rectangle the whole visible subtree can touch, clipped by its own
    /// `masksToBounds`; nil when nothing is drawn.
    static func subtree(_ layer: Layer, parent: AffineTransform) -> Rect? {
        if layer.isHidden || layer.opacity <= 0 { return nil }
        if isProjected(layer) { return projectedSubtree(layer, parent: parent) }
        let t = layer.transform.concatenating(parent)
        var r = own(layer, t)
        var children: Rect?
        for child in layer.sublayers {
            if let c = subtree(child, parent: t) { children = children.map { $0.union(c) } ?? c }
        }
        if var c = children {
            if layer.masksToBounds { c = c.intersection(layer.bounds.applying(t).insetBy(dx: -1, dy: -1)) }
            if !c.isEmpty { r = r.map { $0.union(c) } ?? c }
        }
        return r
    }

    /// True when the subtree draws more than one primitive, so fading it as a group differs
    /// from fading each primitive (overlaps would show through).
    static func needsGroup(_ layer: Layer) -> Bool {
        var count = 0
        countPrimitives(layer, &count, limit: 2)
        return count >= 2
    }

    private static func countPrimitives(_ layer: Layer, _ count: inout Int, limit: Int) {
        if layer.isHidden || layer.opacity <= 0 { return }
        if drawsShadow(layer) { count += 1 }
        if let c = layer.backgroundColor, c.alpha > 0 { count += 1 }
        if let b = layer.border, b.width > 0, b.color.alpha > 0 { count += 1 }
        if layer.content != .none { count += 1 }
        // Particles overlap one another: faded as a group, they do not show through.
        if case .particles(let p) = layer.content, p.particles.count > 1 { count += 1 }
        if let m = layer.material, m.isVisible { count += 1 }
        for child in layer.sublayers where count < limit { countPrimitives(child, &count, limit: limit) }
    }
}

extension LayerExtent {
    /// A material's blur sigma in device pixels for a layer drawn through `t`, capped so a
    /// runaway radius costs a bounded blur.
    static func materialSigma(_ material: Material, _ t: AffineTransform) -> Double {
        let sigma = max(material.blurRadius, 0) * abs(t.determinant).squareRoot()
        return sigma.isFinite ? min(sigma, 1000) : 0
    }
}
