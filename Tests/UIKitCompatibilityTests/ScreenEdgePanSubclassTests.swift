import UIKitCompatibility
import XCTest

/// A library's own edge pan, as UIKit code writes it: a subclass of
/// `UIScreenEdgePanGestureRecognizer` in another module, which UIKit's open class allows.
private final class EdgeDismissRecognizer: UIScreenEdgePanGestureRecognizer {
    var direction = "left"

    init(edge: UIRectEdge) {
        super.init()
        edges = edge
        direction = edge == .right ? "right" : "left"
    }
}

/// `UIScreenEdgePanGestureRecognizer` is open for subclasses outside the engine, as UIKit's
/// recognizers are, and a subclass keeps the edge it was given.
final class ScreenEdgePanSubclassTests: XCTestCase {
    func testALibraryMaySubclassTheEdgePan() {
        MainActor.assumeIsolated {
            let recognizer = EdgeDismissRecognizer(edge: .right)
            XCTAssertEqual(recognizer.edges, .right)
            XCTAssertEqual(recognizer.direction, "right")
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addGestureRecognizer(recognizer)
            XCTAssertTrue((view.gestureRecognizers ?? []).contains { $0 === recognizer })
        }
    }
}
