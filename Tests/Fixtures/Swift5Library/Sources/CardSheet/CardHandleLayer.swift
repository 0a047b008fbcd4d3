import UIKitCompatibility

/// The card's grabber as a layer subclass, written as Core Animation code writes one: its own
/// set-up in `init()`, its state copied in `init(layer:)` for presentation copies, no implicit
/// animation of its position, and its centre found by converting from the card's layer.
final class CardHandleLayer: CALayer {
    var handleWidth: CGFloat = 36

    override init() {
        super.init()
        cornerRadius = 2.5
        backgroundColor = UIColor.lightGray.cgColor
        actions = ["position": NSNull(), "bounds": NSNull()]
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let handle = layer as? CardHandleLayer {
            handleWidth = handle.handleWidth
        }
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// Places the handle at the top centre of `card`.
    func place(in card: CALayer) {
        let top = card.convert(CGPoint(x: card.bounds.midX, y: 8), to: superlayer)
        frame = CGRect(x: top.x - handleWidth / 2, y: top.y, width: handleWidth, height: 5)
    }
}
