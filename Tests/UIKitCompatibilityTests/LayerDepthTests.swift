import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// Core Animation's depth names as a flat renderer keeps them: `zPosition` orders siblings
/// ("Changing the value of this property changes the front-to-back ordering of layers
/// onscreen. Higher values place the layer visually closer to the viewer than layers with
/// lower values"), and `CATransform3DMakeRotation` "returns a transform that rotates by
/// 'angle' radians about the vector '(x, y, z)'", drawn by its affine part.
final class LayerDepthTests: XCTestCase {
    func testAHigherZPositionDrawsInFrontWhateverTheSubviewOrder() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            back.backgroundColor = .red
            let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
            front.backgroundColor = .blue
            window.rootView.addSubview(back)
            window.rootView.addSubview(front)
            back.layer.zPosition = 1
            window.tick()
            let fb = Framebuffer(width: 100, height: 100)
            Renderer().renderFull(window.layerTree(), into: fb, scale: 1, background: .white)
            XCTAssertEqual(fb[50, 50], 0xFFFF_0000, "the later subview is behind the raised one")
            XCTAssertEqual(fb[80, 80], 0xFF00_00FF)
            XCTAssertTrue(window.rootView.hitTest(CGPoint(x: 50, y: 50)) === front, "hit-testing keeps subviews order")
        }
    }

    /// The rotation against Rodrigues' formula on random axes and angles (row-vector form, as
    /// Core Animation stores it), about z equal to the affine rotation, and `Rotate` applying
    /// the rotation before the given transform.
    func testRotationsMatchTheClosedForm() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let angle = Double.random(in: -6...6, using: &generator)
            var (x, y, z) = (
                Double.random(in: -1...1, using: &generator), Double.random(in: -1...1, using: &generator),
                Double.random(in: -1...1, using: &generator)
            )
            let m = CATransform3DMakeRotation(angle, x * 3, y * 3, z * 3)
            let n = (x * x + y * y + z * z).squareRoot()
            (x, y, z) = (x / n, y / n, z / n)
            let (c, s) = (cos(angle), sin(angle))
            // The column-vector matrix R; Core Animation's row-vector m is its transpose.
            let r = [
                [c + x * x * (1 - c), x * y * (1 - c) - z * s, x * z * (1 - c) + y * s],
                [y * x * (1 - c) + z * s, c + y * y * (1 - c), y * z * (1 - c) - x * s],
                [z * x * (1 - c) - y * s, z * y * (1 - c) + x * s, c + z * z * (1 - c)],
            ]
            let got = [[m.m11, m.m12, m.m13], [m.m21, m.m22, m.m23], [m.m31, m.m32, m.m33]]
            for i in 0..<3 { for j in 0..<3 { XCTAssertEqual(got[i][j], r[j][i], accuracy: 1e-12) } }
            // A rotation keeps lengths: the rows stay unit vectors.
            XCTAssertEqual(m.m11 * m.m11 + m.m12 * m.m12 + m.m13 * m.m13, 1, accuracy: 1e-12)
        }
        let aboutZ = CATransform3DMakeRotation(0.7, 0, 0, 1)
        XCTAssertEqual(aboutZ.affineTransform.a, CGAffineTransform(rotationAngle: 0.7).a, accuracy: 1e-12)
        XCTAssertEqual(aboutZ.affineTransform.b, CGAffineTransform(rotationAngle: 0.7).b, accuracy: 1e-12)
        let moved = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        XCTAssertEqual(moved.m41, 10, accuracy: 1e-12, "rotated first, then translated: the translation stays")
        XCTAssertEqual(CATransform3DMakeRotation(1, 0, 0, 0), CATransform3DIdentity)
        // About y, a quarter turn shows the layer edge-on: no width left.
        XCTAssertEqual(CATransform3DMakeRotation(.pi / 2, 0, 1, 0).affineTransform.a, 0, accuracy: 1e-12)
    }
}
