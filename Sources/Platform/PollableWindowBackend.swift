/// A window backend whose events can be waited for together with other descriptors: a
/// process that also watches files and child processes (live reload's watching process)
/// polls the window's descriptor beside theirs instead of blocking in `events(timeout:)`.
package protocol PollableWindowBackend: WindowBackend {
    /// Readable when events wait; `events(timeout: 0)` then collects them.
    var connectionFileDescriptor: Int32 { get }
    /// Offers `text` as the clipboard's content while the window owns the selection.
    func setClipboard(_ text: String)
}

extension X11Window: PollableWindowBackend {}
