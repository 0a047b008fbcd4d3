import Engine
import Foundation
import Geometry

/// How the user acted on a link or attachment in a text view (`UITextItemInteraction`),
/// passed to `UITextViewDelegate`'s `textView(_:shouldInteractWith:in:interaction:)`.
public enum UITextItemInteraction: Int, Hashable, Sendable {
    /// A tap: open the link, or show the attachment.
    case invokeDefaultAction = 0
    /// A long press: show the item's actions.
    case presentActions = 1
    /// A press that peeks at the item.
    case preview = 2
}

/// An image or file carried in attributed text (`NSTextAttachment`): kept so a delegate can
/// name it and code can build one. Text here is drawn without attachments, so one placed
/// in a string takes no room and is not drawn.
open class NSTextAttachment {
    /// The attachment's contents, with `fileType` its uniform type identifier.
    open var contents: Data?
    /// The uniform type identifier of `contents`.
    open var fileType: String?
    /// The image to show for the attachment.
    open var image: UIImage?
    /// Where the image sits relative to the line's baseline, in points.
    open var bounds: Rect = .zero

    /// An empty attachment.
    public init() {}

    /// An attachment of `contentData`, of the uniform type `uti` (`init(data:ofType:)`).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
    }

    /// An attachment showing `image` (`init(image:)`).
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }
}
