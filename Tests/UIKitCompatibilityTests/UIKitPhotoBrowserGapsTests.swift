import CoreGraphics
import Foundation
import UIKitCompatibility
import XCTest

/// The UIKit and Core Graphics members a photo browser reaches for, each checked against
/// Apple's rule. `viewWithTag(_:)`: "This method searches the current view and all of its
/// subviews for the specified view." `CGRectDivide`: the slice "extends the distance beyond
/// the edge specified by the amount parameter" and the remainder "contains the portion of
/// the source rectangle that remains". `UIImage(data:)`: "the initialized UIImage object, or
/// nil if the method could not initialize the image from the specified data."
final class UIKitPhotoBrowserGapsTests: XCTestCase {
    func testViewWithTagSearchesTheViewThenItsSubviewsDepthFirst() {
        MainActor.assumeIsolated {
            let root = UIView()
            let a = UIView()
            let a1 = UIView()
            let b = UIView()
            a.addSubview(a1)
            root.addSubview(a)
            root.addSubview(b)
            a1.tag = 7
            b.tag = 7
            XCTAssertTrue(root.viewWithTag(7) === a1, "depth first: a's child before b")
            XCTAssertTrue(root.viewWithTag(0) === root, "the view itself first (every tag starts at 0)")
            XCTAssertNil(a.viewWithTag(8))
        }
    }

    func testDividedCutsASliceFromEachEdgeAndClampsTheDistance() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 60)
        let cases: [(RectDividingEdge, CGRect, CGRect)] = [
            (.minXEdge, CGRect(x: 10, y: 20, width: 30, height: 60), CGRect(x: 40, y: 20, width: 70, height: 60)),
            (.maxXEdge, CGRect(x: 80, y: 20, width: 30, height: 60), CGRect(x: 10, y: 20, width: 70, height: 60)),
            (.minYEdge, CGRect(x: 10, y: 20, width: 100, height: 30), CGRect(x: 10, y: 50, width: 100, height: 30)),
            (.maxYEdge, CGRect(x: 10, y: 50, width: 100, height: 30), CGRect(x: 10, y: 20, width: 100, height: 30)),
        ]
        for (edge, slice, remainder) in cases {
            let parts = r.divided(atDistance: 30, from: edge)
            XCTAssertEqual(parts.slice, slice, "\(edge)")
            XCTAssertEqual(parts.remainder, remainder, "\(edge)")
            XCTAssertEqual(parts.slice.union(parts.remainder), r, "the parts make the whole")
        }
        XCTAssertEqual(
            r.divided(atDistance: 500, from: .minYEdge).remainder.height, 0, "a slice never exceeds the rectangle")
        XCTAssertEqual(r.divided(atDistance: -5, from: .minXEdge).slice.width, 0)
        XCTAssertTrue(CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
        XCTAssertFalse(r.equalTo(r.offsetBy(dx: 1, dy: 0)))
    }

    func testImagesFromDataAreReadAsPNGAndAnythingElseIsNil() throws {
        try MainActor.assumeIsolated {
            let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../__Snapshots__/LibraryTests/SnapshotTests/card-half-way.png").path
            let fromFile = try XCTUnwrap(UIImage(contentsOfFile: file))
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            let fromData = try XCTUnwrap(UIImage(data: data))
            XCTAssertEqual(fromData.size, fromFile.size)
            XCTAssertEqual(UIImage(data: data, scale: 2)?.size.width, fromFile.size.width / 2, "scale divides the size")
            XCTAssertNil(UIImage(data: Data("not an image".utf8)))
            XCTAssertNil(UIImage(data: Data()))

            let bitmap = try XCTUnwrap(fromFile.cgImage)
            XCTAssertEqual(bitmap.width, fromFile.pixelSize.width)
            XCTAssertEqual(bitmap.height, fromFile.pixelSize.height)
            XCTAssertEqual(UIImage(cgImage: bitmap).size, fromFile.size)
            XCTAssertEqual(fromFile.imageOrientation, .up)
            XCTAssertNil(UIImage().cgImage, "an empty image has no bitmap")
            XCTAssertEqual(UIImage().size, .zero)
            XCTAssertNil(UIImage(systemName: "no.such.symbol"), "an unknown symbol: callers take their fallback")
        }
    }

    /// `UIImage(named:in:compatibleWith:)`: "The bundle the image file or asset catalog is
    /// located in. Specify nil to search the app's main bundle."
    func testNamedImagesAreFoundInTheBundleGiven() throws {
        try MainActor.assumeIsolated {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../__Snapshots__/LibraryTests/SnapshotTests/card-half-way.png")
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("photo@2x.png"))
            let bundle = try XCTUnwrap(Bundle(path: folder.path))
            let image = try XCTUnwrap(UIImage(named: "photo", in: bundle, compatibleWith: nil))
            XCTAssertEqual(image.scale, 2, "the @2x file, at its scale")
            XCTAssertNil(UIImage(named: "no-such-photo", in: bundle, compatibleWith: nil))
            XCTAssertNil(UIImage(named: "no-such-photo", in: .module, compatibleWith: nil), "Bundle.module compiles")
        }
    }

    func testABitmapContextGivesBackWhatWasDrawnAndRedrawsADrawnImage() throws {
        try MainActor.assumeIsolated {
            let context = try XCTUnwrap(
                CGContext(
                    data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.setFillColor(UIColor.red)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            let made = try XCTUnwrap(context.makeImage())
            XCTAssertEqual([made.width, made.height], [40, 20])

            let copy = try XCTUnwrap(
                CGContext(
                    data: nil, width: 80, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1))
            copy.draw(made, in: CGRect(x: 0, y: 0, width: 80, height: 40))
            XCTAssertEqual(copy.commands.count, 1)
            // The 10-point square, stretched by two, lands on the 20-point square.
            let corner = CGPoint(x: 10, y: 10).applying(copy.commands[0].transform)
            XCTAssertEqual(corner, CGPoint(x: 20, y: 20))
            XCTAssertNil(
                CGContext(
                    data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1))
        }
    }

    func testTheEnvironmentMembersAnswerForTheWindow() {
        MainActor.assumeIsolated {
            let screen = UIScreen.main
            XCTAssertEqual(screen.nativeBounds.width, screen.bounds.width * screen.scale)
            XCTAssertNil(UIApplication.shared.delegate, "a playground run has no application delegate")
            if let appWindow = UIApplication.shared.delegate?.window, let window = appWindow {
                XCTFail("no delegate window expected, got \(window)")
            }
            XCTAssertFalse(UIApplication.shared.isStatusBarHidden)
            NSObject.cancelPreviousPerformRequests(withTarget: UIView())
            let view = UIView()
            XCTAssertFalse(view.accessibilityIgnoresInvertColors)
            view.accessibilityIgnoresInvertColors = true
            XCTAssertTrue(view.accessibilityIgnoresInvertColors)
            XCTAssertFalse(view.isMultipleTouchEnabled, "UIKit's default")
            view.isMultipleTouchEnabled = true
            XCTAssertTrue(view.isMultipleTouchEnabled)
        }
    }

    /// `UIScreen.coordinateSpace`: "The current coordinate space of the screen." Here the
    /// window's, so a view converts into it as into its window.
    func testTheScreenCoordinateSpaceIsTheWindows() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let child = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 20))
            root.addSubview(child)
            let space = UIScreen.main.coordinateSpace
            XCTAssertEqual(child.convert(child.bounds, to: space), CGRect(x: 30, y: 40, width: 50, height: 20))
            XCTAssertEqual(child.convert(CGPoint(x: 35, y: 45), from: space), CGPoint(x: 5, y: 5))
            XCTAssertEqual(space.convert(CGPoint(x: 5, y: 5), from: child), CGPoint(x: 35, y: 45))
            XCTAssertEqual(UIApplication.shared.supportedInterfaceOrientations(for: nil), .all)
        }
    }

    func testBarItemsKeepUIKitsInitializersForAnItemWithNoAction() {
        MainActor.assumeIsolated {
            let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
            XCTAssertTrue(space.isSpace)
            let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
            XCTAssertEqual(done.style, .done)
            XCTAssertEqual(UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil).title, "Edit")
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let appearance = UIToolbarAppearance()
            appearance.configureWithTransparentBackground()
            toolbar.standardAppearance = appearance
            toolbar.setItems([space, done], animated: false)
            XCTAssertEqual(toolbar.items?.count, 2)
        }
    }

    /// `imageEdgeInsets`: "Use this property to resize and reposition the effective drawing
    /// rectangle for the button image."
    func testImageEdgeInsetsMoveTheImageNotTheButton() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
            button.setImage(image, for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
            button.layoutIfNeeded()
            let plain = button.imageView?.frame ?? .zero
            let size = button.intrinsicContentSize
            button.imageEdgeInsets = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 0)
            button.layoutIfNeeded()
            XCTAssertEqual(button.imageView?.frame, plain.inset(by: UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 0)))
            XCTAssertEqual(button.intrinsicContentSize, size)
        }
    }

    /// UIKit's `UIActivityIndicatorView` makes `init(frame:)` designated and `init(coder:)`
    /// non-failable, so a subclass overrides both as written for UIKit.
    private final class Spinner: UIActivityIndicatorView {
        required init(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            color = .white
        }
    }

    func testAnActivityIndicatorSubclassBuildsThroughInitFrame() {
        MainActor.assumeIsolated {
            let spinner = Spinner(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            XCTAssertEqual(spinner.center, CGPoint(x: 50, y: 30), "centred in the frame it was given")
            XCTAssertEqual(spinner.bounds.size, CGSize(width: 20, height: 20))
            XCTAssertEqual(spinner.color, .white)
            let large = UIActivityIndicatorView(style: .large)
            XCTAssertEqual(large.frame, CGRect(x: 0, y: 0, width: 37, height: 37))
        }
    }

    func testTheShareSheetListsTheItemsAndReportsACancelledShare() {
        MainActor.assumeIsolated {
            let sheet = UIActivityViewController(activityItems: ["caption", 42], applicationActivities: nil)
            let labels = sheet.view.subviews.compactMap { $0 as? UILabel }
            XCTAssertEqual(labels.count, 3, "a notice and one line per item")
            XCTAssertEqual(labels.last?.text, "• 42")
            XCTAssertNotNil(sheet.view.subviews.first { $0.accessibilityIdentifier == "activity.close" })
            let provider = UIActivityItemProvider(placeholderItem: "later")
            XCTAssertEqual(provider.item as? String, "later")
        }
    }
}
