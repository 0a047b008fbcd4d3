// Foundation's Bundle name for the engine's bundle, in a module of its own so that
// UIKitCompatibility can re-export it by a scoped import, which wins over Foundation's own
// Bundle in a file that imports both: `override init(nibName: String?, bundle: Bundle?)`
// then names the parameter type of `ViewController.init(nibName:bundle:)`, which the
// Foundation-free engine cannot declare with Foundation's class.
import Engine

/// `Bundle` (`ResourceBundle`): a bundle by its place on disk. UIKitCompatibility gives it
/// Foundation's members (`main`, `init(for:)`, `url(forResource:withExtension:)`, ...), read
/// through Foundation's bundle at the same place.
public typealias Bundle = ResourceBundle
