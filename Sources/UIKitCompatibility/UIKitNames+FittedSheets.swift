import Engine

extension Window {
    /// `isKeyWindow`: true for the window that takes key events, the run's key window
    /// (`UIApplication.shared.keyWindow`, the most recently created).
    public var isKeyWindow: Bool { WindowScene.current?.keyWindow === self }
}

/// `UIInterfaceOrientationMask` (`InterfaceOrientationMask`).
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
