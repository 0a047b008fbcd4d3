import DemoKit
import Engine
import Transitions

/// One demo as the app sees it: the catalog row's words and a way to start it.
///
/// The app never names a demo type; it works from the list the executable hands
/// `Playground.main` (`playground-x11` hands `DemoCatalog.all`; tests may pass their own).
@MainActor
public struct PlaygroundDemo {
    /// What a started demo hands the playground: its root controller and its tuning hook.
    public struct Running {
        /// Installed as the window's root view controller.
        public var rootViewController: ViewController
        /// Live spring tuning: a key the playground does not use; returns a one-line
        /// description of the new setting, or nil when the key means nothing.
        public var tune: (Key) -> String?
        /// The demo's springs for the inspector (key `i`), with their values now.
        public var springs: () -> [SpringSetting] = { [] }

        /// A running demo from its parts.
        public init(
            rootViewController: ViewController, tune: @escaping (Key) -> String? = { _ in nil },
            springs: @escaping () -> [SpringSetting] = { [] }
        ) {
            self.rootViewController = rootViewController
            self.tune = tune
            self.springs = springs
        }
    }

    /// `--demo NAME` and the catalog row id `demo-NAME`.
    public var name: String
    /// The row's title.
    public var title: String
    /// The row's one-line summary.
    public var summary: String
    /// Makes a fresh instance each time the demo opens, so reopening starts clean.
    public var start: () -> Running

    /// An entry from its parts.
    public init(name: String, title: String, summary: String, start: @escaping () -> Running) {
        self.name = name
        self.title = title
        self.summary = summary
        self.start = start
    }

    /// The entry named `name` in `list`, or nil.
    package static func named(_ name: String, in list: [PlaygroundDemo]) -> PlaygroundDemo? {
        list.first { $0.name == name }
    }
}
