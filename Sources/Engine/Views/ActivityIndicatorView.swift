import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A spinning gear of spokes that shows a task is in progress (`UIActivityIndicatorView`).
///
/// `startAnimating()` turns it, one spoke a step, eight steps a second, on the window's
/// clock (so a headless run draws the same frames every time); `stopAnimating()` stops
/// it and, while `hidesWhenStopped` is true (the default), hides it, as UIKit's is hidden
/// whenever it is not animating. Its size follows `style` (20 points medium, 37 large),
/// whatever its frame, as UIKit's does.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    /// The indicator's look (`UIActivityIndicatorView.Style`), with the names UIKit deprecated.
    public enum Style: Int, Sendable {
        /// The default: a 20-point grey gear.
        case medium = 100
        /// A 37-point grey gear.
        case large = 101
        /// A 37-point white gear (iOS 12 and earlier).
        case whiteLarge = 0
        /// A 20-point white gear (iOS 12 and earlier).
        case white = 1
        /// A 20-point grey gear (iOS 12 and earlier).
        case gray = 2

        /// The side of the square the gear fills.
        var side: Double {
            switch self {
            case .large, .whiteLarge: 37
            case .medium, .white, .gray: 20
            }
        }
    }

    /// Spokes in the gear, and so steps in one turn.
    static let spokeCount = 8
    /// Steps per second while animating.
    static let stepsPerSecond = 8.0

    /// The look; setting it resizes the indicator about its centre.
    open var style: Style { didSet { styleDidChange() } }
    /// The spokes' colour; nil (or never set) takes the style's, grey or white.
    open var color: Color! {
        get { customColor ?? defaultColor }
        set {
            customColor = newValue
            updateSpokes()
        }
    }
    /// True hides the indicator whenever it is not animating.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// True between `startAnimating()` and `stopAnimating()`.
    public private(set) var isAnimating = false

    private var customColor: Color?
    private var spokes: [View] = []
    /// The brightest spoke, advanced one a step.
    private(set) var headSpoke = 0
    private var link: DisplayLink?
    private var startTime: Double?

    /// An indicator of `style`, stopped (and so hidden) (`init(style:)`).
    /// Designated, as in UIKit, so a subclass may override it and call `super.init(style:)`.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: Rect(x: 0, y: 0, width: style.side, height: style.side))
        makeSpokes()
        isHidden = true
        // Set in an initializer, the property's observer does not run: resize here.
        styleDidChange()
        center = Point(x: style.side / 2, y: style.side / 2)
    }

    /// A medium indicator centred in `frame`, stopped (`init(frame:)`): the designated
    /// initializer, as in UIKit, so a subclass's `super.init(frame:)` builds the whole gear.
    public override init(frame: Rect) {
        style = .medium
        super.init(
            frame: Rect(
                x: frame.midX - Style.medium.side / 2, y: frame.midY - Style.medium.side / 2, width: Style.medium.side,
                height: Style.medium.side))
        makeSpokes()
        isHidden = true
    }

    /// A medium indicator at the origin, stopped. UIKit declares this initializer
    /// non-failable (`required init(coder:)`), so a subclass's `super.init(coder:)` must
    /// give an indicator; there is no archive to decode one from, so it is a plain one.
    public required init(coder: ViewCoder) {
        style = .medium
        super.init(frame: Rect(x: 0, y: 0, width: Style.medium.side, height: Style.medium.side))
        makeSpokes()
        isHidden = true
    }

    /// The style's square.
    open override var intrinsicContentSize: Size { Size(width: style.side, height: style.side) }

    /// Starts turning the gear and shows it.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startTime = nil
        startLinkIfInWindow()
    }

    /// Stops the gear where it is, hidden when `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        link?.invalidate()
        link = nil
        if hidesWhenStopped { isHidden = true }
    }

    /// Lays out the spokes and, once the indicator is in a window, starts the clock that
    /// turns it (a view added to a window is laid out, so this is where it learns of one).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSpokes()
        startLinkIfInWindow()
    }

    private var defaultColor: Color {
        switch style {
        case .white, .whiteLarge: .white
        case .medium, .large, .gray: Color(r8: 142, g8: 142, b8: 147)
        }
    }

    private func makeSpokes() {
        spokes = (0..<Self.spokeCount).map { _ in
            let spoke = View()
            spoke.isUserInteractionEnabled = false
            addSubview(spoke)
            return spoke
        }
        layoutSpokes()
        updateSpokes()
    }

    /// Each spoke a rounded bar from a third of the radius to the rim, turned to its angle.
    private func layoutSpokes() {
        let side = style.side
        let width = side >= 30 ? 4.0 : 2.5
        let length = side * 0.28
        let centre = Point(x: bounds.midX, y: bounds.midY)
        for (index, spoke) in spokes.enumerated() {
            let angle = Double(index) / Double(Self.spokeCount) * 2 * Double.pi
            let distance = side / 2 - length / 2
            spoke.transform = .identity
            spoke.bounds = Rect(x: 0, y: 0, width: width, height: length)
            spoke.cornerRadius = width / 2
            spoke.center = Point(x: centre.x + sin(angle) * distance, y: centre.y - cos(angle) * distance)
            spoke.transform = AffineTransform(rotationAngle: angle)
        }
    }

    /// The head spoke opaque, the ones behind it fading, as the gear's trail.
    private func updateSpokes() {
        let tint = color ?? defaultColor
        for (index, spoke) in spokes.enumerated() {
            let behind = (headSpoke - index + Self.spokeCount) % Self.spokeCount
            spoke.backgroundColor = tint
            spoke.alpha = 1 - Double(behind) / Double(Self.spokeCount) * 0.85
        }
    }

    private func styleDidChange() {
        let centre = center
        bounds = Rect(x: 0, y: 0, width: style.side, height: style.side)
        center = centre
        invalidateIntrinsicContentSize()
        layoutSpokes()
        updateSpokes()
    }

    private func startLinkIfInWindow() {
        guard isAnimating, link == nil, let window else { return }
        let link = DisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            guard self.window != nil else {
                // Off screen: stop the clock; the next layout in a window starts it again.
                link.invalidate()
                self.link = nil
                return
            }
            let start = self.startTime ?? link.targetTimestamp
            self.startTime = start
            let step = Int(((link.targetTimestamp - start) * Self.stepsPerSecond).rounded(.down))
            let head = step % Self.spokeCount
            if head != self.headSpoke {
                self.headSpoke = head
                self.updateSpokes()
            }
        }
        self.link = link
        link.add(to: window)
    }
}
