import Foundation
import XCTest

@testable import Platform
@testable import PlaygroundKit

/// The small stand-ins that replaced full Foundation in the playground's process (to keep its memory low)
/// give exactly what Foundation gave: traces, CSV and messages must not change by a byte.
final class FoundationStandInTests: XCTestCase {
    func testCFormatPrintsWhatStringFormatPrinted() {
        let formats = ["%.6f", "%.4f", "%.3f", "%.2f", "%g", "%.3f s", "%.1f"]
        let values: [Double] = [
            0, -0.0, 1, -1, 0.5, 1.0005, 2.675, 0.125, 1e-7, -4e-7, 5e-7, 123_456.789, 138_155.25,
            99.999, 1.0 / 3, -2.5e-5, .pi, 1e20, 1e-300, 1e300, -1e300, 600, 16.666_666_7,
            .infinity, -.infinity, .nan, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
        ]
        for format in formats {
            for value in values {
                XCTAssertEqual(String(cFormat: format, value), String(format: format, value), "\(format) of \(value)")
            }
        }
    }

    func testTrimmingRemovesWhatWhitespacesRemoved() {
        let texts = [
            "", " ", "\t", " 0.5 ", "\t0.5\t", "\u{00A0}1\u{2003}", " 1 2 ", "\n1\n", " \n1 ", "x", "é ", " 👍🏽 ",
            "\u{200B}1", "1\u{3000}", "\u{1680}1\u{202F}", "\u{180E}1", "\u{FEFF}1", "1\u{205F}\u{2028}",
        ]
        for text in texts {
            XCTAssertEqual(
                text.trimmingSpacesAndTabs(), text.trimmingCharacters(in: .whitespaces), "'\(text.debugDescription)'")
            XCTAssertEqual(text[...].trimmingSpacesAndTabs(), text.trimmingCharacters(in: .whitespaces))
        }
    }

    func testTheMainThreadIsToldApart() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
        XCTAssertTrue(MainThread.isCurrent)
        let offMain = expectation(description: "checked on another thread")
        nonisolated(unsafe) var seen: Bool?
        let thread = Thread {
            seen = MainThread.isCurrent
            offMain.fulfill()
        }
        thread.start()
        wait(for: [offMain], timeout: 10)
        XCTAssertEqual(seen, false)
    }

    func testTheProgramNameIsTheLastPathComponentAsNSStringGaveIt() {
        for path in [
            "", "/", "//", "playground-x11", "/usr/bin/playground-x11", ".build/debug/my-demos", "x/", "a//b//",
        ] {
            XCTAssertEqual(X11ErrorHandlers.lastPathComponent(path), (path as NSString).lastPathComponent, "'\(path)'")
        }
    }
}
