extension StringProtocol {
    /// The text without the spaces and tabs at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removed (tab, Unicode's space separators such
    /// as U+00A0, and U+200B ZERO WIDTH SPACE, which Foundation counts too), without loading
    /// full Foundation for it (to keep the process's resident memory low). Line breaks stay.
    func trimmingSpacesAndTabs() -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}
