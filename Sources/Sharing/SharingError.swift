/// Why a shared file could not be written: one line, for `playground-x11: error: ...`.
package struct SharingError: Error, CustomStringConvertible, Equatable {
    /// The reason, one line.
    package let description: String
    /// The stopping signal that ended the write, nil for any other failure.
    package let signal: Int32?
    /// An error saying `description`.
    package init(_ description: String, signal: Int32? = nil) {
        self.description = description
        self.signal = signal
    }
}
