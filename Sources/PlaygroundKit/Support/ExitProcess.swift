#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process with `status` through libc's `exit`, so standard output is flushed.
/// Inside a command's own methods `exit` names `ParsableCommand.exit(withError:)`, and the
/// entry points need no C library of their own for this one call.
func exitProcess(_ status: Int32) -> Never { exit(status) }
