/// A view that a list reuses once it scrolls off: tables' and collection views' cells.
@preconcurrency @MainActor
protocol ReusableView: View {
    /// Clears what the last item left in the view, before it is handed out again.
    func prepareForReuse()
}

/// A table's rows are reused through the same queue as a collection view's items.
extension TableViewCell: ReusableView {}

/// The cells a scrolling list keeps off screen, by reuse identifier, and how to make a new
/// one per identifier when none waits: what makes a long list cost a screenful of views.
///
/// A view handed out again runs its `prepareForReuse()` first, as UIKit's do.
@MainActor
struct ReuseQueue<Element: ReusableView> {
    /// Makes a new view for an identifier, given that identifier.
    private var makers: [String: (String) -> Element] = [:]
    /// Views off screen waiting to be dequeued, by identifier.
    private var waiting: [String: [Element]] = [:]

    /// Makes views with `make` for `identifier` when its queue is empty; nil forgets it.
    mutating func register(_ make: ((String) -> Element)?, for identifier: String) {
        makers[identifier] = make
    }

    /// Puts `view` in `identifier`'s queue; a view with no identifier is not reused.
    mutating func enqueue(_ view: Element, identifier: String?) {
        guard let identifier else { return }
        waiting[identifier, default: []].append(view)
    }

    /// A waiting view of `identifier` (prepared for reuse), else a new one, else nil.
    mutating func dequeue(_ identifier: String) -> Element? {
        if let view = waiting[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return makers[identifier]?(identifier)
    }
}
