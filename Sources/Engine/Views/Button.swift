import Geometry
import LayerTree

/// A system-style button (`UIButton(type: .system)`): its title is drawn in the tint
/// colour (grey when dimmed), faded while pressed, and `action` runs when a touch that
/// began on it ends inside it. A touch that leaves un-highlights it; releasing outside,
/// or a gesture recognizer taking the touch over, cancels the tap.
@preconcurrency @MainActor
public final class Button: View {
    /// The title label, laid out to fill the button.
    public let titleLabel: Label
    /// Runs on a tap inside (UIKit's `.touchUpInside`). Receives the button, so the closure
    /// need not capture it (and so make a cycle).
    public var action: ((Button) -> Void)?
    /// False ignores touches and draws the title grey.
    public var isEnabled = true { didSet { updateTitleAppearance() } }
    /// True while a touch is down inside the button.
    public internal(set) var isHighlighted = false { didSet { updateTitleAppearance() } }

    /// Creates a button titled `title`, running `action` on tap.
    public init(title: String, frame: Rect = .zero, action: ((Button) -> Void)? = nil) {
        titleLabel = Label(text: title)
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        self.action = action
        super.init(frame: frame)
        addSubview(titleLabel)
        updateTitleAppearance()
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The title text.
    public var title: String? {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The title's size plus UIKit's small padding, for `sizeToFit()`.
    public override var intrinsicContentSize: Size {
        let s = titleLabel.intrinsicContentSize
        return Size(width: s.width + 16, height: max(s.height + 12, 44))
    }

    /// Resizes to `intrinsicContentSize`, keeping the centre.
    public func sizeToFit() {
        bounds = Rect(origin: bounds.origin, size: intrinsicContentSize)
    }

    public override func layoutSubviews() {
        View.performWithoutAnimation {
            titleLabel.frame = Rect(origin: .zero, size: bounds.size)
        }
        super.layoutSubviews()
    }

    public override func tintColorDidChange() {
        updateTitleAppearance()
    }

    private func updateTitleAppearance() {
        titleLabel.textColor = isEnabled ? tintColor : Color.dimmedTint
        View.performWithoutAnimation {
            titleLabel.alpha = isHighlighted ? 0.2 : 1
        }
    }

    // MARK: Touch tracking (driven by the window)

    func touchDown() {
        isHighlighted = true
    }

    func touchMoved(inside: Bool) {
        if isHighlighted != inside { isHighlighted = inside }
    }

    func touchUp(inside: Bool) {
        isHighlighted = false
        if inside { action?(self) }
    }

    func touchCancelled() {
        isHighlighted = false
    }
}
