import Geometry
import LayerTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The particles of one emitter layer, advanced from one clock time to the next.
///
/// Births fall at exact times: a cell's emission keeps a running count `n` (fractional),
/// growing by its rate times the time passed, and the particle numbered `k` is born when
/// the count passes `k`. Its random values come from the seed, the cell's place and `k`, so
/// the particles alive at a time do not depend on how the frames before it fell. Each
/// particle keeps its birth values; where it is at age `t` is the closed form
/// `p0 + v t + a t² / 2`.
struct ParticleSimulation {
    /// What a birth reads from the emitter layer.
    struct Emitter {
        var cells: [EmitterCell]
        var birthRate: Double
        var lifetime: Double
        var velocity: Double
        var scale: Double
        var spin: Double
        var seed: UInt32
        var position: Point
        var zPosition: Double
        var size: Size
        var shape: EmitterLayer.Shape
        var mode: EmitterLayer.Mode
    }

    /// One particle's birth values.
    struct Living {
        let cell: EmitterCell
        /// The key its children's random values start from.
        let key: UInt64
        /// Its place in birth order, across the layer.
        let serial: Int
        let birth: Double
        let lifetime: Double
        let origin: (x: Double, y: Double, z: Double)
        let velocity: (x: Double, y: Double, z: Double)
        let acceleration: (x: Double, y: Double, z: Double)
        let scale: Double
        let scaleSpeed: Double
        let spin: Double
        let color: (r: Double, g: Double, b: Double, a: Double)
        let colorSpeed: (r: Double, g: Double, b: Double, a: Double)
        /// The running birth count of each of its cell's `emitterCells`.
        var childCounts: [Double]

        /// Its position (x, y, depth) at clock time `t`.
        func position(at t: Double) -> (x: Double, y: Double, z: Double) {
            let age = t - birth
            return (
                origin.x + velocity.x * age + acceleration.x * age * age / 2,
                origin.y + velocity.y * age + acceleration.y * age * age / 2,
                origin.z + velocity.z * age + acceleration.z * age * age / 2
            )
        }

        /// When it dies.
        var death: Double { birth + lifetime }
    }

    /// The time the particles are at; nil before the first advance.
    private(set) var time: Double?
    /// When emission began (the first advance).
    private var start = 0.0
    /// The living particles, in birth order.
    private(set) var particles: [Living] = []
    /// Each top-level cell's running birth count, by identity.
    private var counts: [ObjectIdentifier: Double] = [:]
    private var serial = 0

    /// Brings the particles to clock time `now`: births in `[time, now)` at their exact
    /// times, with `emitter`'s values, then the deaths.
    mutating func advance(to now: Double, emitter: Emitter) {
        guard let from = time else {
            time = now
            start = now
            return
        }
        guard now > from else { return }
        for (index, cell) in emitter.cells.enumerated() where cell.isEnabled {
            let id = ObjectIdentifier(cell)
            var count = counts[id] ?? 0
            let window = emissionWindow(of: cell, from: start)
            let rate = Double(cell.birthRate) * emitter.birthRate
            let key = Self.mix(UInt64(emitter.seed), UInt64(index) &+ 1)
            emit(
                rate: rate, over: (max(from, window.lowerBound), min(now, window.upperBound)), count: &count
            ) { k, t in
                birth(of: cell, key: Self.mix(key, UInt64(k)), at: t, from: nil, emitter: emitter)
            }
            counts[id] = count
        }
        // Children of every particle, those just born included (appended, so reached here).
        var i = 0
        while i < particles.count {
            let parent = particles[i]
            for (j, child) in (parent.cell.emitterCells ?? []).enumerated() where j < parent.childCounts.count {
                guard child.isEnabled else { continue }
                let window = emissionWindow(of: child, from: parent.birth)
                var count = particles[i].childCounts[j]
                let key = Self.mix(parent.key, UInt64(j) &+ 1)
                emit(
                    rate: Double(child.birthRate) * emitter.birthRate,
                    over: (max(from, window.lowerBound), min(now, window.upperBound, parent.death)), count: &count
                ) { k, t in
                    birth(of: child, key: Self.mix(key, UInt64(k)), at: t, from: parent, emitter: emitter)
                }
                particles[i].childCounts[j] = count
            }
            i += 1
        }
        particles.removeAll { $0.death <= now }
        time = now
        if particles.isEmpty { serial = 0 }
    }

    /// The clock times a cell emits in: from its `beginTime` after `origin`, for its
    /// `duration` (0: for ever).
    private func emissionWindow(of cell: EmitterCell, from origin: Double) -> Range<Double> {
        let begin = origin + cell.beginTime
        return begin..<(cell.duration > 0 ? begin + cell.duration : .infinity)
    }

    /// Calls `born(k, t)` for each birth number `k` the running `count` passes over the
    /// interval at `rate`, with its exact time.
    private func emit(
        rate: Double, over interval: (Double, Double), count: inout Double, _ born: (Int, Double) -> Void
    ) {
        let (a, b) = interval
        guard rate > 0, b > a, rate.isFinite else { return }
        let end = count + rate * (b - a)
        var k = count.rounded(.up)
        while k < end {
            born(Int(k), a + (k - count) / rate)
            k += 1
        }
        count = end
    }

    /// A particle of `cell` born at `t` (from the emission shape, or at `parent`'s position).
    private mutating func birth(of cell: EmitterCell, key: UInt64, at t: Double, from parent: Living?, emitter: Emitter)
    {
        guard particles.count < EmitterLayer.maximumParticleCount else { return }
        var field: UInt64 = 0
        /// The next random value in -1...1.
        func spread() -> Double {
            field += 1
            return Self.unit(Self.mix(key, field)) * 2 - 1
        }
        let lifetime = (Double(cell.lifetime) + Double(cell.lifetimeRange) * spread()) * emitter.lifetime
        guard lifetime > 0 else { return }
        let origin = parent?.position(at: t) ?? emissionPoint(emitter, spread)
        let speed = (cell.velocity + cell.velocityRange * spread()) * emitter.velocity
        let longitude = cell.emissionLongitude + cell.emissionRange / 2 * spread()
        let latitude = cell.emissionLatitude
        let base = cell.color?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1)
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        let color = (
            r: clamp(base.red + Double(cell.redRange) * spread()),
            g: clamp(base.green + Double(cell.greenRange) * spread()),
            b: clamp(base.blue + Double(cell.blueRange) * spread()),
            a: clamp(base.alpha + Double(cell.alphaRange) * spread())
        )
        particles.append(
            Living(
                cell: cell, key: key, serial: serial, birth: t, lifetime: lifetime, origin: origin,
                velocity: (
                    speed * cos(latitude) * cos(longitude), speed * cos(latitude) * sin(longitude),
                    speed * sin(latitude)
                ),
                acceleration: (cell.xAcceleration, cell.yAcceleration, cell.zAcceleration),
                scale: (cell.scale + cell.scaleRange * spread()) * emitter.scale,
                scaleSpeed: cell.scaleSpeed * emitter.scale,
                spin: (cell.spin + cell.spinRange * spread()) * emitter.spin,
                color: color,
                colorSpeed: (
                    Double(cell.redSpeed), Double(cell.greenSpeed), Double(cell.blueSpeed), Double(cell.alphaSpeed)
                ),
                childCounts: Array(repeating: 0, count: cell.emitterCells?.count ?? 0)))
        serial += 1
    }

    /// Where on the emitter's shape a particle starts, by its mode; `spread` gives random
    /// values in -1...1. Cuboid and sphere are their flat rectangle and circle.
    private func emissionPoint(_ e: Emitter, _ spread: () -> Double) -> (x: Double, y: Double, z: Double) {
        let c = e.position
        let w = e.size.width
        let h = e.size.height
        func at(_ x: Double, _ y: Double) -> (x: Double, y: Double, z: Double) { (c.x + x, c.y + y, e.zPosition) }
        switch e.shape {
        case .point:
            return at(0, 0)
        case .line:
            if e.mode == .points { return at(spread() < 0 ? -w / 2 : w / 2, 0) }
            return at(w / 2 * spread(), 0)
        case .rectangle, .cuboid:
            switch e.mode {
            case .points:
                return at(spread() < 0 ? -w / 2 : w / 2, spread() < 0 ? -h / 2 : h / 2)
            case .outline:
                // A point along the perimeter, uniformly by length.
                let perimeter = 2 * (w + h)
                guard perimeter > 0 else { return at(0, 0) }
                let d = (spread() + 1) / 2 * perimeter
                if d < w { return at(-w / 2 + d, -h / 2) }
                if d < w + h { return at(w / 2, -h / 2 + (d - w)) }
                if d < 2 * w + h { return at(w / 2 - (d - w - h), h / 2) }
                return at(-w / 2, h / 2 - (d - 2 * w - h))
            case .surface, .volume:
                return at(w / 2 * spread(), h / 2 * spread())
            }
        case .circle, .sphere:
            let angle = Double.pi * spread()
            switch e.mode {
            case .points: return at(0, 0)
            case .outline: return at(w * cos(angle), w * sin(angle))
            case .surface, .volume:
                // The square root spreads points evenly over the disc's area.
                let r = w * ((spread() + 1) / 2).squareRoot()
                return at(r * cos(angle), r * sin(angle))
            }
        }
    }

    /// The particles at clock time `t` as the renderer's content, ordered by `renderMode`;
    /// nil when none is drawn.
    func content(at t: Double?, renderMode: EmitterLayer.RenderMode) -> ParticleContent? {
        guard let t, !particles.isEmpty else { return nil }
        var sprites: [ParticleSprite] = []
        var spriteOf: [ObjectIdentifier: (index: Int, factor: Double)?] = [:]
        var drawn: [(particle: Particle, depth: Double, serial: Int)] = []
        for living in particles where living.birth <= t && t < living.death {
            let id = ObjectIdentifier(living.cell)
            if spriteOf[id] == nil { spriteOf[id] = Self.sprite(of: living.cell, into: &sprites) }
            guard let sprite = spriteOf[id] ?? nil else { continue }
            let age = t - living.birth
            let scale = max(0, living.scale + living.scaleSpeed * age)
            func channel(_ v: Double, _ speed: Double) -> Double { min(max(v + speed * age, 0), 1) }
            let alpha = channel(living.color.a, living.colorSpeed.a)
            guard scale > 0, alpha > 0 else { continue }
            let p = living.position(at: t)
            let color = Color(
                red: channel(living.color.r, living.colorSpeed.r), green: channel(living.color.g, living.colorSpeed.g),
                blue: channel(living.color.b, living.colorSpeed.b), alpha: alpha)
            drawn.append(
                (
                    Particle(
                        sprite: sprite.index, center: Point(x: p.x, y: p.y), scale: scale * sprite.factor,
                        rotation: living.spin * age, color: color),
                    p.z, living.serial
                ))
        }
        switch renderMode {
        case .unordered, .oldestFirst, .additive: break
        case .oldestLast: drawn.reverse()
        case .backToFront: drawn.sort { ($0.depth, $0.serial) < ($1.depth, $1.serial) }
        }
        if drawn.isEmpty { return nil }
        return ParticleContent(sprites: sprites, particles: drawn.map(\.particle), isAdditive: renderMode == .additive)
    }

    /// The sprite of `cell`'s contents, added to `sprites`, and the factor from the sprite's
    /// size to the particle's (the image's pixels over the cell's `contentsScale`, as Core
    /// Animation sizes a particle); nil for a cell with no image.
    private static func sprite(of cell: EmitterCell, into sprites: inout [ParticleSprite]) -> (
        index: Int, factor: Double
    )? {
        guard let image = cell.contentsImage else { return nil }
        let scale = cell.contentsScale > 0 ? cell.contentsScale : 1
        let size = Size(width: Double(image.pixelSize.width) / scale, height: Double(image.pixelSize.height) / scale)
        guard size.width > 0, size.height > 0 else { return nil }
        let sprite: ParticleSprite
        if let drawing = image.drawing {
            sprite = .drawing(drawing)
        } else {
            let rect = Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            sprite = .image(
                ImageContent(
                    path: image.path, pixelWidth: image.pixelSize.width, pixelHeight: image.pixelSize.height,
                    rect: rect, tint: image.tintColor))
        }
        let factor = sprite.size.width > 0 ? size.width / sprite.size.width : 1
        sprites.append(sprite)
        return (sprites.count - 1, factor)
    }

    /// SplitMix64's finaliser over two words: a well-mixed key for random values.
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var z = a &+ 0x9E37_79B9_7F4A_7C15 &* (b &+ 1)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A key as a value in 0..<1.
    static func unit(_ key: UInt64) -> Double { Double(key >> 11) / Double(1 << 53) }
}
