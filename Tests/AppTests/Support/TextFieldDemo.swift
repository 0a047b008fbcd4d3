import Engine
import Geometry

@testable import PlaygroundKit

/// A screen with one rounded text field near the top (x 20...300, y 60...96), for the text
/// route's tests.
@MainActor
enum TextFieldDemo {
    static let fieldCentre = Point(x: 160, y: 78)

    static var entry: PlaygroundDemo {
        PlaygroundDemo(name: "text", title: "Text", summary: "A text field") {
            let root = DemoViewController()
            return PlaygroundDemo.Running(rootViewController: root) { _ in nil }
        }
    }

    /// The field on the session's screen.
    static func field(in window: Window) -> TextField? {
        var stack: [View] = [window]
        while let view = stack.popLast() {
            if let field = view as? TextField { return field }
            stack += view.subviews
        }
        return nil
    }

    final class DemoViewController: ViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let field = TextField(frame: Rect(x: 20, y: 60, width: 280, height: 36))
            field.borderStyle = .roundedRect
            field.placeholder = "Name"
            view.addSubview(field)
        }
    }
}
