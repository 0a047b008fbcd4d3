import Geometry
import LayerTree

/// `CAReplicatorLayer`: a layer that draws its sublayers `instanceCount` times, each copy
/// moved by one more `instanceTransform`, its colours multiplied by the instance colour and
/// its animations `instanceDelay` seconds later than the copy before.
///
/// The copies are made when the tree is frozen for a frame: each instance is the sublayers'
/// nodes again, so the renderer draws them as any other layers. Layers added with
/// `addSublayer` (the usual dot or bar of a loader) run their animations per instance; the
/// layers of a view's subviews, when the replicator backs a view, are copied as drawn now.
/// The transform is drawn by its affine part (see `instanceAffineTransform`).
@preconcurrency @MainActor
open class ReplicatorLayer: ViewLayer {
    /// How many copies are drawn, the sublayers themselves included (`instanceCount`): 1 by
    /// default, which draws them once; 0 or less draws none.
    public var instanceCount: Int = 1 { didSet { contentDidChange() } }
    /// The transform that takes copy `k - 1` to copy `k`, about the centre of this layer's
    /// bounds; copy `k` is drawn through it `k` times. The identity by default.
    ///
    /// The engine draws in two dimensions: this is the affine part of Core Animation's
    /// `instanceTransform`, which the UIKit names declare over it as a `CATransform3D`.
    public var instanceAffineTransform = AffineTransform.identity { didSet { contentDidChange() } }
    /// Seconds by which each copy's animations run later than the copy before
    /// (`instanceDelay`): copy `k` shows its animations as they were `k * instanceDelay`
    /// seconds ago. 0 by default: every copy animates together.
    public var instanceDelay: Double = 0 { didSet { contentDidChange() } }
    /// The colour every copy's colours are multiplied by (`instanceColor`), before the
    /// offsets; nil is opaque white, which changes nothing (the default).
    public var instanceColor: Color? = .white { didSet { contentDidChange() } }
    /// Added to the red component of the instance colour once more for each copy.
    public var instanceRedOffset: Float = 0 { didSet { contentDidChange() } }
    /// Added to the green component of the instance colour once more for each copy.
    public var instanceGreenOffset: Float = 0 { didSet { contentDidChange() } }
    /// Added to the blue component of the instance colour once more for each copy.
    public var instanceBlueOffset: Float = 0 { didSet { contentDidChange() } }
    /// Added to the alpha of the instance colour once more for each copy; the alpha fades the
    /// copy as a group (its opacity), images and drawings included.
    public var instanceAlphaOffset: Float = 0 { didSet { contentDidChange() } }
    /// `preservesDepth`: true keeps the copies' depth, as a `TransformLayer` keeps its
    /// sublayers' (drawn farthest first, the layer's own drawing ignored); false (the default)
    /// flattens them into this layer's plane in order, the first at the bottom.
    public var preservesDepth = false { didSet { contentDidChange() } }

    /// A replicator on its own, drawing its sublayers once (`CAReplicatorLayer()`).
    public override init() {
        super.init()
    }

    /// `CAReplicatorLayer(layer:)`: a copy of `layer`'s model values, its replication too when
    /// it is a replicator.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let model = layer as? ReplicatorLayer else { return }
        instanceCount = model.instanceCount
        instanceAffineTransform = model.instanceAffineTransform
        instanceDelay = model.instanceDelay
        instanceColor = model.instanceColor
        instanceRedOffset = model.instanceRedOffset
        instanceGreenOffset = model.instanceGreenOffset
        instanceBlueOffset = model.instanceBlueOffset
        instanceAlphaOffset = model.instanceAlphaOffset
        preservesDepth = model.preservesDepth
    }

    /// `CAReplicatorLayer(coder:)`: always fails, as `ViewLayer.init?(coder:)` does.
    public required init?(coder: ViewCoder) {
        return nil
    }

    override func contribute(to node: inout Layer) {
        super.contribute(to: &node)
        node.preservesDepth = preservesDepth
        let subviewCount = view.subviews.count
        let own = node.sublayers.count - subviewCount - added.count
        guard own >= 0, !(instanceCount == 1 && isWhite(instanceColor ?? .white)) else { return }
        let original = Array(node.sublayers[own...])
        var result = Array(node.sublayers[..<own])
        let b = view.presentationBounds
        let centre = AffineTransform(translationX: -b.midX, y: -b.midY)
        let step = centre.concatenating(instanceAffineTransform)
            .concatenating(AffineTransform(translationX: b.midX, y: b.midY))
        var transform = AffineTransform.identity
        for k in 0..<max(0, instanceCount) {
            let nodes = k == 0 || instanceDelay == 0 ? original : delayedNodes(copy: k, of: original)
            let color = color(ofCopy: k)
            for var copy in nodes {
                if k > 0 { copy.transform = copy.transform.concatenating(transform) }
                Self.multiply(&copy, by: color)
                result.append(copy)
            }
            transform = transform.concatenating(step)
        }
        node.sublayers = result
    }

    /// The sublayers' nodes of copy `k`: the added layers frozen `k * instanceDelay` seconds
    /// earlier on this layer's time, the subviews' nodes as in `original`.
    private func delayedNodes(copy k: Int, of original: [Layer]) -> [Layer] {
        // The subviews' nodes are those of `original` that no added layer made: merging
        // again with them in place puts each added layer back where it was.
        let subviewNodes = original.indices.filter(isSubviewNode(at:)).map { original[$0] }
        let saved = timing.timeOffset
        timing.timeOffset -= Double(k) * instanceDelay
        defer { timing.timeOffset = saved }
        return merging(addedInto: subviewNodes[...])
    }

    /// True when the node at `i` of the merged sublayer nodes is a subview's: the added
    /// layers sit at the places `merging(addedInto:)` gives them.
    private func isSubviewNode(at i: Int) -> Bool {
        var position = 0
        let subviews = view.subviews.count
        for k in 0...subviews {
            for entry in added where min(entry.belowSubview, subviews) == k {
                if position == i { return false }
                position += 1
            }
            if k < subviews {
                if position == i { return true }
                position += 1
            }
        }
        return false
    }

    /// The instance colour of copy `k`: `instanceColor` with `k` of each offset added, each
    /// component kept within 0...1.
    private func color(ofCopy k: Int) -> Color {
        let base = (instanceColor ?? .white).rgba
        func part(_ value: Double, _ offset: Float) -> Double { min(max(value + Double(k) * Double(offset), 0), 1) }
        return Color(
            red: part(base.red, instanceRedOffset), green: part(base.green, instanceGreenOffset),
            blue: part(base.blue, instanceBlueOffset), alpha: part(base.alpha, instanceAlphaOffset))
    }

    private func isWhite(_ color: Color) -> Bool {
        let c = color.rgba
        return c.red == 1 && c.green == 1 && c.blue == 1 && c.alpha == 1 && instanceRedOffset == 0
            && instanceGreenOffset == 0 && instanceBlueOffset == 0 && instanceAlphaOffset == 0
    }

    /// Multiplies the colours `node` and its subtree draw with by `color`'s red, green and
    /// blue, and the node's opacity by its alpha; white leaves the node as it is.
    private static func multiply(_ node: inout Layer, by color: Color) {
        let c = color.rgba
        guard c.red != 1 || c.green != 1 || c.blue != 1 || c.alpha != 1 else { return }
        node.opacity *= c.alpha
        guard c.red != 1 || c.green != 1 || c.blue != 1 else { return }
        tint(&node, red: c.red, green: c.green, blue: c.blue)
    }

    private static func tint(_ node: inout Layer, red: Double, green: Double, blue: Double) {
        func times(_ color: Color) -> Color {
            let c = color.rgba
            return Color(red: c.red * red, green: c.green * green, blue: c.blue * blue, alpha: c.alpha)
        }
        node.backgroundColor = node.backgroundColor.map(times)
        if let border = node.border { node.border?.color = times(border.color) }
        if let shadow = node.shadow { node.shadow?.color = times(shadow.color) }
        switch node.content {
        case .shape(var shape):
            shape.fillColor = shape.fillColor.map(times)
            shape.strokeColor = shape.strokeColor.map(times)
            node.content = .shape(shape)
        case .text(var text):
            text.color = times(text.color)
            node.content = .text(text)
        case .image(var image) where image.tint != nil:
            image.tint = image.tint.map(times)
            node.content = .image(image)
        case .particles(var particles):
            for i in particles.particles.indices { particles.particles[i].color = times(particles.particles[i].color) }
            node.content = .particles(particles)
        case .none, .drawing, .image:
            break
        }
        for i in node.sublayers.indices { tint(&node.sublayers[i], red: red, green: green, blue: blue) }
    }
}
