// swift-format-ignore-file
import Foundation

public protocol PresentationShowDirectionProvider {
    var showDirection: Direction { get set }
}
