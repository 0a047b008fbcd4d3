import Geometry
import LayerTree
import XCTest

@testable import Engine

/// `TextWrapping.lines` fits words to lines as adding them one at a time would, while
/// measuring far less text: the lines are the same as the one-word-at-a-time reference's
/// for any text, width and line count, with widths that kern across spaces.
final class TextWrappingLinesTests: XCTestCase {
    /// Widths like a proportional font's: each letter its own advance, and a few pairs
    /// (across a space too) kerned closer, so a line is not the sum of its words. Counts the
    /// characters it is asked to measure.
    final class KerningMeasurer: TextMeasuring {
        var measured = 0
        func size(of string: String, fontSize: Double, weight: FontWeight) -> Size {
            measured += string.count
            let scalars = Array(string.unicodeScalars)
            var width = 0.0
            for (i, s) in scalars.enumerated() {
                width += Double(s.value % 7 + 3) * fontSize / 12
                if i > 0, (scalars[i - 1].value + s.value) % 5 == 0 { width -= 0.8 * fontSize / 12 }
            }
            return Size(width: width, height: fontSize * 1.2)
        }
    }

    /// The one-word-at-a-time breaking the lines must equal.
    private func reference(_ text: String, width: Double, maxLines: Int, measurer: KerningMeasurer) -> [String] {
        func fits(_ s: String) -> Bool { measurer.size(of: s, fontSize: 12, weight: .regular).width <= width }
        var words = text.split(separator: " ").map(String.init)[...]
        var out: [String] = []
        while !words.isEmpty && out.count < maxLines {
            var line = words.removeFirst()
            while let next = words.first, fits(line + " " + next) {
                line += " " + next
                words.removeFirst()
            }
            out.append(line)
        }
        guard !words.isEmpty || !(out.last.map(fits) ?? true), var last = out.popLast() else { return out }
        var kept = last.split(separator: " ").map(String.init)
        while kept.count > 1 && !fits(kept.joined(separator: " ") + "…") { kept.removeLast() }
        while kept.count == 1, !kept[0].isEmpty, !fits(kept[0] + "…") { kept[0].removeLast() }
        last = kept.joined(separator: " ") + "…"
        out.append(last)
        return out
    }

    func testLinesEqualTheOneWordAtATimeBreaking() {
        var seed: UInt64 = 21
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let letters = Array("abcdefghijklmnopqrstuvwxyzAEIOUTWVY.,:'")
        var measuredNew = 0
        var measuredOld = 0
        for _ in 0..<400 {
            let text = (0..<(1 + next(80))).map { _ in
                String((0..<(1 + next(12))).map { _ in letters[next(letters.count)] })
            }
            .joined(separator: " ")
            let width = Double(20 + next(1200))
            let maxLines = 1 + next(4)
            let new = KerningMeasurer()
            let old = KerningMeasurer()
            let lines = TextWrapping.lines(text, width: width, fontSize: 12, maxLines: maxLines, measurer: new)
            XCTAssertEqual(
                lines, reference(text, width: width, maxLines: maxLines, measurer: old), "\(text) at \(width)")
            measuredNew += new.measured
            measuredOld += old.measured
        }
        // What the change is for: far less text shaped than growing each line word by word
        // (a banner's line holds some thirty words).
        XCTAssertLessThan(measuredNew * 2, measuredOld, "measured \(measuredNew) characters against \(measuredOld)")
    }
}
