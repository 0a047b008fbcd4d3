import Geometry

/// A view that turns touches into events (`UIControl`): the base of `Button`, and of any
/// control a user writes by subclassing it.
///
/// The window tracks a touch that goes down in the innermost enabled control: it sets
/// `isHighlighted` while the touch is inside, and sends `.touchDown`, the drag events,
/// then `.touchUpInside` (with `.primaryActionTriggered`) or `.touchUpOutside`, or
/// `.touchCancel` when a gesture recognizer takes the touch over. A disabled control gets
/// no touches, so the views behind it do, as in UIKit. Taps on views above a control stand
/// back from its touches, UIKit's rule for controls.
///
/// Actions are closures (there is no Objective-C runtime to send a selector to):
/// `addTarget(self, named: "tapped:", for: .touchUpInside) { target, sender in ... }` keeps
/// UIKit's target rules; `addTarget(for:_:)` takes a plain closure.
@preconcurrency @MainActor
open class Control: View {
    /// How the content sits across the width (`contentHorizontalAlignment`): a button's title
    /// follows it (left, right or centred; `.fill` centres).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { contentAlignmentDidChange() }
    }
    /// How the content sits across the height (`contentVerticalAlignment`); kept: a title
    /// is centred vertically whatever it says.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// False ignores touches (`isEnabled`); subclasses draw their disabled look from it.
    open var isEnabled = true
    /// The selected state (`isSelected`), the caller's to set; it adds `.selected` to `state`.
    open var isSelected = false
    /// True while a tracked touch is inside (`isHighlighted`). The window sets it as the
    /// touch moves in and out; a subclass overrides it (calling `super`) to draw its own
    /// pressed state, as UIKit subclasses do.
    open var isHighlighted = false
    /// True while a touch that went down in the control is followed (`isTracking`).
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the bounds (`isTouchInside`).
    public private(set) var isTouchInside = false
    var controlActions: [ControlAction] = []

    /// A control occupying `frame`: the designated initializer, as `UIControl.init(frame:)`.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The control's state (`state`): `.normal`, or the union of `.disabled`, `.highlighted`
    /// and `.selected` that hold now, as UIKit combines them.
    open var state: ControlState {
        var s: ControlState = .normal
        if !isEnabled { s.insert(.disabled) }
        if isHighlighted { s.insert(.highlighted) }
        if isSelected { s.insert(.selected) }
        return s
    }

    // MARK: Touch tracking (driven by the window)

    func touchDown() {
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    func touchMoved(inside: Bool) {
        let entered = inside && !isTouchInside
        let exited = !inside && isTouchInside
        isTouchInside = inside
        if isHighlighted != inside { isHighlighted = inside }
        if entered { sendActions(for: .touchDragEnter) }
        if exited { sendActions(for: .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    func touchUp(inside: Bool) {
        isHighlighted = false
        isTracking = false
        isTouchInside = false
        if inside {
            primaryActionTriggered()
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    func touchCancelled() {
        isHighlighted = false
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }

    /// The control's own reaction to a tap inside, before its targets hear of it: `Button`
    /// runs its `action` here.
    func primaryActionTriggered() {}

    /// Called when `contentHorizontalAlignment` changes, for the control to move its content.
    func contentAlignmentDidChange() {}
}
