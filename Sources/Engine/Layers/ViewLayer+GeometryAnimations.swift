import Geometry
import LayerTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value an explicit animation may carry in place of the engine's own (Core Animation's
/// 3D matrix, drawn by its affine part; a Foundation value box holding a point or a
/// matrix): the value it stands for is what the animation interpolates and draws.
public protocol LayerValueConvertible {
    /// The engine value this stands for (a `Point`, `Size`, `Rect`, `AffineTransform`, a
    /// number, ...), or nil when it holds nothing a layer draws.
    var layerValue: Any? { get }
}

extension ViewLayer {
    /// The key paths of a layer's geometry and look that explicit animations draw, as Core
    /// Animation names them (`transform.rotation.z` and the other transform fields included).
    static let drawnGeometryKeyPaths: [String] = [
        "opacity", "backgroundColor", "cornerRadius", "bounds", "bounds.size", "position", "position.x",
        "position.y", "transform", "transform.rotation", "transform.rotation.z", "transform.scale",
        "transform.scale.x", "transform.scale.y", "transform.translation.x", "transform.translation.y",
        "transform.rotation.x", "transform.rotation.y",
    ]

    /// The model value of one of `drawnGeometryKeyPaths`, read from the layer's view (whose
    /// geometry the layer shares); nil for other key paths. Transform fields are those of
    /// the transform taken apart as translation, rotation and scale.
    func geometryModelValue(forKeyPath keyPath: String) -> Any? {
        let parts = TransformParts(view.transform)
        switch keyPath {
        case "opacity": return view.alpha
        case "backgroundColor": return view.backgroundColor
        case "cornerRadius": return view.cornerRadius
        case "bounds": return view.bounds
        case "bounds.size": return view.bounds.size
        case "position": return view.center
        case "position.x": return view.center.x
        case "position.y": return view.center.y
        // A matrix with depth is the model value whole, so an animation from it blends by parts.
        case "transform": return transform3DValue == nil ? view.transform : transform3D
        case "sublayerTransform": return sublayerTransform3D
        // A turn in depth is not taken apart from the model matrix: its model angle is 0.
        case "transform.rotation.x", "transform.rotation.y": return 0.0
        default: return parts[keyPath]
        }
    }

    /// Draws the explicit animations of `drawnGeometryKeyPaths` running now (or held by
    /// their fill mode) into `node`, over what the view's own animations give: an animation
    /// added with `add(_:forKey:)` changes what is drawn, never the model, as in Core Animation.
    func drawGeometryAnimations(into node: inout Layer) {
        guard let now = layerTime else { return }
        let animated = Set(
            explicitAnimations.lazy.filter { $0.animation.isShowing(at: now) }.compactMap(\.animation.animation.keyPath)
        )
        guard !animated.isDisjoint(with: Self.drawnGeometryKeyPaths) else { return }
        func value(_ keyPath: String) -> Any? {
            animated.contains(keyPath) ? presentationValue(forKeyPath: keyPath).map(LayerValue.unwrapped) : nil
        }
        if let opacity = value("opacity").flatMap(LayerValue.number) { node.opacity = min(max(opacity, 0), 1) }
        if let color = value("backgroundColor") as? Color { node.backgroundColor = color }
        if let radius = value("cornerRadius").flatMap(LayerValue.number) { node.cornerRadius = max(0, radius) }
        var bounds = view.presentationBounds
        if let b = value("bounds") as? Rect { bounds = b }
        if let size = value("bounds.size") as? Size { bounds.size = size }
        var center = view.presentationCenter
        if let p = value("position") as? Point { center = p }
        if let x = value("position.x").flatMap(LayerValue.number) { center.x = x }
        if let y = value("position.y").flatMap(LayerValue.number) { center.y = y }
        var transform = view.presentationTransform
        if let t = value("transform").flatMap(LayerValue.affineTransform) { transform = t }
        // Between matrices with depth the value is a blended matrix, drawn in perspective below.
        let matrix3D = value("transform") as? Transform3D
        if let matrix3D { transform = matrix3D.affineTransform }
        var parts = TransformParts(transform)
        for key in TransformParts.keyPaths where animated.contains(key) {
            if let number = value(key).flatMap(LayerValue.number) { parts[key] = number }
        }
        node.bounds = bounds
        node.transform = View.transformToSuperview(
            center: center, bounds: bounds, transform: parts.transform, anchor: view.anchorPoint)
        let turnX = value("transform.rotation.x").flatMap(LayerValue.number)
        let turnY = value("transform.rotation.y").flatMap(LayerValue.number)
        guard turnX != nil || turnY != nil || matrix3D != nil || node.projection != nil else { return }
        // Core Animation turns by the angle itself (not by interpolated matrices), before the
        // rest of the layer's matrix, so a model `m34` gives the turn its perspective.
        var matrix = Transform3D.identity
        if let turnX { matrix = matrix.concatenating(Transform3D(rotationAngle: turnX, x: 1, y: 0, z: 0)) }
        if let turnY { matrix = matrix.concatenating(Transform3D(rotationAngle: turnY, x: 0, y: 1, z: 0)) }
        var base = matrix3D ?? transform3D
        if matrix3D == nil, animated.contains(where: { $0 == "transform" || TransformParts.keyPaths.contains($0) }) {
            // The affine key paths animate the plane's part; the depth entries stay the model's.
            let affine = parts.transform
            (base.m11, base.m12, base.m21, base.m22, base.m41, base.m42) =
                (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
        }
        matrix = matrix.concatenating(base)
        node.projection = Transform3D(
            translationX: -(bounds.minX + bounds.width * view.anchorPoint.x),
            y: -(bounds.minY + bounds.height * view.anchorPoint.y), z: 0
        )
        .concatenating(matrix).concatenating(Transform3D(translationX: center.x, y: center.y, z: 0))
        node.transform = View.transformToSuperview(
            center: center, bounds: bounds, transform: matrix.affineTransform, anchor: view.anchorPoint)
    }
}

extension RunningAnimation {
    /// True while the animation changes what is drawn at clock time `now`: begun and not
    /// ended, ended and held by a `.forwards` or `.both` fill, or not yet begun and held at
    /// its start by a `.backwards` or `.both` one.
    func isShowing(at now: Double) -> Bool {
        guard let beginTime else { return false }
        let fill = animation.fillMode
        if now < beginTime { return fill == .backwards || fill == .both }
        return !hasEnded(at: now) || fill == .forwards || fill == .both
    }
}

/// An affine transform taken apart as Core Animation's transform key paths see it: a scale,
/// then a rotation, then a translation. Setting a field and reading `transform` puts it
/// back together with that field changed.
struct TransformParts {
    static let keyPaths = [
        "transform.rotation", "transform.rotation.z", "transform.scale", "transform.scale.x", "transform.scale.y",
        "transform.translation.x", "transform.translation.y",
    ]
    var scaleX: Double
    var scaleY: Double
    var rotation: Double
    var translationX: Double
    var translationY: Double

    init(_ t: AffineTransform) {
        scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        rotation = scaleX == 0 ? 0 : atan2(t.b, t.a)
        scaleY = scaleX == 0 ? t.d : t.determinant / scaleX
        translationX = t.tx
        translationY = t.ty
    }

    /// Scale, then rotation, then translation. A shear in the transform taken apart is lost.
    var transform: AffineTransform {
        AffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(AffineTransform(rotationAngle: rotation))
            .concatenating(AffineTransform(translationX: translationX, y: translationY))
    }

    /// The field a transform key path names; `transform.scale` is the mean of the two scales
    /// and sets both.
    subscript(keyPath: String) -> Double? {
        get {
            switch keyPath {
            case "transform.rotation", "transform.rotation.z": rotation
            case "transform.scale": (scaleX + scaleY) / 2
            case "transform.scale.x": scaleX
            case "transform.scale.y": scaleY
            case "transform.translation.x": translationX
            case "transform.translation.y": translationY
            default: nil
            }
        }
        set {
            guard let v = newValue else { return }
            switch keyPath {
            case "transform.rotation", "transform.rotation.z": rotation = v
            case "transform.scale": (scaleX, scaleY) = (v, v)
            case "transform.scale.x": scaleX = v
            case "transform.scale.y": scaleY = v
            case "transform.translation.x": translationX = v
            case "transform.translation.y": translationY = v
            default: break
            }
        }
    }
}
