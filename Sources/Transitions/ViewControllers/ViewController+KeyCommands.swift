import Engine

extension ViewController {
    /// Adds `keyCommand` to the controller's `keyCommands` (`addKeyCommand(_:)`): a key press
    /// no text input takes runs it while this controller is on the responder chain from the
    /// first responder. Adding a command already added does nothing.
    public func addKeyCommand(_ keyCommand: KeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Takes a command added with `addKeyCommand(_:)` away again (`removeKeyCommand(_:)`).
    public func removeKeyCommand(_ keyCommand: KeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
