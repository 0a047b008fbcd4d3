// Foundation's NSZone name for the engine's copy zone, re-exported by a scoped import as
// Bundle is, so that `override func copy(with zone: NSZone? = nil) -> Any` in a file that
// imports Foundation too names the parameter type of the engine's `copy(with:)`.
import Engine

/// `NSZone` (`CopyZone`): the ignored zone argument of `copy(with:)`.
public typealias NSZone = CopyZone
