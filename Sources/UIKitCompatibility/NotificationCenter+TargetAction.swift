import Foundation
import Synchronization

// `addObserver(_:selector:name:object:)` in closure form. Foundation on Linux has only the
// block form, whose observer is the token it returns: `removeObserver(self)` would not find a
// block registered for `self`. The closure form here keeps each token under its target, so
// `removeObserver(target:)` removes them, and a target that is gone unregisters itself, as a
// selector observer has since iOS 9.

extension NotificationCenter {
    /// UIKit's `addObserver(_:selector:name:object:)` with a closure in the selector's place:
    /// `handler` runs with the target and the notification on the posting thread, as the
    /// selector was sent there. The target is held weakly; once it is gone the observer removes
    /// itself. Returns Foundation's token, which `removeObserver(_:)` also takes.
    @discardableResult
    public func addObserver<Target: AnyObject>(
        _ target: Target, name: NSNotification.Name?, object: Any?,
        using handler: @escaping (Target, Notification) -> Void
    ) -> NSObjectProtocol {
        let entry = TargetObserverEntry(target: target, center: self, name: name, object: object)
        let call = UncheckedHandler { notification in
            guard let target = entry.target as? Target else {
                // The target is gone without removing its observer: UIKit stops sending to it.
                TargetObserverEntry.remove { $0 === entry }
                return
            }
            handler(target, notification)
        }
        let token = addObserver(forName: name, object: object, queue: nil) { call.run($0) }
        entry.token = token
        TargetObserverEntry.add(entry)
        return token
    }

    /// `removeObserver(_:)` and `removeObserver(_:name:object:)` for a target given to
    /// `addObserver(_:name:object:using:)`: removes the closures kept for `target` whose name
    /// is `name` and whose object is `object` (either nil matches all), then what Foundation
    /// itself keeps under `target`.
    public func removeObserver(target: AnyObject, name: NSNotification.Name? = nil, object: Any? = nil) {
        TargetObserverEntry.remove { entry in
            entry.center === self && entry.target === target
                && (name == nil || entry.name == name)
                && (object == nil || (entry.object as AnyObject?) === (object as AnyObject?))
        }
        removeObserver(target, name: name, object: object)
    }
}

/// Runs a handler on whichever thread posts: Foundation's block must be `@Sendable`, and the
/// handler is the library's own code, which UIKit also calls on the posting thread.
private final class UncheckedHandler: @unchecked Sendable {
    let run: (Notification) -> Void
    init(_ run: @escaping (Notification) -> Void) { self.run = run }
}

/// One closure observer: its target (weak), where it is registered, and Foundation's token.
private final class TargetObserverEntry: @unchecked Sendable {
    weak var target: AnyObject?
    weak var center: NotificationCenter?
    let name: NSNotification.Name?
    let object: Any?
    var token: NSObjectProtocol?

    init(target: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: Any?) {
        self.target = target
        self.center = center
        self.name = name
        self.object = object
    }

    /// Every live entry; posting may be on any thread, so the list is behind a lock.
    private static let entries = Mutex<[TargetObserverEntry]>([])

    static func add(_ entry: TargetObserverEntry) {
        entries.withLock { $0.append(entry) }
    }

    /// Unregisters and forgets the entries `matching` picks.
    static func remove(where matching: (TargetObserverEntry) -> Bool) {
        let removed = entries.withLock { list in
            let removed = list.filter(matching)
            list.removeAll(where: matching)
            return removed
        }
        for entry in removed {
            if let token = entry.token { entry.center?.removeObserver(token) }
        }
    }
}
