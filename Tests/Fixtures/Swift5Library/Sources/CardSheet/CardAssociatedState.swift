// UIKit idioms that need Objective-C's runtime on Apple platforms, written as UIKit code
// writes them: a stored property added in an extension through associated objects, and a
// controller that supports storyboards by calling `super.init(coder:)`.
#if canImport(UIKit)
    import UIKit

    private enum CardAssociatedKeys {
        static var cardHeight = 0
        static var grabber = 0
    }

    extension UIViewController {
        /// The height the card is presented at, kept on the controller itself.
        public var cardHeight: CGFloat? {
            get { objc_getAssociatedObject(self, &CardAssociatedKeys.cardHeight) as? CGFloat }
            set {
                objc_setAssociatedObject(
                    self, &CardAssociatedKeys.cardHeight, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        /// The grabber drawn on top of the card, not retained by the controller.
        public var cardGrabber: UIView? {
            get { objc_getAssociatedObject(self, &CardAssociatedKeys.grabber) as? UIView }
            set { objc_setAssociatedObject(self, &CardAssociatedKeys.grabber, newValue, .OBJC_ASSOCIATION_ASSIGN) }
        }
    }

    /// A card controller that a storyboard could also make.
    open class CardHostViewController: UIViewController {
        public init() {
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .custom
        }

        public required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            modalPresentationStyle = .custom
        }
    }
#endif
