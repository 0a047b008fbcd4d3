import Engine

extension Diagnostic.Kind {
    /// An alert controller was asked for what UIKit raises an exception for (a second
    /// cancel action, a text field in an action sheet, a preferred action it does not
    /// hold); the request was refused and nothing changed.
    public static let alertMisuse: Self = "alert.misuse"
}
