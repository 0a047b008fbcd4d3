import PlaygroundKit
import UIKitCompatibility
import XCTest

/// The popover as drawn: a rounded bubble in the content's colour with an arrow whose tip
/// touches the source, read from the rendered pixels.
final class PopoverDrawingTests: XCTestCase {
    @MainActor
    private final class Host: UIViewController {
        let source = UIView(frame: CGRect(x: 380, y: 100, width: 40, height: 40))
        let content = UIViewController()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            source.backgroundColor = .systemGray
            view.addSubview(source)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            content.view.backgroundColor = .systemBlue
            content.preferredContentSize = CGSize(width: 300, height: 200)
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.sourceView = source
            present(content, animated: true)
        }
    }

    /// Below the source (x 380...420, bottom 140) the arrow (13 points tall) fills a
    /// triangle: its middle column is the content's colour from the tip down, while a point
    /// as high but 20 points to the side is the (slightly dimmed) background. The bubble
    /// starts at 153 and its rounded corner leaves the very corner pixel uncovered.
    func testTheBubbleAndItsArrowAreDrawnAtTheSource() throws {
        let recording = try TransitionRecorder(size: CGSize(width: 800, height: 600), images: .all)
            .record(script: "wait 0.6") { Host() }
        let image = try XCTUnwrap(recording.image(at: recording.frames.count - 1))
        func isContent(_ x: Int, _ y: Int) -> Bool {
            let p = image.rgba(x: x, y: y)
            return p.blue > 200 && p.red < 60
        }
        XCTAssertTrue(isContent(400, 143), "the arrow near its tip")
        XCTAssertTrue(isContent(400, 150), "the arrow's base")
        XCTAssertFalse(isContent(420, 143), "beside the arrow is the background")
        XCTAssertFalse(isContent(380, 146), "beside the arrow is the background")
        XCTAssertTrue(isContent(400, 250), "the bubble")
        XCTAssertTrue(isContent(260, 160), "the bubble's left part")
        let left = 400 - 150
        XCTAssertFalse(isContent(left, 153), "the rounded corner leaves its corner pixel")
        XCTAssertTrue(isContent(left + 13, 153 + 13), "inside the rounded corner")
    }
}
