// swift-format-ignore-file
import Foundation

public protocol PresentationHeightProvider {
    var height: Size { get set }
}
