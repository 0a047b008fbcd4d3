// swift-format-ignore-file
import Foundation

enum LiveUpdateError: Error {
    case notSupportedOnSlide
}
