import Renderer
import XCTest

/// Fails unless `actual` and `expected` have the same size and every premultiplied pixel is
/// bit-identical; the message says how many differ and where the first one is.
package func assertSamePixels(
    _ actual: Framebuffer, _ expected: Framebuffer, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.width, expected.width, message, file: file, line: line)
    XCTAssertEqual(actual.height, expected.height, message, file: file, line: line)
    let difference = ImageDifference.compare(actual, expected, channelDelta: 0)
    XCTAssertEqual(difference.differingPixels, 0, "\(message) \(difference.summary)", file: file, line: line)
}
