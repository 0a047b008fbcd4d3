import Geometry

/// A value picked along a track by dragging a round thumb (`UISlider`).
///
/// The thumb must be touched to move it, as in UIKit: a touch elsewhere on the track does
/// nothing. While it is dragged the value follows the finger, clamped to
/// `minimumValue...maximumValue`, and `.valueChanged` is sent on every change (or once at
/// the lift when `isContinuous` is false). Setting `value` in code sends nothing.
@preconcurrency @MainActor
open class Slider: Control {
    /// The thumb's diameter.
    static let thumbSize = 28.0

    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The value at the track's leading end (0 by default).
    open var minimumValue: Float = 0 { didSet { setValue(storedValue, animated: false) } }
    /// The value at the track's trailing end (1 by default).
    open var maximumValue: Float = 1 { didSet { setValue(storedValue, animated: false) } }
    /// True sends `.valueChanged` as the thumb moves; false only when it is let go.
    open var isContinuous = true
    /// The track's colour before the thumb; nil uses the tint colour.
    open var minimumTrackTintColor: Color? { didSet { updateLook() } }
    /// The track's colour after the thumb (a light grey by default).
    open var maximumTrackTintColor: Color? { didSet { updateLook() } }
    /// The thumb's colour (white by default).
    open var thumbTintColor: Color? { didSet { updateLook() } }

    private var storedValue: Float = 0
    /// The finger's distance from the thumb's centre when the drag began, nil when the
    /// thumb is not being dragged.
    private var grabOffset: Double?
    /// The value when the drag began, to tell whether the lift changed it.
    private var valueAtGrab: Float = 0
    let minimumTrack = View()
    let maximumTrack = View()
    let thumb = View()
    /// The images set for the thumb and the tracks, by state (see `Slider+Images`).
    var images = SliderImages()

    /// A slider occupying `frame`, at 0 on a 0...1 track.
    public override init(frame: Rect) {
        super.init(frame: frame)
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        minimumTrack.cornerRadius = 2
        maximumTrack.cornerRadius = 2
        thumb.cornerRadius = Self.thumbSize / 2
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = Size(width: 0, height: 2)
        thumb.accessibilityIdentifier = "slider.thumb"
        updateLook()
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// No width of its own; as tall as the thumb.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 31) }

    /// Sets the value (clamped), moving the thumb; sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = min(max(value, minimumValue), max(minimumValue, maximumValue))
        if animated, window != nil {
            View.animate(withDuration: 0.25) { self.updateLook() }
        } else {
            updateLook()
        }
    }

    /// The thumb centre's travel: from half a thumb in from each end.
    private var travel: ClosedRange<Double> {
        let half = Self.thumbSize / 2
        return half...max(half, bounds.width - half)
    }

    /// The thumb centre's x for `value`.
    func thumbCenterX(for value: Float) -> Double {
        let span = Double(maximumValue - minimumValue)
        let fraction = span > 0 ? Double(value - minimumValue) / span : 0
        return travel.lowerBound + fraction * (travel.upperBound - travel.lowerBound)
    }

    /// The value whose thumb centre is at `x`, clamped to the range.
    func value(forThumbCenterX x: Double) -> Float {
        let length = travel.upperBound - travel.lowerBound
        let fraction = length > 0 ? min(max((x - travel.lowerBound) / length, 0), 1) : 0
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    private func updateLook() {
        let midY = bounds.height / 2
        let x = thumbCenterX(for: storedValue)
        minimumTrack.frame = Rect(x: 2, y: midY - 2, width: max(0, x - 2), height: 4)
        maximumTrack.frame = Rect(x: x, y: midY - 2, width: max(0, bounds.width - 2 - x), height: 4)
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? Color(r8: 229, g8: 229, b8: 234)
        thumb.backgroundColor = thumbTintColor ?? .white
        let size = Self.thumbSize
        thumb.frame = Rect(x: x - size / 2, y: midY - size / 2, width: size, height: size)
        applyImages()
    }

    /// Keeps the track and thumb in place for the new bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
    }

    /// Redraws the leading track in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    /// A touch on the thumb (or just around it) grabs it.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        grabOffset = nil
        if let p = touches.first?.location(in: self) {
            let grabArea = thumb.frame.insetBy(dx: -10, dy: -10)
            if grabArea.contains(p) {
                grabOffset = p.x - thumbCenterX(for: storedValue)
                valueAtGrab = storedValue
            }
        }
        super.touchesBegan(touches, with: event)
    }

    /// The grabbed thumb follows the finger.
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
        if let offset = grabOffset, let p = touches.first?.location(in: self) {
            let newValue = value(forThumbCenterX: p.x - offset)
            if newValue != storedValue {
                setValue(newValue, animated: false)
                if isContinuous { sendActions(for: .valueChanged) }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    /// The lift lets the thumb go; a slider that is not continuous reports the change now.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        if grabOffset != nil, !isContinuous, storedValue != valueAtGrab { sendActions(for: .valueChanged) }
        grabOffset = nil
        super.touchesEnded(touches, with: event)
    }

    /// The touch was taken away: the thumb stays where it was let go.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        if grabOffset != nil, !isContinuous, storedValue != valueAtGrab { sendActions(for: .valueChanged) }
        grabOffset = nil
        super.touchesCancelled(touches, with: event)
    }
}
