extension String {
    /// The text as one terminal-safe line: a newline, a carriage return and a tab become
    /// `\n`, `\r`, `\t`, any other control character `\xHH` (`\x1b` for escape), so an error
    /// naming a path is always one line and a file name cannot drive the terminal.
    package var escapedAsOneLine: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) {
                    let hex = String(v, radix: 16)
                    out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
