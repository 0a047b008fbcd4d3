/// A geometric property whose setter tells observers (`addGeometryObserver(for:_:)`).
public enum ObservedGeometry: Hashable, Sendable {
    /// `center`.
    case center
    /// `bounds`.
    case bounds
    /// `transform`.
    case transform
    /// `frame`, which sets `center` and `bounds`.
    case frame
    /// A scroll view's `contentSize` (its `contentOffset` is the bounds origin: `bounds`).
    case contentSize
}

/// When an observer is called around a set: before the value changes, or after.
public enum ObservationPhase: Hashable, Sendable {
    /// Before the setter stores the new value.
    case willChange
    /// After the setter stored it.
    case didChange
}

/// A view's registered geometry observers, kept only once the first is added.
@MainActor
final class GeometryObservers {
    struct Entry {
        let properties: Set<ObservedGeometry>
        let handler: (View, ObservationPhase) -> Void
    }
    var entries: [Int: Entry] = [:]
    var nextID = 0
    /// Nesting of notifying setters: `frame` sets `center` and `bounds`, and its
    /// observers hear of one change, not three.
    var depth = 0
}

extension View {
    /// Calls `handler` before and after each set of one of `properties` (a set of `frame`
    /// counts as one, though it sets `center` and `bounds`), whether or not the value
    /// changed, as Foundation's automatic key-value observing does. Returns the id that
    /// `removeGeometryObserver(_:)` takes; the view holds the handler until then.
    public func addGeometryObserver(
        for properties: Set<ObservedGeometry>, _ handler: @escaping (View, ObservationPhase) -> Void
    ) -> Int {
        let observers = geometryObservers ?? GeometryObservers()
        geometryObservers = observers
        let id = observers.nextID
        observers.nextID += 1
        observers.entries[id] = GeometryObservers.Entry(properties: properties, handler: handler)
        return id
    }

    /// Stops the observer `id` returned; an unknown id is ignored.
    public func removeGeometryObserver(_ id: Int) {
        geometryObservers?.entries[id] = nil
    }

    /// Runs a setter's body between the will- and did-change calls of the observers of
    /// `property`; a setter nested in another notifying setter runs plainly.
    func notifyingObservers(of property: ObservedGeometry, _ body: () -> Void) {
        guard let observers = geometryObservers, observers.depth == 0, !observers.entries.isEmpty else {
            return body()
        }
        // Ordered by id so observers hear of a change in the order they were added.
        let interested = observers.entries.sorted { $0.key < $1.key }.map(\.value)
            .filter { $0.properties.contains(property) }
        for entry in interested { entry.handler(self, .willChange) }
        observers.depth += 1
        body()
        observers.depth -= 1
        for entry in interested { entry.handler(self, .didChange) }
    }
}
