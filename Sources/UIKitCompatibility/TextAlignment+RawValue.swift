import LayerTree

extension TextAlignment {
    /// `NSTextAlignment(rawValue:)` with UIKit's numbers on iOS: left 0, center 1, right 2,
    /// justified 3, natural 4; nil for any other number. Justified and natural read as the
    /// alignments this platform draws them with (`.justified`, `.natural`: left).
    public init?(rawValue: Int) {
        let alignments: [Int: TextAlignment] = [
            0: .left, 1: .center, 2: .right, 3: .justified, 4: .natural,
        ]
        guard let alignment = alignments[rawValue] else { return nil }
        self = alignment
    }
}
