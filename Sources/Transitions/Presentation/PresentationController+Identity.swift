import Engine

/// Presentation controllers compare and hash by identity, as `UIPresentationController`, an
/// `NSObject`, does.
extension PresentationController: IdentityHashable {}
