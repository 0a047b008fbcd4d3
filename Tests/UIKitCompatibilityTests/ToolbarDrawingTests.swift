import PlaygroundKit
import UIKitCompatibility
import XCTest

/// A toolbar as drawn (the renderer's pixels, recorded headless). UIKit's classic way to make
/// a toolbar transparent, `setBackgroundImage(UIImage(), forToolbarPosition: .any,
/// barMetrics: .default)` with an empty shadow image, and `configureWithTransparentBackground()`
/// ("configures the bar appearance object with a transparent background and no shadow"), both
/// leave what is under the bar showing; the default appearance draws a material over it. Item
/// titles are drawn in the tint colour: the bluest pixel of the title's box is within 8 of
/// the tint's blue channel and far from the red under it.
final class ToolbarDrawingTests: XCTestCase {
    @MainActor
    private final class Host: UIViewController {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 50, width: 300, height: 44))
        init(configure: @escaping (UIToolbar) -> Void) {
            super.init(nibName: nil, bundle: nil)
            let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
            toolbar.setItems([UIBarButtonItem.flexibleSpace(), done], animated: false)
            configure(toolbar)
        }
        required init?(coder: ViewCoder) { return nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .red
            view.addSubview(toolbar)
        }
    }

    private func draw(_ configure: @escaping @MainActor (UIToolbar) -> Void) throws -> FrameImage {
        let recording = try TransitionRecorder(size: CGSize(width: 300, height: 120), images: .all, maximumSeconds: 1)
            .record(script: "wait 0.05") { Host(configure: configure) }
        return try XCTUnwrap(recording.image(at: recording.frames.count - 1))
    }

    private func isRed(_ p: (red: Int, green: Int, blue: Int, alpha: Int)) -> Bool {
        p.red == 255 && p.green == 0 && p.blue == 0
    }

    func testATransparentToolbarShowsWhatIsUnderItAndItsItems() throws {
        let ways: [(String, @MainActor (UIToolbar) -> Void)] = [
            (
                "image",
                { toolbar in
                    toolbar.setBackgroundImage(UIImage(), forToolbarPosition: .any, barMetrics: .default)
                    toolbar.setShadowImage(UIImage(), forToolbarPosition: .any)
                }
            ),
            (
                "appearance",
                { toolbar in
                    let appearance = UIToolbarAppearance()
                    appearance.configureWithTransparentBackground()
                    toolbar.standardAppearance = appearance
                }
            ),
        ]
        for (name, configure) in ways {
            let image = try draw(configure)
            XCTAssertTrue(isRed(image.rgba(x: 20, y: 72)), "\(name): the bar's empty left shows the red under it")
            XCTAssertTrue(isRed(image.rgba(x: 20, y: 49)), "\(name): no line along the top")
            var bluest = 0
            for y in 55..<90 {
                for x in 200..<295 { bluest = max(bluest, image.rgba(x: x, y: y).blue) }
            }
            XCTAssertGreaterThanOrEqual(bluest, 255 - 8, "\(name): the Done title is drawn in the tint colour")
        }
    }

    func testTheDefaultToolbarDrawsItsMaterialOverTheContent() throws {
        let image = try draw { _ in }
        XCTAssertTrue(isRed(image.rgba(x: 20, y: 20)), "above the bar")
        XCTAssertFalse(isRed(image.rgba(x: 20, y: 72)), "the material covers the content under the bar")
    }
}
