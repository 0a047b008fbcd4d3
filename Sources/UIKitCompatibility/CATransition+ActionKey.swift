/// `kCATransition`: the key Core Animation files a layer's transition under ("transition"),
/// which code passes to `add(_:forKey:)` so a later transition replaces the one running, and
/// asks `animation(forKey:)` for.
public let kCATransition = "transition"
