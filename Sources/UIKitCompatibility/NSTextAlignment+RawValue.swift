import LayerTree

extension TextAlignment {
    /// `NSTextAlignment(rawValue:)` with UIKit's numbering, as code that stores an alignment
    /// as a number writes it: 0 left, 1 centre, 2 right, 3 justified (drawn left here, as a
    /// label's last line is), 4 natural (left: text here runs left to right). Nil for any
    /// other number.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0, 3, 4: self = .left
        case 1: self = .center
        case 2: self = .right
        default: return nil
        }
    }
}
