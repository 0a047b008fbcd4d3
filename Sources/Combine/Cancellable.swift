/// Something that can stop a subscription (`Cancellable`).
public protocol Cancellable {
    /// Stops the subscription; calling it again does nothing.
    func cancel()
}

/// A subscription token (`AnyCancellable`): cancels when `cancel()` is called or when it is
/// freed, so keeping it (in a property or a set, `store(in:)`) keeps the subscription alive.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// A token that runs `cancel` once, on `cancel()` or when freed.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// A token that cancels `cancellable`.
    public convenience init<C: Cancellable>(_ cancellable: C) {
        self.init { cancellable.cancel() }
    }

    deinit { onCancel?() }

    /// Stops the subscription; calling it again does nothing.
    public func cancel() {
        let run = onCancel
        onCancel = nil
        run?()
    }

    /// Keeps the token in `set` (`store(in:)`).
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps the token in `collection` (`store(in:)`).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Identity: two tokens are equal when they are the same token.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
