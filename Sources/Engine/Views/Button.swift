import Geometry
import LayerTree

/// A system-style button (`UIButton(type: .system)`): its title is drawn in the tint
/// colour (grey when dimmed), faded while pressed, and `onPrimaryAction` runs when a touch that
/// began on it ends inside it. A touch that leaves un-highlights it; releasing outside,
/// or a gesture recognizer taking the touch over, cancels the tap.
///
/// Open, as `UIButton` is: a subclass may override `isHighlighted` to draw its pressed state,
/// `layoutSubviews()` and `sizeToFit()`, and still receives the taps.
@preconcurrency @MainActor
open class Button: Control {
    /// The title label, laid out to fill the button. Implicitly unwrapped, as UIKit's
    /// `titleLabel: UILabel?` is optional: UIKit code's `titleLabel?.font` compiles, and
    /// `titleLabel.text` too. It is never nil here.
    public let titleLabel: Label!
    /// Runs on a tap inside (UIKit's `.touchUpInside`). Receives the button, so the closure
    /// need not capture it (and so make a cycle).
    public var onPrimaryAction: ((Button) -> Void)?
    /// False ignores touches and draws the title grey.
    open override var isEnabled: Bool { didSet { updateTitleAppearance() } }
    /// True while a touch is down inside the button; the title fades while it is.
    open override var isHighlighted: Bool { didSet { updateTitleAppearance() } }
    /// Selects the title and colour set for `.selected`, if any.
    open override var isSelected: Bool { didSet { updateTitleAppearance() } }
    /// The kind the button was made as (`buttonType`); `.system` unless made with `init(type:)`.
    public private(set) var buttonType: ButtonType = .system
    /// Titles and title colours set per state with `setTitle(_:for:)` / `setTitleColor(_:for:)`.
    var stateTitles: [ControlState: String] = [:]
    var stateTitleColors: [ControlState: Color] = [:]
    /// Styled titles set per state with `setStyledTitle(_:for:)`, and the title label's own
    /// font while a styled one replaces it.
    var stateStyledTitles: [ControlState: StyledTitle] = [:]
    var plainTitleFont: (size: Double, weight: FontWeight)?
    /// Images and background images set per state with `setImage(_:for:)` /
    /// `setBackgroundImage(_:for:)`.
    var stateImages: [ControlState: Image] = [:]
    var stateBackgroundImages: [ControlState: Image] = [:]
    /// The view showing the image for the current state, left of the title (`imageView`);
    /// nil until an image is set.
    public internal(set) var imageView: ImageView?
    /// The view filling the button with the background image for the current state.
    var backgroundImageView: ImageView?
    /// Space between the button's edges and its title (`contentEdgeInsets`): added to
    /// `intrinsicContentSize` and taken off the title's frame.
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// Moves the image's rectangle in from (positive) or out past (negative) where the
    /// layout put it (`imageEdgeInsets`), without changing the button's size or the title.
    public var imageEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves the title's rectangle in from (positive) or out past (negative) where the
    /// layout put it (`titleEdgeInsets`), without changing the button's size or the image.
    public var titleEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// The button's look in one value (`UIButton.configuration`); setting it applies its
    /// title, image, content insets, title colour, background and corners. Nil, the default,
    /// leaves the button as its other properties make it.
    public var configuration: Configuration? { didSet { applyConfiguration() } }

    /// Creates a button titled `title`, running `action` on tap.
    public convenience init(title: String, frame: Rect = .zero, action: ((Button) -> Void)? = nil) {
        self.init(frame: frame)
        self.title = title
        self.onPrimaryAction = action
    }

    /// An untitled `.system` button occupying `frame` (`UIButton(frame:)`): the designated
    /// initializer, so a `UIButton` subclass's `super.init(frame:)` builds the whole button.
    public override init(frame: Rect) {
        titleLabel = Label(text: nil)
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        super.init(frame: frame)
        // A button is an accessibility element with the button trait, as UIKit's is.
        accessibility.isElement = true
        accessibility.traits = .button
        addSubview(titleLabel)
        updateTitleAppearance()
    }

    /// An untitled button of kind `type` with a zero frame (`UIButton(type:)`). Every kind
    /// draws as `.system` does here; `buttonType` keeps what was asked for.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
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
    open override var intrinsicContentSize: Size {
        let s = titleLabel.intrinsicContentSize
        let image = shownImageSize
        let e = contentEdgeInsets
        return Size(
            width: s.width + image.width + 16 + e.left + e.right,
            height: max(s.height + 12, image.height, 44) + e.top + e.bottom)
    }

    /// The title's size with its padding, whatever room is offered.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Resizes to `intrinsicContentSize`, keeping the frame's origin (see `View.sizeToFit()`).
    open override func sizeToFit() {
        resizeToFit(intrinsicContentSize)
    }

    /// Places the background image, the title and the image in the rectangles the four
    /// rectangle methods below return, which a subclass overrides to lay its button out.
    open override func layoutSubviews() {
        View.performWithoutAnimation {
            let content = contentRect(forBounds: bounds)
            backgroundImageView?.frame = backgroundRect(forBounds: bounds)
            titleLabel.frame = titleRect(forContentRect: content)
            if let imageView, imageView.image != nil {
                imageView.frame = imageRect(forContentRect: content)
            }
            applyConfigurationCorners()
        }
        super.layoutSubviews()
    }

    /// `backgroundRect(forBounds:)`: where the background image is drawn; the whole bounds.
    open func backgroundRect(forBounds bounds: Rect) -> Rect { bounds }

    /// `contentRect(forBounds:)`: the room for the title and the image, the bounds inset by
    /// `contentEdgeInsets`.
    open func contentRect(forBounds bounds: Rect) -> Rect { bounds.inset(by: contentEdgeInsets) }

    /// `titleRect(forContentRect:)`: where the title is drawn: the whole content rectangle,
    /// or with an image, the title's width beside the image, the two aligned together by
    /// `contentHorizontalAlignment`; inset by `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: Rect) -> Rect {
        guard let group = imageAndTitleGroup(in: contentRect), group.titleWidth > 0 else {
            return contentRect.inset(by: titleEdgeInsets)
        }
        return Rect(
            x: group.x + shownImageSize.width, y: contentRect.minY, width: group.titleWidth,
            height: contentRect.height
        ).inset(by: titleEdgeInsets)
    }

    /// `imageRect(forContentRect:)`: where the image is drawn, at its own size, centred
    /// vertically, before the title, inset by `imageEdgeInsets`; an empty rectangle at the
    /// content's origin when there is no image.
    open func imageRect(forContentRect contentRect: Rect) -> Rect {
        guard let group = imageAndTitleGroup(in: contentRect) else {
            return Rect(origin: contentRect.origin, size: .zero)
        }
        let image = shownImageSize
        return Rect(x: group.x, y: contentRect.midY - image.height / 2, width: image.width, height: image.height)
            .inset(by: imageEdgeInsets)
    }

    override func contentAlignmentDidChange() {
        switch contentHorizontalAlignment {
        case .left, .leading: titleLabel.textAlignment = .left
        case .right, .trailing: titleLabel.textAlignment = .right
        case .center, .fill: titleLabel.textAlignment = .center
        }
    }

    open override func tintColorDidChange() {
        updateTitleAppearance()
    }

    func updateTitleAppearance() {
        let styled = styledTitle(for: state)
        if let shown = styled?.text ?? title(for: state), shown != titleLabel.text {
            title = shown
        }
        applyStyledTitleFont(styled)
        titleLabel.textColor =
            styled?.color ?? titleColor(for: state) ?? (isEnabled ? tintColor : Color.dimmedTint)
        View.performWithoutAnimation {
            titleLabel.alpha = isHighlighted ? 0.2 : 1
        }
        updateImages()
    }

    override func primaryActionTriggered() {
        onPrimaryAction?(self)
    }
}
