// swift-format-ignore-file
import Foundation

public protocol Presentation: PresentationTimingInformationProvider,
    PresentationUIConfigurationProvider,
    PresentationAnimatorProvider {
}
