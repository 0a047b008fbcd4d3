// Key-value observing of a view's geometry, spelled as Foundation spells it. Foundation on
// Linux has no KVO (no `NSKeyValueObservation` or `observe(_:options:changeHandler:)`),
// so these names clash with nothing there; they run on the engine's geometry observers
// (`View.addGeometryObserver(for:_:)`).

/// `NSKeyValueObservingOptions`: what a change carries and when it is sent.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as Foundation numbers them (new 1, old 2, initial 4, prior 8).
    public let rawValue: UInt
    /// A change from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Changes carry the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    /// Changes carry the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    /// One change is sent at once, before `observe` returns (with the current value as the
    /// new value when `.new` is asked for, never an old value).
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    /// A second change is sent before each change (`isPrior` true, the old value when `.old`
    /// is asked for, never a new value), besides the one after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// `NSKeyValueChange`: what kind of change; a view's properties are only ever set.
public enum NSKeyValueChange: UInt, Hashable, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a collection (never sent here).
    case insertion
    /// Objects were removed from a collection (never sent here).
    case removal
    /// Objects of a collection were replaced (never sent here).
    case replacement
}

/// `NSKeyValueObservedChange<Value>`: one notification of an observed property.
public struct NSKeyValueObservedChange<Value> {
    /// Always `.setting` for a view's properties.
    public let kind: NSKeyValueChange
    /// The value after the change, when `.new` was asked for (nil in a prior change).
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for (nil in the initial change).
    public let oldValue: Value?
    /// True for the change sent before the value changes (`.prior`).
    public let isPrior: Bool
}

/// `NSKeyValueObservation`: keeps an observation running until `invalidate()` or until it
/// is released, as Foundation's token does; keep it in a property.
@preconcurrency @MainActor
public final class NSKeyValueObservation {
    private weak var view: View?
    private var id: Int?

    init(view: View, id: Int) {
        self.view = view
        self.id = id
    }

    /// Stops the observation; later changes are not sent. Calling it again does nothing.
    public func invalidate() {
        if let id, let view { view.removeGeometryObserver(id) }
        id = nil
    }

    isolated deinit {
        invalidate()
    }
}

/// Views that `observe(_:options:changeHandler:)` reaches with their own type as `Self`.
@preconcurrency @MainActor
public protocol KeyValueObservingView: View {}

extension View: KeyValueObservingView {}

extension KeyValueObservingView {
    /// `observe(_:options:changeHandler:)`: calls `changeHandler` on each set of the property
    /// at `keyPath`, whether or not the value changed, as Foundation's automatic observing
    /// does, with the options' values (see `NSKeyValueObservingOptions`).
    ///
    /// `frame` is told of sets of `frame`, `center`, `bounds` and `transform` (one change
    /// for a set of `frame`); `center` of `center` and `frame`; `bounds` of `bounds` and
    /// `frame`; `transform` of `transform`. A scroll view's `contentOffset` is told of every
    /// scroll (each moves the bounds origin, whether by a drag, a glide or code) and its
    /// `contentSize` of sets of it. Any other key path (a subclass's own, or these through a
    /// subclass's type) is told of all of them.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let properties: Set<ObservedGeometry>
        switch keyPath as AnyKeyPath {
        case \Self.center: properties = [.center, .frame]
        case \Self.bounds: properties = [.bounds, .frame]
        case \Self.transform: properties = [.transform]
        case \ScrollView.contentOffset: properties = [.bounds]
        case \ScrollView.contentSize: properties = [.contentSize]
        default: properties = [.frame, .center, .bounds, .transform, .contentSize]
        }
        var oldValue: Value?
        let id = addGeometryObserver(for: properties) { view, phase in
            guard let view = view as? Self else { return }
            let value = view[keyPath: keyPath]
            switch phase {
            case .willChange:
                oldValue = value
                guard options.contains(.prior) else { return }
                changeHandler(
                    view,
                    NSKeyValueObservedChange(
                        kind: .setting, newValue: nil, oldValue: options.contains(.old) ? value : nil, isPrior: true))
            case .didChange:
                changeHandler(
                    view,
                    NSKeyValueObservedChange(
                        kind: .setting, newValue: options.contains(.new) ? value : nil,
                        oldValue: options.contains(.old) ? oldValue : nil, isPrior: false))
            }
        }
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil, oldValue: nil,
                    isPrior: false))
        }
        return NSKeyValueObservation(view: self, id: id)
    }
}
