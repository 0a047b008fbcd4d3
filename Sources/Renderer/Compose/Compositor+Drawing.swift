import Geometry
import LayerTree

extension Compositor {
    /// Draws a view's drawn content through `t` into device pixels, faded by `alpha` as one
    /// image (a backing image's opacity): from the cache when this drawing was rasterized at
    /// this placement before, else rasterized into the cache first. A drawing made at
    /// another bounds size is stretched to the current bounds.
    func drawDrawing(
        _ drawing: DrawingContent, bounds: Rect, transform t: AffineTransform, canvas: Canvas, alpha: Double
    ) {
        guard drawing.size.width > 0, drawing.size.height > 0, !drawing.commands.isEmpty else { return }
        let fit = AffineTransform(translationX: -drawing.origin.x, y: -drawing.origin.y)
            .concatenating(
                AffineTransform(scaleX: bounds.width / drawing.size.width, y: bounds.height / drawing.size.height)
            )
            .concatenating(AffineTransform(translationX: bounds.minX, y: bounds.minY))
        let toDevice = fit.concatenating(t)
        let cached = drawings.image(drawing, transform: toDevice) { image, x, y in
            let offscreen = Canvas(framebuffer: image, sharing: canvas)
            rasterize(
                drawing, transform: toDevice.concatenating(AffineTransform(translationX: Double(-x), y: Double(-y))),
                canvas: offscreen, alpha: 1)
        }
        if let (image, x, y) = cached {
            canvas.draw(image, atX: x, y: y, opacity: alpha)
        } else if drawing.commands.contains(where: { $0.blendMode != .normal }) {
            // Too large to cache, and its blend modes must meet only its own pixels, as a
            // backing image's do: drawn alone into a transparent image over the visible part.
            let area = PixelRect(covering: drawing.rect.applying(toDevice), within: canvas.clip)
            if area.isEmpty { return }
            let image = Framebuffer(width: area.width, height: area.height)
            rasterize(
                drawing,
                transform: toDevice.concatenating(AffineTransform(translationX: Double(-area.x), y: Double(-area.y))),
                canvas: Canvas(framebuffer: image, sharing: canvas), alpha: 1)
            canvas.draw(image, atX: area.x, y: area.y, opacity: alpha)
        } else {
            rasterize(drawing, transform: toDevice, canvas: canvas, alpha: alpha)
        }
    }

    /// Draws each command's fill or stroke, within the drawn rectangle and the command's
    /// clips, through `toDevice` onto `canvas`, faded by `alpha`.
    func rasterize(_ drawing: DrawingContent, transform toDevice: AffineTransform, canvas: Canvas, alpha: Double) {
        let saved = (canvas.clip, canvas.clipMask)
        defer { (canvas.clip, canvas.clipMask) = saved }
        // The drawing never shows outside its rectangle, as a backing image would not.
        let device = drawing.rect.applying(toDevice)
        if toDevice.isAxisAligned,
            [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ $0 == $0.rounded() })
        {
            canvas.clip = canvas.clip.intersection(PixelRect(covering: device))
        } else {
            let edges = Self.edges(of: Path(rect: drawing.rect), transform: toDevice)
            let rectMask = canvas.coverage(of: edges)
            canvas.clipMask = saved.1.map { rectMask.intersected(with: $0) } ?? rectMask
        }
        if canvas.clip.isEmpty { return }
        let base = canvas.clipMask
        var lastClips: [DrawingClip] = []
        var lastMask = base
        for command in drawing.commands {
            if command.clips != lastClips {
                lastMask = base
                for clip in command.clips {
                    let m = canvas.coverage(of: Self.edges(of: clip.path, transform: toDevice), fillRule: clip.fillRule)
                    lastMask = lastMask.map { m.intersected(with: $0) } ?? m
                }
                lastClips = command.clips
            }
            canvas.clipMask = lastMask
            let ct = command.transform.concatenating(toDevice)
            let tolerance = EdgeList.pathTolerance(ct)
            let lines = command.path.flattened(tolerance: tolerance)
            var edges = EdgeList()
            let rule: FillRule
            switch command.operation {
            case .fill(let r):
                edges.addPolylines(lines, transform: ct)
                rule = r
            case .stroke(let style):
                guard style.lineWidth > 0 else { continue }
                let dashed = command.dash.map { Polyline.dashed(lines, dash: $0) } ?? lines
                edges.addPolygons(Polyline.strokeOutline(dashed, style: style, tolerance: tolerance), transform: ct)
                rule = .nonZero
            }
            if edges.isEmpty { continue }
            if let shadow = command.shadow {
                drawShadow(shadow, of: command, toDevice: toDevice, canvas: canvas, alpha: alpha) { moved in
                    var edges = EdgeList()
                    switch command.operation {
                    case .fill: edges.addPolylines(lines, transform: moved)
                    case .stroke(let style):
                        let dashed = command.dash.map { Polyline.dashed(lines, dash: $0) } ?? lines
                        edges.addPolygons(
                            Polyline.strokeOutline(dashed, style: style, tolerance: tolerance), transform: moved)
                    }
                    return edges
                }
            }
            switch command.paint {
            case .color(let color):
                let mode = Paint.BlendMode(command.blendMode)
                if color.alpha > 0 || mode.changesUnderTransparentSource {
                    canvas.fill(edges, paint: Paint(color, opacity: alpha, blendMode: mode), fillRule: rule)
                }
            case .gradient(let gradient):
                var paint = Paint(.clear, opacity: alpha)
                paint.gradient = GradientSource(gradient, gradientToDevice: ct, opacity: alpha)
                if paint.gradient != nil { canvas.fillGradient(edges, paint: paint, fillRule: rule) }
            }
        }
    }

    /// Puts down `shadow` for `command` under its paint: the command's shape (`outline`, given
    /// the command's device transform moved by the shadow's offset) blurred with the layer
    /// shadows' blur, in the shadow's colour faded by the paint's own alpha and `alpha`, within
    /// the canvas's clip (the command's clips included), as Core Graphics clips its shadows.
    private func drawShadow(
        _ shadow: DrawingShadow, of command: DrawingCommand, toDevice: AffineTransform, canvas: Canvas,
        alpha: Double, outline: (AffineTransform) -> EdgeList
    ) {
        // Offset and blur are in the drawing's coordinates: only `toDevice` scales them.
        let dx = toDevice.a * shadow.offset.width + toDevice.c * shadow.offset.height
        let dy = toDevice.b * shadow.offset.width + toDevice.d * shadow.offset.height
        let scale = abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c).squareRoot()
        let moved = command.transform.concatenating(toDevice).concatenating(AffineTransform(translationX: dx, y: dy))
        let edges = outline(moved)
        if edges.isEmpty { return }
        let sourceAlpha: Double
        switch command.paint {
        case .color(let color): sourceAlpha = color.alpha
        case .gradient: sourceAlpha = 1
        }
        if case .fill(let rule) = command.operation { canvas.scanConverter.fillRule = rule }
        defer { canvas.scanConverter.fillRule = .nonZero }
        guard
            let mask = ShadowMask.make(
                edges, sigma: shadow.blur / 2 * scale, clip: canvas.effectiveClip, scanConverter: canvas.scanConverter)
        else { return }
        canvas.fill(mask: mask, paint: Paint(shadow.color, opacity: alpha * sourceAlpha))
    }

    /// A path's outline in device pixels, flattened finely enough for `transform`.
    static func edges(of path: Path, transform: AffineTransform) -> EdgeList {
        var edges = EdgeList()
        edges.addPolylines(path.flattened(tolerance: EdgeList.pathTolerance(transform)), transform: transform)
        return edges
    }
}

extension Compositor {
    /// Drawings rasterized so far; the other frames that showed them copied cached pixels.
    package var drawingRasterizations: Int { drawings.rasterizations }
}
