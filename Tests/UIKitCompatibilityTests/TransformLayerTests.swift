import CoreGraphics
import Foundation
import LayerTree
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// `CATransformLayer`, as UIKit code builds a cube of six faces. Apple: "Unlike normal layers,
/// transform layers do not flatten their sublayers into the plane at Z=0"; "Only the sublayers
/// of a transform layer are rendered. The CALayer properties that are rendered by a layer are
/// ignored, including: backgroundColor, contents, border style properties"; "The opacity
/// property is applied to each sublayer individually, the transform layer does not form a
/// compositing group." And `CALayer.isDoubleSided`: "When this property is set to false, the
/// layer hides its content when it faces away from the viewer."
final class TransformLayerTests: XCTestCase {
    /// The faces by name, colour and the turn that takes the front face's place to theirs.
    enum Face: CaseIterable {
        case front, back, right, left, top, bottom

        var color: UIColor {
            switch self {
            case .front: UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            case .back: UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            case .right: UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            case .left: UIColor(red: 1, green: 1, blue: 0, alpha: 1)
            case .top: UIColor(red: 1, green: 0, blue: 1, alpha: 1)
            case .bottom: UIColor(red: 0, green: 1, blue: 1, alpha: 1)
            }
        }

        /// The face's turn as (about x, about y) in radians.
        var turn: (x: Double, y: Double) {
            switch self {
            case .front: (0, 0)
            case .back: (0, .pi)
            case .right: (0, .pi / 2)
            case .left: (0, -.pi / 2)
            case .top: (.pi / 2, 0)
            case .bottom: (-.pi / 2, 0)
            }
        }
    }

    static let side = 100.0
    static let eye = 500.0
    static let centre = CGPoint(x: 150, y: 150)
    // The cube's own turn: first about x, then about y.
    static let tiltX = -20 * Double.pi / 180
    static let turnY = 30 * Double.pi / 180

    /// A 300x300 view holding a cube of side 100 centred at (150, 150): a transform layer whose
    /// `sublayerTransform` turns it and gives it perspective (eye 500 points away), faces
    /// pushed out by half a side and turned into place, as cube tutorials write it.
    @MainActor
    static func makeCube(doubleSided: Bool) -> (UIView, CATransformLayer) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 100, y: 100, width: side, height: side)
        // Ignored, as Apple documents: a transform layer renders only its sublayers.
        cube.backgroundColor = UIColor.black.cgColor
        for face in Face.allCases {
            let layer = CALayer()
            layer.frame = cube.bounds
            layer.backgroundColor = face.color.cgColor
            layer.isDoubleSided = doubleSided
            var t = CATransform3DMakeRotation(face.turn.x, 1, 0, 0)
            t = CATransform3DRotate(t, face.turn.y, 0, 1, 0)
            layer.transform = CATransform3DTranslate(t, 0, 0, side / 2)
            cube.addSublayer(layer)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / eye
        cube.sublayerTransform = CATransform3DRotate(CATransform3DRotate(perspective, turnY, 0, 1, 0), tiltX, 1, 0, 0)
        container.layer.addSublayer(cube)
        return (container, cube)
    }

    /// A point of the cube (relative to its centre) on screen, in closed form: turned about x,
    /// then about y (row vectors, as Core Animation's matrices), then divided by
    /// `w = 1 - z / eye`.
    static func screenPoint(_ p: (Double, Double, Double)) -> (point: CGPoint, z: Double) {
        var (x, y, z) = p
        (y, z) = (y * cos(tiltX) - z * sin(tiltX), y * sin(tiltX) + z * cos(tiltX))
        (x, z) = (x * cos(turnY) + z * sin(turnY), -x * sin(turnY) + z * cos(turnY))
        let w = 1 - z / eye
        return (CGPoint(x: centre.x + x / w, y: centre.y + y / w), z)
    }

    /// A point `(u, v)` of a face's own bounds as a point of the cube: pushed out by half a
    /// side, then turned by the face's turn.
    static func cubePoint(of face: Face, u: Double, v: Double) -> (Double, Double, Double) {
        var (x, y, z) = (u - side / 2, v - side / 2, side / 2)
        let (a, b) = face.turn
        (y, z) = (y * cos(a) - z * sin(a), y * sin(a) + z * cos(a))
        (x, z) = (x * cos(b) + z * sin(b), -x * sin(b) + z * cos(b))
        return (x, y, z)
    }

    static func face(of node: Layer) -> Face? {
        Face.allCases.first { $0.color.cgColor == node.backgroundColor }
    }

    /// Turned 20 degrees about x and 30 about y, the single-sided cube shows its front, left and
    /// top faces (those whose outward normal points at the eye), drawn farthest first by the
    /// depth of their centres (top, left, front), each corner where the closed form puts it.
    func testACubeShowsItsThreeNearFacesInDepthOrderAtTheirCorners() throws {
        try MainActor.assumeIsolated {
            let (container, _) = Self.makeCube(doubleSided: false)
            let node = container.makeLayer()
            XCTAssertEqual(node.sublayers.count, 1, "the transform layer becomes one group")
            let group = node.sublayers[0]
            XCTAssertNil(group.backgroundColor, "a transform layer draws no background of its own")
            XCTAssertFalse(group.preservesDepth, "resolved before the renderer sees it")
            let faces = group.sublayers.map { Self.face(of: $0) }
            XCTAssertEqual(faces, [.top, .left, .front])
            // The closed form's depth order agrees: centres' z after the turn, ascending.
            let depths = [Face.top, .left, .front].map { Self.screenPoint(Self.cubePoint(of: $0, u: 50, v: 50)).z }
            XCTAssertEqual(depths, depths.sorted())
            for leaf in group.sublayers {
                let face = try XCTUnwrap(Self.face(of: leaf))
                let projection = try XCTUnwrap(leaf.projection, "\(face) is drawn in perspective")
                for (u, v) in [(0.0, 0.0), (Self.side, 0), (0, Self.side), (Self.side, Self.side)] {
                    let got = try XCTUnwrap(projection.project(CGPoint(x: u, y: v)))
                    let expected = Self.screenPoint(Self.cubePoint(of: face, u: u, v: v)).point
                    XCTAssertEqual(got.x, expected.x, accuracy: 0.5, "\(face) corner (\(u), \(v))")
                    XCTAssertEqual(got.y, expected.y, accuracy: 0.5, "\(face) corner (\(u), \(v))")
                }
            }
        }
    }

    /// Double-sided, every face is drawn, the far ones first: the back face lies under all.
    func testDoubleSidedFacesAreAllDrawnFarthestFirst() {
        MainActor.assumeIsolated {
            let (container, _) = Self.makeCube(doubleSided: true)
            let group = container.makeLayer().sublayers[0]
            let faces = group.sublayers.compactMap { Self.face(of: $0) }
            XCTAssertEqual(Set(faces), Set(Face.allCases))
            XCTAssertEqual(faces.first, .back)
            XCTAssertEqual(faces.last, .front)
            let depths = faces.map { Self.screenPoint(Self.cubePoint(of: $0, u: 50, v: 50)).z }
            XCTAssertEqual(depths, depths.sorted(), "painter's order by the centres' depth")
        }
    }

    /// A plain layer in the same place flattens: its faces stay in the order they were added
    /// (one node with six sublayers), which is why the transform layer is needed at all.
    func testAPlainLayerStillFlattensItsSublayers() {
        MainActor.assumeIsolated {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let plain = CALayer()
            plain.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
            for face in Face.allCases {
                let layer = CALayer()
                layer.frame = plain.bounds
                layer.backgroundColor = face.color.cgColor
                plain.addSublayer(layer)
            }
            container.layer.addSublayer(plain)
            let node = container.makeLayer().sublayers[0]
            XCTAssertEqual(node.sublayers.compactMap { Self.face(of: $0) }, Face.allCases)
        }
    }

    /// Apple, `CAReplicatorLayer.preservesDepth`: "If true, the layer acts similarly to the
    /// CATransformLayer and has the same restrictions." Two sublayers, the first pushed 10
    /// points towards the eye and the second 10 away: kept in depth, the far one is drawn
    /// first; flattened (the default), they keep the order they were added in.
    func testAReplicatorPreservingDepthSortsLikeATransformLayer() {
        MainActor.assumeIsolated {
            @MainActor func order(preservingDepth: Bool) -> [Face] {
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
                let replicator = CAReplicatorLayer()
                replicator.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
                replicator.preservesDepth = preservingDepth
                for (face, z) in [(Face.front, 10.0), (Face.back, -10)] {
                    let layer = CALayer()
                    layer.frame = replicator.bounds
                    layer.backgroundColor = face.color.cgColor
                    layer.transform = CATransform3DMakeTranslation(0, 0, z)
                    replicator.addSublayer(layer)
                }
                container.layer.addSublayer(replicator)
                return container.makeLayer().sublayers[0].sublayers.compactMap { Self.face(of: $0) }
            }
            XCTAssertEqual(order(preservingDepth: true), [.back, .front])
            XCTAssertEqual(order(preservingDepth: false), [.front, .back])
        }
    }

    /// The transform layer's opacity reaches each face on its own, and hiding it hides all.
    func testOpacityAppliesToEachFaceAndHiddenHidesAll() {
        MainActor.assumeIsolated {
            let (container, cube) = Self.makeCube(doubleSided: false)
            cube.opacity = 0.5
            let group = container.makeLayer().sublayers[0]
            XCTAssertEqual(group.opacity, 1, "no compositing group")
            XCTAssertEqual(group.sublayers.map(\.opacity), [0.5, 0.5, 0.5])
            cube.isHidden = true
            XCTAssertTrue(container.makeLayer().sublayers[0].isHidden)
        }
    }

    /// Rendered: each near face's centre shows its colour, the back face (double-sided, drawn
    /// first) shows nowhere, and the transform layer's own black background is not drawn.
    func testTheRenderedCubeShowsItsNearFaces() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 300, height: 300), clock: VirtualClock())
            let (container, _) = Self.makeCube(doubleSided: true)
            window.rootView.addSubview(container)
            window.tick()
            let fb = Framebuffer(width: 300, height: 300)
            Renderer().renderFull(window.layerTree(), into: fb, scale: 1, background: .white)
            for face in [Face.front, .left, .top] {
                let p = Self.screenPoint(Self.cubePoint(of: face, u: 50, v: 50)).point
                let c = face.color.cgColor.rgba
                let expected =
                    0xFF00_0000 | UInt32(c.red * 255) << 16 | UInt32(c.green * 255) << 8 | UInt32(c.blue * 255)
                XCTAssertEqual(fb[Int(p.x), Int(p.y)], expected, "\(face) at its centre")
            }
            XCTAssertEqual(fb[5, 5], 0xFFFF_FFFF, "outside the cube")
            XCTAssertFalse(
                (0..<300).contains { x in fb[x, 150] == 0xFF00_0000 }, "the transform layer's background is ignored")
        }
    }
}
