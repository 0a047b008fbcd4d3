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
    /// Optional: the numbers keys not used by the playground tune live ("[" / "]" step the
    /// first setting, "-" / "=" the second); nil (the default) when the demo has none.
    var tuning: Tuning? { get }
    /// Live-tuning hook: adjusts the demo for a key not used by the playground and returns
    /// a one-line description of the new setting ("popping: position spring bounciness 11,
    /// speed 12"), or nil when the key means nothing to the demo. The default steps the
    /// declared `tuning`; a demo may still decide keys itself.
    func tune(key: Key) -> String?
    /// Optional, for the spring inspector (key `i`): the demo's springs in the form it
    /// writes them, with their values now; empty when it has none to show.
    func springSettings() -> [SpringSetting]
}

extension Demo {
    /// No declared tuning.
    public var tuning: Tuning? { nil }
    /// Steps the declared `tuning` and names the demo in the description; nil when the
    /// demo declares none or `key` steps none of its settings.
    public func tune(key: Key) -> String? {
        tuning?.tune(key: key).map { "\(Self.name): \($0)" }
    }
    /// No springs to inspect.
    public func springSettings() -> [SpringSetting] { [] }
}
