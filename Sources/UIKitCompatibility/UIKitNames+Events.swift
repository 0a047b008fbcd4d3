import Engine

/// `NSInteger`: Objective-C's pointer-sized integer, Swift's `Int`.
public typealias NSInteger = Int
/// `NSUInteger`: Objective-C's unsigned pointer-sized integer, imported as `Int` by Swift.
public typealias NSUInteger = Int

extension TouchEvent {
    /// The kinds of event UIKit delivers (`UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        /// Touches on the screen: the only kind this platform's pointer makes.
        case touches = 0
        /// Device motion (a shake).
        case motion = 1
        /// Remote-control commands from headphones or the lock screen.
        case remoteControl = 2
        /// Physical button presses.
        case presses = 3
        /// Scroll wheels and trackpads.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// Trackpad pinches and rotations.
        case transform = 14
    }

    /// The event's kind (`type`): always `.touches`, the only events this platform
    /// delivers as `UIEvent`s, so code testing for remote-control events sees none.
    public var type: EventType { .touches }

    /// What a motion or remote-control event was (`UIEvent.EventSubtype`).
    public enum EventSubtype: Int, Sendable {
        /// No subtype: every touch event.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause, whichever is not happening.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Seeking backward began.
        case remoteControlBeginSeekingBackward = 106
        /// Seeking backward ended.
        case remoteControlEndSeekingBackward = 107
        /// Seeking forward began.
        case remoteControlBeginSeekingForward = 108
        /// Seeking forward ended.
        case remoteControlEndSeekingForward = 109
    }

    /// The event's subtype (`subtype`): `.none`, as for every touch event.
    public var subtype: EventSubtype { .none }
}

/// `CATransition` (`LayerTransition`): accepted by `add(_:forKey:)` and timed; the new
/// content shows at once (see `LayerTransition`).
public typealias CATransition = LayerTransition
/// `CATransitionType` (`LayerTransition.TransitionType`).
public typealias CATransitionType = LayerTransition.TransitionType
/// `CATransitionSubtype` (`LayerTransition.Subtype`).
public typealias CATransitionSubtype = LayerTransition.Subtype

extension View {
    /// `drawHierarchy(in:afterScreenUpdates:)`: would draw what the view shows into the
    /// current context. The drawing contexts here record drawing commands and cannot hold
    /// the renderer's pixels, so nothing is drawn and the answer is false, UIKit's "the
    /// snapshot is missing image data"; `snapshotView(afterScreenUpdates:)` gives a view
    /// of the content instead.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        false
    }
}
