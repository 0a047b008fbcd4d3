import Geometry
import XCTest

@testable import PlaygroundKit

final class WindowFitTests: XCTestCase {
    func testOnlyTheSidesThatOverflowShrinkAndTheScaleStays() {
        let big = WindowFit.fit(Size(width: 400, height: 720), scale: 2, screen: (1280, 1024))
        XCTAssertEqual(big.size, Size(width: 400, height: 512))
        XCTAssertNotNil(big.note)
        let wide = WindowFit.fit(Size(width: 2000, height: 300), scale: 1, screen: (1920, 1080))
        XCTAssertEqual(wide.size, Size(width: 1920, height: 300))
        let fits = WindowFit.fit(Size(width: 640, height: 512), scale: 2, screen: (1280, 1024))
        XCTAssertEqual(fits.size, Size(width: 640, height: 512))
        XCTAssertNil(fits.note)
    }
}
