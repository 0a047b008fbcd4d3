/// Why the text machinery could not start: the fonts are missing or FreeType refused them.
///
/// Drawing itself never throws; only loading does, once, at start-up.
package enum TextError: Error, CustomStringConvertible, Equatable {
    /// No directory in the search order holds both shipped fonts; lists what was tried.
    case fontsNotFound(searched: [String])
    /// `PLAYGROUND_FONT_DIR` names a directory without the fonts; an explicit setting is never skipped.
    case fontDirectoryInvalid(path: String)
    /// A FreeType call failed with this error code.
    case freeType(call: String, path: String?, code: Int32)

    /// One line, fit for stderr.
    package var description: String {
        switch self {
        case .fontsNotFound(let searched):
            return "fonts not found: need \(FontLocator.regularFileName) and \(FontLocator.boldFileName) in one of "
                + searched.joined(separator: ", ") + " (set PLAYGROUND_FONT_DIR)"
        case .fontDirectoryInvalid(let path):
            return
                "PLAYGROUND_FONT_DIR=\(path) does not hold \(FontLocator.regularFileName) and \(FontLocator.boldFileName)"
        case .freeType(let call, let path, let code):
            return "FreeType \(call) failed with error \(code)" + (path.map { " for \($0)" } ?? "")
        }
    }
}
