/// The version of Transition Playground (semantic versioning, 0.x while the API settles).
///
/// `playground-x11 --version` prints it; a release is tagged `v` + this string. Bump the
/// minor number for a change a user's package must adapt to, the patch number otherwise,
/// and add a CHANGELOG.md entry with it.
public enum PlaygroundVersion {
    /// The version string, `MAJOR.MINOR.PATCH`.
    public static let current = "0.1.0"
}
