#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lets a reader that closes the pipe (`--gif - | head -c 10`, `--trace - | head -1`,
/// `curve | head`) end every output alike: with SIGPIPE ignored, the failed write returns
/// `EPIPE`, which the writers turn into a quiet end with exit status 0, instead of the
/// signal killing the process without a word (status 141) for whichever output happened
/// not to ignore it first. Children started later (ffmpeg) inherit the disposition and
/// see `EPIPE` too, which they report as a failed write.
func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }
