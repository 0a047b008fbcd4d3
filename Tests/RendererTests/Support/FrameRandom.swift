import Geometry

/// The random numbers of a randomized scene test: one stream per seed and frame, so a
/// failing frame can be drawn again alone, from the same 64-bit linear congruential
/// generator every scene test of the renderer used on its own.
struct FrameRandom {
    private var state: UInt64

    /// The stream of frame `frame` of the test seeded `seed`.
    init(seed: UInt64, frame: Int) {
        state = seed &+ UInt64(frame) &* 0x9E37_79B9_7F4A_7C15
    }

    /// A number in 0..<1 from the generator's high 32 bits.
    mutating func unit() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(UInt32(truncatingIfNeeded: state >> 32)) / 4_294_967_296.0
    }

    /// A number in lo..<hi.
    mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    /// A colour of random red, green and blue (drawn in that order) and the given alpha.
    mutating func color(alpha: Double) -> Color {
        Color(red: unit(), green: unit(), blue: unit(), alpha: alpha)
    }
}
