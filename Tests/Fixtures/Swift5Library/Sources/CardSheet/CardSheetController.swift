// A controller as UIKit libraries write it, in a file that imports UIKit and Foundation:
// `init(nibName:bundle:)` overridden with `Bundle?`, localized strings and images from the
// library's own bundle, and SwiftPM's `Bundle.module` for the target's resources.
#if canImport(UIKit)
    import Foundation
    import UIKit

    /// The controller a card sheet presents, made the way UIKit libraries make theirs.
    open class CardSheetController: UIViewController {
        /// The title, localized from the library's bundle.
        public let sheetTitle: String

        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            sheetTitle = NSLocalizedString(
                "card.title", bundle: Bundle(for: CardSheetController.self), value: "Card", comment: "")
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        public required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        /// The handle's image from the library's bundle, or nil.
        var handleImage: UIImage? {
            UIImage(named: "handle", in: Bundle(for: CardSheetController.self), compatibleWith: nil)
        }

        /// The target's own resource, through `Bundle.module`.
        var notes: String? {
            (Bundle.module.url(forResource: "card-sheet", withExtension: "txt")
                ?? Bundle.cardSheetResources.url(forResource: "card-sheet", withExtension: "txt"))
                .flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        }

        /// The library's version, read as libraries read theirs.
        var version: String? {
            Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
                ?? Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String
        }
    }

    /// The implicitly unwrapped spelling of the override that older libraries keep.
    final class LegacySheetController: CardSheetController {
        override init(nibName nibNameOrNil: String!, bundle nibBundleOrNil: Bundle!) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil ?? .main)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }
#endif
