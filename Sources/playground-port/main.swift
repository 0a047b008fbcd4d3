// `playground-port`: makes the edits Linux forces on a UIKit library's Swift files (see PortKit)
// into a ported copy, a diff or a report. The input is never written.
import ArgumentParser
import Foundation
import PortKit

/// The command line over `PortProject`.
struct PlaygroundPort: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground-port",
        abstract: "Port UIKit Swift sources to Transition Playground's UIKit: the edits Linux forces, nothing else.")

    @Argument(help: "Swift files or folders of the library to port (never written).")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The folder to write the ported copy to.")
    var output: String?

    @Flag(help: "Replace an existing non-empty output folder.")
    var force = false

    @Flag(help: "Print a unified diff of the edits on stdout; write no files.")
    var diff = false

    @Flag(help: "Print each edit (file:line, rule) and the totals per rule.")
    var report = false

    func validate() throws {
        if output == nil, !diff, !report {
            throw ValidationError("say where to write the ported copy (--output DIR), or ask for --diff or --report")
        }
        if diff, output != nil { throw ValidationError("--diff writes no files: drop --output") }
    }

    func run() throws {
        do {
            let project = try PortProject(inputs: inputs)
            let results = try project.port()
            if diff { print(PortProject.unifiedDiff(results), terminator: "") }
            if let output { try project.write(results, to: output, force: force) }
            if report {
                let text = PortProject.report(results)
                if diff {
                    FileHandle.standardError.write(Data(text.utf8))
                } else {
                    print(text, terminator: "")
                }
            }
        } catch let error as PortError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode.failure
        }
    }
}

PlaygroundPort.main()
