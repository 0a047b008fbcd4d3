import Engine
import Geometry
import XCTest

@testable import Transitions

/// `UINavigationBar.barStyle` against Apple's words for it and for its two styles.
final class NavigationBarStyleTests: XCTestCase {
    /// Apple, `barStyle`: "The default value is UIBarStyle.default." `UIBarStyle.black`: "A
    /// black background with light content." `UIBarStyle.default`: "navigation bars typically
    /// use a white background with dark content." The black style draws the default
    /// background black, translucent or opaque as the bar is, a bar tint colour wins over
    /// either style, and going back to `.default` restores the light grey.
    func testTheBlackStyleDrawsTheDefaultBackgroundBlack() {
        MainActor.assumeIsolated {
            let bar = NavigationBar()
            XCTAssertEqual(bar.barStyle, .default)
            let light = bar.backgroundColor
            for translucent in [true, false] {
                bar.isTranslucent = translucent
                bar.barStyle = .black
                let expectedAlpha = translucent ? NavigationBar.translucentOpacity : 1
                XCTAssertEqual(bar.backgroundColor?.red, 0)
                XCTAssertEqual(bar.backgroundColor?.green, 0)
                XCTAssertEqual(bar.backgroundColor?.blue, 0)
                XCTAssertEqual(bar.backgroundColor?.alpha ?? 0, expectedAlpha, accuracy: 1e-12)
                bar.barTintColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
                XCTAssertEqual(bar.backgroundColor?.red, 1, "the bar tint wins over the style")
                bar.barTintColor = nil
                bar.barStyle = .default
                XCTAssertEqual(bar.backgroundColor?.green ?? 0, 249 / 255, accuracy: 1e-9)
            }
            bar.isTranslucent = true
            XCTAssertEqual(bar.backgroundColor, light)
        }
    }
}
