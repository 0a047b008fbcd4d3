import Engine
import Geometry

/// A timed input script for headless recording: one command per line, `#` starts a comment,
/// coordinates in window points, times in seconds of virtual time.
///
///     wait 0.5
///     click 200 360
///     down 200 600
///     move 200 700 0.3
///     up 200 700
///     drag 200 600 200 800 0.4
///     scroll 200 400 3
///     key Escape
///
/// Parsing is all-or-nothing: a bad line is reported with its number before anything runs.
public struct InputScript: Equatable, Sendable {
    /// One parsed line.
    public enum Command: Equatable, Sendable {
        /// Let time pass.
        case wait(seconds: Double)
        /// Press and release at a point (release one frame later).
        case click(Point)
        /// Press at a point.
        case down(Point)
        /// Move the pointer to a point over a duration, one event per frame (at once for 0).
        case move(to: Point, seconds: Double)
        /// Release at a point.
        case up(Point)
        /// Press, move over a duration, release.
        case drag(from: Point, to: Point, seconds: Double)
        /// Turn the wheel over a point: positive clicks scroll down, negative up.
        case scroll(Point, clicks: Int)
        /// Press a key.
        case key(Key)
    }

    /// The commands with the 1-based line each came from.
    public var commands: [(line: Int, command: Command)] { lines.map { ($0.line, $0.command) } }

    private struct Line: Equatable, Sendable {
        var line: Int
        var command: Command
    }
    private var lines: [Line]

    /// The longest duration one command may name, in seconds: a recording stops after at
    /// most this much virtual time anyway.
    public static let maxDuration = 600.0

    /// The key names a script may use besides single letters and digits.
    public static let namedKeys: Set<String> = ["Escape", "space", "Left", "Right", "Up", "Down", "Return", "Tab",
                                                      "bracketleft", "bracketright", "minus", "equal"]

    /// Parses a whole script; throws the first bad line as `script:LINE: message`.
    public init(parsing text: String) throws {
        var parsed: [Line] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let code = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            let args = Array(words.dropFirst())
            do {
                parsed.append(Line(line: lineNumber, command: try Self.command(verb, args)))
            } catch let message as Message {
                throw InputScriptError(line: lineNumber, message: message.text)
            }
        }
        self.lines = parsed
    }

    public static func == (a: InputScript, b: InputScript) -> Bool { a.lines == b.lines }

    private struct Message: Error { var text: String }

    private static func command(_ verb: String, _ args: [String]) throws -> Command {
        func expect(_ count: Int, _ usage: String) throws {
            if args.count != count { throw Message(text: "'\(verb)' takes \(usage), got \(args.count) argument\(args.count == 1 ? "" : "s")") }
        }
        func number(_ i: Int, _ what: String) throws -> Double {
            guard let v = Double(args[i]), v.isFinite else { throw Message(text: "\(what) '\(args[i])' is not a number") }
            return v
        }
        func duration(_ i: Int) throws -> Double {
            let v = try number(i, "duration")
            if v < 0 { throw Message(text: "duration \(args[i]) is negative") }
            // Longer than a headless run may last is a typo, and would overflow frame counts.
            if v > Self.maxDuration { throw Message(text: "duration \(args[i]) is longer than \(Int(Self.maxDuration)) seconds") }
            return v
        }
        func point(_ i: Int) throws -> Point { Point(x: try number(i, "x"), y: try number(i + 1, "y")) }

        switch verb {
        case "wait":
            try expect(1, "a duration in seconds")
            return .wait(seconds: try duration(0))
        case "click":
            try expect(2, "x y")
            return .click(try point(0))
        case "down":
            try expect(2, "x y")
            return .down(try point(0))
        case "up":
            try expect(2, "x y")
            return .up(try point(0))
        case "move":
            guard args.count == 2 || args.count == 3 else {
                throw Message(text: "'move' takes x y [seconds], got \(args.count) arguments")
            }
            return .move(to: try point(0), seconds: args.count == 3 ? try duration(2) : 0)
        case "drag":
            try expect(5, "x0 y0 x1 y1 seconds")
            return .drag(from: try point(0), to: try point(2), seconds: try duration(4))
        case "scroll":
            try expect(3, "x y clicks")
            guard let clicks = Int(args[2]) else { throw Message(text: "clicks '\(args[2])' is not a whole number") }
            return .scroll(try point(0), clicks: clicks)
        case "key":
            try expect(1, "a key name")
            let name = args[0]
            let isSingle = name.count == 1 && name.allSatisfy { $0.isLetter || $0.isNumber }
            guard isSingle || namedKeys.contains(name) else {
                throw Message(text: "unknown key '\(name)' (use a letter, a digit or one of \(namedKeys.sorted().joined(separator: ", ")))")
            }
            return .key(Key(isSingle ? name.lowercased() : name))
        default:
            throw Message(text: "unknown command '\(verb)' (expected wait, click, down, move, up, drag, scroll or key)")
        }
    }
}

/// A script line that could not be parsed; prints as `script:LINE: message`.
public struct InputScriptError: Error, Equatable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// What is wrong with it.
    public var message: String
    public var description: String { "script:\(line): \(message)" }
}
