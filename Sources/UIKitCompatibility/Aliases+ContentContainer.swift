// UIKit's name for the protocol that view controllers and presentation controllers share.

/// `UIContentContainer` (`ContentContainer`): what `size(forChildContentContainer:withParentContainerSize:)`
/// takes.
public typealias UIContentContainer = ContentContainer
