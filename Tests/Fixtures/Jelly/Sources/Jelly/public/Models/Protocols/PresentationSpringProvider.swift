// swift-format-ignore-file
import Foundation

public protocol PresentationSpringProvider {
    var spring: Spring { get set }
}
