// swift-format-ignore-file
import Foundation

public protocol PresentationUIConfigurationProvider {
    var presentationUIConfiguration: PresentationUIConfigurationProtocol { get set }
}


