/// Springs read from and written back to a demo's settings object, so a demo declares
/// where each number lives instead of writing the form's pattern match by hand.
extension SpringSetting {
    /// A UIKit-form spring (`animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)`)
    /// whose duration, damping ratio and initial velocity are stored at these key paths of
    /// `settings`; an edit in the inspector writes all three back.
    public static func uikit<Settings: AnyObject>(
        _ name: String, of settings: Settings, duration: ReferenceWritableKeyPath<Settings, Double>,
        dampingRatio: ReferenceWritableKeyPath<Settings, Double>,
        initialVelocity: ReferenceWritableKeyPath<Settings, Double>
    ) -> SpringSetting {
        let form = SpringForm.uikit(
            duration: settings[keyPath: duration], dampingRatio: settings[keyPath: dampingRatio],
            initialVelocity: settings[keyPath: initialVelocity])
        return SpringSetting(name: name, form: form) {
            guard case .uikit(let t, let z, let v) = $0 else { return }
            settings[keyPath: duration] = t
            settings[keyPath: dampingRatio] = z
            settings[keyPath: initialVelocity] = v
        }
    }

    /// A POP spring whose bounciness and speed are stored at these key paths of
    /// `settings` (two springs may share a speed); an edit writes both back.
    public static func pop<Settings: AnyObject>(
        _ name: String, of settings: Settings, bounciness: ReferenceWritableKeyPath<Settings, Double>,
        speed: ReferenceWritableKeyPath<Settings, Double>
    ) -> SpringSetting {
        let form = SpringForm.pop(bounciness: settings[keyPath: bounciness], speed: settings[keyPath: speed])
        return SpringSetting(name: name, form: form) {
            guard case .pop(let b, let s) = $0 else { return }
            settings[keyPath: bounciness] = b
            settings[keyPath: speed] = s
        }
    }
}
