// swift-format-ignore-file
import UIKit

public enum Size {
    case fullscreen
    case halfscreen
    case custom(value: CGFloat)
}
