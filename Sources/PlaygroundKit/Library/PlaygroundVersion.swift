/// The version of Transition Playground (semantic versioning, 0.x while the API settles).
///
/// The one place the version is written: `playground-x11 --version` prints it, and the
/// release's git tag and CHANGELOG.md's newest release heading are this string exactly
/// (`0.2.0`, no `v`), which a test checks. Bump the minor number for a change a user's
/// package must adapt to, the patch number otherwise, in the commit that moves the
/// changelog's entries under the new heading.
public enum PlaygroundVersion {
    /// The version string, `MAJOR.MINOR.PATCH`.
    public static let current = "0.2.0"
}
