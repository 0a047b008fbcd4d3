/// Why a backend could not start or carry on; `description` is one line for stderr.
package enum PlatformError: Error, CustomStringConvertible, Equatable {
    /// `DISPLAY` is unset or empty, so there is no X server to talk to.
    case noDisplay
    /// `XOpenDisplay` failed: the server is not there or refused us.
    case cannotOpenDisplay(String)
    /// The X server took the connection but did not answer its set-up within the seconds given.
    case displayNotAnswering(String, seconds: Double)
    /// The screen's default visual is not 24/32-bit TrueColor with 8-bit RGB masks.
    case unsupportedVisual(String)
    /// A frame file could not be written while recording (headless host): a failed run.
    case cannotWriteFrame(path: String, reason: String)
    /// The frames folder cannot be made or written in, found before the first frame: the
    /// line says which and why.
    case unusableFolder(String)

    /// One line for stderr, without the program name in front.
    package var description: String {
        switch self {
        case .noDisplay:
            return "no X display: DISPLAY is not set (use --headless to render without a window)"
        case .cannotOpenDisplay(let name):
            return "cannot open X display \"\(name)\": the server is not running or refused the connection"
        case .displayNotAnswering(let name, let seconds):
            return "X display \"\(name)\" did not answer within \(Int(seconds)) s; giving up"
        case .unsupportedVisual(let why):
            return "unsupported X visual: \(why)"
        case .cannotWriteFrame(let path, let reason):
            return "cannot write frame \(path): \(reason)"
        case .unusableFolder(let why):
            return why
        }
    }
}
