/// Core Animation's explicit transactions (`CATransaction.begin()` ... `commit()`): the
/// settings the animations made in between share, and a completion block that waits for them.
///
/// The open transactions belong to the run's `WindowScene` (each run or test has its own),
/// innermost last. A setting made in a transaction holds for it and the transactions nested
/// in it; reading one gives the innermost transaction's that was set. Outside a scene there
/// is nothing to open: begin and commit do nothing, the settings read as their defaults and
/// a completion block runs at once.
///
/// What the settings reach: an explicit layer animation added inside (`add(_:forKey:)`, also
/// the ones a layer's actions add) with no duration of its own takes the transaction's, and
/// with no timing function the transaction's; with actions disabled a layer runs no action
/// for its property changes. The completion block waits for those layer animations and for
/// the view animations (`View.animate`) made inside, as UIKit's view animations are layer
/// animations there.
@preconcurrency @MainActor
public enum LayerTransaction {
    /// Core Animation's duration for an animation that gives none: a quarter second.
    public static let defaultAnimationDuration = 0.25

    /// Opens a transaction nested in the open one (`begin()`).
    public static func begin() {
        WindowScene.current?.layerTransactions.append(LayerTransactionFrame())
    }

    /// Closes the innermost transaction (`commit()`); its completion block runs now if no
    /// animation was added after it was set, else when the last of them ends. A commit with
    /// no transaction open changes nothing.
    public static func commit() {
        guard let frame = WindowScene.current?.layerTransactions.popLast() else { return }
        frame.completion?.seal()
    }

    /// The duration for the animations of the transaction that give none
    /// (`animationDuration()` / `setAnimationDuration(_:)`): 0.25 seconds until set.
    public static var animationDuration: Double {
        get { setting(\.animationDuration) ?? defaultAnimationDuration }
        set { WindowScene.current?.layerTransactions.last?.animationDuration = newValue }
    }

    /// The pacing for the animations of the transaction that give none
    /// (`animationTimingFunction()` / `setAnimationTimingFunction(_:)`); nil (linear) until set.
    public static var animationTimingFunction: MediaTimingFunction? {
        get { setting(\.animationTimingFunction) ?? nil }
        set { WindowScene.current?.layerTransactions.last?.animationTimingFunction = .some(newValue) }
    }

    /// True turns off the actions layers run for their property changes
    /// (`disableActions()` / `setDisableActions(_:)`): a change made while it holds takes
    /// effect at once. False until set.
    public static var disablesActions: Bool {
        get { setting(\.disablesActions) ?? false }
        set { WindowScene.current?.layerTransactions.last?.disablesActions = newValue }
    }

    /// The block run once every animation added to the open transactions after it was set
    /// has ended, finished or removed (`completionBlock()` / `setCompletionBlock(_:)`).
    /// Setting another block (or committing) with none added runs the previous one at once;
    /// with no transaction open the block runs at once.
    public static var completionBlock: (() -> Void)? {
        get { WindowScene.current?.layerTransactions.last?.completion?.block }
        set {
            guard let frame = WindowScene.current?.layerTransactions.last else {
                newValue?()
                return
            }
            frame.completion?.seal()
            frame.completion = newValue.map(TransactionCompletion.init)
        }
    }

    /// The completions an animation made now must hold back: every open transaction's,
    /// innermost first, the order they run in when it ends.
    static var openCompletions: [TransactionCompletion] {
        WindowScene.current?.layerTransactions.reversed().compactMap(\.completion) ?? []
    }

    /// The innermost setting along the open transactions, nil when none set it.
    private static func setting<Value>(_ key: KeyPath<LayerTransactionFrame, Value?>) -> Value? {
        WindowScene.current?.layerTransactions.reversed().lazy.compactMap { $0[keyPath: key] }.first
    }
}

/// One open transaction's settings; nil is "not set here".
@MainActor
final class LayerTransactionFrame {
    var animationDuration: Double?
    var animationTimingFunction: MediaTimingFunction??
    var disablesActions: Bool?
    var completion: TransactionCompletion?
}

/// A completion block and the animations it waits for: it runs once, after it is sealed (its
/// transaction committed or its block replaced) and the last animation it holds has ended.
@MainActor
final class TransactionCompletion {
    let block: () -> Void
    private var pending = 0
    private var sealed = false
    private var ran = false

    init(_ block: @escaping () -> Void) { self.block = block }

    /// An animation made inside the transaction: the block waits for it.
    func hold() { pending += 1 }

    /// One held animation ended (finished or removed).
    func release() {
        pending -= 1
        runIfDone()
    }

    /// No animation is added to this block from now on.
    func seal() {
        sealed = true
        runIfDone()
    }

    private func runIfDone() {
        guard sealed, pending <= 0, !ran else { return }
        ran = true
        block()
    }
}
