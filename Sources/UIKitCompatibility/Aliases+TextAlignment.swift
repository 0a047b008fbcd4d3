import LayerTree

/// `NSTextAlignment` (`TextAlignment`): left, centre or right, as a label aligns its line.
public typealias NSTextAlignment = TextAlignment
