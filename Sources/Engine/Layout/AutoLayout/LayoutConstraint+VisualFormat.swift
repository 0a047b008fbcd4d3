import Geometry

/// Options of a visual format string (`NSLayoutConstraint.FormatOptions`): which attribute
/// every view of the format is aligned on, and which way the horizontal one runs.
///
/// The raw values are UIKit's (an alignment option is `1 << attribute.rawValue`), so an
/// option read from other code means the same here.
public struct LayoutFormatOptions: OptionSet, Hashable, Sendable {
    /// The bits, UIKit's: alignment in bits 1-12, direction in bits 16-17.
    public let rawValue: UInt
    /// An option set from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Aligns the left edges of all views in the format.
    public static let alignAllLeft = Self(attribute: .left)
    /// Aligns the right edges.
    public static let alignAllRight = Self(attribute: .right)
    /// Aligns the top edges.
    public static let alignAllTop = Self(attribute: .top)
    /// Aligns the bottom edges.
    public static let alignAllBottom = Self(attribute: .bottom)
    /// Aligns the leading edges.
    public static let alignAllLeading = Self(attribute: .leading)
    /// Aligns the trailing edges.
    public static let alignAllTrailing = Self(attribute: .trailing)
    /// Aligns the horizontal centres.
    public static let alignAllCenterX = Self(attribute: .centerX)
    /// Aligns the vertical centres.
    public static let alignAllCenterY = Self(attribute: .centerY)
    /// Aligns the last baselines.
    public static let alignAllLastBaseline = Self(attribute: .lastBaseline)
    /// Aligns the first baselines.
    public static let alignAllFirstBaseline = Self(attribute: .firstBaseline)
    /// Horizontal formats run from leading to trailing (the default).
    public static let directionLeadingToTrailing: Self = []
    /// Horizontal formats run from left to right, whatever the writing direction.
    public static let directionLeftToRight = Self(rawValue: 1 << 16)
    /// Horizontal formats run from right to left.
    public static let directionRightToLeft = Self(rawValue: 2 << 16)

    private init(attribute: LayoutAttribute) { self.init(rawValue: 1 << UInt(attribute.rawValue)) }

    /// The attributes the alignment options name, in attribute order.
    var alignmentAttributes: [LayoutAttribute] {
        (1...12).compactMap { bit in
            rawValue & (1 << UInt(bit)) != 0 ? LayoutAttribute(rawValue: bit) : nil
        }
    }
}

extension LayoutConstraint {
    /// The space the format's `-` stands for between two sibling views, in points.
    public static let standardSiblingSpacing: Double = 8
    /// The space the format's `-` stands for between a view and its superview's edge.
    public static let standardSuperviewSpacing: Double = 20

    /// The constraints a visual format string describes
    /// (`constraints(withVisualFormat:options:metrics:views:)`), not yet active: add them
    /// to a view (`addConstraints(_:)`) or activate them.
    ///
    /// The grammar is Apple's: `H:` or `V:` (horizontal when left out), `|` for the
    /// superview's edge, `[name]` for a view of `views`, `[name(==50@750, >=other)]` for a
    /// size predicate, and between items nothing (flush), `-` (the standard spacing) or
    /// `-predicates-` such as `-20-`, `-(>=8)-` or `-space-` with `space` from `metrics`.
    /// Metrics and priorities are numbers (`Double`, `Int`, `Float`, `LayoutPriority`).
    ///
    /// A string that does not parse, or names a view or metric the dictionaries lack, is
    /// where UIKit raises an exception; here it is reported (`layout.invalidVisualFormat`,
    /// the format and where it failed) and no constraint is returned.
    public static func constraints(
        withVisualFormat format: String, options: LayoutFormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse(options: options)
        } catch {
            let named = views.values.compactMap { $0 as? View }
            let someView = named.first { $0.window != nil } ?? named.first
            View.report(
                .invalidVisualFormat,
                "Unable to parse constraint format: \(error.message) in '\(format)' at \(error.offset)",
                on: someView)
            return []
        }
    }
}

extension Diagnostic.Kind {
    /// A visual format string that does not parse, or names a view or metric not given.
    public static let invalidVisualFormat: Self = "layout.invalidVisualFormat"
}

/// Why and where a visual format failed.
struct VisualFormatError: Error {
    let message: String
    let offset: Int
}

/// A recursive-descent reader of Apple's visual format grammar, building the constraints as
/// it goes.
@MainActor
struct VisualFormatParser {
    private let characters: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    /// One relation of a predicate: to a constant, or to another view's same attribute.
    private struct Predicate {
        var relation: LayoutRelation = .equal
        var constant: Double = 0
        var view: View?
        var priority: LayoutPriority = .required
    }

    /// An item of the chain: the superview's edge or a view.
    private enum Item {
        case superview
        case view(View)
    }

    mutating func parse(options: LayoutFormatOptions) throws(VisualFormatError) -> [LayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { throw fail("expected H: or V:") }
            vertical = characters[0] == "V"
            index = 2
        }
        let axis = Axis(vertical: vertical, options: options)
        var constraints: [LayoutConstraint] = []
        var previous: Item?
        var pendingConnection: [Predicate]?
        var chainViews: [View] = []
        if peek == "|" {
            index += 1
            previous = .superview
            pendingConnection = try connection()
        }
        while true {
            guard peek == "[" else { throw fail(previous == nil ? "expected a view" : "expected a view or '|'") }
            let view = try viewItem(axis: axis, into: &constraints)
            if let previous, let pendingConnection {
                constraints += try connect(previous, .view(view), with: pendingConnection, axis: axis)
            }
            chainViews.append(view)
            previous = .view(view)
            if index == characters.count { break }
            let spacing = try connection()
            if peek == "|" {
                index += 1
                constraints += try connect(.view(view), .superview, with: spacing, axis: axis)
                guard index == characters.count else { throw fail("nothing may follow the superview's edge") }
                break
            }
            pendingConnection = spacing
        }
        for attribute in options.alignmentAttributes {
            for (a, b) in zip(chainViews, chainViews.dropFirst()) {
                constraints.append(
                    LayoutConstraint(
                        item: b, attribute: attribute, relatedBy: .equal, toItem: a, attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return constraints
    }

    /// The attributes one orientation works with.
    private struct Axis {
        let lead: LayoutAttribute
        let trail: LayoutAttribute
        let size: LayoutAttribute

        init(vertical: Bool, options: LayoutFormatOptions) {
            if vertical {
                (lead, trail, size) = (.top, .bottom, .height)
            } else if options.contains(.directionLeftToRight) {
                (lead, trail, size) = (.left, .right, .width)
            } else if options.contains(.directionRightToLeft) {
                (lead, trail, size) = (.right, .left, .width)
            } else {
                (lead, trail, size) = (.leading, .trailing, .width)
            }
        }
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func fail(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, offset: index)
    }

    /// `[name]` or `[name(predicates)]`; size predicates become constraints at once.
    private mutating func viewItem(axis: Axis, into constraints: inout [LayoutConstraint]) throws(VisualFormatError)
        -> View
    {
        index += 1
        let nameStart = index
        let name = identifier()
        guard !name.isEmpty else { throw fail("expected a view name") }
        guard let view = views[name] as? View else {
            index = nameStart
            throw fail("'\(name)' is not a key in the views dictionary")
        }
        if peek == "(" {
            for predicate in try predicateList(allowingViews: true) {
                constraints.append(
                    LayoutConstraint(
                        item: view, attribute: axis.size, relatedBy: predicate.relation, toItem: predicate.view,
                        attribute: predicate.view == nil ? .notAnAttribute : axis.size, multiplier: 1,
                        constant: predicate.constant
                    ).prioritized(predicate.priority))
            }
        }
        guard peek == "]" else { throw fail("expected ']'") }
        index += 1
        return view
    }

    /// What lies between two items: nil-free spacing predicates; none written is flush (0).
    private mutating func connection() throws(VisualFormatError) -> [Predicate] {
        guard peek == "-" else { return [Predicate(constant: 0)] }
        index += 1
        if peek == "[" || peek == "|" { return [Predicate(constant: .nan)] }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try predicateList(allowingViews: false)
        } else {
            predicates = [Predicate(constant: try constant())]
        }
        guard peek == "-" else { throw fail("expected '-'") }
        index += 1
        return predicates
    }

    /// `(pred, pred, ...)` with each `(relation)?(constant|view)(@priority)?`.
    private mutating func predicateList(allowingViews: Bool) throws(VisualFormatError) -> [Predicate] {
        index += 1
        var predicates: [Predicate] = []
        repeat {
            if peek == "," { index += 1 }
            var predicate = Predicate()
            predicate.relation = relation()
            if let c = peek, c.isLetter || c == "_", metrics[peekIdentifier()] == nil {
                let start = index
                let name = identifier()
                guard allowingViews, let view = views[name] as? View else {
                    index = start
                    throw fail("'\(name)' is not a metric\(allowingViews ? " or a view" : "")")
                }
                predicate.view = view
            } else {
                predicate.constant = try constant()
            }
            if peek == "@" {
                index += 1
                predicate.priority = LayoutPriority(Float(try constant()))
            }
            predicates.append(predicate)
        } while peek == ","
        guard peek == ")" else { throw fail("expected ')'") }
        index += 1
        return predicates
    }

    private mutating func relation() -> LayoutRelation {
        guard index + 1 < characters.count, characters[index + 1] == "=" else { return .equal }
        switch characters[index] {
        case "=":
            index += 2
            return .equal
        case "<":
            index += 2
            return .lessThanOrEqual
        case ">":
            index += 2
            return .greaterThanOrEqual
        default: return .equal
        }
    }

    /// A number, or a metric's value.
    private mutating func constant() throws(VisualFormatError) -> Double {
        let start = index
        if let c = peek, c.isLetter || c == "_" {
            let name = identifier()
            guard let value = Self.number(metrics[name]) else {
                index = start
                throw fail("'\(name)' is not a key in the metrics dictionary")
            }
            return value
        }
        while let c = peek, c.isNumber || c == "." || ((c == "-" || c == "+") && index == start) { index += 1 }
        guard let value = Double(String(characters[start..<index])) else {
            index = start
            throw fail("expected a number or a metric")
        }
        return value
    }

    private func peekIdentifier() -> String {
        var end = index
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
            end += 1
        }
        return String(characters[index..<end])
    }

    private mutating func identifier() -> String {
        let name = peekIdentifier()
        index += name.count
        return name
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Int: Double(v)
        case let v as Float: Double(v)
        case let v as LayoutPriority: Double(v.rawValue)
        default: nil
        }
    }

    /// The constraints of one connection; a NaN constant is the standard spacing.
    private func connect(_ a: Item, _ b: Item, with predicates: [Predicate], axis: Axis) throws(VisualFormatError)
        -> [LayoutConstraint]
    {
        try predicates.map { (predicate) throws(VisualFormatError) in
            switch (a, b) {
            case (.superview, .view(let view)), (.view(let view), .superview):
                guard let superview = view.superview else { throw fail("'|' needs the view to have a superview") }
                let spacing = predicate.constant.isNaN ? LayoutConstraint.standardSuperviewSpacing : predicate.constant
                // Each constraint reads "later edge = earlier edge + spacing": at the leading
                // '|' the view comes later, at the trailing one the superview does.
                let atLead = if case .superview = a { true } else { false }
                let (later, earlier) = atLead ? (view, superview) : (superview, view)
                let edge = atLead ? axis.lead : axis.trail
                return LayoutConstraint(
                    item: later, attribute: edge, relatedBy: predicate.relation, toItem: earlier,
                    attribute: edge, multiplier: 1, constant: spacing
                ).prioritized(predicate.priority)
            case (.view(let first), .view(let second)):
                let spacing = predicate.constant.isNaN ? LayoutConstraint.standardSiblingSpacing : predicate.constant
                return LayoutConstraint(
                    item: second, attribute: axis.lead, relatedBy: predicate.relation, toItem: first,
                    attribute: axis.trail, multiplier: 1, constant: spacing
                ).prioritized(predicate.priority)
            case (.superview, .superview):
                throw fail("expected a view")
            }
        }
    }
}

extension LayoutConstraint {
    /// The constraint with `priority` set, for building lists in one expression.
    fileprivate func prioritized(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
