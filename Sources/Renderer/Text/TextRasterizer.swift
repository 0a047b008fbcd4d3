import Foundation
import Geometry
import LayerTree

/// Lays out and rasterizes one-line labels with FreeType, as coverage masks in device pixels.
///
/// Rules it keeps:
/// - Layout is in font design units scaled linearly to points, the same numbers
///   `FontMeasurer` reports, so a label sized by the engine is exactly as wide as its ink run.
/// - Glyphs are rendered from their outlines through the full layer-to-device transform
///   (HiDPI scale, animation scale, rotation, shear): never a resampled bitmap.
/// - Rendered glyphs are cached by (face, glyph, transform, quarter-pixel offset), so
///   redrawing a screen of unchanged labels costs a few lookups and copies per glyph.
///
/// Not thread-safe (FreeType faces are not); one rasterizer belongs to one renderer.
public final class TextRasterizer {
    let regular: FontFace
    let bold: FontFace
    var cache = GlyphCache()
    /// Text whose em would exceed this many device pixels is not drawn: its glyph images
    /// would cost more memory than any screen shows (a runaway scale animation).
    public static let maximumDeviceEmSize = 4096.0

    /// Counts for the HUD and for tests: how the glyph cache is doing.
    public struct Statistics: Sendable, Equatable {
        /// Glyph images served from the cache.
        public var cacheHits = 0
        /// Glyph images rendered by FreeType.
        public var glyphsRendered = 0
    }
    /// Running totals since the rasterizer was made.
    public internal(set) var statistics = Statistics()

    /// Loads `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf` from `fontDirectory`.
    public init(fontDirectory: String) throws {
        let library = try FreeTypeLibrary()
        regular = try FontFace(path: (fontDirectory as NSString).appendingPathComponent(FontLocator.regularFileName),
                               library: library)
        bold = try FontFace(path: (fontDirectory as NSString).appendingPathComponent(FontLocator.boldFileName),
                            library: library)
    }

    /// The shipped fonts, found as `FontLocator` describes; throws a `TextError` that says where it looked.
    public static func makeDefault() throws -> TextRasterizer {
        try TextRasterizer(fontDirectory: FontLocator.fontDirectory())
    }

    /// A measurer that shares this rasterizer's faces, so measuring and drawing agree.
    public func makeMeasurer() -> FontMeasurer { FontMeasurer(rasterizer: self) }

    func face(for weight: FontWeight) -> FontFace {
        weight == .bold ? bold : regular
    }

    /// Empties the glyph cache (the statistics keep counting).
    public func purgeCache() { cache.removeAll() }

    /// Glyph images held by the cache now.
    public var cachedGlyphCount: Int { cache.count }
}
