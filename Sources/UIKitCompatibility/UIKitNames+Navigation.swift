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
    /// attributes are kept and not drawn. Nil goes back to the bold system title. An
    /// appearance with title attributes of its own (`standardAppearance`) wins, as in UIKit.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { titleTextAttributesValue as? [NSAttributedString.Key: Any] }
        set {
            titleTextAttributesValue = newValue
            styleTitle = newValue.map(titleStyle(from:))
            restyleTitle()
        }
    }

    /// The large title's attributes (`largeTitleTextAttributes`). Kept as set and not drawn:
    /// the bar here draws no large title (see `prefersLargeTitles`).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { largeTitleTextAttributesValue as? [NSAttributedString.Key: Any] }
        set { largeTitleTextAttributesValue = newValue }
    }
}

extension BarAppearance {
    /// The title's attributes in a navigation bar with this appearance
    /// (`UINavigationBarAppearance.titleTextAttributes`): `.font` and `.foregroundColor` are
    /// drawn, the others kept; empty by default, which keeps the bar's own title style.
    public var titleTextAttributes: [NSAttributedString.Key: Any] {
        get { titleTextAttributesValue as? [NSAttributedString.Key: Any] ?? [:] }
        set {
            titleTextAttributesValue = newValue
            styleTitle = newValue.isEmpty ? nil : titleStyle(from: newValue)
        }
    }

    /// The large title's attributes (`largeTitleTextAttributes`), kept as set and not drawn:
    /// no bar here draws a large title.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] {
        get { largeTitleTextAttributesValue as? [NSAttributedString.Key: Any] ?? [:] }
        set { largeTitleTextAttributesValue = newValue }
    }
}

/// What title attributes draw on a bar's title label: their font and their colour, over the
/// bar's own style.
@MainActor
private func titleStyle(from attributes: [NSAttributedString.Key: Any]) -> (Label) -> Void {
    let font = attributes[.font] as? UIFont
    let color = attributes[.foregroundColor] as? Color
    return { label in
        if let font { label.font = font }
        if let color { label.textColor = color }
    }
}
