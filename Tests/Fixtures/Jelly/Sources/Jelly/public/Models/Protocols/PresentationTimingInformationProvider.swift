// swift-format-ignore-file
import Foundation

public protocol PresentationTimingInformationProvider {
    var presentationTiming: PresentationTimingProtocol { get set}
}

