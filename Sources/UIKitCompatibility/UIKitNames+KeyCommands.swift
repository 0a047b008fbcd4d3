// Hardware-keyboard commands under UIKit's names. UIKit's initializer takes a selector; here
// the action is a closure, the edit `#selector` always needs on this platform.

/// `UIKeyCommand` (`KeyCommand`): a key press that runs an action on the responder chain.
public typealias UIKeyCommand = KeyCommand

/// `UIKeyModifierFlags` (`KeyModifierFlags`).
public typealias UIKeyModifierFlags = KeyModifierFlags
