extension View {
    /// The traits of the window the view is in (`traitCollection`): its size classes, text
    /// size, layout direction and scale; all unspecified (scale 0) outside a window, as UIKit
    /// reports for a view not yet in one. The appearance is the nearest
    /// `overrideUserInterfaceStyle` up the tree, else the window's.
    ///
    /// Its text size is the window's, limited by `minimumContentSizeCategory` and
    /// `maximumContentSizeCategory` on the view and each superview, the outermost first.
    public var traitCollection: TraitCollection {
        var traits = TraitCollection(window: window).overriding(userInterfaceStyle: inheritedUserInterfaceStyle)
        traits.preferredContentSizeCategory = limited(traits.preferredContentSizeCategory)
        return traits
    }

    /// `category` within the limits of this view and its superviews: each superview's limits
    /// first, the view's own last, as a limit holds for a view and everything inside it. A
    /// maximum wins over a larger minimum; an unspecified size (no window) stays unspecified.
    func limited(_ category: ContentSizeCategory) -> ContentSizeCategory {
        guard category != .unspecified else { return category }
        var result = superview?.limited(category) ?? category
        if let minimum = minimumContentSizeCategory { result = max(result, minimum) }
        if let maximum = maximumContentSizeCategory { result = min(result, maximum) }
        return result
    }

    /// One line per view from this one up: its type, the text size its traits report, and
    /// its own limits when it has any.
    func contentSizeCategoryLimitsDescription() -> String {
        var lines: [String] = []
        var view: View? = self
        while let current = view {
            var line = "<\(type(of: current))>: \(current.traitCollection.preferredContentSizeCategory.rawValue)"
            if current.minimumContentSizeCategory != nil || current.maximumContentSizeCategory != nil {
                let minimum = current.minimumContentSizeCategory?.rawValue ?? "none"
                let maximum = current.maximumContentSizeCategory?.rawValue ?? "none"
                line += ", limits: minimum \(minimum), maximum \(maximum)"
            }
            lines.append(line)
            view = current.superview
        }
        return lines.joined(separator: "\n")
    }
}
