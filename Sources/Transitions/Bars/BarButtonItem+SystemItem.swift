extension BarButtonItem {
    /// The system's items (`UIBarButtonItem.SystemItem`), with UIKit's raw values. There are
    /// no system symbols here, so each button is drawn as its name in words ("Share" for
    /// `.action`, "+" for `.add`); the spaces draw nothing.
    public enum SystemItem: Int, Sendable {
        /// "Done", in bold.
        case done = 0
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save".
        case save
        /// "+".
        case add
        /// Room shared with the other flexible spaces.
        case flexibleSpace
        /// Room of the item's `width`.
        case fixedSpace
        /// "Compose".
        case compose
        /// "Reply".
        case reply
        /// "Share" (UIKit's box with an arrow).
        case action
        /// "Organize".
        case organize
        /// "Bookmarks".
        case bookmarks
        /// "Search".
        case search
        /// "Refresh".
        case refresh
        /// "Stop".
        case stop
        /// "Camera".
        case camera
        /// "Trash".
        case trash
        /// "Play".
        case play
        /// "Pause".
        case pause
        /// "Rewind".
        case rewind
        /// "Forward".
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo
        /// "Page Curl" (an item UIKit no longer draws).
        case pageCurl
        /// "Close".
        case close

        /// The words drawn for the item; nil for a space.
        var drawnTitle: String? {
            switch self {
            case .flexibleSpace, .fixedSpace: nil
            case .add: "+"
            case .action: "Share"
            case .fastForward: "Forward"
            case .pageCurl: "Page Curl"
            default: String(describing: self).prefix(1).uppercased() + String(describing: self).dropFirst()
            }
        }
    }
}
