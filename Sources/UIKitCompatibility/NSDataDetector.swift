// Data detection as UIKit code asks Foundation for it: links, phone numbers and dates found
// in text a label shows. Foundation on Linux declares `NSTextCheckingResult` and its
// checking types but detects nothing; this is this platform's approximation, by patterns
// over the text, of what Apple's detectors find.
import Foundation

/// `NSTextCheckingTypes`: checking types as raw bits, as `NSDataDetector(types:)` takes them.
public typealias NSTextCheckingTypes = UInt64

/// `NSDataDetector`: finds links, phone numbers, dates and street addresses in text.
///
/// An approximation by patterns, not Apple's detectors:
/// - `.link`: URLs with a scheme (`https://…`, `mailto:…`), `www.` hosts, bare host names
///   ending in a common top-level domain, and e-mail addresses (as `mailto:` URLs); closing
///   punctuation after a link is not part of it.
/// - `.phoneNumber`: North American numbers (`555-123-4567`, `(555) 123-4567`,
///   `+1 555 123 4567`) and international ones written with `+` and at least 8 digits.
/// - `.date`: ISO dates (`2024-05-01`), US numeric dates (`5/1/2024`), and month names with
///   a day and a year (`May 1, 2024`, `1 May 2024`), read as midnight in the current time zone.
/// - `.address`: a house number and a street name ending in a street type (`1 Main Street`).
open class NSDataDetector: NSObject, @unchecked Sendable {
    /// The types asked for (`checkingTypes`).
    public let checkingTypes: NSTextCheckingTypes

    /// A detector of `checkingTypes` (`init(types:)`); it throws when they hold none of the
    /// kinds found here (link, phone number, date, address), as Apple's throws for types
    /// that are not data detector types.
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        let known: NSTextCheckingResult.CheckingType = DataDetection.supported
        guard checkingTypes & known.rawValue != 0 else {
            throw NSError(domain: NSCocoaErrorDomain, code: 2048, userInfo: nil)
        }
        self.checkingTypes = checkingTypes
        super.init()
    }

    /// Every match in `range` of `string` (`matches(in:options:range:)`), in order, none
    /// overlapping: where two kinds claim the same text, the one that starts first, then
    /// the longer, wins.
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange)
        -> [NSTextCheckingResult]
    {
        DataDetection.matches(in: string, range: range, types: checkingTypes)
    }

    /// The first match in `range` (`firstMatch(in:options:range:)`), nil when there is none.
    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange)
        -> NSTextCheckingResult?
    {
        matches(in: string, options: options, range: range).first
    }

    /// How many matches `range` holds (`numberOfMatches(in:options:range:)`).
    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange)
        -> Int
    {
        matches(in: string, options: options, range: range).count
    }

    /// Calls `block` with each match in order until it sets its last argument to true
    /// (`enumerateMatches(in:options:range:using:)`).
    open func enumerateMatches(
        in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
        using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for match in matches(in: string, options: options, range: range) {
            block(match, [], &stop)
            if stop.boolValue { return }
        }
    }
}

/// A match a detector found, or one made with `linkCheckingResult(range:url:)` and its kin.
final class DetectedResult: NSTextCheckingResult {
    let foundRange: NSRange
    let type: NSTextCheckingResult.CheckingType
    let foundURL: URL?
    let foundPhoneNumber: String?
    let foundDate: Date?
    let foundAddress: String?

    init(
        range: NSRange, type: NSTextCheckingResult.CheckingType, url: URL? = nil, phoneNumber: String? = nil,
        date: Date? = nil, address: String? = nil
    ) {
        foundRange = range
        self.type = type
        foundURL = url
        foundPhoneNumber = phoneNumber
        foundDate = date
        foundAddress = address
        super.init()
    }

    required init?(coder: Foundation.NSCoder) { nil }

    override var range: NSRange { foundRange }
    override var resultType: NSTextCheckingResult.CheckingType { type }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange { idx == 0 ? foundRange : NSRange(location: NSNotFound, length: 0) }
}

extension NSTextCheckingResult {
    /// The link found (`url`); nil for other kinds. An e-mail address is a `mailto:` URL, a
    /// host without a scheme an `http://` one.
    public var url: URL? { (self as? DetectedResult)?.foundURL }
    /// The phone number found, as written (`phoneNumber`); nil for other kinds.
    public var phoneNumber: String? { (self as? DetectedResult)?.foundPhoneNumber }
    /// The date found (`date`); nil for other kinds.
    public var date: Date? { (self as? DetectedResult)?.foundDate }
    /// The parts of the address found (`addressComponents`): the street, under `.street`;
    /// nil for other kinds.
    public var addressComponents: [NSTextCheckingKey: String]? {
        (self as? DetectedResult)?.foundAddress.map { [.street: $0] }
    }
    /// The time zone a date was written in (`timeZone`): nil, as dates here are read
    /// without one (in the current time zone).
    public var timeZone: TimeZone? { nil }
    /// How long a detected event lasts (`duration`): 0, as dates here are single days.
    public var duration: TimeInterval { 0 }
    /// The parts of transit information (`components`): nil, as flights are not detected here.
    public var components: [NSTextCheckingKey: String]? { nil }

    /// A link result (`linkCheckingResult(range:url:)`).
    public static func linkCheckingResult(range: NSRange, url: URL) -> NSTextCheckingResult {
        DetectedResult(range: range, type: DataDetection.linkType, url: url)
    }

    /// A phone number result (`phoneNumberCheckingResult(range:phoneNumber:)`).
    public static func phoneNumberCheckingResult(range: NSRange, phoneNumber: String) -> NSTextCheckingResult {
        DetectedResult(range: range, type: DataDetection.phoneType, phoneNumber: phoneNumber)
    }

    /// A date result (`dateCheckingResult(range:date:)`).
    public static func dateCheckingResult(range: NSRange, date: Date) -> NSTextCheckingResult {
        DetectedResult(range: range, type: DataDetection.dateType, date: date)
    }
}

extension NSTextCheckingKey {
    /// The street of an address result (`street`). Foundation on Linux declares the key
    /// type but not its values.
    public static let street = NSTextCheckingKey(rawValue: "Street")
    /// The city of an address result (`city`): not detected here.
    public static let city = NSTextCheckingKey(rawValue: "City")
    /// The postal code of an address result (`zip`): not detected here.
    public static let zip = NSTextCheckingKey(rawValue: "ZIP")
    /// The country of an address result (`country`): not detected here.
    public static let country = NSTextCheckingKey(rawValue: "Country")
}

/// The patterns behind `NSDataDetector`.
enum DataDetection {
    // Foundation on Linux marks these four deprecated (it never returns them), so they are
    // spelled by their bits here.
    /// `.link`.
    static let linkType = NSTextCheckingResult.CheckingType(rawValue: 1 << 5)
    /// `.phoneNumber`.
    static let phoneType = NSTextCheckingResult.CheckingType(rawValue: 1 << 11)
    /// `.date`.
    static let dateType = NSTextCheckingResult.CheckingType(rawValue: 1 << 3)
    /// `.address`.
    static let addressType = NSTextCheckingResult.CheckingType(rawValue: 1 << 4)
    /// The kinds found here.
    static let supported: NSTextCheckingResult.CheckingType = [linkType, phoneType, dateType, addressType]

    private static let domains = "com|org|net|edu|gov|io|co|us|uk|de|fr|jp|ca|au|app|dev|info|biz|me|tv"
    private static let link = try! NSRegularExpression(
        pattern: "(?:[a-zA-Z][a-zA-Z0-9+.-]*://|mailto:)[^\\s<>\"]+|www\\.[^\\s<>\"]+"
            + "|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}"
            + "|\\b[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.(?:\(domains))\\b(?:/[^\\s<>\"]*)?")
    private static let phone = try! NSRegularExpression(
        pattern: "(?:\\+1[ .-]?)?(?:\\(\\d{3}\\)\\s?|\\b\\d{3}[ .-])\\d{3}[ .-]\\d{4}\\b"
            + "|\\+\\d{1,3}(?:[ .-]?\\d{2,4}){2,5}\\b")
    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]
    private static let monthPattern =
        "(January|February|March|April|May|June|July|August|September|October|November|December"
        + "|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.?"
    private static let isoDate = try! NSRegularExpression(pattern: "\\b(\\d{4})-(\\d{2})-(\\d{2})\\b")
    private static let usDate = try! NSRegularExpression(pattern: "\\b(\\d{1,2})/(\\d{1,2})/(\\d{4}|\\d{2})\\b")
    private static let monthDayYear = try! NSRegularExpression(
        pattern: "\\b\(monthPattern) (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})\\b", options: .caseInsensitive)
    private static let dayMonthYear = try! NSRegularExpression(
        pattern: "\\b(\\d{1,2}) \(monthPattern),? (\\d{4})\\b", options: .caseInsensitive)
    private static let address = try! NSRegularExpression(
        pattern: "\\b\\d{1,6}(?: [A-Z][A-Za-z]*)+ (?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr"
            + "|Way|Court|Ct|Place|Pl|Square|Sq)\\b\\.?")

    /// The matches of `types` in `range` of `string`, in order, none overlapping.
    static func matches(in string: String, range: NSRange, types: NSTextCheckingTypes) -> [NSTextCheckingResult] {
        let text = string as NSString
        let whole = NSRange(location: 0, length: text.length)
        guard let range = NSIntersectionRange(whole, range).location == NSNotFound ? nil : range, range.length > 0
        else { return [] }
        let kinds = NSTextCheckingResult.CheckingType(rawValue: types)
        var found: [DetectedResult] = []
        if kinds.contains(linkType) {
            for match in link.matches(in: string, range: range) {
                var span = match.range
                // Punctuation that ends a sentence or closes a bracket is not the link's.
                while span.length > 0, ".,;:!?)]}'\"".utf16.contains(text.character(at: NSMaxRange(span) - 1)) {
                    span.length -= 1
                }
                let raw = text.substring(with: span)
                let written: String
                if raw.contains("://") || raw.hasPrefix("mailto:") {
                    written = raw
                } else if raw.contains("@") {
                    written = "mailto:" + raw
                } else {
                    written = "http://" + raw
                }
                guard let url = URL(string: written) else { continue }
                found.append(DetectedResult(range: span, type: DataDetection.linkType, url: url))
            }
        }
        if kinds.contains(phoneType) {
            for match in phone.matches(in: string, range: range) {
                let written = text.substring(with: match.range)
                guard written.filter(\.isNumber).count >= 8 else { continue }
                found.append(DetectedResult(range: match.range, type: DataDetection.phoneType, phoneNumber: written))
            }
        }
        if kinds.contains(dateType) {
            func add(_ match: NSTextCheckingResult, year: Int, month: Int, day: Int) {
                var components = DateComponents()
                components.year = year < 100 ? 2000 + year : year
                components.month = month
                components.day = day
                guard (1...12).contains(month), (1...31).contains(day),
                    let date = Calendar.current.date(from: components)
                else { return }
                found.append(DetectedResult(range: match.range, type: DataDetection.dateType, date: date))
            }
            func number(_ match: NSTextCheckingResult, _ group: Int) -> Int {
                Int(text.substring(with: match.range(at: group))) ?? 0
            }
            func month(_ match: NSTextCheckingResult, _ group: Int) -> Int {
                let name = text.substring(with: match.range(at: group)).lowercased()
                return (months.firstIndex { $0.hasPrefix(name.prefix(3)) } ?? -1) + 1
            }
            for match in isoDate.matches(in: string, range: range) {
                add(match, year: number(match, 1), month: number(match, 2), day: number(match, 3))
            }
            for match in usDate.matches(in: string, range: range) {
                add(match, year: number(match, 3), month: number(match, 1), day: number(match, 2))
            }
            for match in monthDayYear.matches(in: string, range: range) {
                add(match, year: number(match, 3), month: month(match, 1), day: number(match, 2))
            }
            for match in dayMonthYear.matches(in: string, range: range) {
                add(match, year: number(match, 3), month: month(match, 2), day: number(match, 1))
            }
        }
        if kinds.contains(addressType) {
            for match in address.matches(in: string, range: range) {
                let street = text.substring(with: match.range)
                found.append(
                    DetectedResult(range: match.range, type: DataDetection.addressType, address: street))
            }
        }
        found.sort {
            $0.foundRange.location != $1.foundRange.location
                ? $0.foundRange.location < $1.foundRange.location : $0.foundRange.length > $1.foundRange.length
        }
        var kept: [NSTextCheckingResult] = []
        var end = 0
        for result in found where result.foundRange.location >= end {
            kept.append(result)
            end = NSMaxRange(result.foundRange)
        }
        return kept
    }
}
