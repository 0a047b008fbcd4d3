import Foundation
import UIKitCompatibility
import XCTest

/// `NSDataDetector`, this platform's pattern-based approximation of Apple's detectors.
///
/// Apple (`NSDataDetector`): "A specialized regular expression object that matches natural
/// language text for predefined data patterns." (`matches(in:options:range:)`): "Returns an
/// array containing all the matches of the regular expression in the string."
/// (`NSTextCheckingResult.url`): "The URL of a link check result." (`phoneNumber`): "The
/// phone number of a type-checking result."
final class DataDetectorTests: XCTestCase {
    // Spelled by bits: Foundation on Linux marks the named types deprecated.
    private static let link = NSTextCheckingResult.CheckingType(rawValue: 1 << 5)
    private static let phone = NSTextCheckingResult.CheckingType(rawValue: 1 << 11)
    private static let date = NSTextCheckingResult.CheckingType(rawValue: 1 << 3)
    private static let address = NSTextCheckingResult.CheckingType(rawValue: 1 << 4)

    private func substrings(_ results: [NSTextCheckingResult], of text: String) -> [String] {
        results.map { (text as NSString).substring(with: $0.range) }
    }

    func testLinksAreFoundWithTheirURLs() throws {
        let text = "Visit https://example.com/a?b=1, or www.swift.org. Mail me@host.io; see apple.com!"
        let detector = try NSDataDetector(types: Self.link.rawValue)
        let results = detector.matches(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count))
        XCTAssertEqual(
            substrings(results, of: text), ["https://example.com/a?b=1", "www.swift.org", "me@host.io", "apple.com"])
        XCTAssertEqual(
            results.map { $0.url?.absoluteString },
            ["https://example.com/a?b=1", "http://www.swift.org", "mailto:me@host.io", "http://apple.com"])
        XCTAssertTrue(results.allSatisfy { $0.resultType == Self.link && $0.phoneNumber == nil })
        XCTAssertNil(detector.firstMatch(in: "no links here.", options: [], range: NSRange(location: 0, length: 14)))
        // A range limits the search.
        XCTAssertEqual(detector.numberOfMatches(in: text, options: [], range: NSRange(location: 0, length: 30)), 1)
    }

    func testPhoneNumbersDatesAndAddresses() throws {
        let text = "Call (555) 123-4567 or +1 555 987 6543 on May 3, 2024 at 1 Infinite Loop Way, not 12345."
        let types = Self.phone.union(Self.date).union(Self.address)
        let detector = try NSDataDetector(types: types.rawValue)
        let results = detector.matches(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count))
        XCTAssertEqual(
            substrings(results, of: text), ["(555) 123-4567", "+1 555 987 6543", "May 3, 2024", "1 Infinite Loop Way"])
        XCTAssertEqual(results.map(\.resultType), [Self.phone, Self.phone, Self.date, Self.address])
        XCTAssertEqual(results[0].phoneNumber, "(555) 123-4567")
        let date = try XCTUnwrap(results[2].date)
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        XCTAssertEqual([parts.year, parts.month, parts.day], [2024, 5, 3])
        XCTAssertEqual(results[3].addressComponents?[.street], "1 Infinite Loop Way")
        XCTAssertNil(results[2].timeZone, "read in the current time zone")
        XCTAssertNil(results[0].addressComponents)
        var seen = 0
        detector.enumerateMatches(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)) {
            _, _, stop in
            seen += 1
            if seen == 2 { stop.pointee = true }
        }
        XCTAssertEqual(seen, 2, "enumeration stops when asked")
        XCTAssertThrowsError(try NSDataDetector(types: 1 << 1), "spelling is not a data detector type")
    }

    func testMadeResultsAnswerAsFoundOnes() throws {
        let url = try XCTUnwrap(URL(string: "https://instacart.com"))
        let result = NSTextCheckingResult.linkCheckingResult(range: NSRange(location: 2, length: 5), url: url)
        XCTAssertEqual(result.url, url)
        XCTAssertEqual(result.range, NSRange(location: 2, length: 5))
        XCTAssertEqual(result.resultType, Self.link)
        XCTAssertEqual(
            NSTextCheckingResult.phoneNumberCheckingResult(range: NSRange(location: 0, length: 3), phoneNumber: "911")
                .phoneNumber, "911")
    }
}
