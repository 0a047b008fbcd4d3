// swift-format-ignore-file
import Foundation

public protocol PresentationDismissDirectionProvider {
    var dismissDirection: Direction { get set }
}
