#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// `value` printed by C's `snprintf` with `format`, a printf format holding exactly one
    /// floating-point conversion (`%.3f`, `%g`, `%.2f s`).
    ///
    /// What `String(cFormat:)` printed before, byte for byte (Foundation hands floating-point
    /// conversions to the C library too), without loading full Foundation and its ICU data
    /// into the process, which keeps its resident memory low. The process never calls `setlocale`, so the decimal
    /// point is always `.`, as traces and CSV need.
    init(cFormat format: String, _ value: Double) {
        var buffer = [CChar](repeating: 0, count: 64)
        while true {
            let size = buffer.count
            let needed = withVaList([value]) { arguments in
                buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, size, format, arguments) }
            }
            if needed < 0 {
                self = ""
                return
            }
            if Int(needed) < size {
                self = String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                return
            }
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        }
    }
}
