extension BarItem {
    /// Key-value coding's read (`value(forKey:)`) for the key UIKit code reads from a bar
    /// item: `"view"`, the view that draws the item in its bar (nil while no bar shows it),
    /// which tooltips and popovers point at. Any other key reads nil: with no Objective-C
    /// runtime, properties cannot be looked up by name.
    public func value(forKey key: String) -> Any? {
        key == "view" ? shownView : nil
    }
}
