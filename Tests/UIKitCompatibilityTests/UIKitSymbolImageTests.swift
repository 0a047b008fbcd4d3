import PlaygroundKit
import UIKitCompatibility
import XCTest

@testable import Renderer

/// System symbols (`UIImage(systemName:)`) as close buttons, chevrons and checkmarks use
/// them. UIKit's rules, from Apple's documentation:
/// - `init(systemName:)`: "The object containing the image variant that matches the specified
///   configuration data, or nil if no suitable image was found."
/// - `UIImage.SymbolConfiguration(pointSize:weight:scale:)`: "Creates a configuration object
///   with the specified point size, weight, and scale information."
/// - `applying(_:)`: "Returns a new configuration object that merges the current
///   configuration's traits with the traits from the specified configuration."
/// - `UIImageView.preferredSymbolConfiguration`: "The configuration values to use when
///   rendering the image."
/// - "Symbol images ... support tinting": a symbol in the automatic rendering mode is drawn
///   as a template, in the tint colour of the view that shows it.
final class UIKitSymbolImageTests: XCTestCase {
    private static let red: UInt32 = 0xFFFF_0000
    private static let white: UInt32 = 0xFFFF_FFFF

    /// Draws `view` at (10, 10) in a white 60 x 60 window and returns the pixels.
    @MainActor private static func render(_ view: UIView) -> Framebuffer {
        let window = Window(size: CGSize(width: 60, height: 60), clock: VirtualClock())
        window.rootView.backgroundColor = .white
        view.frame.origin = CGPoint(x: 10, y: 10)
        window.rootView.addSubview(view)
        window.tick()
        let framebuffer = Framebuffer(width: 60, height: 60)
        Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
        return framebuffer
    }

    /// `xmark` at 40 points is a 40-point square holding two diagonals in the view's tint:
    /// the pixels on both diagonals are the tint, those between the arms the background.
    func testXmarkDrawsTwoDiagonalsInTheTintAtTheConfiguredSize() throws {
        try MainActor.assumeIsolated {
            let configuration = UIImage.SymbolConfiguration(pointSize: 40, weight: .bold, scale: .medium)
            let image = try XCTUnwrap(UIImage(systemName: "xmark", withConfiguration: configuration))
            XCTAssertEqual(image.size, CGSize(width: 40, height: 40))
            XCTAssertTrue(image.isSymbolImage)
            XCTAssertEqual(image.symbolConfiguration, configuration)
            let view = UIImageView(image: image)
            view.tintColor = .red
            XCTAssertEqual(view.frame.size, CGSize(width: 40, height: 40), "sized to the symbol")
            let frame = Self.render(view)
            // The arms run from (0.2, 0.2) to (0.8, 0.8) of the square and across.
            for t in [0.3, 0.4, 0.5, 0.6, 0.7] {
                let a = Int(10 + 40 * t)
                let b = Int(10 + 40 * (1 - t))
                XCTAssertEqual(frame[a, a], Self.red, "falling diagonal at \(t)")
                XCTAssertEqual(frame[b, a], Self.red, "rising diagonal at \(t)")
            }
            XCTAssertEqual(frame[30, 16], Self.white, "above the crossing, between the arms")
            XCTAssertEqual(frame[16, 30], Self.white, "left of the crossing")
            XCTAssertEqual(frame[10, 10], Self.white, "the square's corner: the arms end inside it")
            XCTAssertEqual(frame[55, 55], Self.white, "outside the image")
        }
    }

    /// A heavier weight draws wider strokes: more tinted pixels on a row across one arm.
    func testTheWeightWidensTheStrokes() throws {
        try MainActor.assumeIsolated {
            @MainActor func tinted(_ weight: UIImage.SymbolWeight) throws -> Int {
                let configuration = UIImage.SymbolConfiguration(pointSize: 40, weight: weight)
                let view = UIImageView(
                    image: try XCTUnwrap(UIImage(systemName: "minus", withConfiguration: configuration)))
                view.tintColor = .red
                let frame = Self.render(view)
                return (0..<60).filter { frame[30, $0] & 0x00FF_FFFF != 0x00FF_FFFF }.count
            }
            let thin = try tinted(.ultraLight)
            let black = try tinted(.black)
            XCTAssertGreaterThan(thin, 0)
            XCTAssertGreaterThan(black, thin + 3, "a black minus is several pixels thicker than an ultralight one")
        }
    }

    /// An unknown name is nil, so `UIImage(systemName:) ?? fallback` takes the fallback.
    func testAnUnknownNameIsNil() {
        XCTAssertNil(UIImage(systemName: "no.such.symbol"))
        XCTAssertNil(UIImage(systemName: ""))
        XCTAssertNil(
            UIImage(systemName: "xmark.fill.bogus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 9)))
        for name in [
            "xmark", "xmark.circle", "xmark.circle.fill", "chevron.left", "chevron.right", "chevron.up",
            "chevron.down", "checkmark", "checkmark.circle", "checkmark.circle.fill", "plus", "minus", "ellipsis",
            "info.circle", "exclamationmark.triangle", "exclamationmark.triangle.fill", "heart", "heart.fill",
            "star", "star.fill", "trash", "magnifyingglass", "gearshape", "person", "line.3.horizontal",
            "arrow.left", "arrow.right", "square.and.arrow.up", "questionmark",
        ] {
            XCTAssertNotNil(UIImage(systemName: name), name)
        }
    }

    /// The configuration sets the size: the point size (17 when unspecified, body text's),
    /// a larger square for `.large`, a smaller one for `.small`, a text style's size.
    func testTheConfigurationSetsTheSize() throws {
        func side(_ configuration: UIImage.SymbolConfiguration?) throws -> Double {
            try XCTUnwrap(UIImage(systemName: "plus", withConfiguration: configuration)).size.width
        }
        XCTAssertEqual(try side(nil), 17)
        XCTAssertEqual(try side(.init(pointSize: 24)), 24)
        XCTAssertGreaterThan(try side(.init(pointSize: 24, weight: .regular, scale: .large)), 24)
        XCTAssertLessThan(try side(.init(pointSize: 24, weight: .regular, scale: .small)), 24)
        XCTAssertEqual(try side(.init(textStyle: .largeTitle)), 34)
        XCTAssertEqual(UIImage.SymbolConfiguration(textStyle: .headline).textStyle, .headline)
        XCTAssertEqual(try side(.init(font: .systemFont(ofSize: 22, weight: .bold))), 22)
        XCTAssertEqual(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 22, weight: .bold)).weight, .bold)
    }

    /// `applying(_:)` keeps what the other leaves unspecified; `applyingSymbolConfiguration`
    /// redraws the symbol (nil for an image that is not one); `withConfiguration` replaces.
    func testConfigurationsMergeAndRedrawTheSymbol() throws {
        let size = UIImage.SymbolConfiguration(pointSize: 30)
        let bold = UIImage.SymbolConfiguration(weight: .bold)
        let merged = size.applying(bold)
        XCTAssertEqual(merged.pointSize, 30)
        XCTAssertEqual(merged.weight, .bold)
        XCTAssertEqual(bold.applying(size).weight, .bold, "an unspecified weight does not override")

        let plus = try XCTUnwrap(UIImage(systemName: "plus"))
        let big = try XCTUnwrap(plus.applyingSymbolConfiguration(size))
        XCTAssertEqual(big.size, CGSize(width: 30, height: 30))
        let bigBold = try XCTUnwrap(big.applyingSymbolConfiguration(bold))
        XCTAssertEqual(bigBold.symbolConfiguration, merged, "the size stays, the weight joins")
        XCTAssertEqual(bigBold.withConfiguration(bold).size.width, 17, "withConfiguration replaces the size")
        XCTAssertNil(UIImage().applyingSymbolConfiguration(size), "not a symbol")
        XCTAssertEqual(plus.withTintColor(.red).applyingSymbolConfiguration(size)?.tintColor, .red, "the tint stays")
    }

    /// An image view's preferred configuration sizes the symbol it shows, whichever is set
    /// first, and leaves other images alone.
    func testAnImageViewsPreferredConfigurationSizesItsSymbol() throws {
        try MainActor.assumeIsolated {
            let view = UIImageView(image: nil)
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 28)
            view.image = try XCTUnwrap(UIImage(systemName: "chevron.right"))
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 28, height: 28))
            view.preferredSymbolConfiguration = nil
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 17, height: 17))
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 28, weight: .heavy)
            view.sizeToFit()
            XCTAssertEqual(view.bounds.size, CGSize(width: 28, height: 28))
            view.image = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 6)).image { _ in }
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 5, height: 6), "not a symbol: unchanged")
        }
    }

    /// A symbol is painted in the view's tint in the automatic mode; its own tint colour
    /// wins over the view's; `.alwaysOriginal` paints its own colour (black).
    func testASymbolTakesTheTintUnlessOriginal() throws {
        try MainActor.assumeIsolated {
            let image = try XCTUnwrap(
                UIImage(
                    systemName: "minus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .black)))
            XCTAssertEqual(image.renderingMode, .automatic)
            @MainActor func centre(_ image: UIImage) -> UInt32 {
                let view = UIImageView(image: image)
                view.tintColor = .red
                return Self.render(view)[30, 30]
            }
            XCTAssertEqual(centre(image), Self.red)
            XCTAssertEqual(centre(image.withTintColor(.blue)), 0xFF00_00FF)
            XCTAssertEqual(centre(image.withRenderingMode(.alwaysOriginal)), 0xFF00_0000)
        }
    }

    /// A `.fill` symbol's inner mark is cut out: the background shows through the cross of
    /// `xmark.circle.fill`, and the disc around it is the tint.
    func testAFilledCircleCutsItsMarkOut() throws {
        try MainActor.assumeIsolated {
            let image = try XCTUnwrap(
                UIImage(systemName: "xmark.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
            let view = UIImageView(image: image)
            view.tintColor = .red
            let frame = Self.render(view)
            XCTAssertEqual(frame[30, 30], Self.white, "the cross's centre shows the background")
            XCTAssertEqual(frame[30, 18], Self.red, "the disc above the cross")
            XCTAssertEqual(frame[12, 12], Self.white, "outside the disc")
            XCTAssertEqual(UIImage.checkmark.isSymbolImage, true)
        }
    }
}
