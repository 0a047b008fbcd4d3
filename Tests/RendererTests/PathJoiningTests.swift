import Foundation
import XCTest

@testable import Renderer

/// The renderer joins font paths without full Foundation; the paths it reports (in
/// `fontPaths` and in errors) must stay exactly what `NSString` made of them before.
final class PathJoiningTests: XCTestCase {
    func testJoinsAsNSStringDoes() {
        for directory in ["", "/", "//", "fonts", "fonts/", "fonts//", "/usr/share/fonts", "./x", "a//b"] {
            for name in ["DejaVuSans.ttf", "/abs.ttf", ""] {
                XCTAssertEqual(
                    PathJoining.path(name, in: directory),
                    (directory as NSString).appendingPathComponent(name),
                    "'\(name)' in '\(directory)'")
            }
        }
    }

    func testTheCommonCases() {
        XCTAssertEqual(PathJoining.path("DejaVuSans.ttf", in: "/usr/share/fonts"), "/usr/share/fonts/DejaVuSans.ttf")
        XCTAssertEqual(PathJoining.path("DejaVuSans.ttf", in: "Assets/Fonts/"), "Assets/Fonts/DejaVuSans.ttf")
    }
}
