// Key-value observing by string key path, as UIKit code registers it with
// `addObserver(_:forKeyPath:options:context:)` and hears of it in an override of
// `observeValue(forKeyPath:of:change:context:)`. Built on the engine's geometry observers,
// as the typed `observe(_:options:changeHandler:)` is.

import Engine

/// `NSKeyValueChangeKey` (`KeyValueChangeKey`): `.kindKey`, `.newKey`, `.oldKey`,
/// `.notificationIsPriorKey`, `.indexesKey`.
public typealias NSKeyValueChangeKey = KeyValueChangeKey

/// One observer of one key path of a view: the observer is not retained, as Foundation
/// retains neither side of an observation.
@MainActor
private final class KeyPathRegistration {
    weak var observer: (any KeyValueObserver)?
    let keyPath: String
    let context: UnsafeMutableRawPointer?
    let geometryObserver: Int

    init(observer: any KeyValueObserver, keyPath: String, context: UnsafeMutableRawPointer?, geometryObserver: Int) {
        self.observer = observer
        self.keyPath = keyPath
        self.context = context
        self.geometryObserver = geometryObserver
    }
}

/// A view's string key-path registrations, in the order they were added, kept among its
/// associated values under the address of this class's metadata (unique, and never written).
@MainActor
private final class KeyPathRegistrations {
    var list: [KeyPathRegistration] = []

    static var key: UnsafeRawPointer {
        unsafeBitCast(ObjectIdentifier(KeyPathRegistrations.self), to: UnsafeRawPointer.self)
    }

    static func of(_ view: View, creating: Bool) -> KeyPathRegistrations? {
        if let found = view.associatedObjects?.value(forKey: key) as? KeyPathRegistrations { return found }
        guard creating else { return nil }
        let made = KeyPathRegistrations()
        let table = view.associatedObjects ?? AssociatedObjects()
        view.associatedObjects = table
        table.entries[key] = .strong(made)
        return made
    }
}

extension View {
    /// The properties whose sets change the value at `keyPath`, and how to read it; nil for
    /// a key path not observed here.
    private func observedGeometry(forKeyPath keyPath: String) -> (Set<ObservedGeometry>, (View) -> Any)? {
        switch keyPath {
        case "frame": ([.frame, .center, .bounds, .transform], { $0.frame })
        case "center": ([.center, .frame], { $0.center })
        case "bounds": ([.bounds, .frame], { $0.bounds })
        case "transform": ([.transform], { $0.transform })
        case "contentOffset" where self is ScrollView: ([.bounds], { ($0 as? ScrollView)?.contentOffset ?? .zero })
        case "contentSize" where self is ScrollView: ([.contentSize], { ($0 as? ScrollView)?.contentSize ?? .zero })
        default: nil
        }
    }

    /// `addObserver(_:forKeyPath:options:context:)`: `observer`'s
    /// `observeValue(forKeyPath:of:change:context:)` is called after each set of the property
    /// at `keyPath`, whether or not the value changed, as Foundation's automatic observing
    /// does. The change dictionary holds `.kindKey` (1, setting) and, as `options` ask,
    /// `.newKey`, `.oldKey`, a prior notification before the set (`.notificationIsPriorKey`
    /// true), and one notification at once (`.initial`, with no old value).
    ///
    /// Observed here: `frame`, `bounds`, `center`, `transform`, and a scroll view's
    /// `contentOffset` and `contentSize` (the same sets as `observe(_:options:changeHandler:)`
    /// hears). Any other key path is reported as a diagnostic and nothing is sent. Neither
    /// the view nor the observer is retained; an observer that is gone hears nothing.
    public func addObserver(
        _ observer: any KeyValueObserver, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard let (properties, read) = observedGeometry(forKeyPath: keyPath) else {
            View.report(
                "keyValueObserving.unknownKeyPath",
                "addObserver(_:forKeyPath:) for \"\(keyPath)\" on a \(type(of: self)): only frame, bounds, center, "
                    + "transform and a scroll view's contentOffset and contentSize are observed here; nothing will be sent",
                on: self)
            return
        }
        let kind = NSKeyValueChange.setting.rawValue
        var oldValue: Any?
        let id = addGeometryObserver(for: properties) { [weak observer] view, phase in
            guard let observer else { return }
            let value = read(view)
            var change: [KeyValueChangeKey: Any] = [.kindKey: kind]
            switch phase {
            case .willChange:
                oldValue = value
                guard options.contains(.prior) else { return }
                change[.notificationIsPriorKey] = true
                if options.contains(.old) { change[.oldKey] = value }
            case .didChange:
                if options.contains(.new) { change[.newKey] = value }
                if options.contains(.old) { change[.oldKey] = oldValue }
            }
            observer.observeValue(forKeyPath: keyPath, of: view, change: change, context: context)
        }
        KeyPathRegistrations.of(self, creating: true)?.list.append(
            KeyPathRegistration(observer: observer, keyPath: keyPath, context: context, geometryObserver: id))
        if options.contains(.initial) {
            var change: [KeyValueChangeKey: Any] = [.kindKey: kind]
            if options.contains(.new) { change[.newKey] = read(self) }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// `removeObserver(_:forKeyPath:context:)`: ends the most recent registration of
    /// `observer` for `keyPath` made with `context`. Removing one that was never made (or
    /// was removed already) is reported as a diagnostic, where Foundation raises an exception.
    public func removeObserver(
        _ observer: any KeyValueObserver, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
    ) {
        removeRegistration(of: observer, keyPath: keyPath) { $0.context == context }
    }

    /// `removeObserver(_:forKeyPath:)`: ends the most recent registration of `observer` for
    /// `keyPath`, whatever its context; a diagnostic when there is none.
    public func removeObserver(_ observer: any KeyValueObserver, forKeyPath keyPath: String) {
        removeRegistration(of: observer, keyPath: keyPath) { _ in true }
    }

    private func removeRegistration(
        of observer: any KeyValueObserver, keyPath: String, where matches: (KeyPathRegistration) -> Bool
    ) {
        guard let registrations = KeyPathRegistrations.of(self, creating: false),
            let index = registrations.list.lastIndex(where: {
                $0.observer === observer && $0.keyPath == keyPath && matches($0)
            })
        else {
            View.report(
                "keyValueObserving.notRegistered",
                "removeObserver(_:forKeyPath:) for \"\(keyPath)\" on a \(type(of: self)): \(type(of: observer)) is not "
                    + "registered as an observer of it",
                on: self)
            return
        }
        removeGeometryObserver(registrations.list[index].geometryObserver)
        registrations.list.remove(at: index)
    }
}
