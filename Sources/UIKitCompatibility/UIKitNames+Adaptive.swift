// UIKit's names for adaptive presentation: size classes, popovers, and the delegate that
// decides what a popover becomes in a compact window.

/// `UITraitCollection` (`TraitCollection`): a value of size classes here, a class in UIKit.
public typealias UITraitCollection = TraitCollection
/// `UIUserInterfaceSizeClass` (`UserInterfaceSizeClass`).
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// `UIPopoverPresentationController` (`PopoverPresentationController`).
public typealias UIPopoverPresentationController = PopoverPresentationController
/// `UIPopoverArrowDirection` (`PopoverArrowDirection`).
public typealias UIPopoverArrowDirection = PopoverArrowDirection
/// `UIPopoverPresentationControllerDelegate` (`PopoverPresentationControllerDelegate`): the
/// adaptive delegate refined with the popover's own callbacks.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
