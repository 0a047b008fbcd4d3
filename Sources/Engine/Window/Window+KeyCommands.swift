extension Window {
    /// Runs the first key command matching `key` on the chain from the first responder up;
    /// false when there is no first responder or no match.
    func performKeyCommand(for key: Key) -> Bool {
        guard let input = KeyCommand.input(of: key) else { return false }
        var responder = firstResponder
        while let current = responder {
            let match = current.keyCommands?.first { command in
                command.modifierFlags.isEmpty && command.input?.lowercased() == input.lowercased()
            }
            if let match {
                match.action(match)
                return true
            }
            responder = current.next
        }
        return false
    }
}
