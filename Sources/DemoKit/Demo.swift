import Engine
import Transitions

/// One entry of the catalog: a self-contained transition demo written only against the
/// public Engine and Transitions API, as a user would write their own transition.
///
/// The root controller it makes holds a view with id `present-button` (the control that
/// starts the demo's transition) and a visible title label, and lays out for any window size.
@MainActor
public protocol Demo {
    /// The name used by `--demo NAME` and the catalog row id `demo-NAME` (e.g. "popping").
    static var name: String { get }
    /// A short title for the catalog row ("Popping").
    static var title: String { get }
    /// One line saying what the demo shows.
    static var summary: String { get }
    /// Creates the demo with its default parameters.
    init()
    /// The root view controller installed in the window; it holds the demo's
    /// `present-button` and everything else.
    func makeRootViewController() -> ViewController
    /// Optional live-tuning hook: keys not used by the playground (e.g. "[" / "]" for damping,
    /// "-" / "=" for response) may adjust the demo's spring; returns a one-line description
    /// of the new setting, or nil when the key means nothing to the demo.
    func tune(key: Key) -> String?
    /// Optional, for the spring inspector (key `i`): the demo's springs in the form it
    /// writes them, with their values now; empty when it has none to show.
    func springSettings() -> [SpringSetting]
}

extension Demo {
    /// No tuning: every key means nothing to the demo.
    public func tune(key: Key) -> String? { nil }
    /// No springs to inspect.
    public func springSettings() -> [SpringSetting] { [] }
}
