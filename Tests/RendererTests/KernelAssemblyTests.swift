import CRenderKernels
import Foundation
import XCTest

/// The generated assembly (`Sources/CRenderKernels/*_x86_64.S`) is the C beside it compiled at
/// -O2 by `scripts/generate-kernel-assembly.sh`. Each .S records the SHA-256 of its C file
/// and `RenderKernels.h`; a change to the C without running the script again fails here,
/// since the build on x86-64 would still link the old code.
final class KernelAssemblyTests: XCTestCase {
    private var kernelFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/CRenderKernels").standardized
    }

    private func sha256(of files: [URL]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        for file in files { input.fileHandleForWriting.write(try Data(contentsOf: file)) }
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix { $0 != " " })
    }

    func testEveryAssemblyFileMatchesItsCSource() throws {
        // blur.c declares its functions in a header of its own, which the script hashes with it.
        for name in ["kernels", "palette", "threads", "blur"] {
            let header = name == "blur" ? "BlurKernels.h" : "RenderKernels.h"
            let assembly = try String(
                contentsOf: kernelFolder.appendingPathComponent("\(name)_x86_64.S"), encoding: .utf8)
            let recorded = assembly.split(separator: "\n").prefix(4)
                .first { $0.contains("source-sha256:") }?
                .split(separator: " ").last.map(String.init)
            let actual = try sha256(of: [
                kernelFolder.appendingPathComponent("\(name).c"),
                kernelFolder.appendingPathComponent("include/\(header)"),
            ])
            XCTAssertEqual(
                recorded, actual,
                "\(name).c or \(header) changed since \(name)_x86_64.S was generated: "
                    + "run scripts/generate-kernel-assembly.sh")
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
