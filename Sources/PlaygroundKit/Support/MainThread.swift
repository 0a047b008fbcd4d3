#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the calling thread is the process's main thread (Foundation's
/// `Thread.isMainThread`, which would load full Foundation and its ICU data into a process kept small).
enum MainThread {
    /// True on the main thread.
    static var isCurrent: Bool {
        #if canImport(Darwin)
            return pthread_main_np() == 1
        #else
            // On Linux the main thread's id is the process id. gettid(2) has a glibc wrapper
            // since 2.30, but Swift's Glibc module does not declare it, so it is looked up;
            // without it (an older libc) the caller's own main-actor check still traps off-main.
            guard let gettid = threadID else { return true }
            return gettid() == getpid()
        #endif
    }

    #if !canImport(Darwin)
        private typealias ThreadIDFunction = @convention(c) () -> pid_t
        /// glibc's `gettid`, found once.
        private static let threadID: ThreadIDFunction? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "gettid") else { return nil }
            return unsafeBitCast(symbol, to: ThreadIDFunction.self)
        }()
    #endif
}
