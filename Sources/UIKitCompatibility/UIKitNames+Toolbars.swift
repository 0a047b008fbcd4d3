import Engine
import Transitions

// Toolbars and their items under UIKit's names, with UIKit's target/action initializers
// kept for the calls that pass no action (a space).

/// `UIToolbar` (`Toolbar`): a row of bar button items, subclassed as UIKit code subclasses it.
public typealias UIToolbar = Toolbar
/// `UIBarItem` (`BarItem`), the title, image and tag every bar item has.
public typealias UIBarItem = BarItem
/// `UIBarButtonItem` (`BarButtonItem`): a button, a space or a custom view in a toolbar; its
/// tap runs `onPrimaryAction`.
public typealias UIBarButtonItem = BarButtonItem
/// `UIToolbarAppearance` (`BarAppearance`, the type behind `UINavigationBarAppearance` too):
/// configure one and assign it to a toolbar's `standardAppearance` or `compactAppearance`.
public typealias UIToolbarAppearance = BarAppearance
/// `UIBarPosition` (`BarPosition`): the key of a toolbar's background and shadow images.
public typealias UIBarPosition = BarPosition
/// `UIBarMetrics` (`BarMetrics`), a background image's other key: `.default` or `.compact`.
public typealias UIBarMetrics = BarMetrics

extension BarButtonItem {
    /// `init(barButtonSystemItem:target:action:)`. An action is a selector, which needs the
    /// Objective-C runtime: UIKit code passes `nil` for a space, and an item that acts sets
    /// `onPrimaryAction` instead (`#selector` does not compile on Linux).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Any?) {
        self.init(systemItem: systemItem)
        self.target = target
    }

    /// `init(title:style:target:action:)`, for a title with no action (see
    /// `init(barButtonSystemItem:target:action:)`); set `onPrimaryAction` for the tap.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Any?) {
        self.init(title: title, style: style)
        self.target = target
    }

    /// `init(image:style:target:action:)`, for an image with no action (see
    /// `init(barButtonSystemItem:target:action:)`); set `onPrimaryAction` for the tap.
    public convenience init(image: Image?, style: Style, target: AnyObject?, action: Any?) {
        self.init(image: image, style: style)
        self.target = target
    }
}
