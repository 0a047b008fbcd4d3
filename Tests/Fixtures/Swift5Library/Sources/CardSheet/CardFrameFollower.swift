import UIKitCompatibility

/// Keeps a floating button over the card's top edge by observing the card's frame with a
/// string key path, as animator objects in transition libraries do.
final class CardFrameFollower: NSObject {
    private var followContext = 0
    private let card: UIView
    private let button: UIView

    init(card: UIView, button: UIView) {
        self.card = card
        self.button = button
        super.init()
        card.addObserver(self, forKeyPath: "frame", options: [.new, .initial], context: &followContext)
    }

    deinit {
        card.removeObserver(self, forKeyPath: "frame")
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard context == &followContext, let frame = change?[.newKey] as? CGRect else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        button.center = CGPoint(x: frame.midX, y: frame.minY)
    }
}
