// swift-format-ignore-file
import Foundation

protocol InteractionConfigurationProvider {
    var interactionConfiguration: InteractionConfiguration? { get }
}
