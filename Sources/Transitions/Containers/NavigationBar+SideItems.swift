import Engine
import Geometry

/// The views a navigation bar draws for its top item beside the title: the left and right
/// buttons and the view in the title's place.
@MainActor
struct SideViews {
    /// The left buttons' views, left to right.
    var left: [View] = []
    /// The right buttons' views, right to left (the first is the rightmost, as UIKit orders them).
    var right: [View] = []
    /// The item's `titleView`.
    var titleView: View?

    /// Every view, for fading and removing them together.
    var all: [View] { left + right + (titleView.map { [$0] } ?? []) }
}

extension NavigationBar {
    /// Room between the bar's edges and its side buttons, and between two side buttons.
    static let sideItemSpacing = 8.0

    /// Makes (or takes: custom views, the title view, and the buttons the bar shows already)
    /// the views for `item`'s side buttons and title view, and puts them in the bar.
    func makeSideViews(for item: NavigationItem) -> SideViews {
        var sides = SideViews()
        for (items, right) in [(item.leftBarButtonItems ?? [], false), (item.rightBarButtonItems ?? [], true)] {
            for barItem in items {
                let shown = barItem.shownView.flatMap { v in
                    let current = sideViews.all.contains { $0 === v }
                    return current && (barItem.customView.map { $0 === v } ?? (v is Button)) ? v : nil
                }
                if let button = shown as? Button, barItem.customView == nil { barItem.configureBarButton(button) }
                let made = shown ?? barItem.makeBarView(accessibilityIdentifier: "navigation-bar.item")
                guard let view = made else { continue }
                barItem.shownView = view
                barItem.onChange = { [weak self, weak barItem, weak view] in
                    if let barItem, barItem.customView == nil, let button = view as? Button {
                        barItem.configureBarButton(button)
                    }
                    self?.setNeedsLayout()
                }
                if right { sides.right.append(view) } else { sides.left.append(view) }
            }
        }
        sides.titleView = item.titleView
        for view in sides.all where view.superview !== self { addSubview(view) }
        return sides
    }

    /// Places the side buttons along the row at `y`: the left ones after the back button
    /// when it shows (else from the left edge), the right ones from the right edge. Returns
    /// how far from either edge they reach, so the title keeps clear of them.
    func layoutSideViews(_ sides: SideViews, in bounds: Rect, row y: Double, back: Button) -> Double {
        var x = bounds.minX + Self.sideItemSpacing
        if !back.isHidden, !sides.left.isEmpty {
            x += back.intrinsicContentSize.width + Self.sideItemSpacing
        }
        for view in sides.left {
            let size = Self.size(of: view)
            Self.place(
                view,
                in: Rect(x: x, y: y + (Self.contentHeight - size.height) / 2, width: size.width, height: size.height))
            x += size.width + Self.sideItemSpacing
        }
        var right = bounds.maxX - Self.sideItemSpacing
        for view in sides.right {
            let size = Self.size(of: view)
            right -= size.width
            Self.place(
                view,
                in: Rect(
                    x: right, y: y + (Self.contentHeight - size.height) / 2, width: size.width, height: size.height))
            right -= Self.sideItemSpacing
        }
        let leftReach = sides.left.isEmpty ? 0 : x - bounds.minX
        let rightReach = sides.right.isEmpty ? 0 : bounds.maxX - right
        return max(leftReach, rightReach)
    }

    /// Centres `view` in `room` at its own size (its intrinsic size when it has none),
    /// shrunk to fit.
    static func center(_ view: View, in room: Rect) {
        let size = Self.size(of: view)
        let w = min(size.width, room.width)
        let h = min(size.height, room.height)
        place(view, in: Rect(x: room.midX - w / 2, y: room.midY - h / 2, width: w, height: h))
    }

    /// A side view's size: its own when it has one, else its content's, at most the row's height.
    private static func size(of view: View) -> Size {
        var size = view.bounds.size
        // A button the bar made follows its content; a view of the app's own keeps its size.
        if view.accessibilityIdentifier == "navigation-bar.item" || size.width <= 0 || size.height <= 0 {
            let fitted = view.intrinsicContentSize
            size = Size(width: max(fitted.width, 0), height: max(fitted.height, 0))
            if size.height <= 0 { size.height = contentHeight }
        }
        return Size(width: size.width, height: min(size.height, contentHeight))
    }
}
