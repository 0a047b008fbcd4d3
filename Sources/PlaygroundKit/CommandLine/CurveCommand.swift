import ArgumentParser
import Engine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `playground-x11 curve`: samples an animation curve or spring as CSV (and optionally a plot).
///
/// Exactly one form is chosen by the options given: UIKit's duration form
/// (`--duration --damping [--velocity]`), the response form (`--response --damping`),
/// the physical form (`--mass --stiffness --damping-coefficient`), POP
/// (`--bounciness --speed`), or a curve (`--curve NAME --duration`). Values are read as
/// text and checked here so any bad value gives one line on stderr and exit status 2.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Print t,value,velocity of a 0 -> 1 animation until it settles.",
        discussion: """
            Forms: --duration T --damping Z [--velocity V] (UIKit spring); --response R --damping Z; \
            --mass M --stiffness K --damping-coefficient C; --bounciness B --speed S (POP, 0...20); \
            --curve linear|easeIn|easeOut|easeInOut|x1,y1,x2,y2 --duration T. Times (T, R) are in (0, 600] seconds.
            """)

    @Option(parsing: .unconditional, help: "Samples per second.") var fps: String = "60"
    @Option(parsing: .unconditional, help: "Duration in seconds (UIKit spring or curve).") var duration: String?
    @Option(parsing: .unconditional, help: "Damping ratio (UIKit or response form).") var damping: String?
    @Option(parsing: .unconditional, help: "Initial velocity in distances per second (UIKit form, and any spring).")
    var velocity: String?
    @Option(parsing: .unconditional, help: "Response in seconds (SwiftUI form).") var response: String?
    @Option(parsing: .unconditional, help: "Mass (physical form).") var mass: String?
    @Option(parsing: .unconditional, help: "Stiffness (physical form).") var stiffness: String?
    @Option(
        name: .customLong("damping-coefficient"), parsing: .unconditional, help: "Damping coefficient (physical form).")
    var dampingCoefficient: String?
    @Option(parsing: .unconditional, help: "POP bounciness, 0...20.") var bounciness: String?
    @Option(parsing: .unconditional, help: "POP speed, 0...20.") var speed: String?
    @Option(parsing: .unconditional, help: "A timing curve: linear, easeIn, easeOut, easeInOut, or x1,y1,x2,y2.")
    var curve: String?
    @Option(parsing: .unconditional, help: "Also draw the curve as a PNG plot at this path.") var png: String?

    func run() throws {
        do {
            let fps = try number(self.fps, "--fps", where: { $0 > 0 && $0 <= 10_000 }, "a rate in 0...10000")
            let timing = try makeTiming()
            let end = try Self.checkSettling(timing, fps: fps)
            let samples = timing.samples(fps: fps)
            if png == "-" {
                throw CurveError("--png cannot be - (standard output): the samples go there as CSV; give a file name")
            }
            if let png {
                // The plot samples finer than the CSV so its polyline reads as a curve, but
                // never more than `plotPoints` points: a plot is 1280 pixels wide.
                let fine = min(max(fps, 600), max(fps, Double(Self.plotPoints) / max(end, 1e-9)))
                let plot = CurvePlot(
                    samples: Self.plotSamples(fine: timing.samples(fps: fine), csv: samples),
                    caption: caption)
                do {
                    try plot.writePNG(to: png)
                } catch {
                    throw CurveError("cannot write plot: \(error)")
                }
            }
            var out = "t,value,velocity\n"
            for s in samples {
                out += "\(format(s.t)),\(format(s.value)),\(format(s.velocity))\n"
            }
            // Never FileHandle.write: it traps on a full disk or a closed pipe.
            try writeAll(Array(out.utf8), to: STDOUT_FILENO, naming: "standard output")
        } catch let error as OutputError {
            // A closed pipe (`curve ... | head -1`) ends quietly; a failed write is one line.
            if error != .readerClosed {
                printError("\(PlaygroundCommand.commandName): error: \(error)")
            }
            throw ExitCode(error.exitStatus)
        } catch let error as CurveError {
            // The same prefix as every other command-line error, so scripts match one pattern.
            printError("\(PlaygroundCommand.commandName): error: \(error.message)")
            throw ExitCode(2)
        }
    }

    /// The most CSV rows one run prints (the 0 row included): a motion that takes longer
    /// than this many samples at `--fps` to settle is refused, not printed without end.
    static let maxSamples = 100_000
    /// The most points of a plot's polyline.
    static let plotPoints = 4_000

    /// The time `timing` takes to settle, when it settles within `maxSeconds` and
    /// `maxSamples` samples at `fps`; otherwise a one-line error naming the range allowed.
    static func checkSettling(_ timing: any TimingParameters, fps: Double) throws -> Double {
        let end = timing.duration(initialVelocity: timing.startVelocity)
        let bySamples = Double(maxSamples - 1) / fps
        let longest = min(maxSeconds, bySamples)
        guard end.isFinite, end >= 0, end <= longest + 1e-9 else {
            let settles = end.isFinite ? "settle after \(String(cFormat: "%g", end)) s" : "never settle"
            let reason =
                bySamples < maxSeconds
                ? "at --fps \(String(cFormat: "%g", fps)) at most \(maxSamples) samples cover \(String(cFormat: "%g", bySamples)) s"
                : "a curve may last at most \(Int(maxSeconds)) s"
            throw CurveError(
                "these parameters \(settles); the settling time must be in [0, \(String(cFormat: "%g", longest))] s (\(reason))"
            )
        }
        return end
    }

    /// The fine samples cut at the CSV's last `t` and ending on that very sample, so the
    /// plot's end label reads the same time as the CSV's last line.
    static func plotSamples(fine: [CurveSample], csv: [CurveSample]) -> [CurveSample] {
        guard let last = csv.last else { return fine }
        var out = fine.filter { $0.t < last.t - 1e-9 }
        out.append(last)
        return out
    }

    /// The options that chose the form, as the plot's caption.
    private var caption: String {
        let given: [(String, String?)] = [
            ("curve", curve), ("duration", duration), ("damping", damping), ("velocity", velocity),
            ("response", response), ("mass", mass), ("stiffness", stiffness),
            ("damping-coefficient", dampingCoefficient), ("bounciness", bounciness), ("speed", speed),
        ]
        return given.compactMap { name, value in value.map { "\(name) \($0)" } }.joined(separator: ", ")
    }

    private func format(_ x: Double) -> String {
        String(cFormat: "%.6f", abs(x) < 5e-7 ? 0 : x)
    }

    /// The timing the given options describe, or an error naming what is wrong.
    func makeTiming() throws -> any TimingParameters {
        // The UIKit form counts only when no other form claims --duration (--curve) or
        // --damping (--response), so `--duration 0.5 --damping 0.7 --bounciness 3` is named
        // as two mixed forms instead of as a POP spring missing its --speed.
        let forms = [
            ("--duration/--damping", (duration != nil || damping != nil) && curve == nil && response == nil),
            ("--curve", curve != nil),
            ("--response", response != nil),
            ("--mass/--stiffness/--damping-coefficient", mass != nil || stiffness != nil || dampingCoefficient != nil),
            ("--bounciness/--speed", bounciness != nil || speed != nil),
        ].filter(\.1).map(\.0)
        if forms.count > 1 {
            throw CurveError("choose one form, not \(forms.joined(separator: " and "))")
        }
        let v =
            try velocity.map { try number($0, "--velocity", where: { abs($0) <= 1000 }, "a velocity in -1000...1000") }
            ?? 0
        if curve != nil {
            // A zero duration has no curve to print (one row at t = 0), so it is refused as the
            // spring forms refuse it, with the same range.
            let d = try seconds(duration, "--duration", "a duration")
            return CubicTimingParameters(curve: try parseCurve(curve!), duration: d, initialVelocity: v)
        }
        if response != nil {
            if duration != nil { throw CurveError("--duration does not go with --response") }
            let r = try seconds(response, "--response", "a response")
            let z = try required(damping, "--damping", "a damping ratio in (0, 100]", where: { $0 > 0 && $0 <= 100 })
            return SpringTimingParameters(spring: Spring(response: r, dampingRatio: z), initialVelocity: v)
        }
        if forms.first?.hasPrefix("--mass") == true {
            let m = try required(mass, "--mass", "a positive mass", where: { $0 > 0 })
            let k = try required(stiffness, "--stiffness", "a positive stiffness", where: { $0 > 0 })
            let c = try required(
                dampingCoefficient, "--damping-coefficient", "a positive damping coefficient", where: { $0 > 0 })
            return SpringTimingParameters(spring: Spring(mass: m, stiffness: k, damping: c), initialVelocity: v)
        }
        if forms.first?.hasPrefix("--bounciness") == true {
            let b = try required(bounciness, "--bounciness", "a bounciness in 0...20", where: { $0 >= 0 && $0 <= 20 })
            let s = try required(speed, "--speed", "a speed in 0...20", where: { $0 >= 0 && $0 <= 20 })
            return SpringTimingParameters(spring: Spring(bounciness: b, speed: s), initialVelocity: v)
        }
        if duration != nil || damping != nil {
            let d = try seconds(duration, "--duration", "a duration")
            let z = try required(damping, "--damping", "a damping ratio in (0, 1]", where: { $0 > 0 && $0 <= 1 })
            return SpringTimingParameters(duration: d, dampingRatio: z, initialVelocity: v)
        }
        throw CurveError(
            "give a form: --duration T --damping Z, --response R --damping Z, "
                + "--mass M --stiffness K --damping-coefficient C, --bounciness B --speed S, or --curve NAME --duration T"
        )
    }

    /// Every time value of every form: (0, 600] seconds, the longest a headless run lasts, as `--seconds`.
    static let maxSeconds = PlaygroundRunOptions.headlessLimitSeconds

    private func seconds(_ text: String?, _ name: String, _ what: String) throws -> Double {
        try required(
            text, name, "\(what) in (0, \(Int(Self.maxSeconds))] seconds", where: { $0 > 0 && $0 <= Self.maxSeconds })
    }

    private func required(_ text: String?, _ name: String, _ what: String, where ok: (Double) -> Bool) throws -> Double
    {
        guard let text else { throw CurveError("\(name) is missing: expected \(what)") }
        return try number(text, name, where: ok, what)
    }

    private func number(_ text: String, _ name: String, where ok: (Double) -> Bool, _ what: String) throws -> Double {
        guard let x = Double(text.trimmingSpacesAndTabs()), x.isFinite, ok(x) else {
            throw CurveError("\(name) \(text) is invalid: expected \(what)")
        }
        return x
    }

    private func parseCurve(_ text: String) throws -> TimingCurve {
        switch text {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        default:
            let parts = text.split(separator: ",").map { Double($0.trimmingSpacesAndTabs()) }
            guard parts.count == 4, let x1 = parts[0], let y1 = parts[1], let x2 = parts[2], let y2 = parts[3],
                (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite
            else {
                throw CurveError(
                    "--curve \(text) is invalid: expected linear, easeIn, easeOut, easeInOut or x1,y1,x2,y2 with x in 0...1"
                )
            }
            return .cubic(CubicBezier(x1, y1, x2, y2))
        }
    }
}

/// A bad command-line value, reported as one line.
struct CurveError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
