import Engine
import Geometry
import Transitions

@testable import PlaygroundKit

/// A small demo for the app's own tests, written against the public API as a user would:
/// a centred `present-button` presents a full-screen `modal` (UIKit's default slide, 0.35 s)
/// holding a `dismiss-button`; `refuse-button` presents twice in a row, which the
/// Transitions layer refuses with a diagnostic. Keys "[" and "]" tune a number.
@MainActor
final class TestDemoController: ViewController {
    var depth = 5

    override func loadView() {
        let root = View()
        root.accessibilityIdentifier = "test-root"
        root.backgroundColor = Color(r8: 242, g8: 242, b8: 247)
        let present = Button(title: "Present") { [unowned self] _ in self.presentModal() }
        present.accessibilityIdentifier = "present-button"
        let refuse = Button(title: "Twice") { [unowned self] _ in
            self.presentModal()
            self.presentModal()
        }
        refuse.accessibilityIdentifier = "refuse-button"
        root.addSubview(present)
        root.addSubview(refuse)
        root.onLayoutSubviews = { v in
            present.frame = Rect(x: v.bounds.midX - 60, y: v.bounds.midY - 22, width: 120, height: 44)
            refuse.frame = Rect(x: v.bounds.midX - 60, y: v.bounds.midY + 60, width: 120, height: 44)
        }
        view = root
    }

    private func presentModal() {
        let modal = TestModalController()
        present(modal, animated: true)
    }

    static var entry: PlaygroundDemo {
        PlaygroundDemo(name: "test", title: "Test", summary: "A slide-up modal for the app's tests") {
            let root = TestDemoController()
            return PlaygroundDemo.Running(rootViewController: root) { key in
                switch key.name {
                case "[":
                    root.depth -= 1
                    return "depth \(root.depth)"
                case "]":
                    root.depth += 1
                    return "depth \(root.depth)"
                default: return nil
                }
            }
        }
    }

    static var second: PlaygroundDemo {
        PlaygroundDemo(name: "other", title: "Other", summary: "A second row") {
            PlaygroundDemo.Running(rootViewController: TestDemoController())
        }
    }
}

/// The presented side of the test demo.
@MainActor
final class TestModalController: ViewController {
    /// Covers the window, as the tests of this modal expect (the default is a page sheet).
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    required init?(coder: ViewCoder) {
        return nil
    }

    override func loadView() {
        let v = View()
        v.accessibilityIdentifier = "modal"
        v.backgroundColor = Color(r8: 0, g8: 122, b8: 255)
        let dismiss = Button(title: "Dismiss") { [unowned self] _ in self.dismiss(animated: true) }
        dismiss.accessibilityIdentifier = "dismiss-button"
        dismiss.setTintColor(.white)
        v.addSubview(dismiss)
        v.onLayoutSubviews = { v in
            dismiss.frame = Rect(x: v.bounds.midX - 60, y: v.bounds.midY - 22, width: 120, height: 44)
        }
        view = v
    }
}
