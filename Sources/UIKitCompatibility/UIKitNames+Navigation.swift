import Engine
import Foundation
import Transitions

// Navigation bars and items under UIKit's names.

/// `UINavigationBar` (`NavigationBar`, a view as UIKit's is): a navigation controller's bar,
/// or one of the app's own showing the `items` given to it.
public typealias UINavigationBar = NavigationBar
/// `UINavigationItem` (`NavigationItem`): what a controller, or a bar's own item, shows in a
/// navigation bar.
public typealias UINavigationItem = NavigationItem
/// `UINavigationBarDelegate` (`NavigationBarDelegate`): told of a bar's own pushes and pops.
public typealias UINavigationBarDelegate = NavigationBarDelegate

extension NavigationBar {
    /// The title's attributes (`titleTextAttributes`): `.font` and `.foregroundColor` are
    /// drawn, on the title shown now and on every title a push or pop brings; the other
    /// attributes are kept and not drawn. Nil goes back to the bold system title.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { titleTextAttributesValue as? [NSAttributedString.Key: Any] }
        set {
            titleTextAttributesValue = newValue
            let font = newValue?[.font] as? UIFont
            let color = newValue?[.foregroundColor] as? Color
            styleTitle = { label in
                if let font {
                    label.font = font
                } else {
                    label.fontSize = 17
                    label.fontWeight = .bold
                }
                label.textColor = color ?? .black
            }
            restyleTitle()
        }
    }
}
