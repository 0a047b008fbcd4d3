import Engine

/// Hands key presses to the demo's first responder when it takes text (a text field or
/// view editing, or any `KeyInput`): what it types, and the keys it edits with.
///
/// Rules: it sits on top of the tool list, so while a field edits, the letters it types
/// never reach the playground's single-letter keys (`q` does not quit, `h` does not open
/// the HUD); a key the field does not take (Escape, a Control chord, which types nothing)
/// goes on down the list as always. With no such first responder it takes nothing.
@MainActor
final class TextInputTool: PlaygroundTool {
    func handleKey(_ key: Key, in context: ToolContext) -> Bool {
        context.window.sendKey(key)
    }
}
