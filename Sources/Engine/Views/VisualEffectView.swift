import Geometry
import LayerTree

/// A view that draws what lies behind it through an effect (`UIVisualEffectView`): a
/// blur, saturated and tinted, within its rounded bounds.
///
/// As in UIKit, content goes into `contentView`, not onto the view itself, and `effect`
/// animates: inside `View.animate` or a `PropertyAnimator`, going from nil to a
/// `BlurEffect` grows the blur radius, saturation and tint together along the curve, so a
/// paused animator's `fractionComplete` scrubs the blur.
open class VisualEffectView: View {
    /// Where the view's subviews go (`contentView`): it fills the view and is drawn over the
    /// effect.
    public let contentView: View

    private var _effect: VisualEffect?

    /// The effect drawn (animatable); nil draws none.
    public var effect: VisualEffect? {
        get { _effect }
        set {
            _effect = newValue
            material = newValue?.material
        }
    }

    /// A visual effect view drawing `effect` (`init(effect:)`), with a zero frame.
    public init(effect: VisualEffect?) {
        contentView = View()
        super.init(frame: .zero)
        setUp(effect)
    }

    /// A visual effect view at `frame` with no effect.
    public override init(frame: Rect) {
        contentView = View()
        super.init(frame: frame)
        setUp(nil)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    private func setUp(_ effect: VisualEffect?) {
        contentView.frame = bounds
        addSubview(contentView)
        if let effect {
            _effect = effect
            _material = effect.material
        }
    }

    /// Keeps `contentView` filling the bounds, then runs the `onLayoutSubviews` closure.
    open override func layoutSubviews() {
        contentView.frame = bounds
        super.layoutSubviews()
    }
}
