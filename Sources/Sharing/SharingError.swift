/// Why a shared file could not be written: one line, for `playground-x11: error: ...`.
public struct SharingError: Error, CustomStringConvertible, Equatable {
    /// The reason, one line.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
