/// File-path text joined the way `NSString.appendingPathComponent` joins it, without
/// full Foundation (which would load ICU into every playground process).
///
/// The rule, checked against Foundation's: an empty directory gives the name, an empty name
/// the directory; otherwise one `/` goes between them unless the directory already ends
/// with one. Nothing is resolved or normalised, so a path the user gave is reported as given.
enum PathJoining {
    /// `name` inside `directory` (`/usr/share/fonts` + `a.ttf` is `/usr/share/fonts/a.ttf`).
    static func path(_ name: String, in directory: String) -> String {
        if directory.isEmpty { return name }
        if name.isEmpty { return directory }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
