// swift-format-ignore-file
import Foundation

enum PresentationType {
    case show
    case dismiss
}
