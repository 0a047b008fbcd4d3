import Foundation

// Core Graphics' font loading and Core Text's font registration, as apps that bundle fonts
// call them: `CGDataProvider(data:)`, `CGFont(_:)`, `CTFontManagerRegisterGraphicsFont`.
// A registered font is known by the names inside its file (`UIFont.familyNames`,
// `fontNames(forFamilyName:)`, `familyName`); the renderer still draws every label in the
// playground's own face, regular or bold, since labels carry no face of their own.

/// `CFData`: Foundation's `Data`, so that `data as CFData` compiles as on Apple platforms.
public typealias CFData = Data
/// `CFURL`: Foundation's `URL`, so that `url as CFURL` compiles.
public typealias CFURL = URL
/// `CFString`: Swift's `String`.
public typealias CFString = String

/// `CFError`: the error Core Text reports through an `Unmanaged<CFError>?` out-parameter.
public final class CFError: Error, Sendable, CustomStringConvertible {
    /// Core Text's error code (`CTFontManagerError`'s raw value).
    public let code: Int
    /// What went wrong, in one line.
    public let description: String

    init(code: CTFontManagerError, _ description: String) {
        self.code = code.rawValue
        self.description = description
    }
}

/// `CTFontManagerError`: why a registration failed, with Core Text's codes.
public enum CTFontManagerError: Int, Sendable {
    /// The file is missing or unreadable.
    case fileNotFound = 101
    /// The data is not a font.
    case invalidFontData = 103
    /// A font with that PostScript name is already registered.
    case alreadyRegistered = 105
    /// The font was not registered, so cannot be unregistered.
    case notRegistered = 201
}

/// `CTFontManagerScope`: how long a registration lasts. Every scope is the process's here.
public enum CTFontManagerScope: Sendable {
    /// Not registered.
    case none
    /// Until the process ends.
    case process
    /// Kept for the user (the process's here).
    case persistent
    /// For the session (the process's here).
    case session
}

/// `CGDataProvider`: the bytes of a file or of data in memory.
public final class CGDataProvider: Sendable {
    /// The bytes (`data`).
    public let data: CFData?

    /// The bytes of `data`; nil for empty data, as there is nothing to provide.
    public init?(data: CFData) {
        guard !data.isEmpty else { return nil }
        self.data = data
    }

    /// The bytes of the file at `url`; nil when it cannot be read.
    public convenience init?(url: CFURL) {
        guard let bytes = try? Data(contentsOf: url) else { return nil }
        self.init(data: bytes)
    }

    /// The bytes of the file at `filename`; nil when it cannot be read.
    public convenience init?(filename: String) {
        self.init(url: URL(fileURLWithPath: filename))
    }
}

/// `CGFont`: a font file's data and the names inside it, or a font known by name.
public final class CGFont: Sendable {
    /// The names inside the font file; nil for a font made by name.
    let names: FontFileNames?
    /// The font file's bytes; nil for a font made by name.
    let data: Data?
    /// The name a font made by name was asked for by.
    private let requestedName: String?

    /// The font in `provider`'s bytes; nil when they are not a TrueType or OpenType font,
    /// as Core Graphics gives no font then.
    public init?(_ provider: CGDataProvider) {
        guard let data = provider.data, let names = FontFileNames(fontData: data) else { return nil }
        self.names = names
        self.data = data
        requestedName = nil
    }

    /// `CGFont(_ name:)`: the font called `name` (a PostScript or full name, as
    /// `UIFont.fontName` gives), or nil for an empty name. A registered font answers with
    /// its file's names; any other name is taken as given, as `UIFont(name:size:)` takes it
    /// here, since the playground draws every font in its own face (bold for a bold name).
    public init?(_ name: CFString) {
        guard !name.isEmpty else { return nil }
        let registered = RegisteredFonts.shared.font(named: name)
        names = registered
        data = nil
        requestedName = registered == nil ? name : nil
    }

    /// The PostScript name inside the file (`Montserrat-Regular`): the name to give
    /// `UIFont(name:size:)`; for a font made by name, that name.
    public var postScriptName: CFString? { names?.postScriptName ?? requestedName }
    /// The full name inside the file (`Montserrat Regular`); for a font made by name, that name.
    public var fullName: CFString? { names?.fullName ?? requestedName }
}

/// The fonts registered in this process, by PostScript name. Core Text's registry is
/// process-wide, so this one is too; a lock keeps it safe from any thread, as fonts are
/// often registered from a `static let` or a background queue.
final class RegisteredFonts: @unchecked Sendable {
    static let shared = RegisteredFonts()
    private let lock = NSLock()
    private var fonts: [String: FontFileNames] = [:]

    /// Adds `names`; false when its PostScript name is already there.
    func register(_ names: FontFileNames) -> Bool {
        lock.withLock {
            guard fonts[names.postScriptName] == nil else { return false }
            fonts[names.postScriptName] = names
            return true
        }
    }

    /// Removes the font named `postScriptName`; false when it was not there.
    func unregister(_ postScriptName: String) -> Bool {
        lock.withLock { fonts.removeValue(forKey: postScriptName) != nil }
    }

    /// The registered font named `postScriptName`, if any.
    func font(named postScriptName: String) -> FontFileNames? {
        lock.withLock { fonts[postScriptName] }
    }

    /// Every registered font.
    var all: [FontFileNames] { lock.withLock { Array(fonts.values) } }
}

private func report(_ error: CFError, to out: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    out?.pointee = Unmanaged.passRetained(error)
    return false
}

/// `CTFontManagerRegisterGraphicsFont(_:_:)`: makes `font` known by its names; true on
/// success. False, with `error` set, when a font of that PostScript name is already
/// registered, as Core Text answers.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontManagerRegisterGraphicsFont(
    _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    guard let names = font.names else {
        return report(CFError(code: .invalidFontData, "\(font.postScriptName ?? "") has no font file"), to: error)
    }
    guard RegisteredFonts.shared.register(names) else {
        return report(CFError(code: .alreadyRegistered, "\(names.postScriptName) is already registered"), to: error)
    }
    return true
}

/// `CTFontManagerUnregisterGraphicsFont(_:_:)`: forgets `font`; false, with `error` set,
/// when it was not registered.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontManagerUnregisterGraphicsFont(
    _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    let name = font.postScriptName ?? ""
    guard RegisteredFonts.shared.unregister(name) else {
        return report(CFError(code: .notRegistered, "\(name) is not registered"), to: error)
    }
    return true
}

/// `CTFontManagerRegisterFontsForURL(_:_:_:)`: registers the font in the file at `fontURL`
/// (every scope is the process's here); false, with `error` set, when the file is missing,
/// is not a font, or is already registered.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    guard let provider = CGDataProvider(url: fontURL) else {
        return report(CFError(code: .fileNotFound, "no readable file at \(fontURL.path)"), to: error)
    }
    guard let font = CGFont(provider) else {
        return report(CFError(code: .invalidFontData, "\(fontURL.path) is not a TrueType or OpenType font"), to: error)
    }
    return CTFontManagerRegisterGraphicsFont(font, error)
}

extension UIFont {
    /// `UIFont.familyNames`: the system font's family and every registered font's, sorted.
    public class var familyNames: [String] {
        Array(Set([systemFamilyName] + RegisteredFonts.shared.all.map(\.familyName))).sorted()
    }

    /// `fontNames(forFamilyName:)`: the PostScript names of the registered fonts of
    /// `familyName`, sorted; the system font's own name for its family.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        if familyName == systemFamilyName { return [systemFamilyName] }
        return RegisteredFonts.shared.all.filter { $0.familyName == familyName }.map(\.postScriptName).sorted()
    }
}
