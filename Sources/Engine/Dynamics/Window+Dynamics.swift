/// The dynamic animators stepping in one window.
@MainActor
final class DynamicsActivity {
    var running: Set<ObjectIdentifier> = []
}

extension Window {
    /// True while a `DynamicAnimator` whose reference view is in this window is stepping.
    /// A transition driven by physics ends when its items come to rest, not at its stated
    /// duration, so the transition layer does not count that time against its deadline.
    package var isRunningDynamics: Bool {
        // Read without making one: most windows never run an animator.
        (attachments[ObjectIdentifier(DynamicsActivity.self)] as? DynamicsActivity).map { !$0.running.isEmpty } ?? false
    }

    var dynamicsActivity: DynamicsActivity { attachment(DynamicsActivity.self) { DynamicsActivity() } }
}
