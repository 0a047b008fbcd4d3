import Engine

/// `UIInterfaceOrientationMask` (`InterfaceOrientationMask`).
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
