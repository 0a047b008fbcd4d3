import Engine
import Foundation

/// `UIRefreshControl` (`RefreshControl`): the pull-to-refresh spinner of a scroll view,
/// table or collection view's `refreshControl`.
public typealias UIRefreshControl = RefreshControl

extension RefreshControl {
    /// The title under the spinner, with attributes (`attributedTitle`): shown in the font
    /// and colour of its first character where it names them, as a label shows attributed
    /// text here; nil shows no title.
    public var attributedTitle: NSAttributedString? {
        get { titleLabel.text == nil ? nil : titleLabel.attributedText }
        set {
            titleLabel.attributedText = newValue
            setNeedsLayout()
        }
    }
}
