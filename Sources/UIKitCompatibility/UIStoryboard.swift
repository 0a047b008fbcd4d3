import Foundation

// Storyboards, for code that names them: there are no storyboard files on this platform, so
// a controller has none and a storyboard made by name holds no controllers.

/// `UIStoryboard`: a storyboard by name; there are no storyboard files here, so it makes no
/// controllers (`instantiateInitialViewController()` is nil).
@preconcurrency @MainActor
public final class UIStoryboard {
    /// The name it was made with.
    public let name: String

    /// A storyboard named `name` (`init(name:bundle:)`) in a bundle UIKit code names
    /// `Bundle`; nothing is read from it.
    public init(name: String, bundle storyboardBundleOrNil: ResourceBundle?) {
        self.name = name
    }

    /// A storyboard named `name` in a Foundation bundle, one that a file importing Foundation
    /// alone hands over. Disfavoured, so `.main` and `nil` name UIKit code's `Bundle`.
    @_disfavoredOverload
    public convenience init(name: String, bundle storyboardBundleOrNil: Foundation.Bundle?) {
        self.init(name: name, bundle: storyboardBundleOrNil.map(ResourceBundle.init(_:)))
    }

    /// Nil: there is no storyboard file to make the initial controller from.
    public func instantiateInitialViewController() -> UIViewController? { nil }
}

extension ViewController {
    /// The storyboard the controller came from (`storyboard`): always nil, as for a
    /// controller made in code, since there are no storyboards here.
    public var storyboard: UIStoryboard? { nil }
}
