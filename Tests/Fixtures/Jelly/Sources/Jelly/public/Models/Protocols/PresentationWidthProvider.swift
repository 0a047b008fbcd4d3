// swift-format-ignore-file
import Foundation

public protocol PresentationWidthProvider {
    var width: Size { get set  }
}
