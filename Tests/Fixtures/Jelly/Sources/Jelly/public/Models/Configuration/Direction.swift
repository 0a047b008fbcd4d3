// swift-format-ignore-file
import Foundation

public enum Direction {
    case top
    case bottom
    case left
    case right
}
