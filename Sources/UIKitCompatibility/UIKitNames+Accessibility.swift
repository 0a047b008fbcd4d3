// UIKit's accessibility notifications, which toasts and banners post so a screen reader
// reads them. No assistive technology runs alongside the playground, so nothing listens.
import Engine

extension UIAccessibility {
    /// `UIAccessibility.Notification`: what changed on the screen, for a screen reader.
    public struct Notification: Hashable, Sendable {
        /// The notification's number, as UIKit's.
        public let rawValue: UInt32
        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new view took up a large part of the screen (`screenChanged`).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed (`layoutChanged`).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Text to read out (`announcement`).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (`pageScrolled`).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// `UIAccessibility.post(notification:argument:)`: accepted; with no screen reader here
    /// (`isVoiceOverRunning` is false) nothing hears it.
    public static func post(notification: Notification, argument: Any?) {}
}
