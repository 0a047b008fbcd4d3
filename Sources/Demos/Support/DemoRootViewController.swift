import DemoKit
import Engine
import Geometry
import Transitions

/// The first screen most demos open on: a `DemoScreen` headed with the demo's catalog
/// title (or `heading`), its view `NAME.root` and the controller titled `NAME` (the name
/// diagnostics and traces use), with a stack of buttons that each run their action with
/// the controller, the first being the demo's `present-button`. `onLoad` adds whatever
/// else the page shows (a status line); a demo whose first screen is also its
/// transitioning delegate subclasses it and adds to `screenDidLoad(_:)`.
@MainActor
class DemoRootViewController: DemoViewController {
    private let entry: DemoEntry
    private let heading: String?
    private let subtitle: String
    private let background: Color
    private let buttons: [DemoButton]
    private let onLoad: ((DemoScreen) -> Void)?

    init(
        _ entry: DemoEntry, heading: String? = nil, subtitle: String, background: Color = .white,
        buttons: [DemoButton] = [], onLoad: ((DemoScreen) -> Void)? = nil
    ) {
        self.entry = entry
        self.heading = heading
        self.subtitle = subtitle
        self.background = background
        self.buttons = buttons
        self.onLoad = onLoad
        super.init(named: entry.name)
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    required init?(coder: ViewCoder) {
        return nil
    }

    override func loadView() {
        let screen = DemoScreen(title: heading ?? entry.title, subtitle: subtitle, background: background)
        screen.view.accessibilityIdentifier = "\(entry.name).root"
        for button in buttons {
            screen.addButton(button.title, id: button.id) { [weak self] _ in
                if let self { button.action(self) }
            }
        }
        screenDidLoad(screen)
        view = screen.view
    }

    /// Called once the page and its buttons exist, before it becomes the view; runs `onLoad`.
    func screenDidLoad(_ screen: DemoScreen) {
        onLoad?(screen)
    }
}

/// A button of a demo's first screen: its title, its id and what a tap does with the
/// screen's controller (held weakly: a tap after the controller is gone does nothing).
@MainActor
struct DemoButton {
    let title: String
    let id: String
    let action: (ViewController) -> Void

    /// The demo's `present-button`, titled `title`.
    static func present(_ title: String = "Present", action: @escaping (ViewController) -> Void) -> DemoButton {
        DemoButton(title: title, id: "present-button", action: action)
    }
}
