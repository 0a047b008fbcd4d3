// Apple's `os` brings its C layer along, and code that finds `os` by `canImport(os)` (swift-
// argument-parser's own lock among it) then uses `os_unfair_lock` with the C library's
// mutex functions beside it. Here the C layer is Glibc, re-exported as Apple's is, and the
// unfair lock is Glibc's mutex, so both kinds of call meet one type. The functions are
// emitted into the code that calls them: such code may import `os` only because it is on
// the module search path, without linking it (swift-argument-parser does, in every
// executable of a package that builds this module), so no symbol of `os` may be needed.
#if canImport(Glibc)
    @_exported import Glibc

    /// `os_unfair_lock`: a lock that waits in the kernel; here Glibc's mutex, whose zero value
    /// (`os_unfair_lock()`) is an unlocked default mutex, as `PTHREAD_MUTEX_INITIALIZER` is.
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    public typealias os_unfair_lock = pthread_mutex_t
    /// The same lock under its C structure's name (`os_unfair_lock_s`).
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    public typealias os_unfair_lock_s = pthread_mutex_t
    /// A pointer to a lock (`os_unfair_lock_t`).
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

    /// Takes the lock, waiting while another thread holds it (`os_unfair_lock_lock`).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @_alwaysEmitIntoClient
    public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
        pthread_mutex_lock(lock)
    }

    /// Gives the lock back (`os_unfair_lock_unlock`); the caller must hold it.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @_alwaysEmitIntoClient
    public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
        pthread_mutex_unlock(lock)
    }

    /// Takes the lock if it is free and says whether it did (`os_unfair_lock_trylock`).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @_alwaysEmitIntoClient
    public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
        pthread_mutex_trylock(lock) == 0
    }
#endif
