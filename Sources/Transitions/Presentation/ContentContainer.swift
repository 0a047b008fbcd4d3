import Geometry

/// `UIContentContainer`: an object that holds a controller's content and sizes its children,
/// which both view controllers and presentation controllers are in UIKit.
///
/// A presentation controller's `size(forChildContentContainer:withParentContainerSize:)`
/// takes one; libraries override it to say how large the presented controller is.
@preconcurrency @MainActor
public protocol ContentContainer: AnyObject {
    /// The size the content would like; `.zero` when it has no preference.
    var preferredContentSize: Size { get }
}

extension ViewController: ContentContainer {}

extension PresentationController: ContentContainer {
    /// The presented controller's preferred size: a presentation controller holds that
    /// controller's content.
    public var preferredContentSize: Size { presentedViewController.preferredContentSize }
}
