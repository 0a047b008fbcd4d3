// swift-format-ignore-file
import Foundation

public struct Constants {
    // This is only available on iOS 11 and later
    public static let gestureRecognizerIdentifier = "JellyInteractivePanGestureRecognizer"
}
