import CRenderKernels
import Geometry
import LayerTree

extension Compositor {
    /// Draws an emitter layer's particles through `t`, each faded by the layer's `alpha`, in
    /// the order given: a bitmap sprite is sampled bilinearly at each device pixel centre it
    /// covers, multiplied by the particle's colour (alpha included) and laid over the pixel,
    /// or, for additive content, added to it through the paint seam's `plusLighter` mode. A
    /// drawn sprite is rasterized where it lands first, then tinted and blended alike.
    func drawParticles(_ content: ParticleContent, transform t: AffineTransform, canvas: Canvas, alpha: Double) {
        guard alpha > 0 else { return }
        let blend: Paint.BlendMode = content.isAdditive ? .drawing(.plusLighter) : .sourceOver
        for particle in content.particles where particle.sprite < content.sprites.count {
            guard particle.scale != 0, particle.color.alpha > 0 else { continue }
            let toDevice = particle.transform.concatenating(t)
            switch content.sprites[particle.sprite] {
            case .image(let image):
                drawSprite(
                    image, color: particle.color, transform: toDevice, canvas: canvas, alpha: alpha, blend: blend)
            case .drawing(let drawing):
                // The drawing's rectangle, centred on the particle, rasterized where it lands
                // into a small image of its own (every particle stands elsewhere each frame,
                // so no cache would be hit), then tinted and blended as a bitmap is.
                let centred = AffineTransform(
                    translationX: -drawing.origin.x - drawing.size.width / 2,
                    y: -drawing.origin.y - drawing.size.height / 2
                )
                .concatenating(toDevice)
                let device = drawing.rect.applying(centred)
                guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ abs($0) < 1e7 }) else {
                    continue
                }
                let area = PixelRect(covering: device).intersection(canvas.effectiveClip)
                if area.isEmpty { continue }
                let image = Framebuffer(width: area.width, height: area.height)
                rasterize(
                    drawing,
                    transform: centred.concatenating(
                        AffineTransform(translationX: Double(-area.x), y: Double(-area.y))),
                    canvas: Canvas(framebuffer: image, sharing: canvas), alpha: 1)
                blendSprite(area: area, canvas: canvas, color: particle.color, alpha: alpha, blend: blend) { px, py in
                    image[px - area.x, py - area.y]
                }
            }
        }
    }

    /// One bitmap sprite (its `rect` centred on the origin) through `toDevice`.
    private func drawSprite(
        _ sprite: ImageContent, color: Color, transform toDevice: AffineTransform, canvas: Canvas, alpha: Double,
        blend: Paint.BlendMode
    ) {
        guard sprite.rect.width > 0, sprite.rect.height > 0, let image = images.image(atPath: sprite.path) else {
            return
        }
        let imageToDevice = AffineTransform(
            scaleX: sprite.rect.width / Double(image.width), y: sprite.rect.height / Double(image.height)
        )
        .concatenating(AffineTransform(translationX: sprite.rect.minX, y: sprite.rect.minY))
        .concatenating(toDevice)
        guard let toImage = imageToDevice.inverse else { return }
        let device = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)).applying(imageToDevice)
        guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ abs($0) < 1e7 }) else { return }
        let area = PixelRect(covering: device).intersection(canvas.effectiveClip)
        if area.isEmpty { return }
        let width = Double(image.width)
        let height = Double(image.height)
        blendSprite(area: area, canvas: canvas, color: color, alpha: alpha, blend: blend) { px, py in
            let p = Point(x: Double(px) + 0.5, y: Double(py) + 0.5).applying(toImage)
            let u = p.x
            let v = p.y
            guard u >= 0, v >= 0, u < width, v < height else { return 0 }
            return ImageSampling.bilinear(image, x: u, y: v)
        }
    }

    /// Each device pixel of `area`: the premultiplied source `sample` gives there, times
    /// `color` (alpha included), `alpha` and the clip mask, laid over the pixel or, for an
    /// additive paint, blended by the kernels' per-pixel function for `blend`.
    private func blendSprite(
        area: PixelRect, canvas: Canvas, color: Color, alpha: Double, blend: Paint.BlendMode,
        sample: (Int, Int) -> UInt32
    ) {
        // The colour's channels as 8-bit factors, premultiplied by its alpha, so that a
        // premultiplied sample times them stays premultiplied.
        let c = color.rgba
        func byte(_ v: Double) -> UInt32 { UInt32(PixelMath.clamp01(v) * 255 + 0.5) }
        let tint = (a: byte(c.alpha), r: byte(c.red * c.alpha), g: byte(c.green * c.alpha), b: byte(c.blue * c.alpha))
        let isWhite = tint.a == 255 && tint.r == 255 && tint.g == 255 && tint.b == 255
        let opacity = byte(alpha)
        let kernel = blend.kernel
        let additive = blend != .sourceOver
        let mask = canvas.clipMask
        for py in area.y..<area.maxY {
            let row = canvas.framebuffer.row(py)
            for px in area.x..<area.maxX {
                var a = opacity
                if let mask { a = PixelMath.multiply8(a, UInt32(mask.value(atX: px, y: py))) }
                if a == 0 { continue }
                var source = sample(px, py)
                if source == 0 { continue }
                if !isWhite {
                    source =
                        PixelMath.multiply8(source >> 24, tint.a) << 24
                        | PixelMath.multiply8(source >> 16 & 0xFF, tint.r) << 16
                        | PixelMath.multiply8(source >> 8 & 0xFF, tint.g) << 8
                        | PixelMath.multiply8(source & 0xFF, tint.b)
                }
                if source == 0 { continue }
                if a != 255 { source = PixelMath.multiply(source, by: a) }
                row[px] = additive ? rk_blend_pixel(kernel, source, row[px]) : PixelMath.over(source, row[px])
            }
        }
    }
}
