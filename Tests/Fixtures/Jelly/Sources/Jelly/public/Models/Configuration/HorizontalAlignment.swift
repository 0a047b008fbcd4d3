// swift-format-ignore-file
import UIKit

public enum HorizontalAlignment {
    case left
    case right
    case center
    case custom(x: CGFloat)
}
