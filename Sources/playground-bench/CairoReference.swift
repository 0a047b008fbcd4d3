#if canImport(Glibc)
    import Glibc
#endif

/// The cairo reference program (`scripts/cairo-reference.c`) as a child process that draws
/// one benchmark frame per request, so that our frames and cairo's can alternate round by
/// round and each round gives a paired ratio (a slow spell on the machine hits both sides).
///
/// The child times its own drawing; the pipe round trip is outside both measurements.
final class CairoReference {
    private let pid: pid_t
    private let requests: UnsafeMutablePointer<FILE>
    private let answers: UnsafeMutablePointer<FILE>

    /// Starts `path` for a scene of `width` x `height` pixels, `count` rectangles from `seed`.
    init(path: String, width: Int, height: Int, count: Int, seed: UInt64) {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { fail("cannot make a pipe for \(path)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        for fd in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, fd) }
        let arguments = [path, "--w", "\(width)", "--h", "\(height)", "--n", "\(count)", "--seed", "\(seed)"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // The reference needs no environment; an empty one keeps it from the global `environ`.
        var envp: [UnsafeMutablePointer<CChar>?] = [nil]
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, nil, &argv, &envp)
        guard status == 0 else { fail("cannot run \(path): \(String(cString: strerror(status)))") }
        close(toChild[0])
        close(fromChild[1])
        guard let requests = fdopen(toChild[1], "w"), let answers = fdopen(fromChild[0], "r") else {
            fail("cannot open the pipes to \(path)")
        }
        pid = child
        self.requests = requests
        self.answers = answers
    }

    deinit {
        fclose(requests)
        fclose(answers)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Sends one request line and returns the answer line.
    func ask(_ request: String) -> String {
        fputs(request + "\n", requests)
        fflush(requests)
        var buffer = [CChar](repeating: 0, count: 4096)
        guard fgets(&buffer, Int32(buffer.count), answers) != nil else {
            fail("the cairo reference stopped answering ('\(request)')")
        }
        var answer = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        while answer.last == "\n" { answer.removeLast() }
        return answer
    }

    /// Milliseconds cairo took for the timed part of `request` (`scene I` or `overlay I`).
    func milliseconds(_ request: String) -> Double {
        let answer = ask(request)
        guard let ms = Double(answer) else { fail("the cairo reference answered '\(answer)' to '\(request)'") }
        return ms
    }

    /// Writes cairo's frame 0 as a PNG.
    func writePNG(_ path: String) {
        let answer = ask("png \(path)")
        if answer != "ok" { fail("the cairo reference could not write \(path): \(answer)") }
    }
}
