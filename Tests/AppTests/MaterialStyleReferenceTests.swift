import Engine
import Geometry
import Renderer
import TestSupport
import XCTest

/// Every `BlurEffect.Style` drawn by the renderer over the same coloured stripes, compared
/// with its reference image (Tests/RendererTests/References/Materials/STYLE.png). The blur
/// kernels are integer arithmetic and tested byte for byte; the tolerance (2 levels per
/// channel on at most 0.1 % of the pixels) leaves room only for the scan converter's
/// floating point on another machine.
final class MaterialStyleReferenceTests: XCTestCase {
    func testEveryStyleMatchesItsReference() {
        MainActor.assumeIsolated {
            let colors: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFFCC00, 0xAF52DE, 0x1C1C1E]
            for style in BlurEffect.Style.allCases {
                let root = View(frame: Rect(x: 0, y: 0, width: 160, height: 100))
                root.backgroundColor = .white
                for i in 0..<16 {
                    let stripe = View(frame: Rect(x: Double(i) * 10, y: 0, width: 6, height: 100))
                    stripe.backgroundColor = Color(hex: colors[i % colors.count])
                    root.addSubview(stripe)
                }
                let effect = VisualEffectView(effect: BlurEffect(style: style))
                effect.frame = Rect(x: 20, y: 15, width: 120, height: 70)
                effect.cornerRadius = 12
                root.addSubview(effect)
                let framebuffer = Framebuffer(width: 320, height: 200)
                Renderer(threads: 1).renderFull(root.makeLayer(), into: framebuffer, scale: 2, background: .white)
                assertMatchesReference(
                    framebuffer, named: "Materials/\(style)",
                    tolerance: ReferenceTolerance(maxChannelDelta: 2, maxDifferingPixelFraction: 0.001))
            }
        }
    }
}
