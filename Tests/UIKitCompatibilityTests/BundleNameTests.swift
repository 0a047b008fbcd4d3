import Foundation
import UIKitCompatibility
import XCTest

/// A controller subclass as UIKit libraries write it, in a file that imports Foundation too:
/// its `Bundle` is UIKit code's (the engine's bundle), so the override matches the engine's
/// designated initializer.
private final class NibNamedController: UIViewController {
    private(set) var madeByOverride = false

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        madeByOverride = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The implicitly unwrapped spelling older libraries override with.
private final class UnwrappedNibController: UIViewController {
    override init(nibName nibNameOrNil: String!, bundle nibBundleOrNil: Bundle!) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A library's bundle helpers, declared on Foundation's class as a file that imports
/// Foundation alone declares them.
extension Foundation.Bundle {
    fileprivate static var lookupResources: Foundation.Bundle { .module }
    fileprivate var resourceFolderName: String { bundleURL.lastPathComponent }
}

/// `Bundle` in UIKit code: the engine's bundle under Foundation's name, with Foundation's
/// members read through Foundation's bundle at the same place.
final class BundleNameTests: XCTestCase {
    /// `init(nibName:bundle:)`: "This is the designated initializer for this class", and "If
    /// you specify nil, the nibName property is set to nil"; `nibBundle`: "The view
    /// controller's nib bundle if it exists." A subclass's override runs for both spellings.
    func testASubclassOverridesTheDesignatedInitializerAndKeepsItsArguments() {
        MainActor.assumeIsolated {
            let bundle = Bundle(for: NibNamedController.self)
            let controller = NibNamedController(nibName: "Sheet", bundle: bundle)
            XCTAssertTrue(controller.madeByOverride)
            XCTAssertEqual(controller.nibName, "Sheet")
            XCTAssertEqual(controller.nibBundle, bundle)
            let plain = NibNamedController()
            XCTAssertTrue(plain.madeByOverride, "UIViewController() goes through init(nibName:bundle:)")
            XCTAssertNil(plain.nibName)
            XCTAssertNil(plain.nibBundle)
            let unwrapped = UnwrappedNibController(nibName: nil, bundle: .main)
            XCTAssertNil(unwrapped.nibName)
            XCTAssertEqual(unwrapped.nibBundle, Bundle.main)
            XCTAssertEqual(UINavigationController(nibName: "Nav", bundle: nil).nibName, "Nav")
        }
    }

    /// `url(forResource:withExtension:)`: "Returns the file URL for the resource identified by
    /// the specified name and file extension", nil when there is none; `init?(path:)` is nil
    /// for a path that is not an accessible bundle directory.
    func testResourcesAreFoundThroughTheForwardedMembers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resources-\(getpid())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sounds"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("ping".utf8).write(to: folder.appendingPathComponent("Sounds/ping.wav"))

        let bundle = try XCTUnwrap(Bundle(path: folder.path))
        let url = try XCTUnwrap(bundle.url(forResource: "notes", withExtension: "txt"))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "notes")
        XCTAssertEqual(bundle.path(forResource: "notes", ofType: "txt"), url.path)
        XCTAssertNotNil(bundle.url(forResource: "ping", withExtension: "wav", subdirectory: "Sounds"))
        XCTAssertNil(bundle.url(forResource: "ping", withExtension: "wav"), "not at the top")
        XCTAssertNil(bundle.path(forResource: "missing", ofType: "txt"))
        XCTAssertEqual(bundle.paths(forResourcesOfType: "txt", inDirectory: nil), [url.path])
        XCTAssertEqual(bundle.bundleURL.standardizedFileURL.path, folder.standardizedFileURL.path)
        XCTAssertEqual(Bundle(url: folder), bundle, "one place, one bundle")
        XCTAssertEqual(bundle.foundationBundle.bundlePath, Foundation.Bundle(path: folder.path)?.bundlePath)
        XCTAssertNil(Bundle(path: folder.appendingPathComponent("missing").path))
        XCTAssertNil(bundle.bundleIdentifier, "no Info.plist")
        XCTAssertEqual(
            NSLocalizedString("untranslated", bundle: bundle, value: "fallback", comment: ""), "fallback",
            "a key no table has reads the value given")
    }

    /// The main bundle and `Bundle(for:)` are where Foundation finds them; `NSLocalizedString`
    /// with Foundation's own `.main` still compiles beside the overload for UIKit's `Bundle`.
    func testMainAndClassBundlesAreFoundationsPlaces() {
        XCTAssertEqual(Bundle.main.bundlePath, Foundation.Bundle.main.bundlePath)
        XCTAssertTrue(Bundle.main.foundationBundle === Foundation.Bundle.main)
        XCTAssertEqual(
            Bundle(for: BundleNameTests.self).bundlePath, Foundation.Bundle(for: BundleNameTests.self).bundlePath)
        XCTAssertEqual(NSLocalizedString("plain-key", comment: ""), "plain-key")
        XCTAssertEqual(NSLocalizedString("plain-key", bundle: .main, comment: ""), "plain-key")
    }

    /// `Bundle.module` in a target with resources: in a file that imports UIKit it is UIKit
    /// code's `Bundle`, and it finds the file SwiftPM copied for this target, where SwiftPM's
    /// own `Foundation.Bundle.module` finds it.
    func testTheModuleBundleFindsThisTargetsResources() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "bundle-lookup", withExtension: "txt"))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "found through Bundle.module\n")
        XCTAssertEqual(
            url.standardizedFileURL,
            Foundation.Bundle.module.url(forResource: "bundle-lookup", withExtension: "txt")?.standardizedFileURL)
        XCTAssertNil(Bundle.module.url(forResource: "no-such-resource", withExtension: "txt"))
        XCTAssertEqual(NSLocalizedString("module-key", bundle: .module, comment: ""), "module-key")
    }

    /// A helper a library declares on Foundation's class is reached through UIKit code's
    /// `Bundle`, static and instance members alike, as it is on iOS where both are one class.
    func testMembersDeclaredOnFoundationsClassAreReachedThroughIt() throws {
        let resources = Bundle.lookupResources
        XCTAssertNotNil(resources.url(forResource: "bundle-lookup", withExtension: "txt"))
        XCTAssertEqual(resources.resourceFolderName, "TransitionPlayground_UIKitCompatibilityTests.resources")
        XCTAssertEqual(Bundle.main.executableURL, Foundation.Bundle.main.executableURL)
    }

    /// `UINib(nibName:bundle:)` and `UIStoryboard(name:bundle:)` take UIKit code's `Bundle`.
    func testNibsAndStoryboardsTakeTheBundle() throws {
        try MainActor.assumeIsolated {
            let bundle = Bundle(for: BundleNameTests.self)
            XCTAssertEqual(UINib(nibName: "Cell", bundle: bundle).bundle, bundle)
            XCTAssertNil(UINib(nibName: "Cell", bundle: nil).bundle)
            XCTAssertNil(UIStoryboard(name: "Main", bundle: .main).instantiateInitialViewController())
            XCTAssertNil(bundle.loadNibNamed("Cell", owner: nil))
            let foundationBundle: Foundation.Bundle = .main
            XCTAssertEqual(
                UINib(nibName: "Cell", bundle: foundationBundle).bundle, Bundle.main, "Foundation's converts")
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../__Snapshots__/LibraryTests/SnapshotTests/card-half-way.png")
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("card.png"))
            let images = try XCTUnwrap(Foundation.Bundle(path: folder.path))
            XCTAssertNotNil(
                UIImage(named: "card", in: images, compatibleWith: nil), "a Foundation bundle is looked in too")
        }
    }
}
