/// UIKit's switch for animation blocks, kept by the run's `WindowScene` (each run or test
/// has its own) rather than by the process.
extension View {
    /// Whether animation blocks animate (`areAnimationsEnabled`); true by default, and
    /// outside a scene.
    public static var areAnimationsEnabled: Bool {
        WindowScene.current?.animationsEnabled ?? true
    }

    /// Turns animation blocks off or back on for the run (`setAnimationsEnabled(_:)`). While
    /// off, `animate` and `beginAnimations` blocks still run their closures, and the changes
    /// take effect at once; their completions run at the next frame with `true`. Running
    /// animations carry on. Outside a scene it does nothing.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        WindowScene.current?.animationsEnabled = enabled
    }
}
