import Geometry
import LayerTree

/// One kind of particle an emitter layer sends out (`CAEmitterCell`): how many a second,
/// for how long, how fast and where to, how they grow, turn and change colour, and what they
/// look like. Every value is read when a particle is born (a change reaches the particles
/// born after it) and random spreads (`...Range`) give each particle a value in
/// `value - range ... value + range`, drawn from the emitter's `seed`.
///
/// A cell is a plain object with Core Animation's defaults; it draws nothing until an
/// emitter layer's `emitterCells` (or a particle of a cell there, for `emitterCells` of a
/// cell) holds it.
open class EmitterCell {
    /// The cell's name (`name`), for finding it in `emitterCells`; nil by default.
    public var name: String?
    /// Whether the cell emits (`isEnabled`); true by default.
    public var isEnabled = true
    /// Particles born a second (`birthRate`), times the layer's `birthRate`; 0 by default.
    public var birthRate: Float = 0
    /// Seconds a particle lives (`lifetime`), times the layer's `lifetime`; 0 by default,
    /// which lets none be born.
    public var lifetime: Float = 0
    /// The spread of `lifetime` (`lifetimeRange`); 0 by default.
    public var lifetimeRange: Float = 0
    /// The speed at birth in points a second (`velocity`), times the layer's `velocity`.
    public var velocity: Double = 0
    /// The spread of `velocity` (`velocityRange`).
    public var velocityRange: Double = 0
    /// Horizontal acceleration in points a second squared (`xAcceleration`).
    public var xAcceleration: Double = 0
    /// Vertical acceleration in points a second squared (`yAcceleration`); positive falls
    /// down the screen, as y grows downward.
    public var yAcceleration: Double = 0
    /// Acceleration along z (`zAcceleration`): moves a particle's depth, which orders the
    /// `backToFront` render mode; nothing is drawn in perspective.
    public var zAcceleration: Double = 0
    /// The direction of emission in the x-y plane, in radians from +x towards +y
    /// (`emissionLongitude`).
    public var emissionLongitude: Double = 0
    /// The direction's tilt out of the x-y plane towards +z, in radians
    /// (`emissionLatitude`): the in-plane speed is its cosine share, the depth speed its
    /// sine share.
    public var emissionLatitude: Double = 0
    /// The apex angle of the cone around the emission direction (`emissionRange`): a
    /// particle leaves at `emissionLongitude ± emissionRange / 2`, uniformly, so 2π
    /// emits in every direction.
    public var emissionRange: Double = 0
    /// The size at birth, times the sprite's size in points (`scale`); 1 by default.
    public var scale: Double = 1
    /// The spread of `scale` (`scaleRange`).
    public var scaleRange: Double = 0
    /// How fast the scale changes, a second (`scaleSpeed`); a particle whose scale reaches
    /// 0 is drawn no more.
    public var scaleSpeed: Double = 0
    /// Turning speed in radians a second (`spin`), times the layer's `spin`.
    public var spin: Double = 0
    /// The spread of `spin` (`spinRange`).
    public var spinRange: Double = 0
    /// The colour each sprite pixel is multiplied by (`color`); opaque white by default,
    /// which draws the sprite in its own colours.
    public var color: Color? = .white
    /// The spread of the colour's red component (`redRange`).
    public var redRange: Float = 0
    /// The spread of the colour's green component (`greenRange`).
    public var greenRange: Float = 0
    /// The spread of the colour's blue component (`blueRange`).
    public var blueRange: Float = 0
    /// The spread of the colour's alpha (`alphaRange`).
    public var alphaRange: Float = 0
    /// How fast red changes, a second (`redSpeed`).
    public var redSpeed: Float = 0
    /// How fast green changes, a second (`greenSpeed`).
    public var greenSpeed: Float = 0
    /// How fast blue changes, a second (`blueSpeed`).
    public var blueSpeed: Float = 0
    /// How fast alpha changes, a second (`alphaSpeed`): -1 fades a particle out in a second.
    public var alphaSpeed: Float = 0
    /// What a particle draws (`contents`): an image (`UIImage`'s `cgImage`), centred on the
    /// particle at its size in points; nil, the default, draws nothing.
    public var contents: Any?
    /// The part of `contents` drawn, in unit coordinates (`contentsRect`); kept, the whole
    /// image is drawn.
    public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels of `contents` per point (`contentsScale`); 1 by default.
    public var contentsScale: Double = 1
    /// How the sprite is sampled when enlarged (`magnificationFilter`); kept, sprites are
    /// sampled bilinearly.
    public var magnificationFilter = "linear"
    /// How the sprite is sampled when reduced (`minificationFilter`); kept.
    public var minificationFilter = "linear"
    /// The detail bias when reduced (`minificationFilterBias`); kept.
    public var minificationFilterBias: Float = 0
    /// Cells that each particle of this one emits (`emitterCells`): their particles are
    /// born at the particle's position while it lives, on its time.
    public var emitterCells: [EmitterCell]?
    /// Extra values (`style`); kept.
    public var style: [AnyHashable: Any]?
    /// When, in the emitter's time (a particle's, for a cell of a particle), the cell starts
    /// emitting (`beginTime`); 0 by default.
    public var beginTime: Double = 0
    /// For how long it emits (`duration`); 0, the default, is for ever.
    public var duration: Double = 0
    /// How fast the cell's time runs (`speed`); kept.
    public var speed: Float = 1
    /// An offset into the cell's time (`timeOffset`); kept.
    public var timeOffset: Double = 0
    /// Kept, as Core Animation's media-timing members (`repeatCount`).
    public var repeatCount: Float = 0
    /// Kept (`repeatDuration`).
    public var repeatDuration: Double = 0
    /// Kept (`autoreverses`).
    public var autoreverses = false

    /// A cell with Core Animation's defaults: it emits nothing until given a `birthRate`,
    /// a `lifetime` and `contents`.
    public init() {}

    /// Core Animation's default for `key` (`defaultValue(forKey:)`); nil for a key it
    /// does not know.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "scale", "contentsScale", "speed": 1.0
        case "isEnabled", "enabled": true
        case "color": Color.white
        default: nil
        }
    }

    /// Whether `key` is archived (`shouldArchiveValue(forKey:)`): true.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The image `contents` shows, if it is one.
    var contentsImage: Image? { (contents as? any LayerContentsImage)?.contentsImage }
}
