import Geometry

/// Makes its items collide with boundaries and with each other (`UICollisionBehavior`).
///
/// Items are rectangles of their bounds, turned with them. Boundaries are line segments
/// (`addBoundary(withIdentifier:from:to:)`), a path's outline flattened into segments
/// (`addBoundary(withIdentifier:for:)`), and the reference view's bounds when
/// `translatesReferenceBoundsIntoBoundary` is true, which keeps the items inside them.
/// A collision keeps its items apart, bounces them by their elasticity (the larger of the
/// two; a boundary has none) and slows their sliding by their friction.
@preconcurrency @MainActor
open class CollisionBehavior: ItemListBehavior {
    /// What collides with what.
    public struct Mode: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes a mode from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The items collide with each other.
        public static let items = Mode(rawValue: 1)
        /// The items collide with the boundaries (and the reference bounds).
        public static let boundaries = Mode(rawValue: 2)
        /// Both: the default.
        public static let everything: Mode = [.items, .boundaries]
    }

    /// A boundary: its identifier, its path (for `boundary(withIdentifier:)`) and segments.
    struct Boundary {
        var identifier: AnyHashable
        var path: Path
        var segments: [[Point]]
    }

    var boundaries: [Boundary] = []
    /// Contacts of the current step, for the solver.
    var contacts: [DynamicContact] = []
    /// Touching pairs at the end of the last step, in the order they began.
    var touching: [DynamicContact.Key] = []

    /// What collides with what; `.everything` by default.
    public var collisionMode: Mode = .everything {
        didSet { noteChange() }
    }
    /// True keeps the items inside the reference view's bounds, inset by `referenceBoundsInsets`.
    public var translatesReferenceBoundsIntoBoundary = false {
        didSet { noteChange() }
    }
    /// How far inside the reference bounds their boundary lies.
    public private(set) var referenceBoundsInsets = EdgeInsets()
    /// Told when contacts begin and end.
    public weak var collisionDelegate: (any CollisionBehaviorDelegate)?

    /// Collisions for `items`.
    public override init(items: [any DynamicItem] = []) {
        super.init(items: items)
    }

    /// Turns the reference bounds, inset by `insets`, into a boundary.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds (or replaces) a straight boundary from `p1` to `p2`; items collide with either side.
    public func addBoundary(withIdentifier identifier: AnyHashable, from p1: Point, to p2: Point) {
        var path = Path()
        path.move(to: p1)
        path.addLine(to: p2)
        setBoundary(Boundary(identifier: identifier, path: path, segments: p1 == p2 ? [] : [[p1, p2]]))
    }

    /// Adds (or replaces) a boundary along a path's outline, curves flattened to segments.
    public func addBoundary(withIdentifier identifier: AnyHashable, for path: Path) {
        var segments: [[Point]] = []
        for line in path.flattened(tolerance: 0.25) {
            let pts = line.points
            guard pts.count > 1 else { continue }
            for i in 0..<(pts.count - 1) { segments.append([pts[i], pts[i + 1]]) }
            if line.isClosed, let first = pts.first, let last = pts.last, first != last {
                segments.append([last, first])
            }
        }
        setBoundary(Boundary(identifier: identifier, path: path, segments: segments))
    }

    /// The path of a boundary, or nil when there is none with that identifier.
    public func boundary(withIdentifier identifier: AnyHashable) -> Path? {
        boundaries.first { $0.identifier == identifier }?.path
    }

    /// The identifiers of the added boundaries, in order (the reference bounds have none).
    public var boundaryIdentifiers: [AnyHashable] { boundaries.map(\.identifier) }

    /// Removes a boundary.
    public func removeBoundary(withIdentifier identifier: AnyHashable) {
        boundaries.removeAll { $0.identifier == identifier }
        noteChange()
    }

    /// Removes every added boundary (not the reference bounds).
    public func removeAllBoundaries() {
        boundaries = []
        noteChange()
    }

    private func setBoundary(_ boundary: Boundary) {
        if let i = boundaries.firstIndex(where: { $0.identifier == boundary.identifier }) {
            boundaries[i] = boundary
        } else {
            boundaries.append(boundary)
        }
        noteChange()
    }

    override func prepareConstraints(in world: DynamicWorld) { findContacts(in: world) }

    override func solveVelocities(in world: DynamicWorld) {
        for i in contacts.indices { contacts[i].solveVelocity() }
    }

    override func finishVelocities(in world: DynamicWorld) {
        for i in contacts.indices { contacts[i].applyRestitution() }
    }

    override func solvePositions(in world: DynamicWorld) {
        for contact in contacts { contact.solvePosition() }
    }

    override func finishStep(in world: DynamicWorld) { reportContacts(in: world) }
}
