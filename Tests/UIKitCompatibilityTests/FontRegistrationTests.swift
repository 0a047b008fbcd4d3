import CoreGraphics
import Foundation
import UIKitCompatibility
import XCTest

/// Core Graphics' font loading and Core Text's registration, on the repository's real
/// DejaVu Sans file. Apple, `CTFontManagerRegisterGraphicsFont(_:_:)`: "Registers the
/// specified graphics font with the font manager." A second registration of the same font
/// fails with `kCTFontManagerErrorAlreadyRegistered` (105), which is why apps that register
/// on every launch path print "possibly already registered".
final class FontRegistrationTests: XCTestCase {
    private let fontURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/Fonts/DejaVuSans-Bold.ttf")

    func testAFontFileRegistersByItsOwnNamesOnceAndUnregisters() throws {
        let data = try Data(contentsOf: fontURL)
        let provider = try XCTUnwrap(CGDataProvider(data: data as CFData))
        let font = try XCTUnwrap(CGFont(provider))
        XCTAssertEqual(font.postScriptName, "DejaVuSans-Bold")
        XCTAssertEqual(font.fullName, "DejaVu Sans Bold")

        var error: Unmanaged<CFError>?
        XCTAssertTrue(CTFontManagerRegisterGraphicsFont(font, &error))
        XCTAssertNil(error)
        XCTAssertTrue(UIFont.familyNames.contains("DejaVu Sans"))
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "DejaVu Sans"), ["DejaVuSans-Bold"])
        XCTAssertEqual(UIFont(name: "DejaVuSans-Bold", size: 12)?.familyName, "DejaVu Sans")

        XCTAssertFalse(CTFontManagerRegisterGraphicsFont(font, &error), "already registered")
        XCTAssertEqual(error?.takeRetainedValue().code, 105)

        error = nil
        XCTAssertTrue(CTFontManagerUnregisterGraphicsFont(font, &error))
        XCTAssertFalse(UIFont.familyNames.contains("DejaVu Sans"))
        XCTAssertFalse(CTFontManagerUnregisterGraphicsFont(font, &error))
        XCTAssertEqual(error?.takeRetainedValue().code, 201)
    }

    /// Bad input gives no font and a reason, never a crash: a missing file, bytes that are not
    /// a font, and every truncation of a real font file.
    func testMissingFilesAndDataThatIsNotAFontAreRefused() throws {
        var error: Unmanaged<CFError>?
        let missing = fontURL.deletingLastPathComponent().appendingPathComponent("NoSuchFont.ttf")
        XCTAssertFalse(CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
        XCTAssertEqual(error?.takeRetainedValue().code, 101)
        XCTAssertNil(CGDataProvider(data: Data()))
        XCTAssertNil(CGFont(try XCTUnwrap(CGDataProvider(data: Data("not a font".utf8)))))

        let data = try Data(contentsOf: fontURL)
        for length in stride(from: 1, to: 4096, by: 7) {
            if let provider = CGDataProvider(data: data.prefix(length)), let font = CGFont(provider) {
                XCTAssertEqual(font.postScriptName, "DejaVuSans-Bold", "a prefix long enough to hold the names")
            }
        }
    }
}
