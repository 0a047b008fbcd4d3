import Platform

/// The one rule for every folder an output goes into (`--frames`, `writePNGs(to:)`, key
/// `r`'s default folder, snapshot references and their failure artifacts): the folder a
/// user names may be made, but never a missing parent of it (a mistyped path must not leave
/// a chain of new folders behind); the folders the tool names itself inside it may be made.
package enum OutputFolder {
    /// Makes `path` ready for files, with `base` the folder the user named (`path` itself
    /// when nil); throws an error whose description is one line saying why it cannot.
    package static func prepare(_ path: String, inside base: String? = nil) throws {
        try HeadlessHost.prepareFolder(path, inside: base ?? path)
    }
}
