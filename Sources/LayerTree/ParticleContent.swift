import Geometry

/// The particles an emitter layer (`CAEmitterLayer`) shows at one instant: each one a
/// sprite placed, scaled, turned, tinted and faded. The engine simulates the particles on
/// its clock and hands the renderer only this frozen result, so the renderer draws what it
/// is given and knows nothing of birth rates or lifetimes.
public struct ParticleContent: Hashable, Sendable {
    /// The images the particles draw, one per emitter cell that has contents; a particle
    /// names its sprite by index, so the tree holds each image once, not once a particle.
    public var sprites: [ParticleSprite]
    /// The particles, first drawn first (the emitter's `renderMode` decided this order).
    public var particles: [Particle]
    /// True when the particles add their light to what is under them (`renderMode`
    /// `.additive`, the `plusLighter` blend) rather than being laid over it.
    public var isAdditive: Bool

    /// Particles over `sprites`, laid over what is beneath unless `isAdditive`.
    public init(sprites: [ParticleSprite] = [], particles: [Particle] = [], isAdditive: Bool = false) {
        self.sprites = sprites
        self.particles = particles
        self.isAdditive = isAdditive
    }

    /// A rectangle, in the layer's bounds coordinates, holding every pixel the particles can
    /// touch: each particle's sprite square grown to the diagonal, so any rotation fits.
    public var extent: Rect? {
        var r: Rect?
        for particle in particles where particle.sprite < sprites.count {
            let size = sprites[particle.sprite].size
            let reach = (size.width * size.width + size.height * size.height).squareRoot() / 2 * abs(particle.scale)
            let box = Rect(
                x: particle.center.x - reach, y: particle.center.y - reach, width: 2 * reach, height: 2 * reach)
            r = r.map { $0.union(box) } ?? box
        }
        return r
    }
}

/// What one kind of particle looks like: an emitter cell's `contents`, centred on the
/// particle at its size in points before the particle's scale.
public enum ParticleSprite: Hashable, Sendable {
    /// A bitmap image; its `rect` is centred on the origin.
    case image(ImageContent)
    /// A drawn image (`UIGraphicsImageRenderer`), its rectangle centred on the origin.
    case drawing(DrawingContent)

    /// The sprite's size in points before a particle scales it.
    public var size: Size {
        switch self {
        case .image(let image): image.rect.size
        case .drawing(let drawing): drawing.size
        }
    }
}

/// One particle at one instant.
public struct Particle: Hashable, Sendable {
    /// Which of the content's sprites it draws.
    public var sprite: Int
    /// Its centre, in the emitter layer's bounds coordinates.
    public var center: Point
    /// How much larger than its sprite it is drawn (may be 0, which draws nothing).
    public var scale: Double
    /// Its turn about its centre, in radians (positive turns from +x towards +y).
    public var rotation: Double
    /// The colour each sprite pixel is multiplied by, alpha included (white, opaque, leaves
    /// the sprite as it is).
    public var color: Color

    /// A particle drawing `sprite` at `center`.
    public init(sprite: Int, center: Point, scale: Double = 1, rotation: Double = 0, color: Color = .white) {
        self.sprite = sprite
        self.center = center
        self.scale = scale
        self.rotation = rotation
        self.color = color
    }

    /// Maps the sprite's own coordinates (centred on the origin) into the layer's.
    public var transform: AffineTransform {
        AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(rotationAngle: rotation))
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }
}
