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
    /// True while the control follows a touch (`isTracking`): what `beginTracking(_:with:)`
    /// and then each `continueTracking(_:with:)` answered, false again when the touch ends or
    /// is cancelled. Open, as UIKit's, for a subclass that reports its own tracking.
    open var isTracking: Bool { trackingTouch }
    /// Whether the tracked touch is inside the bounds (`isTouchInside`).
    open var isTouchInside: Bool { touchIsInside }
    /// The stored answers behind `isTracking` and `isTouchInside`, which the control's own
    /// touch handling reads so that a subclass's override of either does not steer it.
    private var trackingTouch = false
    private var touchIsInside = false
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

    // MARK: Touch tracking, UIKit's subclass hooks

    /// A touch went down in the control (`beginTracking(_:with:)`); true follows it with
    /// `continueTracking(_:with:)` and `endTracking(_:with:)`, false hears nothing more of
    /// it (the control's events are still sent). The default returns true.
    open func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }

    /// The tracked touch moved (`continueTracking(_:with:)`); false stops tracking, so no
    /// further call and no `endTracking(_:with:)` follows. The default returns true.
    open func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }

    /// The tracked touch lifted (`endTracking(_:with:)`), with `touch` at where it lifted and
    /// `isTouchInside` saying whether that is inside. The default does nothing.
    open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}

    /// The tracked touch was cancelled, by a gesture recognizer taking it or by the window
    /// (`cancelTracking(with:)`). The default does nothing.
    open func cancelTracking(with event: TouchEvent?) {}

    // MARK: Touch tracking (driven by the window)

    func touchDown(_ touch: Touch?, event: TouchEvent?) {
        touchIsInside = true
        isHighlighted = true
        trackingTouch = touch.map { beginTracking($0, with: event) } ?? true
        sendActions(for: .touchDown)
    }

    func touchMoved(_ touch: Touch?, event: TouchEvent?, inside: Bool) {
        let entered = inside && !touchIsInside
        let exited = !inside && touchIsInside
        touchIsInside = inside
        if isHighlighted != inside { isHighlighted = inside }
        if trackingTouch, let touch { trackingTouch = continueTracking(touch, with: event) }
        if entered { sendActions(for: .touchDragEnter) }
        if exited { sendActions(for: .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    func touchUp(_ touch: Touch?, event: TouchEvent?, inside: Bool) {
        isHighlighted = false
        touchIsInside = inside
        if trackingTouch { endTracking(touch, with: event) }
        trackingTouch = false
        touchIsInside = false
        if inside {
            primaryActionTriggered()
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    func touchCancelled(event: TouchEvent?) {
        isHighlighted = false
        if trackingTouch { cancelTracking(with: event) }
        trackingTouch = false
        touchIsInside = false
        sendActions(for: .touchCancel)
    }

    /// The control's own reaction to a tap inside, before its targets hear of it: `Button`
    /// runs its `action` here.
    func primaryActionTriggered() {}

    /// Called when `contentHorizontalAlignment` changes, for the control to move its content.
    func contentAlignmentDidChange() {}
}
