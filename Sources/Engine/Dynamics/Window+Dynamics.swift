/// The dynamic animators stepping in one window.
@MainActor
final class DynamicsActivity {
    var running: Set<ObjectIdentifier> = []
}

extension Window {
    /// True while a `DynamicAnimator` whose reference view is in this window is stepping.
    /// A transition driven by physics ends when its items come to rest, not at its stated
    /// duration, so the transition layer does not count that time against its deadline.
    package var isRunningDynamics: Bool { !dynamicsActivity.running.isEmpty }

    var dynamicsActivity: DynamicsActivity { attachment(DynamicsActivity.self) { DynamicsActivity() } }
}
