import Foundation
import Geometry
import LayerTree
import XCTest

@testable import Engine
@testable import Renderer

/// `CAEmitterLayer` and `CAEmitterCell` in the engine: births on the virtual clock, the
/// closed-form motion, lifetimes, the seed's determinism and one particle's pixels.
final class EmitterLayerTests: XCTestCase {
    /// A 4 x 4 opaque white PNG, the usual sparkle sprite shape, in a temporary file.
    private static let whiteSprite: Image = {
        let path = NSTemporaryDirectory() + "emitter-sprite-\(getpid()).png"
        let fb = Framebuffer(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { fb.row(y)[x] = 0xFFFF_FFFF } }
        try? PNGFile.write(fb, to: path)
        return Image(contentsOfFile: path)!
    }()

    /// The particle content of the first node that has one.
    private static func particles(in node: Layer) -> ParticleContent? {
        if case .particles(let p) = node.content { return p }
        for child in node.sublayers { if let p = particles(in: child) { return p } }
        return nil
    }

    /// A cell that emits `rate` white sprites a second, living `lifetime` seconds.
    private static func cell(rate: Float = 10, lifetime: Float = 10) -> EmitterCell {
        let cell = EmitterCell()
        cell.birthRate = rate
        cell.lifetime = lifetime
        cell.contents = whiteSprite
        return cell
    }

    /// Core Animation's defaults. CAEmitterLayer: "birthRate ... Default value is 1.0",
    /// "emitterShape ... The default value is point", "emitterSize ... Default is 0.0";
    /// CAEmitterCell: "emissionRange ... The default value of this property is 0".
    func testDefaultsAreCoreAnimations() {
        MainActor.assumeIsolated {
            let layer = EmitterLayer()
            XCTAssertEqual(layer.birthRate, 1)
            XCTAssertEqual(layer.lifetime, 1)
            XCTAssertEqual(layer.velocity, 1)
            XCTAssertEqual(layer.scale, 1)
            XCTAssertEqual(layer.spin, 1)
            XCTAssertEqual(layer.seed, 0)
            XCTAssertEqual(layer.emitterShape, .point)
            XCTAssertEqual(layer.emitterMode, .volume)
            XCTAssertEqual(layer.renderMode, .unordered)
            XCTAssertEqual(layer.emitterSize, .zero)
            XCTAssertNil(layer.emitterCells)
            let cell = EmitterCell()
            XCTAssertEqual(cell.birthRate, 0)
            XCTAssertEqual(cell.lifetime, 0)
            XCTAssertEqual(cell.emissionRange, 0)
            XCTAssertEqual(cell.scale, 1)
            XCTAssertEqual(cell.color, .white)
            XCTAssertTrue(cell.isEnabled)
            XCTAssertEqual(EmitterLayer.Shape(rawValue: "line"), .line, "Core Animation's raw values")
            XCTAssertEqual(EmitterLayer.RenderMode(rawValue: "additive"), .additive)
        }
    }

    /// "The birth rate of each cell is multiplied by this number to give the actual number of
    /// particles created every second": a cell of 10 a second under a layer of 3 gives 30
    /// births within its first second (59 frames of 60 a second, births every 1/30 s from
    /// the first frame); a layer `birthRate` of 0 stops births and the living particles
    /// live on.
    func testBirthsInOneSecondFollowTheRate() {
        MainActor.assumeIsolated {
            let h = Harness()
            let layer = EmitterLayer()
            layer.emitterCells = [Self.cell(rate: 10)]
            layer.birthRate = 3
            h.root.layer.addSublayer(layer)
            _ = h.window.layerTree()
            h.step(59)
            let alive = Self.particles(in: h.window.layerTree())?.particles.count ?? 0
            XCTAssertEqual(alive, 30)
            layer.birthRate = 0
            h.step(30)
            XCTAssertEqual(Self.particles(in: h.window.layerTree())?.particles.count, 30, "no births, no deaths")
        }
    }

    /// A particle moves as `p0 + v t + a t² / 2`: one particle emitted at 40 points a second
    /// along `emissionLongitude` π/2 (down the screen) with `xAcceleration` 30 and
    /// `yAcceleration` -20 from `emitterPosition` (50, 60) stands where the closed form says
    /// at every frame; "emissionRange ... Cells are uniformly distributed across this cone",
    /// here a cone of 0.
    func testAParticleFollowsTheClosedForm() {
        MainActor.assumeIsolated {
            let h = Harness()
            let layer = EmitterLayer()
            layer.emitterPosition = Point(x: 50, y: 60)
            let cell = Self.cell(rate: 1, lifetime: 5)
            cell.velocity = 40
            cell.emissionLongitude = .pi / 2
            cell.xAcceleration = 30
            cell.yAcceleration = -20
            layer.emitterCells = [cell]
            h.root.layer.addSublayer(layer)
            _ = h.window.layerTree()
            let born = h.clock.now
            for _ in 0..<4 {
                h.step(15)
                let t = h.clock.now - born
                let first = try! XCTUnwrap(Self.particles(in: h.window.layerTree())?.particles.first)
                assertClose(first.center, Point(x: 50 + 30 * t * t / 2, y: 60 + 40 * t - 20 * t * t / 2), 1e-6)
            }
        }
    }

    /// "lifetime ... The lifetime of the cell, in seconds": a particle of 0.5 s is gone after
    /// it; with births every 0.25 s at most two live at once. `alphaSpeed` fades it: -1 a
    /// second takes a sixtieth of alpha a frame.
    func testParticlesDieAtTheEndOfTheirLifetime() {
        MainActor.assumeIsolated {
            let h = Harness()
            let layer = EmitterLayer()
            let cell = Self.cell(rate: 4, lifetime: 0.5)
            cell.alphaSpeed = -1
            layer.emitterCells = [cell]
            h.root.layer.addSublayer(layer)
            _ = h.window.layerTree()
            h.step(16)  // 16/60 s: born at 0 and at 0.25
            let young = try! XCTUnwrap(Self.particles(in: h.window.layerTree()))
            XCTAssertEqual(young.particles.count, 2, "born at 0 and at 0.25")
            assertClose(young.particles[0].color.alpha, 1 - 16.0 / 60, 1e-6)
            h.step(60)
            let later = try! XCTUnwrap(Self.particles(in: h.window.layerTree()))
            XCTAssertLessThanOrEqual(later.particles.count, 2, "none older than half a second")
            layer.birthRate = 0
            h.step(31)
            XCTAssertNil(Self.particles(in: h.window.layerTree()), "all expired")
            XCTAssertFalse(layer.isEmitting)
        }
    }

    /// The same seed and the same clock give the same particles, frame for frame and pixel
    /// for pixel; another seed ("seed ... the seed used to initialize the random number
    /// generator") another spray.
    func testTheSameSeedGivesTheSameFrames() {
        MainActor.assumeIsolated {
            @MainActor func run(seed: UInt32) -> [UInt32] {
                let h = Harness(size: Size(width: 80, height: 80))
                let layer = EmitterLayer()
                layer.seed = seed
                layer.emitterPosition = Point(x: 40, y: 40)
                layer.emitterShape = .circle
                layer.emitterSize = Size(width: 10, height: 0)
                let cell = Self.cell(rate: 50, lifetime: 1)
                cell.velocity = 30
                cell.velocityRange = 20
                cell.emissionRange = 2 * .pi
                cell.spin = 2
                cell.spinRange = 1
                cell.scaleRange = 0.5
                cell.color = Color(red: 1, green: 0.5, blue: 0)
                layer.emitterCells = [cell]
                h.root.layer.addSublayer(layer)
                _ = h.window.layerTree()
                h.step(30)
                let fb = Framebuffer(width: 80, height: 80)
                Renderer().renderFull(h.window.layerTree(), into: fb, scale: 1, background: .black)
                return (0..<80).flatMap { y in (0..<80).map { fb[$0, y] } }
            }
            let a = run(seed: 7)
            XCTAssertTrue(a == run(seed: 7), "same seed, same pixels")
            XCTAssertFalse(a == run(seed: 8), "another seed, another spray")
            XCTAssertTrue(a.contains { $0 != 0xFF00_0000 }, "something was drawn")
        }
    }

    /// One particle's pixels: a 4 x 4 white sprite at scale 2 is an 8 x 8 square centred on
    /// its position, multiplied by the cell's `color` ("color: The color of each emitted
    /// object"); additive render mode adds its light to what is beneath, so red over a
    /// blue background makes magenta where source-over would paint red.
    func testOneParticleIsItsSpriteScaledAndTinted() {
        MainActor.assumeIsolated {
            @MainActor func render(_ mode: EmitterLayer.RenderMode) -> Framebuffer {
                let h = Harness(size: Size(width: 40, height: 40))
                h.root.backgroundColor = Color(red: 0, green: 0, blue: 1)
                let layer = EmitterLayer()
                layer.emitterPosition = Point(x: 20, y: 20)
                layer.renderMode = mode
                let cell = Self.cell(rate: 1, lifetime: 5)
                cell.scale = 2
                cell.color = Color(red: 1, green: 0, blue: 0)
                layer.emitterCells = [cell]
                h.root.layer.addSublayer(layer)
                _ = h.window.layerTree()
                h.step(1)
                let fb = Framebuffer(width: 40, height: 40)
                Renderer().renderFull(h.window.layerTree(), into: fb, scale: 1, background: .white)
                return fb
            }
            let over = render(.unordered)
            XCTAssertEqual(over[20, 20], 0xFFFF_0000, "inside: red")
            XCTAssertEqual(over[17, 17], 0xFFFF_0000, "the square's inside corner")
            XCTAssertEqual(over[15, 20], 0xFF00_00FF, "outside the 8 x 8 square: the background")
            XCTAssertEqual(over[25, 20], 0xFF00_00FF)
            let added = render(.additive)
            XCTAssertEqual(added[20, 20], 0xFFFF_00FF, "red added to blue")
            XCTAssertEqual(added[15, 20], 0xFF00_00FF)
        }
    }

    /// "emitterCells: An array containing the sub-cells of this cell": each particle of a
    /// cell emits its sub-cells' particles from where it is, while it lives.
    func testNestedCellsEmitFromTheirParticles() {
        MainActor.assumeIsolated {
            let h = Harness()
            let layer = EmitterLayer()
            layer.emitterPosition = Point(x: 100, y: 100)
            let parent = Self.cell(rate: 1, lifetime: 2)
            parent.velocity = 60
            let child = Self.cell(rate: 10, lifetime: 5)
            parent.emitterCells = [child]
            layer.emitterCells = [parent]
            h.root.layer.addSublayer(layer)
            _ = h.window.layerTree()
            h.step(30)
            let content = try! XCTUnwrap(Self.particles(in: h.window.layerTree()))
            // One parent (born at 0) and its five children of its first half second, each
            // standing where the parent was when it was born (60 points a second along +x).
            XCTAssertEqual(content.particles.count, 6)
            let xs = content.particles.map(\.center.x).sorted()
            for (k, x) in xs.dropLast().enumerated() { assertClose(x, 100 + 60 * Double(k) / 10, 1e-6) }
        }
    }

    /// The cap: however high the rate, one layer keeps at most `maximumParticleCount`.
    func testTheParticleCountIsBounded() {
        MainActor.assumeIsolated {
            let h = Harness()
            let layer = EmitterLayer()
            layer.emitterCells = [Self.cell(rate: 100_000, lifetime: 10)]
            h.root.layer.addSublayer(layer)
            _ = h.window.layerTree()
            h.step(6)
            XCTAssertEqual(
                Self.particles(in: h.window.layerTree())?.particles.count, EmitterLayer.maximumParticleCount)
        }
    }

    /// An emitting layer keeps the window ticking (its particles move without any
    /// animation), and the damage of a frame covers the particles wherever they fly, though
    /// the layer's own bounds are empty.
    func testEmittingKeepsTheWindowAnimatingAndDamagesTheParticles() {
        MainActor.assumeIsolated {
            let h = Harness()
            let layer = EmitterLayer()
            layer.emitterPosition = Point(x: 100, y: 100)
            let cell = Self.cell(rate: 5, lifetime: 3)
            cell.velocity = 50
            layer.emitterCells = [cell]
            h.root.layer.addSublayer(layer)
            _ = h.window.layerTree()
            h.step(30)
            XCTAssertTrue(h.window.isAnimating)
            let tree = h.window.layerTree()
            let extent = try! XCTUnwrap(LayerExtent.subtree(tree, parent: .identity))
            XCTAssertGreaterThanOrEqual(extent.maxX, 100 + 50 * 0.5, "reaches the farthest particle")
        }
    }
}
