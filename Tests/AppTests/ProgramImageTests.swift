import Foundation
import TestSupport
import XCTest

/// What the linker makes of `playground-x11` decides how much of it the loader reads and keeps
/// resident: a dynamic symbol table and relocation table that the loader walks at start, and
/// code that the kernel maps in blocks around every page touched. These check the built
/// program with binutils' `readelf` and `nm`, which the Swift toolchain on Linux requires.
final class ProgramImageTests: XCTestCase {
    /// The static runtime's link arguments ask for every symbol to be exported; nothing looks
    /// the program's own symbols up, so none of its code or metadata may be in the dynamic
    /// table (only the linker's section markers, which every program defines).
    func testTheProgramExportsNoSymbolsOfItsOwn() throws {
        let table = try Self.run("readelf", ["--dyn-syms", "-W", try PlaygroundBinary.path])
        let defined = table.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 8, fields[0].hasSuffix(":"), fields[6] != "UND", fields[6] != "Ndx" else {
                return nil
            }
            return String(fields[7])
        }
        // Not vacuous: the table was read (the program imports libc's functions through it).
        XCTAssertTrue(table.contains("UND"), "no dynamic symbol table read:\n\(table.prefix(500))")
        let own = defined.filter { !["_edata", "__bss_start", "_end"].contains($0) }
        XCTAssertEqual(own, [], "playground-x11 exports \(own.count) symbols (Package.swift, --no-export-dynamic)")
    }

    /// Relative relocations (one per pointer in the program's data) are packed into a bitmap
    /// of a few bytes each rather than 24-byte entries: the loader then reads kilobytes at
    /// start, not more than a megabyte.
    func testRelativeRelocationsArePacked() throws {
        let dynamic = try Self.run("readelf", ["-d", "-W", try PlaygroundBinary.path])
        XCTAssertTrue(dynamic.contains("(RELR)"), "no packed relocations (Package.swift, -z pack-relative-relocs)")
        let relocations = try Self.run("readelf", ["-r", "-W", try PlaygroundBinary.path])
        let unpacked = relocations.split(separator: "\n").filter { $0.contains("R_X86_64_RELATIVE") }.count
        XCTAssertLessThan(unpacked, 100, "\(unpacked) relative relocations left unpacked")
    }

    /// The C++ runtime that the statically linked Swift runtime calls is linked in from its
    /// static archive (`Sources/playground-x11/linker/`), not loaded: for the few functions
    /// used, the shared library's symbol tables and code kept about 1 MB of the process
    /// resident. No library the program loads may bring it back either, so this reads the
    /// loader's whole list. Where no static archive is installed the program falls back to
    /// the shared library, and there is nothing to check.
    func testTheProgramLoadsNoSharedCxxRuntime() throws {
        try XCTSkipIf(
            Self.staticCxxArchives.isEmpty, "no libstdc++.a installed: the program loads the shared C++ runtime")
        let loaded = try Self.run("ldd", [try PlaygroundBinary.path])
        // Not vacuous: the loader's list was read (the program loads libc and FreeType).
        XCTAssertTrue(loaded.contains("libc.so.6") && loaded.contains("libfreetype"), "no libraries read:\n\(loaded)")
        XCTAssertFalse(
            loaded.contains("libstdc++"),
            "playground-x11 loads the shared C++ runtime (Package.swift, Sources/playground-x11/linker):\n\(loaded)")
    }

    /// The functions `Sources/playground-x11/link-order.txt` names (those a person's use of
    /// the demos runs) sit together at the start of the code: the kernel maps code in 64 KB
    /// blocks around each page touched, so what counts is how many such blocks hold a listed
    /// function. Gathered, they share fewer than three in five of the program's blocks; in
    /// the compiler's order they fall in more than three in four. A stale list still names
    /// most of the program's functions, so the check holds between regenerations.
    func testTheFunctionsTheDemosRunShareFewCodeBlocks() throws {
        let listURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/playground-x11/link-order.txt")
        let listed = Set(try String(contentsOf: listURL, encoding: .utf8).split(separator: "\n").map(String.init))
        let symbols = try Self.run("nm", ["--defined-only", try PlaygroundBinary.path])
        var found = 0
        var listedBlocks: Set<UInt64> = []
        var allBlocks: Set<UInt64> = []
        for line in symbols.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, "tT".contains(fields[1]), let address = UInt64(fields[0], radix: 16) else {
                continue
            }
            allBlocks.insert(address >> 16)
            if listed.contains(String(fields[2])) {
                found += 1
                listedBlocks.insert(address >> 16)
            }
        }
        XCTAssertGreaterThan(found, listed.count / 2, "most listed functions are not in the program")
        XCTAssertLessThan(
            Double(listedBlocks.count), Double(allBlocks.count) * 0.6,
            "listed functions spread over \(listedBlocks.count) of \(allBlocks.count) 64 KB blocks of code "
                + "(Package.swift, --symbol-ordering-file)")
    }

    /// The C++ runtime's static archives where Package.swift looks for one
    /// (`/usr/lib/gcc/MACHINE/VERSION/libstdc++.a`).
    static var staticCxxArchives: [String] {
        let files = FileManager.default
        let root = "/usr/lib/gcc"
        return ((try? files.contentsOfDirectory(atPath: root)) ?? []).flatMap { machine in
            ((try? files.contentsOfDirectory(atPath: "\(root)/\(machine)")) ?? []).map {
                "\(root)/\(machine)/\($0)/libstdc++.a"
            }
        }.filter { files.fileExists(atPath: $0) }
    }

    /// Runs a binutils program and returns its standard output; fails the test on an error.
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let result = try ChildProcess.run("/usr/bin/\(program)", arguments, timeout: 60)
        XCTAssertEqual(result.status, 0, "\(program) failed: \(result.stderr.prefix(300))")
        return result.stdout
    }
}
