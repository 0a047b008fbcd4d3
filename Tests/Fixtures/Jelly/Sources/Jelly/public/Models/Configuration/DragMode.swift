// swift-format-ignore-file
import Foundation

public enum DragMode {
    case edge
    case canvas
}
