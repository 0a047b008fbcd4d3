// swift-format-ignore-file
import Foundation

public protocol PresentationSingleSizeProvider {
    var size: Size { get set  }
}
