// swift-format-ignore-file
import Foundation

public protocol PresentationSizeProtocol: PresentationWidthProvider, PresentationHeightProvider {
    
}
