import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// `CATextLayer` and `CGFont(_:)` as UIKit code writes them (Cosmos's rating text), and an
/// emitter and a text layer drawn together, as LTMorphingLabel's sparkles beside a label.
final class TextLayerTests: XCTestCase {
    /// A window with the real fonts' measurer, and a renderer drawing its text.
    @MainActor private static func window(width: Int, height: Int) throws -> (Window, Renderer) {
        let rasterizer = try TextRasterizer.makeDefault()
        let window = Window(size: CGSize(width: Double(width), height: Double(height)), clock: VirtualClock())
        window.textMeasurer = FontMeasurer(rasterizer: rasterizer)
        return (window, Renderer(textMasks: rasterizer))
    }

    @MainActor private static func render(_ window: Window, _ renderer: Renderer) -> Framebuffer {
        window.tick()
        let fb = Framebuffer(width: Int(window.size.width), height: Int(window.size.height))
        renderer.renderFull(window.layerTree(), into: fb, scale: 1, background: .white)
        return fb
    }

    /// The box holding every pixel that is not white, or nil.
    private static func ink(_ fb: Framebuffer, where keep: (UInt32) -> Bool = { $0 != 0xFFFF_FFFF }) -> CGRect? {
        var box: CGRect?
        for y in 0..<fb.height {
            for x in 0..<fb.width where keep(fb[x, y]) {
                let pixel = CGRect(x: Double(x), y: Double(y), width: 1, height: 1)
                box = box.map { $0.union(pixel) } ?? pixel
            }
        }
        return box
    }

    /// Apple's defaults: "fontSize ... Defaults to 36.0", "foregroundColor ... Defaults to
    /// opaque white", "isWrapped ... Defaults to false", "alignmentMode ... Defaults to
    /// natural", "truncationMode ... Defaults to none", "font ... Defaults to Helvetica".
    func testDefaultsAreCoreAnimations() {
        MainActor.assumeIsolated {
            let layer = CATextLayer()
            XCTAssertNil(layer.string)
            XCTAssertEqual(layer.fontSize, 36)
            XCTAssertEqual(layer.foregroundColor, UIColor.white)
            XCTAssertFalse(layer.isWrapped)
            XCTAssertEqual(layer.alignmentMode, .natural)
            XCTAssertEqual(layer.truncationMode, .none)
            XCTAssertEqual(layer.font as? String, "Helvetica")
            XCTAssertEqual(CATextLayerAlignmentMode(rawValue: "center"), .center, "Core Animation's raw values")
        }
    }

    /// `CGFont(_ name:)`: "Creates a font object corresponding to the font specified by a
    /// PostScript or full name." Any name is a font here (the playground draws every font in
    /// its own face); an empty name is none. Cosmos sets `layer.font` from it.
    func testCGFontByName() {
        XCTAssertNil(CGFont("" as CFString))
        let font = CGFont(UIFont.boldSystemFont(ofSize: 12).fontName as CFString)
        XCTAssertNotNil(font)
        XCTAssertEqual(CGFont("Avenir-Heavy" as CFString)?.postScriptName, "Avenir-Heavy")
        XCTAssertEqual(CGFont("Avenir-Heavy" as CFString)?.fullName, "Avenir-Heavy")
        var error: Unmanaged<CFError>?
        XCTAssertFalse(CTFontManagerRegisterGraphicsFont(font!, &error), "no file to register")
        error?.release()
    }

    /// The text is drawn from the top of the bounds ("string: The text to be rendered by the
    /// receiver"), in `foregroundColor`, aligned by `alignmentMode`; `isWrapped` ("Determines
    /// whether the text is wrapped to fit within the receiver's bounds") breaks a long line
    /// into more lines, lower down; an attributed string's colour is its own.
    func testTheStringIsDrawnFromTheTopAlignedAndWrapped() throws {
        try MainActor.assumeIsolated {
            let (window, renderer) = try Self.window(width: 200, height: 120)
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
            layer.string = "4.5 stars"
            layer.fontSize = 20
            layer.foregroundColor = UIColor.black
            layer.font = CGFont("Helvetica" as CFString)
            window.rootView.layer.addSublayer(layer)
            let left = try XCTUnwrap(Self.ink(Self.render(window, renderer)))
            XCTAssertLessThan(left.minY, 10, "from the top")
            XCTAssertLessThan(left.maxY, 30, "one line")
            XCTAssertLessThan(left.minX, 5, "natural: flush left")

            layer.alignmentMode = .right
            let right = try XCTUnwrap(Self.ink(Self.render(window, renderer)))
            XCTAssertGreaterThan(right.maxX, 195)
            XCTAssertGreaterThan(right.minX, left.minX + 50)

            layer.alignmentMode = .left
            layer.string = "one two three four five six seven eight nine ten"
            let long = try XCTUnwrap(Self.ink(Self.render(window, renderer)))
            XCTAssertLessThan(long.maxY, 30, "not wrapped: one line, running past the bounds")
            layer.isWrapped = true
            let wrapped = try XCTUnwrap(Self.ink(Self.render(window, renderer)))
            XCTAssertGreaterThan(wrapped.maxY, 40, "wrapped onto more lines")

            layer.string = NSAttributedString(
                string: "red", attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
            let red = Self.ink(Self.render(window, renderer)) { pixel in
                pixel >> 16 & 0xFF > 200 && pixel >> 8 & 0xFF < 60 && pixel & 0xFF < 60
            }
            XCTAssertNotNil(red, "the attributed string's colour")
        }
    }

    /// Cosmos's rating text beside LTMorphingLabel's sparkle emitter, as their code sets them
    /// up: the text layer draws, and the emitter's particles (a drawn sprite, additive, along
    /// a line) spray below it and move from frame to frame. `RECORD_EMITTER_FRAMES=DIR`
    /// writes the frames as PNG files to look at.
    func testASparkleEmitterAndARatingTextDrawTogether() throws {
        try MainActor.assumeIsolated {
            let (window, renderer) = try Self.window(width: 160, height: 100)
            window.rootView.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)

            let text = CATextLayer()
            text.bounds = CGRect(x: 0, y: 0, width: 150, height: 24)
            text.anchorPoint = CGPoint()
            text.position = CGPoint(x: 10, y: 4)
            text.string = "(4.5) rating"
            text.font = CGFont(UIFont.systemFont(ofSize: 18).fontName as CFString)
            text.fontSize = 18
            text.foregroundColor = UIColor.white.cgColor
            text.contentsScale = 2
            window.rootView.layer.addSublayer(text)

            let sparkle = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
                UIColor.white.setFill()
                context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
            }
            let emitter = CAEmitterLayer()
            emitter.emitterPosition = CGPoint(x: 80, y: 60)
            emitter.emitterSize = CGSize(width: 60, height: 1)
            emitter.emitterShape = .line
            emitter.emitterMode = .outline
            emitter.renderMode = .additive
            let cell = CAEmitterCell()
            cell.name = "sparkle"
            cell.contents = sparkle.cgImage
            cell.birthRate = 150
            cell.lifetime = 0.6
            cell.lifetimeRange = 0.1
            cell.velocity = 50
            cell.velocityRange = 30
            cell.emissionLongitude = .pi
            cell.emissionRange = .pi
            cell.yAcceleration = 100
            cell.scale = 0.5
            cell.scaleSpeed = -0.3
            cell.color = UIColor(red: 1, green: 0.8, blue: 0.3, alpha: 1).cgColor
            cell.alphaSpeed = -1
            emitter.emitterCells = [cell]
            window.rootView.layer.addSublayer(emitter)

            let folder = ProcessInfo.processInfo.environment["RECORD_EMITTER_FRAMES"]
            var frames: [Framebuffer] = []
            for index in 0..<12 {
                (window.clock as! VirtualClock).advance(by: 1.0 / 30)
                let frame = Self.render(window, renderer)
                frames.append(frame)
                if let folder { try PNGFile.write(frame, to: "\(folder)/emitter-\(index).png") }
            }
            let last = try XCTUnwrap(frames.last)
            // The text: light ink in the top band, where no particle reaches.
            let letters = (0..<30).reduce(0) { sum, y in sum + (0..<160).filter { last[$0, y] & 0xFF > 150 }.count }
            XCTAssertGreaterThan(letters, 40, "the rating text is drawn at the top")
            // The sparkles: warm pixels (the cell's colour times the white sprite: much more
            // red than blue) around the line below it, moving frame to frame.
            let sparkles = (35..<100).reduce(0) { sum, y in
                sum + (0..<160).filter { x in last[x, y] >> 16 & 0xFF > 150 && last[x, y] & 0xFF < 120 }.count
            }
            XCTAssertGreaterThan(sparkles, 20, "tinted particles below the text")
            XCTAssertNotEqual(
                (0..<100).map { frames[10][80, $0] } + (0..<160).map { frames[10][$0, 60] },
                (0..<100).map { frames[11][80, $0] } + (0..<160).map { frames[11][$0, 60] }, "they move")
        }
    }
}
