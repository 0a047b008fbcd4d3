/// `CFErrorCopyDescription(_:)`: the error's description, which Core Foundation gives as a
/// sentence a person can read; here the one line the font manager wrote when it refused
/// (`"DejaVuSans-Bold is already registered"`). Code that registers fonts passes it on as an
/// exception's reason or a log line.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFErrorCopyDescription(_ err: CFError) -> CFString {
    err.description
}
