import Renderer
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `Renderer.giveBackFreeMemory()`, which the live window calls when it goes idle: memory
/// the frames freed but the allocator kept (held below a block still in use) goes back to
/// the system, so an idle playground does not sit on its last transition's slack.
final class FreeMemoryTests: XCTestCase {
    private func residentBytes() -> Int {
        guard let f = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 128)
        guard fgets(&line, 128, f) != nil else { return 0 }
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = text.split(separator: " ")
        return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    func testFreedBlocksHeldBelowALiveOneGoBackToTheSystem() throws {
        #if !canImport(Glibc)
            throw XCTSkip("malloc_trim is glibc's")
        #else
            // 12.8 MB of 64 KB blocks (below any mmap threshold, so they come from the heap),
            // written so their pages are resident, each followed by a small block that stays:
            // freed, the big ones are holes between live blocks, which free() cannot trim.
            var pins: [UnsafeMutableRawPointer] = []
            defer { for pointer in pins { free(pointer) } }
            let blocks = (0..<200).map { _ -> UnsafeMutableRawPointer in
                let p = malloc(64 << 10)!
                memset(p, 1, 64 << 10)
                pins.append(malloc(64)!)
                return p
            }
            let written = residentBytes()
            for p in blocks { free(p) }
            let held = residentBytes()
            Renderer.giveBackFreeMemory()
            let after = residentBytes()
            // Alone in a process free() keeps every hole; after other tests part of the heap may
            // already be given back on free. Either way none of the 12.8 MB stays resident.
            XCTAssertLessThan(
                after, written - 10 << 20,
                "resident \(written >> 10) KiB written, \(held >> 10) KiB freed, \(after >> 10) KiB after")
        #endif
    }
}
