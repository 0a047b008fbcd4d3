extension View {
    /// The traits of the window the view is in (`traitCollection`): its size classes, text
    /// size, layout direction and scale; all unspecified (scale 0) outside a window, as UIKit
    /// reports for a view not yet in one.
    public var traitCollection: TraitCollection { TraitCollection(window: window) }
}
