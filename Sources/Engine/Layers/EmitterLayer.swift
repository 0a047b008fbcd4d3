import Geometry
import LayerTree

/// A layer that sends out particles (`CAEmitterLayer`): each of its `emitterCells` gives
/// birth to particles at a rate, from a point, a line, a rectangle or a circle about
/// `emitterPosition`, and each particle then moves, grows, turns and fades on the window's
/// clock until its lifetime ends.
///
/// The particles are simulated here, in the engine, on the injectable clock: births fall at
/// exact times (the `n`th particle of a cell at `n / rate` seconds into its emission), each
/// particle's random values come from the `seed`, the cell and its birth number, and its
/// position at age `t` is the closed form `p0 + v t + a t² / 2`. The same seed and the same
/// clock therefore give the same frames. What a frame shows is handed to the renderer as
/// `ParticleContent`; the renderer knows nothing of the simulation.
///
/// At most `maximumParticleCount` particles live at once in one layer; births past that are
/// skipped until some die, so a runaway rate costs a bounded frame.
@preconcurrency @MainActor
open class EmitterLayer: ViewLayer {
    /// Where particles come from (`CAEmitterLayerEmitterShape`).
    public enum Shape: String, Sendable {
        /// A single point at `emitterPosition` (the default).
        case point
        /// A horizontal line `emitterSize.width` long, centred on `emitterPosition`.
        case line
        /// A rectangle of `emitterSize` centred on `emitterPosition`.
        case rectangle
        /// A box of `emitterSize` and `emitterDepth`; drawn flat, it is its rectangle.
        case cuboid
        /// A circle of radius `emitterSize.width` about `emitterPosition`.
        case circle
        /// A sphere of radius `emitterSize.width`; drawn flat, it is its circle.
        case sphere
    }

    /// Which part of the shape particles come from (`CAEmitterLayerEmitterMode`).
    public enum Mode: String, Sendable {
        /// The shape's corners: a line's two ends, a rectangle's four corners, a circle's
        /// and a point's centre.
        case points
        /// The shape's edge: a rectangle's sides, a circle's circumference.
        case outline
        /// The shape's inside (for a flat shape, the same as `volume`).
        case surface
        /// The shape's inside (the default).
        case volume
    }

    /// The order particles are drawn in (`CAEmitterLayerRenderMode`).
    public enum RenderMode: String, Sendable {
        /// In the order they were born (the default).
        case unordered
        /// The oldest drawn first, so the newest are in front.
        case oldestFirst
        /// The oldest drawn last, in front.
        case oldestLast
        /// By depth: the farthest (smallest z) first.
        case backToFront
        /// In birth order, each adding its light to what is beneath (`plusLighter`).
        case additive
    }

    /// The most particles one emitter layer keeps alive at once: births beyond it wait for
    /// deaths. Core Animation documents no limit; this one bounds a frame's cost.
    nonisolated public static let maximumParticleCount = 4096

    /// The cells emitted (`emitterCells`); nil (the default) emits nothing.
    public var emitterCells: [EmitterCell]? {
        willSet { advanceParticles() }
        didSet { contentDidChange() }
    }
    /// Multiplies every cell's birth rate (`birthRate`); 1 by default. 0 stops births
    /// while the living particles finish their lives.
    public var birthRate: Float = 1 {
        willSet { advanceParticles() }
        didSet { contentDidChange() }
    }
    /// Multiplies every cell's lifetime (`lifetime`); 1 by default.
    public var lifetime: Float = 1 { willSet { advanceParticles() } }
    /// Multiplies every cell's velocity (`velocity`); 1 by default.
    public var velocity: Float = 1 { willSet { advanceParticles() } }
    /// Multiplies every cell's scale (`scale`); 1 by default.
    public var scale: Float = 1 { willSet { advanceParticles() } }
    /// Multiplies every cell's spin (`spin`); 1 by default.
    public var spin: Float = 1 { willSet { advanceParticles() } }
    /// The seed of the particles' random values (`seed`); 0 by default. Equal seeds give
    /// equal particles.
    public var seed: UInt32 = 0 { willSet { advanceParticles() } }
    /// The centre of the emission shape in the layer's coordinates (`emitterPosition`).
    public var emitterPosition = Point.zero { willSet { advanceParticles() } }
    /// The emission shape's depth position (`emitterZPosition`).
    public var emitterZPosition: Double = 0 { willSet { advanceParticles() } }
    /// The emission shape's size (`emitterSize`); zero by default.
    public var emitterSize = Size.zero { willSet { advanceParticles() } }
    /// The emission shape's depth (`emitterDepth`), for a cuboid or sphere; kept, the shape
    /// is drawn flat.
    public var emitterDepth: Double = 0
    /// The emission shape (`emitterShape`); `.point` by default.
    public var emitterShape = Shape.point { willSet { advanceParticles() } }
    /// Where on the shape particles start (`emitterMode`); `.volume` by default.
    public var emitterMode = Mode.volume { willSet { advanceParticles() } }
    /// How particles are ordered and blended (`renderMode`); `.unordered` by default.
    public var renderMode = RenderMode.unordered { didSet { contentDidChange() } }
    /// Whether particles are drawn in depth (`preservesDepth`); kept, they are drawn flat.
    public var preservesDepth = false

    /// The living particles and each cell's emission count, up to `simulatedTime`.
    var simulation = ParticleSimulation()

    /// A layer emitting nothing until given `emitterCells`.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s emitter values (its particles are not copied: they are the
    /// model's).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let model = layer as? EmitterLayer else { return }
        emitterCells = model.emitterCells
        birthRate = model.birthRate
        lifetime = model.lifetime
        velocity = model.velocity
        scale = model.scale
        spin = model.spin
        seed = model.seed
        emitterPosition = model.emitterPosition
        emitterZPosition = model.emitterZPosition
        emitterSize = model.emitterSize
        emitterDepth = model.emitterDepth
        emitterShape = model.emitterShape
        emitterMode = model.emitterMode
        renderMode = model.renderMode
        preservesDepth = model.preservesDepth
    }

    /// Not archived: nil, as every layer here.
    public required init?(coder: ViewCoder) {
        return nil
    }

    override func contribute(to node: inout Layer) {
        super.contribute(to: &node)
        advanceParticles()
        keepTicking()
        if node.content == .none, let content = simulation.content(at: simulation.time, renderMode: renderMode) {
            node.content = .particles(content)
        }
    }

    /// Brings the simulation to the layer's time now, with the values in force until now;
    /// a property about to change calls it first, so the old value rules up to the change.
    func advanceParticles() {
        guard let now = layerTime else { return }
        simulation.advance(to: now, emitter: emitterValues)
    }

    /// The emitter's values a birth reads.
    var emitterValues: ParticleSimulation.Emitter {
        ParticleSimulation.Emitter(
            cells: emitterCells ?? [], birthRate: Double(birthRate), lifetime: Double(lifetime),
            velocity: Double(velocity), scale: Double(scale), spin: Double(spin), seed: seed,
            position: emitterPosition, zPosition: emitterZPosition, size: emitterSize, shape: emitterShape,
            mode: emitterMode)
    }

    /// Asks the window for a frame on every tick while particles live or may be born, so
    /// they move on time; stops asking once the layer is idle or leaves the window.
    private func keepTicking() {
        guard !isEmitterTicking, let host = hostView, let animator = host.window?.animator else { return }
        isEmitterTicking = true
        animator.onEveryTick { [weak self] in
            guard let self, let host = self.hostView, host.window != nil, self.isEmitting else {
                self?.isEmitterTicking = false
                return false
            }
            host.requestFrame()
            return true
        }
    }
    private var isEmitterTicking = false

    /// True while a particle lives or a cell may give birth.
    var isEmitting: Bool {
        !simulation.particles.isEmpty
            || (birthRate > 0 && (emitterCells ?? []).contains { $0.isEnabled && $0.birthRate > 0 })
    }
}
