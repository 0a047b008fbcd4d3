import Transitions

extension UIStoryboard {
    /// `instantiateViewController(withIdentifier:)`: UIKit raises an exception when the
    /// storyboard has no controller with `identifier`, and a storyboard here has none (there
    /// are no storyboard files), so this stops the program with UIKit's message. A controller
    /// made in code never reaches it: its `storyboard` is nil, so
    /// `storyboard?.instantiateViewController(withIdentifier:)` is nil.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        fatalError("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
    }
}
