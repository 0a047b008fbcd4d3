#if canImport(Glibc)
    import Glibc
#endif

/// A block of pixel memory that two processes map: the watching process creates it, a
/// child inherits its descriptor and draws into it.
///
/// It is a POSIX shared-memory object whose name is removed the moment it exists, so it
/// lives exactly as long as a descriptor or mapping of it does: when both processes end,
/// nothing is left in `/dev/shm` or in `ipcs`.
final class SharedPixels {
    /// The descriptor (close-on-exec; a child receives it through its spawn actions).
    let fileDescriptor: Int32
    /// Bytes mapped.
    let capacity: Int
    /// The first pixel.
    let base: UnsafeMutablePointer<UInt32>

    /// Creates and maps `capacity` bytes of new shared memory.
    convenience init(capacity: Int) throws {
        let name = "/transition-playground-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw PlaygroundError("--watch: cannot create shared memory: \(String(cString: strerror(errno)))")
        }
        shm_unlink(name)
        guard ftruncate(fd, off_t(capacity)) == 0 else {
            close(fd)
            throw PlaygroundError("--watch: cannot size shared memory to \(capacity) bytes")
        }
        try self.init(mapping: fd, capacity: capacity)
    }

    /// Maps `capacity` bytes of an inherited descriptor `fd` (a child's side); takes it over.
    init(mapping fd: Int32, capacity: Int) throws {
        guard let raw = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), raw != MAP_FAILED else {
            close(fd)
            throw PlaygroundError("--watch: cannot map shared memory: \(String(cString: strerror(errno)))")
        }
        fileDescriptor = fd
        self.capacity = capacity
        base = raw.bindMemory(to: UInt32.self, capacity: capacity / 4)
    }

    deinit {
        munmap(base, capacity)
        close(fileDescriptor)
    }
}
