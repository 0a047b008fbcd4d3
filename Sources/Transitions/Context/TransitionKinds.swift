/// The two sides of a transition (`UITransitionContextViewControllerKey` / `ViewKey`).
public enum TransitionKey: String, Hashable, Sendable {
    /// The controller (or view) visible when the transition starts.
    case from
    /// The controller (or view) visible when it ends.
    case to
}

/// What a transition does; the trace's `kind`.
public enum TransitionKind: String, Hashable, Sendable {
    /// Modal presentation and dismissal, navigation push and pop, tab switch.
    case present, dismiss, push, pop, tab
}

/// Where a running transition is; the trace's `state`.
public enum TransitionPhase: String, Hashable, Sendable {
    /// Animating on its own.
    case running
    /// Following user input (or paused for scrubbing).
    case interactive
    /// Running the rest after an interactive finish.
    case finishing
    /// Running back after a cancel.
    case cancelling
}

/// The part a view plays in the running transition; the trace's per-view `role`.
public enum TransitionRole: String, Hashable, Sendable {
    /// The container view; the from/to views of push, pop and tab; the presenting/presented views of modal transitions; presentation chrome; snapshots in the container.
    case container, from, to, presenting, presented, dimming, snapshot
}

/// A description of the running transition for traces and the HUD.
public struct TransitionInfo: Hashable, Sendable, CustomStringConvertible {
    /// present, dismiss, push, pop or tab.
    public var kind: TransitionKind
    /// running, interactive, finishing or cancelling.
    public var state: TransitionPhase
    /// Progress 0...1 from start to end.
    public var progress: Double

    /// Describes a transition.
    public init(kind: TransitionKind, state: TransitionPhase, progress: Double) {
        self.kind = kind
        self.state = state
        self.progress = progress
    }

    /// The trace form: `{"kind": "present", "state": "running", "progress": 0.42}`
    /// (progress rounded to two decimals).
    public var json: String {
        let p = (progress * 100).rounded() / 100
        return "{\"kind\": \"\(kind.rawValue)\", \"state\": \"\(state.rawValue)\", \"progress\": \(p)}"
    }

    /// The trace form (`json`).
    public var description: String { json }
}
