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
///     type "hello, world"
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
        /// Press a key (a shortcut: it types nothing).
        case key(Key)
        /// Type text into the first responder, one character a frame; a newline presses
        /// Return.
        case type(String)
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
    package static let maxDuration = 600.0

    /// The most wheel clicks one `scroll` may turn: far past any list's end, and small
    /// enough that the distance in points stays exact.
    package static let maxScrollClicks = 1_000_000

    /// The key names a script may use besides single letters and digits.
    package static let namedKeys: Set<String> = [
        "Escape", "space", "Left", "Right", "Up", "Down", "Return", "Tab",
        "bracketleft", "bracketright", "minus", "equal", "BackSpace", "Delete", "Home", "End",
    ]

    /// Parses a whole script; throws the first bad line as `FILE:LINE: message`, `file`
    /// naming the script as a compiler names a source file (`script` when it has no path).
    ///
    /// Lines may end in LF or CRLF (a file saved on Windows), a leading UTF-8 byte order
    /// mark is skipped, and a line is split on ASCII spaces and tabs only.
    public init(parsing text: String, file: String = "script") throws {
        var parsed: [Line] = []
        var body = Substring(text)
        if body.unicodeScalars.first == "\u{FEFF}" { body = Substring(body.unicodeScalars.dropFirst()) }
        // Split on the scalar "\n": as Characters, "\r\n" is one grapheme that "\n" never matches.
        let rawLines = body.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawScalars) in rawLines.enumerated() {
            let lineNumber = index + 1
            var scalars = Substring.UnicodeScalarView(rawScalars)
            if scalars.last == "\r" { scalars.removeLast() }
            let code =
                scalars.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
                ?? Substring.UnicodeScalarView()
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map {
                String(String.UnicodeScalarView($0))
            }
            guard let verb = words.first else { continue }
            let args = Array(words.dropFirst())
            do {
                // A quoted text may hold spaces and `#`: it is read from the whole line.
                let command =
                    verb == "type"
                    ? try Self.typeCommand(line: String(String.UnicodeScalarView(scalars)))
                    : try Self.command(verb, args)
                parsed.append(Line(line: lineNumber, command: command))
            } catch let message as Message {
                throw InputScriptError(file: file, line: lineNumber, message: message.text)
            }
        }
        self.lines = parsed
    }

    /// `token` as an error message may echo it: control characters (an escape sequence
    /// would act on the terminal) written as `\u{1B}`, and at most `echoLimit` characters
    /// with `…` after, so a ten-million-digit number does not make a ten-megabyte line.
    static func echo(_ token: String, limit: Int = echoLimit) -> String {
        var out = ""
        var count = 0
        for scalar in token.unicodeScalars {
            if count >= limit { return out + "…" }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }

    /// The most characters of one token an error message echoes.
    static let echoLimit = 40

    public static func == (a: InputScript, b: InputScript) -> Bool { a.lines == b.lines }

    private struct Message: Error { var text: String }

    private static func command(_ verb: String, _ args: [String]) throws -> Command {
        let shownVerb = echo(verb)
        func expect(_ count: Int, _ usage: String) throws {
            if args.count != count {
                throw Message(
                    text: "'\(shownVerb)' takes \(usage), got \(args.count) argument\(args.count == 1 ? "" : "s")")
            }
        }
        func number(_ i: Int, _ what: String) throws -> Double {
            // Only printable ASCII can be a number: Double(_:) would read "200\0junk" up to the NUL.
            guard args[i].unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }),
                let v = Double(args[i]), v.isFinite
            else { throw Message(text: "\(what) '\(echo(args[i]))' is not a number") }
            return v
        }
        func duration(_ i: Int) throws -> Double {
            let v = try number(i, "duration")
            if v < 0 { throw Message(text: "duration \(echo(args[i])) is negative") }
            // Longer than a headless run may last is a typo, and would overflow frame counts.
            if v > Self.maxDuration {
                throw Message(text: "duration \(echo(args[i])) is longer than \(Int(Self.maxDuration)) seconds")
            }
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
            guard args[2].unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }),
                let clicks = Int(args[2]), abs(clicks) <= Self.maxScrollClicks
            else {
                throw Message(
                    text:
                        "clicks '\(echo(args[2]))' is not a whole number in -\(Self.maxScrollClicks)...\(Self.maxScrollClicks)"
                )
            }
            return .scroll(try point(0), clicks: clicks)
        case "key":
            try expect(1, "a key name")
            let name = args[0]
            let isSingle = name.count == 1 && name.allSatisfy { $0.isLetter || $0.isNumber }
            guard isSingle || namedKeys.contains(name) else {
                let names = namedKeys.sorted()
                let suggestion = Self.suggestion(for: name, among: names).map { "did you mean '\($0)'? " } ?? ""
                throw Message(
                    text:
                        "unknown key '\(echo(name))' (\(suggestion)use a letter, a digit or one of \(names.joined(separator: ", ")))"
                )
            }
            return .key(Key(isSingle ? name.lowercased() : name))
        default:
            let suggestion = Self.suggestion(for: verb, among: Self.verbs).map { "did you mean '\($0)'? " } ?? ""
            throw Message(
                text:
                    "unknown command '\(shownVerb)' (\(suggestion)expected wait, click, down, move, up, drag, scroll, key or type)"
            )
        }
    }

    /// The escapes a `type` text may use, and the character each stands for.
    static let typeEscapes: [Character: Character] = ["\"": "\"", "\\": "\\", "n": "\n", "t": "\t"]

    /// Reads `type "TEXT"` from a whole line: the text in double quotes, with `\"`, `\\`,
    /// `\n` (Return) and `\t` escaped, then nothing but an optional comment.
    private static func typeCommand(line: String) throws -> Command {
        let usage = "'type' takes a text in double quotes, e.g. type \"hello\""
        var rest = line.drop { $0 == " " || $0 == "\t" }.dropFirst(4).drop { $0 == " " || $0 == "\t" }
        guard rest.first == "\"" else { throw Message(text: usage) }
        rest = rest.dropFirst()
        var text = ""
        while true {
            guard let c = rest.first else { throw Message(text: "the text after 'type' has no closing quote") }
            rest = rest.dropFirst()
            if c == "\"" { break }
            if c == "\\" {
                guard let e = rest.first, let meant = typeEscapes[e] else {
                    let shown = echo(rest.first.map(String.init) ?? "")
                    throw Message(text: "unknown escape '\\\(shown)' in the text (use \\\", \\\\, \\n or \\t)")
                }
                text.append(meant)
                rest = rest.dropFirst()
            } else {
                text.append(c)
            }
        }
        let tail = rest.drop { $0 == " " || $0 == "\t" }
        guard tail.isEmpty || tail.first == "#" else {
            throw Message(text: "unexpected '\(echo(String(tail)))' after the closing quote")
        }
        guard !text.isEmpty else { throw Message(text: "'type' has nothing to type") }
        return .type(text)
    }
}

/// A script line that could not be parsed; prints as `FILE:LINE: message`, as compilers
/// do, so an editor can jump to the line.
public struct InputScriptError: Error, Equatable, CustomStringConvertible {
    /// The script's path as given (`script` for text without a file).
    public var file: String = "script"
    /// 1-based line number.
    public var line: Int
    /// What is wrong with it.
    public var message: String
    public var description: String { "\(InputScript.echo(file, limit: 4096)):\(line): \(message)" }
}
