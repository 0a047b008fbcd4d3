import Foundation

// The names inside a TrueType or OpenType file, read from its `name` table: what Core
// Graphics reports as a font's PostScript and family names, and what `UIFont(name:size:)`
// is then called with.

/// The names a font file gives itself.
struct FontFileNames: Equatable, Sendable {
    /// Name ID 6, e.g. `Montserrat-Regular`: the name `UIFont(name:size:)` takes.
    var postScriptName: String
    /// Name ID 1, e.g. `Montserrat`.
    var familyName: String
    /// Name ID 4, e.g. `Montserrat Regular`.
    var fullName: String

    /// The names in `data`, a TrueType (`0x00010000`, `true`) or OpenType (`OTTO`) file; nil
    /// when it is not one or its tables run past its end, as Core Graphics gives no font then.
    init?(fontData data: Data) {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= bytes.count else { return nil }
            return Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        guard let version = u32(0), [0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(version),
            let tableCount = u16(4)
        else { return nil }
        var nameTable: Int?
        for index in 0..<tableCount {
            let record = 12 + 16 * index
            guard let tag = u32(record), let offset = u32(record + 8) else { return nil }
            if tag == 0x6E61_6D65 { nameTable = offset }  // "name"
        }
        guard let table = nameTable, let count = u16(table + 2), let storage = u16(table + 4) else { return nil }
        // The best string for each ID: Windows Unicode (UTF-16BE) first, then Unicode, then
        // Macintosh Roman, whose names are ASCII in practice.
        var found: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = table + 6 + 12 * index
            guard let platform = u16(record), let nameID = u16(record + 6), let length = u16(record + 8),
                let offset = u16(record + 10)
            else { return nil }
            guard [1, 4, 6].contains(nameID) else { continue }
            let start = table + storage + offset
            guard start + length <= bytes.count else { return nil }
            let raw = bytes[start..<start + length]
            let rank: Int
            let text: String?
            switch platform {
            case 3, 0:
                rank = platform == 3 ? 0 : 1
                let units = stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map {
                    UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
                }
                text = String(decoding: units, as: UTF16.self)
            case 1:
                rank = 2
                text = String(bytes: raw, encoding: .macOSRoman)
            default:
                continue
            }
            if let text, !text.isEmpty, rank < (found[nameID]?.rank ?? .max) { found[nameID] = (rank, text) }
        }
        guard let postScript = found[6]?.text ?? found[4]?.text.replacingOccurrences(of: " ", with: "-") else {
            return nil
        }
        postScriptName = postScript
        familyName = found[1]?.text ?? postScript
        fullName = found[4]?.text ?? postScript
    }
}
