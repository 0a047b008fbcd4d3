import Engine

/// A transition from one view controller to another (`UIStoryboardSegue`). There are no
/// storyboards on this platform, so a segue is made in code, as UIKit allows with
/// `init(identifier:source:destination:)`, and run with `perform()`.
///
/// Rules it keeps: a subclass overrides `perform()` to present or show `destination` from
/// `source` itself (UIKit's custom segue); a segue made with a `performHandler` runs that
/// handler. The base `perform()` otherwise presents `destination` modally from `source`,
/// what a storyboard's "Present Modally" segue does, so that a subclass written for that
/// kind (which sets a transitioning delegate, then calls `super.perform()`) runs as in UIKit.
@preconcurrency @MainActor
open class StoryboardSegue {
    /// The segue's name in its storyboard (`identifier`); nil for one made in code without one.
    public let identifier: String?
    /// The controller the segue leaves (`source`).
    public let source: ViewController
    /// The controller the segue shows (`destination`).
    public let destination: ViewController
    private let performHandler: (() -> Void)?

    /// A segue from `source` to `destination` (`init(identifier:source:destination:)`).
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
    }

    /// A segue whose `perform()` runs `performHandler`
    /// (`init(identifier:source:destination:performHandler:)`).
    public init(
        identifier: String?, source: ViewController, destination: ViewController,
        performHandler: @escaping () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Runs the transition: the `performHandler` when the segue has one, otherwise a modal
    /// presentation of `destination` from `source`, animated.
    open func perform() {
        if let performHandler {
            performHandler()
        } else {
            source.present(destination, animated: true)
        }
    }
}

extension ViewController {
    /// Runs the segue `identifier` from a storyboard (`performSegue(withIdentifier:sender:)`).
    /// There are no storyboards here, so no identifier names a segue: UIKit's "no segue with
    /// identifier" error is reported as a diagnostic (`segue.unknown`) and nothing runs.
    /// Make the segue in code and call `perform()` instead.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        let message =
            "Receiver (\(type(of: self))) has no segue with identifier '\(identifier)': there are no "
            + "storyboards here; make the segue in code and call perform()"
        View.report(.unknownSegue, message, on: viewIfLoaded)
    }
}

extension Diagnostic.Kind {
    /// `performSegue(withIdentifier:sender:)` named a segue no storyboard holds.
    public static let unknownSegue: Self = "segue.unknown"
}
