import CFreeType
import XCTest

@testable import Renderer

/// `FontFace.openFace`, which reads a font file through a FreeType stream instead of
/// mapping it: every glyph's outline and advance must be the ones FreeType reads from the
/// same file opened by path (`FT_New_Face`, the reference), and a file that is missing or
/// not a font must fail with an error, not crash.
final class FontFaceStreamTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    private struct Glyph: Equatable {
        var advance: Int
        var points: [Int]
        var tags: [UInt8]
        var contours: [Int16]
    }

    private func glyph(_ face: FT_Face, _ index: UInt32) -> Glyph? {
        guard FT_Load_Glyph(face, index, FreeTypeLoad.noScale) == 0 else { return nil }
        let slot = face.pointee.glyph.pointee
        let outline = slot.outline
        let points = (0..<Int(outline.n_points)).flatMap { [Int(outline.points[$0].x), Int(outline.points[$0].y)] }
        return Glyph(
            advance: Int(slot.advance.x), points: points,
            tags: (0..<Int(outline.n_points)).map { UInt8(bitPattern: outline.tags[$0]) },
            contours: (0..<Int(outline.n_contours)).map { Int16(outline.contours[$0]) })
    }

    func testEveryGlyphReadsAsFromAMappedFile() throws {
        let library = try FreeTypeLibrary()
        var paths = [
            "\(Self.repository)/Assets/Fonts/DejaVuSans.ttf", "\(Self.repository)/Assets/Fonts/DejaVuSans-Bold.ttf",
        ]
        // A collection (a face index past 0's tables) when the machine has one installed.
        let collection = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
        if FileManager.default.fileExists(atPath: collection) { paths.append(collection) }
        var generator = SystemRandomNumberGenerator()
        for path in paths {
            var mapped: FT_Face?
            XCTAssertEqual(FT_New_Face(library.handle, path, 0, &mapped), 0, path)
            let (streamed, error) = FontFace.openFace(library.handle, path: path, index: 0)
            XCTAssertEqual(error, 0, path)
            guard let mapped, let streamed else { continue }
            defer {
                FT_Done_Face(mapped)
                FT_Done_Face(streamed)
            }
            let count = Int(mapped.pointee.num_glyphs)
            XCTAssertEqual(Int(streamed.pointee.num_glyphs), count, path)
            // Every glyph of the small faces; 2,000 random ones of a large collection.
            let indices =
                count <= 8000 ? Array(0..<count) : (0..<2000).map { _ in Int.random(in: 0..<count, using: &generator) }
            for index in indices {
                XCTAssertEqual(glyph(streamed, UInt32(index)), glyph(mapped, UInt32(index)), "\(path) glyph \(index)")
            }
        }
    }

    func testAMissingFileOrOneThatIsNotAFontFails() throws {
        let library = try FreeTypeLibrary()
        for path in ["\(Self.repository)/Assets/Fonts/no-such-font.ttf", #filePath, "/"] {
            let (face, error) = FontFace.openFace(library.handle, path: path, index: 0)
            XCTAssertNil(face, path)
            XCTAssertNotEqual(error, 0, path)
        }
        XCTAssertThrowsError(try FontFace(path: #filePath, library: library))
    }
}
