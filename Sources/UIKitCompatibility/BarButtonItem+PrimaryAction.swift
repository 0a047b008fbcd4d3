import Engine
import Transitions

// UIKit's iOS 14 closure form of a bar button item's action: a `UIAction` that the item
// performs on a tap, with the item as the action's sender. `playground-port` rewrites an
// item's `target:action:` to it, since a selector needs the Objective-C runtime.

extension BarButtonItem {
    /// `primaryAction`: the action a tap performs, with the item as its `sender`.
    ///
    /// As UIKit documents it: "When you assign a new value to this property, the title and
    /// image of the item update to match the primary action's title and image" (a system
    /// item keeps its own). Setting nil takes the action away and leaves the title and image.
    public var primaryAction: UIAction? {
        get { primaryActionObject as? UIAction }
        set {
            primaryActionObject = newValue
            guard let action = newValue else {
                onPrimaryAction = nil
                return
            }
            onPrimaryAction = { item in action.perform(sender: item) }
            if case .regular = kind {
                title = action.title
                image = action.image
            }
        }
    }

    /// `init(title:image:primaryAction:menu:)` and `init(primaryAction:)`, with the `style` of
    /// `init(title:style:target:action:)` (there is no `UIMenu` here). UIKit configures the item from the action: an action with
    /// a title or an image gives the item those; one with neither (the form `playground-port`
    /// writes) leaves `title` and `image` as passed.
    public convenience init(
        title: String? = nil, image: Image? = nil, style: Style = .plain, primaryAction: UIAction?
    ) {
        self.init(title: title, image: image, style: style)
        guard let action = primaryAction else { return }
        let configures = !action.title.isEmpty || action.image != nil
        let (shownTitle, shownImage) = configures ? (action.title, action.image) : (title, image)
        self.primaryAction = action
        self.title = shownTitle
        self.image = shownImage
    }

    /// `init(systemItem:primaryAction:menu:)`: the system's item performing `primaryAction` on
    /// a tap; as UIKit documents, "The system item doesn't use the action to configure its title
    /// and image."
    public convenience init(systemItem: SystemItem, primaryAction: UIAction?) {
        self.init(systemItem: systemItem)
        self.primaryAction = primaryAction
    }
}
