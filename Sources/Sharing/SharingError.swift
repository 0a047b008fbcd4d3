/// Why a shared file could not be written: one line, for `playground-x11: error: ...`.
package struct SharingError: Error, CustomStringConvertible, Equatable {
    /// The reason, one line.
    package let description: String
    /// The stopping signal that ended the write, nil for any other failure.
    package let signal: Int32?
    /// True when the bytes went to a pipe whose reader has gone (`EPIPE`): the reader wants
    /// no more, which a shell's own tools take as a quiet end, not as a failure.
    package let readerClosed: Bool
    /// An error saying `description`.
    package init(_ description: String, signal: Int32? = nil, readerClosed: Bool = false) {
        self.description = description
        self.signal = signal
        self.readerClosed = readerClosed
    }
}
