import Foundation

/// Where the built `playground-x11` executable is: next to the test bundle in the build
/// products folder (where `swift build --build-tests` puts both), else `.build/debug`.
package enum PlaygroundBinary {
    /// The executable's absolute path; throws when neither place holds one (build it first).
    package static var path: String {
        get throws {
            var candidates: [URL] = []
            let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            var dir = me.deletingLastPathComponent()
            // The test binary may sit inside a bundle (…/X.xctest/Contents/MacOS/X); climb to the products folder.
            for _ in 0..<4 {
                candidates.append(dir.appendingPathComponent("playground-x11"))
                dir = dir.deletingLastPathComponent()
            }
            candidates.append(
                Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("playground-x11"))
            candidates.append(
                URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                    .appendingPathComponent(".build/debug/playground-x11"))
            for c in candidates where FileManager.default.isExecutableFile(atPath: c.path) {
                return c.path
            }
            throw ChildProcess.Failure("playground-x11 is not built; run `swift build --build-tests` first")
        }
    }
}
