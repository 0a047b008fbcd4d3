extension View {
    /// The traits of the window the view is in (`traitCollection`): its size classes, text
    /// size, layout direction and scale; all unspecified (scale 0) outside a window, as UIKit
    /// reports for a view not yet in one. The appearance is the nearest
    /// `overrideUserInterfaceStyle` up the tree, else the window's.
    public var traitCollection: TraitCollection {
        TraitCollection(window: window).overriding(userInterfaceStyle: inheritedUserInterfaceStyle)
    }
}
