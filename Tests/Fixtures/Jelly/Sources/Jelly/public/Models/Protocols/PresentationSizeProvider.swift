// swift-format-ignore-file
import Foundation

public protocol PresentationSizeProvider {
    var presentationSize: PresentationSizeProtocol { get set }
}
