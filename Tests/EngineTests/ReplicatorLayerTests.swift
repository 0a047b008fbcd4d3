import Geometry
import LayerTree
import Renderer
import XCTest

@testable import Engine

/// `CAReplicatorLayer`: copies of the sublayers, moved, tinted and delayed per copy, drawn by
/// the renderer as ordinary layers.
final class ReplicatorLayerTests: XCTestCase {
    private static let white: UInt32 = 0xFFFF_FFFF
    private static let black: UInt32 = 0xFF00_0000
    private static let red: UInt32 = 0xFFFF_0000

    @MainActor private static func render(_ view: View, width: Int, height: Int) -> Framebuffer {
        let fb = Framebuffer(width: width, height: height)
        Renderer().renderFull(view.makeLayer(), into: fb, scale: 1, background: .white)
        return fb
    }

    /// A 10-point dot at (5, 5) of a replicator filling a 100 x 20 view.
    @MainActor private static func dotRow(count: Int) -> (View, ReplicatorLayer, ViewLayer) {
        let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        let replicator = ReplicatorLayer()
        replicator.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        let dot = ViewLayer()
        dot.frame = Rect(x: 5, y: 5, width: 10, height: 10)
        dot.backgroundColor = Color(red: 1, green: 0, blue: 0)
        replicator.addSublayer(dot)
        replicator.instanceCount = count
        replicator.instanceAffineTransform = AffineTransform(translationX: 20, y: 0)
        host.layer.addSublayer(replicator)
        return (host, replicator, dot)
    }

    /// Apple: "instanceCount: The number of copies to create, including the source layers.
    /// Default value is 1, no extra copies are created." and "instanceTransform: This
    /// transform matrix is applied to instance k-1 to produce instance k." Five copies of a
    /// dot moved 20 points each make a row of five dots, every one a full step from the last.
    func testInstancesDrawARowOfDotsEachOneTransformFurther() {
        MainActor.assumeIsolated {
            let (host, replicator, _) = Self.dotRow(count: 5)
            let fb = Self.render(host, width: 100, height: 20)
            for k in 0..<5 {
                XCTAssertEqual(fb[10 + 20 * k, 10], Self.red, "dot \(k) at x = \(10 + 20 * k)")
                XCTAssertEqual(fb[20 * k + 2, 10], Self.white, "gap before dot \(k)")
            }
            replicator.instanceCount = 1
            let once = Self.render(host, width: 100, height: 20)
            XCTAssertEqual(once[10, 10], Self.red, "the sublayer itself is the first instance")
            XCTAssertEqual(once[30, 10], Self.white, "one instance: no copies")
            replicator.instanceCount = 0
            XCTAssertEqual(Self.render(host, width: 100, height: 20)[10, 10], Self.white, "no instances draw nothing")
        }
    }

    /// Apple: "instanceTransform ... The matrix is applied relative to the center of this
    /// layer." A bar at the top of a 100 x 100 replicator turned a quarter turn per copy makes
    /// a ring: two copies draw the top and the right bar (the rotation turns about (50, 50),
    /// not the origin, which would put the copy off the layer), four all four.
    func testRotatedCopiesTurnAboutTheCentreIntoARing() {
        MainActor.assumeIsolated {
            let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let replicator = ReplicatorLayer()
            replicator.frame = host.bounds
            let bar = ViewLayer()
            bar.frame = Rect(x: 46, y: 5, width: 8, height: 25)
            bar.backgroundColor = .black
            replicator.addSublayer(bar)
            replicator.instanceCount = 2
            replicator.instanceAffineTransform = AffineTransform(rotationAngle: .pi / 2)
            host.layer.addSublayer(replicator)
            let two = Self.render(host, width: 100, height: 100)
            XCTAssertEqual(two[50, 15], Self.black, "the bar itself, at the top")
            XCTAssertEqual(two[85, 50], Self.black, "the first copy, turned to the right")
            XCTAssertEqual(two[50, 85], Self.white, "no third copy yet")
            XCTAssertEqual(two[15, 50], Self.white)
            replicator.instanceCount = 4
            let ring = Self.render(host, width: 100, height: 100)
            for (x, y) in [(50, 15), (85, 50), (50, 85), (15, 50)] {
                XCTAssertEqual(ring[x, y], Self.black, "a bar at (\(x), \(y))")
            }
            XCTAssertEqual(ring[50, 50], Self.white, "the centre stays empty")
            XCTAssertEqual(ring[25, 25], Self.white, "between the bars")
        }
    }

    /// Apple: "instanceColor: Defines the color used to multiply the source object ...
    /// Defaults to opaque white", and each `instance...Offset` is added once more per copy
    /// (the class overview's red square whose "blue and green color channels are offset so
    /// that their values reach 0 at the final instance"). A white dot with green and blue
    /// offsets of -0.5 is white, then pink, then red; an alpha offset fades each copy more.
    func testInstanceColourAndOffsetsMultiplyEachCopy() {
        MainActor.assumeIsolated {
            let (host, replicator, dot) = Self.dotRow(count: 3)
            dot.backgroundColor = .white
            host.backgroundColor = .black
            replicator.instanceGreenOffset = -0.5
            replicator.instanceBlueOffset = -0.5
            let fb = Self.render(host, width: 100, height: 20)
            XCTAssertEqual(fb[10, 10], Self.white, "copy 0: multiplied by white")
            let pink = fb[30, 10]
            XCTAssertEqual(pink >> 16 & 0xFF, 0xFF)
            XCTAssertEqual(Double(pink >> 8 & 0xFF), 127.5, accuracy: 1, "copy 1: green halved")
            XCTAssertEqual(Double(pink & 0xFF), 127.5, accuracy: 1, "copy 1: blue halved")
            XCTAssertEqual(fb[50, 10], Self.red, "copy 2: green and blue at 0")

            replicator.instanceGreenOffset = 0
            replicator.instanceBlueOffset = 0
            replicator.instanceColor = Color(red: 0, green: 0, blue: 1)
            XCTAssertEqual(Self.render(host, width: 100, height: 20)[30, 10], 0xFF00_00FF, "white times blue")

            replicator.instanceColor = nil
            replicator.instanceAlphaOffset = -0.5
            let faded = Self.render(host, width: 100, height: 20)
            XCTAssertEqual(faded[10, 10], Self.white)
            XCTAssertEqual(Double(faded[30, 10] & 0xFF), 127.5, accuracy: 1, "copy 1 at half opacity over black")
            XCTAssertEqual(faded[50, 10], Self.black, "copy 2 fully transparent")
        }
    }

    /// Apple: "instanceDelay: Specifies the delay, in seconds, between replicated copies ...
    /// The default value is 0.0, meaning that any animations added to replicated copies will
    /// be synchronized." A one-second fade of the dot's colour from black to white, with a
    /// 0.25 s delay: half a second in, copy 0 is half way, copy 1 a quarter of the way and
    /// copy 2 at the start; with no delay all three are half way.
    func testEachCopysAnimationsRunInstanceDelayLater() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (host, replicator, dot) = Self.dotRow(count: 3)
            h.root.addSubview(host)
            dot.backgroundColor = .black
            replicator.instanceDelay = 0.25
            let fade = BasicAnimation(keyPath: "backgroundColor")
            fade.fromValue = Color.black
            fade.toValue = Color.white
            fade.duration = 1
            fade.timingFunction = MediaTimingFunction(name: .linear)
            dot.add(fade, forKey: "fade")
            h.advance(0.5)
            @MainActor func greys() -> [Double] {
                let node = host.makeLayer().sublayers[0]
                return node.sublayers.map { $0.backgroundColor?.rgba.red ?? -1 }
            }
            let delayed = greys()
            XCTAssertEqual(delayed.count, 3)
            XCTAssertEqual(delayed[0], 0.5, accuracy: 1e-6)
            XCTAssertEqual(delayed[1], 0.25, accuracy: 1e-6)
            XCTAssertEqual(delayed[2], 0, accuracy: 1e-6)
            XCTAssertEqual(replicator.timeOffset, 0, "the replicator's own time is left as it was")
            replicator.instanceDelay = 0
            for grey in greys() { XCTAssertEqual(grey, 0.5, accuracy: 1e-6, "no delay: in step") }
        }
    }

    /// A replicator's node is left exactly as a plain layer's with one white instance, so no
    /// frame that has none changes; `preservesDepth` is accepted and kept.
    func testOneWhiteInstanceIsThePlainLayersNode() {
        MainActor.assumeIsolated {
            let (host, replicator, dot) = Self.dotRow(count: 1)
            replicator.preservesDepth = true
            XCTAssertTrue(replicator.preservesDepth)
            let plain = View(frame: host.frame)
            let layer = ViewLayer()
            layer.frame = replicator.frame
            let same = ViewLayer()
            same.frame = dot.frame
            same.backgroundColor = dot.backgroundColor
            layer.addSublayer(same)
            plain.layer.addSublayer(layer)
            XCTAssertEqual(host.makeLayer(), plain.makeLayer())
        }
    }
}
