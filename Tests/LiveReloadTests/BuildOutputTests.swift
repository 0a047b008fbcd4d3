import XCTest

@testable import PlaygroundKit

/// The banner names the first error as the compiler wrote it, with the file relative to
/// the package, so a reader sees where to look without the build folder's noise.
final class BuildOutputTests: XCTestCase {
    func testTheFirstLocatedErrorWins() {
        let output = """
            Building for debugging...
            /pkg/Sources/A/B.swift:3:9: warning: unused
            /pkg/Sources/A/C.swift:40:49: error: expected ',' separator
            38 |
            /pkg/Sources/A/D.swift:7:1: error: cannot find 'x' in scope
            error: fatalError
            """
        XCTAssertEqual(
            BuildOutput.firstError(in: output, root: "/pkg"), "Sources/A/C.swift:40: error: expected ',' separator")
    }

    func testAnErrorWithNoLocationIsStillNamed() {
        XCTAssertEqual(
            BuildOutput.firstError(in: "Linking x\nerror: link command failed\n", root: "/pkg"),
            "error: link command failed")
        XCTAssertNil(BuildOutput.firstError(in: "Build complete!\n", root: "/pkg"))
    }
}
