#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the directory holding the fonts the playground ships (DejaVu Sans, regular and bold).
///
/// Search order, first match wins: `PLAYGROUND_FONT_DIR` (when set it must be right), the
/// repository's `Assets/Fonts` found from this source file's path, then the Debian
/// `fonts-dejavu-core` directory. A directory counts only when it holds both faces.
package enum FontLocator {
    /// File name of the regular face.
    package static let regularFileName = "DejaVuSans.ttf"
    /// File name of the bold face.
    package static let boldFileName = "DejaVuSans-Bold.ttf"
    /// Where Debian and Ubuntu install DejaVu.
    package static let systemDirectory = "/usr/share/fonts/truetype/dejavu"

    /// The repository's font folder, three levels up from this file (Sources/Renderer/Text).
    package static var repositoryDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Assets/Fonts").standardizedFileURL.path
    }

    /// The directory to load fonts from, or an error naming every place tried.
    package static func fontDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> String
    {
        if let explicit = environment["PLAYGROUND_FONT_DIR"], !explicit.isEmpty {
            guard holdsFonts(explicit) else { throw TextError.fontDirectoryInvalid(path: explicit) }
            return explicit
        }
        let candidates = [repositoryDirectory, systemDirectory]
        if let found = candidates.first(where: holdsFonts) { return found }
        throw TextError.fontsNotFound(searched: candidates)
    }

    /// True when `directory` holds both shipped faces as readable files.
    package static func holdsFonts(_ directory: String) -> Bool {
        let fm = FileManager.default
        return [regularFileName, boldFileName].allSatisfy {
            fm.isReadableFile(atPath: PathJoining.path($0, in: directory))
        }
    }

    /// Inter's regular and bold files as fontconfig knows them, nil unless both are
    /// installed (`fonts-inter`).
    package static func installedUIFont() -> (regular: String, bold: String)? {
        let lookup = FontconfigLookup()
        guard let regular = lookup.file(family: "Inter", bold: false),
            let bold = lookup.file(family: "Inter", bold: true)
        else { return nil }
        return (regular, bold)
    }
}
