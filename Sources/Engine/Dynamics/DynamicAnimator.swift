import Geometry

/// Runs physics on views (`UIDynamicAnimator`): the behaviors added to it move their items
/// with gravity, pushes, springs and collisions, in the reference view's coordinates.
///
/// It steps a rigid-body simulation at a fixed rate (`stepInterval`) driven by the window's
/// clock, so a run on a `VirtualClock` gives the same motion every time, and it follows the
/// window's slow motion. After each step it writes every item's `center` and rotation.
/// When every item has come to rest it pauses (`isRunning` false, the delegate's
/// `dynamicAnimatorDidPause(_:)`) and costs nothing; adding a behavior or a velocity
/// resumes it. It steps while its reference view is in a window; an animator set up before
/// the view is on screen (in `viewDidLoad`) starts when it gets there. Open, as UIKit's
/// class is, so a library may subclass it or extend it with open members.
@preconcurrency @MainActor
open class DynamicAnimator {
    /// The view whose coordinates the behaviors use; its bounds are the "reference bounds".
    public private(set) weak var referenceView: View?
    /// The behaviors added with `addBehavior(_:)`, in order (not their children).
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Told when the animator pauses at rest and before it resumes.
    public weak var delegate: (any DynamicAnimatorDelegate)?
    /// True while the animator steps; false once its items are at rest or it has none.
    public private(set) var isRunning = false
    /// Seconds of simulated time the animator has run, pauses excluded.
    public var elapsedTime: Double { Double(stepsTaken) * stepInterval }
    /// The fixed simulation step, in seconds.
    public let stepInterval: Double = 1.0 / 240

    let world: DynamicWorld
    private var stepsTaken = 0
    /// Clock time already simulated, in scaled seconds, and the clock reading it came from.
    private var lastClockTime: Double?
    private var pendingTime = 0.0
    private var tickRegistered = false
    private var waitsForWindow = false

    /// An animator moving items within `referenceView`'s coordinate system.
    public init(referenceView: View) {
        self.referenceView = referenceView
        world = DynamicWorld(stepInterval: 1.0 / 240)
    }

    /// An animator with no reference view (`UIDynamicAnimator()`): it has no window whose
    /// clock could drive it, so its behaviors hold their items and it never steps; code that
    /// replaces it with one made for a view or a layout before use works as written.
    public init() {
        referenceView = nil
        world = DynamicWorld(stepInterval: 1.0 / 240)
    }

    /// The layout whose attributes the animator moves, for an animator made with
    /// `init(collectionViewLayout:)`; each step invalidates it so the cells follow.
    public private(set) weak var collectionViewLayout: CollectionViewLayout?

    /// An animator moving a collection view layout's attributes
    /// (`init(collectionViewLayout:)`): the behaviors' items are layout attributes, in the
    /// collection view's content coordinates, and every step invalidates the layout. Make it
    /// once the layout is in a collection view (in `prepare()`), whose window runs it.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        referenceView = layout.collectionView
        collectionViewLayout = layout
        world = DynamicWorld(stepInterval: 1.0 / 240)
    }

    /// Adds a behavior (and its children); the animator resumes if it was at rest.
    public func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.attach(to: self)
        behaviorsDidChange()
    }

    /// Removes a behavior (and its children); items no behavior holds stop moving.
    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: i)
        behavior.attach(to: nil)
        behaviorsDidChange()
    }

    /// Removes every behavior: nothing moves until one is added again.
    public func removeAllBehaviors() {
        let old = behaviors
        behaviors = []
        for b in old { b.attach(to: nil) }
        behaviorsDidChange()
    }

    /// Takes an item's current `center`, `bounds` and `transform` after code outside the
    /// animator changed them; without this the next step would overwrite the change.
    public func updateItem(usingCurrentState item: any DynamicItem) {
        world.body(for: item)?.readItemState()
        wakeAndResume()
    }

    /// The items whose rectangles (as the animator moves them) meet `rect`.
    public func items(in rect: Rect) -> [any DynamicItem] {
        world.bodies.filter { body in
            let c = body.corners
            let xs = c.map(\.x)
            let ys = c.map(\.y)
            let box = Rect(
                x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            return box.intersects(rect)
        }.map(\.item)
    }

    /// Every behavior in the tree, depth first.
    var allBehaviors: [DynamicBehavior] { behaviors.flatMap(\.flattened) }

    /// The body of an item, for the item behavior's velocities.
    func body(for item: any DynamicItem) -> DynamicBody? { world.body(for: item) }

    /// Brings the bodies in line with the behaviors and resumes stepping.
    func behaviorsDidChange() {
        world.sync(with: allBehaviors)
        wakeAndResume()
    }

    /// Resets the rest timers and resumes if there is something to move.
    func wakeAndResume() {
        world.wake()
        if world.bodies.isEmpty {
            pause()
            return
        }
        guard !isRunning else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        lastClockTime = nil
        startTicking()
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        lastClockTime = nil
        pendingTime = 0
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func startTicking() {
        guard !tickRegistered else { return }
        guard let window = referenceView?.window else {
            // Made before its view is on screen (in `viewDidLoad`): start once it is.
            if !waitsForWindow, let view = referenceView {
                waitsForWindow = true
                view.windowWaiters.append { [weak self] in
                    self?.waitsForWindow = false
                    if self?.isRunning == true { self?.startTicking() }
                }
            }
            return
        }
        tickRegistered = true
        lastClockTime = window.clock.now
        let id = ObjectIdentifier(self)
        let activity = window.dynamicsActivity
        activity.running.insert(id)
        window.animator.onEveryTick { [weak self, weak activity] in
            self?.advance()
            if let self, self.isRunning { return true }
            // Paused (or gone): stop asking for frames, so an idle window sleeps.
            activity?.running.remove(id)
            self?.tickRegistered = false
            return false
        }
    }

    /// Runs as many fixed steps as the clock has moved since the last frame.
    private func advance() {
        guard isRunning, let window = referenceView?.window else { return }
        let now = window.clock.now
        guard let last = lastClockTime else {
            lastClockTime = now
            return
        }
        lastClockTime = now
        // A long stall (a debugger, a suspended process) is not caught up step by step.
        pendingTime += min(max(0, now - last) * window.timeScale, 0.25)
        let steps = Int((pendingTime / stepInterval) + 1e-6)
        guard steps > 0 else { return }
        pendingTime = max(0, pendingTime - Double(steps) * stepInterval)
        for _ in 0..<steps {
            guard isRunning else { return }
            stepOnce()
            if world.noteRest() {
                pause()
                return
            }
        }
    }

    /// One fixed step: bodies synced, moved, written back to the items; then every action.
    private func stepOnce() {
        world.referenceBounds = referenceView?.bounds ?? .zero
        let all = allBehaviors
        world.sync(with: all)
        world.step(all)
        stepsTaken += 1
        for body in world.bodies { body.writeItemState() }
        for b in all { b.action?() }
        collectionViewLayout?.invalidateLayout()
    }
}
