// Foundation's NSCoder name for the engine's coder, in a module of its own so that
// UIKitCompatibility can re-export it by a scoped import, which wins over Foundation's
// own NSCoder in a file that imports both: `required init?(coder: NSCoder)` then names
// the parameter type of `View.init?(coder:)`.
import Engine

/// `NSCoder` (`ViewCoder`): named only by `init?(coder:)`, which is never called.
public typealias NSCoder = ViewCoder
