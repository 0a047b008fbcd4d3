#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `line` and a newline to stderr with a single `write(2)`, so that a line from an
/// error handler or a background thread never interleaves with other output; it does not
/// touch libc's mutable `stderr` global, which strict concurrency forbids. The renderer,
/// the platform shim and the benchmark all report this way.
package func printToStandardError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
}
