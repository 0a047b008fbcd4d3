// swift-format-ignore-file
import UIKit

public enum VerticalAlignment {
    case top
    case bottom
    case center
    case custom(y: CGFloat)
}
