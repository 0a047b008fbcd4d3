import Geometry

/// An on/off switch (`UISwitch`): a rounded track with a round thumb, 51 x 31 points
/// whatever its frame, as UIKit's.
///
/// A tap flips it; a drag moves the thumb to the side the finger is on, and the lift keeps
/// that side. Either way a change sends `.valueChanged`; `isOn` and `setOn(_:animated:)`
/// in code send nothing, as in UIKit.
@preconcurrency @MainActor
open class Switch: Control {
    /// The switch's size, fixed as UIKit's is.
    public static let size = Size(width: 51, height: 31)

    /// The state; setting it moves the thumb at once and sends no event.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on (UIKit's green by default).
    open var onTintColor: Color? = Color(r8: 52, g8: 199, b8: 89) { didSet { updateLook() } }
    /// The thumb's colour (white by default).
    open var thumbTintColor: Color? { didSet { updateLook() } }
    /// False ignores touches and draws the switch faded.
    open override var isEnabled: Bool { didSet { updateLook() } }

    private var storedIsOn = false
    /// The side the thumb shows while a drag moves it, nil when no drag does.
    private var draggedOn: Bool?
    /// Where the current touch went down, in the switch.
    private var touchStart: Point?
    private let track = View()
    private let thumb = View()

    /// A switch at `frame`'s origin, off (`init(frame:)`); its size is always `Switch.size`.
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: Self.size))
        for part in [track, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        track.cornerRadius = Self.size.height / 2
        thumb.cornerRadius = 13.5
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = Size(width: 0, height: 2)
        track.accessibilityIdentifier = "switch.track"
        thumb.accessibilityIdentifier = "switch.thumb"
        updateLook()
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// 51 x 31 points.
    open override var intrinsicContentSize: Size { Self.size }

    /// Sets the state, sliding the thumb when `animated`; sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        draggedOn = nil
        if animated, window != nil {
            View.animate(withDuration: 0.25) { self.updateLook() }
        } else {
            updateLook()
        }
    }

    /// The track and thumb for the state shown: the dragged side during a drag.
    private func updateLook() {
        let on = draggedOn ?? storedIsOn
        track.frame = Rect(origin: .zero, size: Self.size)
        track.backgroundColor = on ? onTintColor : Color(r8: 233, g8: 233, b8: 235)
        thumb.frame = Rect(x: on ? 22 : 2, y: 2, width: 27, height: 27)
        thumb.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
    }

    /// Keeps the track and thumb in place when the frame is set to another size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
    }

    /// Remembers where the finger went down.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        touchStart = touches.first?.location(in: self)
        draggedOn = nil
        super.touchesBegan(touches, with: event)
    }

    /// Past a few points of travel the thumb follows the finger to its side.
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
        if let start = touchStart, let p = touches.first?.location(in: self),
            draggedOn != nil || abs(p.x - start.x) > 4
        {
            let on = p.x > bounds.width / 2
            if draggedOn != on {
                draggedOn = on
                View.animate(withDuration: 0.15) { self.updateLook() }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    /// The lift: a drag keeps the side it showed, a tap inside flips the switch; a change
    /// sends `.valueChanged`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        let inside = touches.first.map { point(inside: $0.location(in: self)) } ?? false
        let target: Bool? = draggedOn ?? (inside ? !storedIsOn : nil)
        touchStart = nil
        if let target {
            let changed = target != storedIsOn
            setOn(target, animated: true)
            if changed { sendActions(for: .valueChanged) }
        }
        super.touchesEnded(touches, with: event)
    }

    /// The touch was taken away: the thumb goes back to the state.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        touchStart = nil
        if draggedOn != nil { setOn(storedIsOn, animated: true) }
        super.touchesCancelled(touches, with: event)
    }
}
