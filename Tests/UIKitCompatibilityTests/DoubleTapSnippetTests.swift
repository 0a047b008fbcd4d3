import PlaygroundKit
import UIKitCompatibility
import XCTest

/// A photo page as gallery libraries write it: a double tap zooms around the tapped point,
/// a single tap, made to wait for the double tap to fail, hides the chrome; the navigation
/// controller's edge swipe asks this page whether it may begin.
final class PhotoPageHost: UIViewController, UIGestureRecognizerDelegate {
    let photo = UIView()
    let chrome = UIView()
    private(set) var zoomPoints: [CGPoint] = []

    override func viewDidLoad() {
        photo.accessibilityIdentifier = "photo"
        photo.frame = CGRect(x: 0, y: 100, width: 400, height: 400)
        chrome.accessibilityIdentifier = "chrome"
        chrome.frame = CGRect(x: 0, y: 0, width: 400, height: 60)
        view.addSubview(photo)
        view.addSubview(chrome)
        let doubleTap = UITapGestureRecognizer { [unowned self] sender in
            guard sender.numberOfTouches == 1 else { return }
            zoomPoints.append(sender.location(ofTouch: 0, in: photo))
            photo.transform = photo.transform == .identity ? CGAffineTransform(scaleX: 2, y: 2) : .identity
        }
        doubleTap.numberOfTapsRequired = 2
        doubleTap.numberOfTouchesRequired = 1
        let singleTap = UITapGestureRecognizer { [unowned self] _ in chrome.alpha = chrome.alpha < 1 ? 1 : 0 }
        singleTap.require(toFail: doubleTap)
        photo.addGestureRecognizer(doubleTap)
        photo.addGestureRecognizer(singleTap)
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Apple, `numberOfTapsRequired`: "The number of taps necessary for gesture recognition";
/// `require(toFail:)`: "Creates a dependency relationship between the gesture recognizer and
/// another gesture recognizer". Two quick clicks zoom and leave the chrome alone; one click
/// hides the chrome, but only once the double tap's wait (0.35 s) has run out.
final class DoubleTapSnippetTests: XCTestCase {
    func testTwoClicksZoomAndOneClickHidesTheChromeAfterTheWait() throws {
        nonisolated(unsafe) var host: PhotoPageHost?
        let recording = try TransitionRecorder().record(
            script: "click 100 200\nwait 0.1\nclick 104 203\nwait 0.6\nclick 200 300\nwait 0.6"
        ) {
            let page = PhotoPageHost()
            host = page
            return page
        }
        let zoomed = try XCTUnwrap(recording.frames.first { $0.view("photo")?.frame[2] == 800 })
        XCTAssertEqual(zoomed.view("chrome")?.alpha, 1, "a double tap is no single tap")
        let points = MainActor.assumeIsolated { host?.zoomPoints ?? [] }
        XCTAssertEqual(points.map { [$0.x, $0.y] }, [[100, 100]], "once, where the first tap was, in the photo")
        let hidden = try XCTUnwrap(recording.frames.first { $0.view("chrome")?.alpha == 0 })
        XCTAssertGreaterThanOrEqual(hidden.time, 0.1 + 0.6 + 0.35, "the single tap waited out the interval")
        XCTAssertEqual(recording.frames.last?.view("photo")?.frame[2], 800, "the single tap did not zoom back")
    }
}
