import CRenderKernels
import Foundation
import TestSupport
import XCTest

/// The generated assembly (`Sources/CRenderKernels/kernels_x86_64.S`) is the C beside it
/// compiled at -O2, as one translation unit, by `scripts/generate-kernel-assembly.sh`. It
/// records the SHA-256 of every C file it came from and of every header; a change to any of
/// them without running the script again fails here, since the build on x86-64 would still
/// link the old code.
final class KernelAssemblyTests: XCTestCase {
    private var kernelFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/CRenderKernels").standardized
    }

    private func sha256(of file: URL) throws -> String {
        let result = try ChildProcess.run("sha256sum", [file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return String(result.stdout.prefix { $0 != " " })
    }

    private func names(in folder: String, ending suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: kernelFolder.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(suffix) }.sorted()
    }

    /// The files the script compiles: the C files that opt in to the assembly (the others,
    /// such as memory.c, are compiled by the build everywhere), and every header, the
    /// private ones beside the C files and the public ones in include/.
    private func sources() throws -> [String] {
        let c = try names(in: ".", ending: ".c").filter {
            try String(contentsOf: kernelFolder.appendingPathComponent($0), encoding: .utf8)
                .contains("RK_GENERATING_ASSEMBLY")
        }
        return c + (try names(in: ".", ending: ".h")) + (try names(in: "include", ending: ".h").map { "include/\($0)" })
    }

    func testTheAssemblyIsOneFileMatchingEveryCFileAndHeader() throws {
        XCTAssertEqual(try names(in: ".", ending: ".S"), ["kernels_x86_64.S"])
        let assembly = try String(
            contentsOf: kernelFolder.appendingPathComponent("kernels_x86_64.S"), encoding: .utf8)
        // ` * source-sha256 NAME: HASH`, one line per file, in the comment that opens the file.
        var recorded: [String: String] = [:]
        for line in assembly.split(separator: "\n").prefix(while: { !$0.hasPrefix("#") }) {
            let words = line.split(separator: " ")
            if words.count == 4, words[1] == "source-sha256", words[2].hasSuffix(":") {
                recorded[String(words[2].dropLast())] = String(words[3])
            }
        }
        let expected = try sources()
        XCTAssertTrue(expected.contains("kernels.c") && expected.contains("include/RenderKernels.h"))
        XCTAssertEqual(
            recorded.keys.sorted(), expected.sorted(),
            "a kernel C file or header came or went since kernels_x86_64.S was generated: "
                + "run scripts/generate-kernel-assembly.sh")
        for name in expected {
            XCTAssertEqual(
                recorded[name], try sha256(of: kernelFolder.appendingPathComponent(name)),
                "\(name) changed since kernels_x86_64.S was generated: run scripts/generate-kernel-assembly.sh")
        }
    }

    /// On x86-64 Linux the build links the optimised assembly, not kernels.c at the build's
    /// own (in debug, -O0) level; elsewhere the portable C.
    func testTheBuildLinksTheAssemblyOnX8664Linux() {
        for origin in [String(cString: rk_kernels_origin()), String(cString: rk_blur_origin())] {
            #if arch(x86_64) && os(Linux)
                XCTAssertEqual(origin, "x86_64 assembly")
            #else
                XCTAssertEqual(origin, "C")
            #endif
        }
    }
}
