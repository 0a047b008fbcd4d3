import Geometry
import LayerTree

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
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
package final class TextRasterizer {
    let library: FreeTypeLibrary
    /// Every face in use: 0 regular, 1 bold (the labels' own), then fallbacks as first needed.
    var faces: [FontFace]
    /// Where characters the labels' faces lack are looked for.
    let fallback: FontFallback
    let fontconfig = FontconfigLookup()
    var fallbackFaces: [FallbackKey: Int?] = [:]
    var faceIndexByFile: [String: Int?] = [:]
    var layouts: [LayoutKey: LineLayout] = [:]
    /// Bound on cached line layouts; the cache restarts when full (labels repeat per frame).
    static let layoutCacheLimit = 1024
    var reportedMissingKinds: Set<String> = []
    /// Told once per kind of missing font (a notice line: what is missing, in which label,
    /// which Debian package has it); prints `playground-x11: note: ...` on stderr by default.
    package var onMissingFont: (String) -> Void = TextRasterizer.printNotice
    var cache = GlyphCache()
    /// True inside `mask(for:box:transform:)`, for `Statistics.facesOpenedWhileMasking`.
    var isMakingMask = false
    /// Text whose em would exceed this many device pixels is not drawn: its glyph images
    /// would cost more memory than any screen shows (a runaway scale animation).
    package static let maximumDeviceEmSize = 4096.0

    /// Counts for the HUD and for tests: how the glyph cache is doing.
    package struct Statistics: Sendable, Equatable {
        /// Glyph images served from the cache.
        package var cacheHits = 0
        /// Glyph images rendered by FreeType.
        package var glyphsRendered = 0
        /// Faces opened while a mask was being made, which in a banded frame is on a band
        /// thread: 0 when `prepare(_:)` opened every face the frame's labels needed first.
        package var facesOpenedWhileMasking = 0
    }
    /// Running totals since the rasterizer was made.
    package internal(set) var statistics = Statistics()

    /// Loads `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf` from `fontDirectory`; characters they
    /// lack come from `fallback` (installed fonts through fontconfig by default).
    package convenience init(fontDirectory: String, fallback: FontFallback = .system) throws {
        try self.init(
            regularPath: PathJoining.path(FontLocator.regularFileName, in: fontDirectory),
            boldPath: PathJoining.path(FontLocator.boldFileName, in: fontDirectory),
            fallback: fallback)
    }

    /// Loads the labels' two faces from these files; characters they lack come from `fallback`.
    package init(regularPath: String, boldPath: String, fallback: FontFallback = .system) throws {
        library = try FreeTypeLibrary()
        faces = [try FontFace(path: regularPath, library: library), try FontFace(path: boldPath, library: library)]
        self.fallback = fallback
        // Ready before the first label that needs a fallback, instead of on its frame.
        if case .system = fallback { fontconfig.loadInBackground() }
    }

    /// The paths of the labels' regular and bold faces.
    package var fontPaths: (regular: String, bold: String) { (faces[0].path, faces[1].path) }

    /// Writes a missing-font notice as one `playground-x11: note:` line on stderr.
    package static func printNotice(_ notice: String) {
        printToStandardError("playground-x11: note: \(notice)")
    }

    /// The shipped fonts, found as `FontLocator` describes; throws a `TextError` that says where it looked.
    ///
    /// With `preferringInstalledUIFont`, Inter (Debian's `fonts-inter`, the closest free
    /// match to iOS's San Francisco) is used when installed and `PLAYGROUND_FONT_DIR` is not
    /// set. Live windows ask for it; headless runs do not, so a recording is the same on
    /// every machine whatever fonts it has.
    package static func makeDefault(preferringInstalledUIFont: Bool = false) throws -> TextRasterizer {
        let environment = ProcessInfo.processInfo.environment
        if preferringInstalledUIFont, environment["PLAYGROUND_FONT_DIR"]?.isEmpty ?? true,
            let inter = FontLocator.installedUIFont(),
            let text = try? TextRasterizer(regularPath: inter.regular, boldPath: inter.bold)
        {
            return text
        }
        return try TextRasterizer(fontDirectory: FontLocator.fontDirectory(environment: environment))
    }

    /// A measurer that shares this rasterizer's faces, so measuring and drawing agree.
    package func makeMeasurer() -> FontMeasurer { FontMeasurer(rasterizer: self) }

    func face(for weight: FontWeight) -> FontFace {
        faces[weight == .bold ? 1 : 0]
    }

    /// Empties the glyph cache (the statistics keep counting).
    package func purgeCache() { cache.removeAll() }

    /// Glyph images held by the cache now.
    package var cachedGlyphCount: Int { cache.count }
}
