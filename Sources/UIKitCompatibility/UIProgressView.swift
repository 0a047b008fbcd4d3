import Engine
import Geometry

/// A bar that shows how far a task has got (`UIProgressView`): a track across the view's
/// width and, over it from the leading edge, a fill as wide as `progress` of it. The fill
/// takes `progressTintColor`, else the view's tint; the track `trackTintColor`, else a
/// light grey. Its height is the style's, as UIKit sizes it.
@preconcurrency @MainActor
open class UIProgressView: View {
    /// The bar's look (`UIProgressView.Style`).
    public enum Style: Int, Sendable {
        /// The standard bar, over a light grey track.
        case `default`
        /// The thinner bar for a toolbar, with no track drawn.
        case bar

        /// The bar's height, in points.
        var height: Double { self == .bar ? 2.5 : 4 }
    }

    /// The look; setting it resizes the bar to the style's height.
    open var progressViewStyle: Style = .default {
        didSet {
            bounds.size.height = progressViewStyle.height
            updateColors()
            setNeedsLayout()
        }
    }
    /// How far the task has got, 0 (none) to 1 (done); values outside are pinned to those
    /// limits, as UIKit pins them. 0 until set.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The fill's colour; nil takes the view's `tintColor`.
    open var progressTintColor: Color? { didSet { updateColors() } }
    /// The track's colour; nil takes a light grey (clear for `.bar`).
    open var trackTintColor: Color? { didSet { updateColors() } }

    private var storedProgress: Float = 0
    private let fill = View()

    /// A bar of `style`, 0 done (`init(progressViewStyle:)`).
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: Rect(x: 0, y: 0, width: 150, height: style.height))
        progressViewStyle = style
    }

    /// A default bar in `frame`, its height the style's (`init(frame:)`).
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: Size(width: frame.width, height: Style.default.height)))
        clipsToBounds = true
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        updateColors()
    }

    /// Always nil: there is no archive to decode a bar from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Sets `progress` (pinned to 0...1), moving the fill over an animation when `animated`
    /// (`setProgress(_:animated:)`).
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(1, max(0, progress))
        if animated {
            View.animate(withDuration: 0.25) { self.layoutFill() }
        } else {
            layoutFill()
        }
    }

    /// The bar's width by default and the style's height.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: progressViewStyle.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutFill()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    /// The fill's frame: `progress` of the width from the leading edge, full height.
    private func layoutFill() {
        fill.frame = Rect(x: 0, y: 0, width: bounds.width * Double(storedProgress), height: bounds.height)
    }

    private func updateColors() {
        fill.backgroundColor = progressTintColor ?? tintColor
        settingDefaults {
            backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? nil : Color(r8: 229, g8: 229, b8: 234))
        }
    }
}
