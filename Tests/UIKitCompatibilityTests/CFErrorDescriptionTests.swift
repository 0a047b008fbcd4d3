import CoreText
import Foundation
import UIKit
import XCTest

/// Apple, `CFErrorCopyDescription(_:)`: "Returns a human-presentable description for a given
/// error." A font manager refusal read the way icon-font loaders read it.
final class CFErrorDescriptionTests: XCTestCase {
    /// Unregistering a font that was never registered fails; the error's description names
    /// the font and why, as a reason an exception or a log line can carry.
    func testTheDescriptionOfARefusalNamesTheFontAndTheReason() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets/Fonts/DejaVuSans-Bold.ttf")
        let provider = try XCTUnwrap(CGDataProvider(data: try Data(contentsOf: url) as CFData))
        let font = try XCTUnwrap(CGFont(provider))
        var error: Unmanaged<CFError>?
        XCTAssertFalse(CTFontManagerUnregisterGraphicsFont(font, &error))
        let reason: CFString = CFErrorCopyDescription(try XCTUnwrap(error).takeUnretainedValue())
        XCTAssertEqual(reason as String, "DejaVuSans-Bold is not registered")
    }
}
