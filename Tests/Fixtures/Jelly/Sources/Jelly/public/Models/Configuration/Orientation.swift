// swift-format-ignore-file
import Foundation

public enum Orientation {
    case horizontal
    case vertical
}
