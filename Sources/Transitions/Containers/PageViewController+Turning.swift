import Engine
import Geometry

extension PageViewController {
    /// The pages laid side by side in the scroll view: the shown one between the
    /// neighbours the data source gave.
    var slots: [ViewController] { [before, current, after].compactMap { $0 } }

    /// Where the shown page lies among `slots`.
    var currentSlot: Int { before == nil || current == nil ? 0 : 1 }

    /// One page and the space after it, along the navigation axis: the paging distance.
    var pageStep: Double {
        let b = viewIfLoaded?.bounds ?? .zero
        return (navigationOrientation == .horizontal ? b.width : b.height) + interPageSpacing
    }

    /// The content offset at which slot `i` fills the view.
    func slotOffset(_ i: Int) -> Point {
        let d = Double(i) * pageStep
        return navigationOrientation == .horizontal ? Point(x: d, y: 0) : Point(x: 0, y: d)
    }

    /// The frame of slot `i`'s page in the scroll view's content.
    func pageFrame(_ i: Int) -> Rect {
        let b = viewIfLoaded?.bounds ?? .zero
        let o = slotOffset(i)
        return Rect(x: o.x, y: o.y, width: b.width, height: b.height)
    }

    /// Sizes the scroll view one page plus spacing long (so paging moves a page and a gap)
    /// and its content to the slots; at rest, the shown page is in place and in view.
    func layoutPages() {
        guard let root = viewIfLoaded else { return }
        if pending == nil { askForNeighbours() }
        let b = root.bounds
        let s = interPageSpacing
        let n = Double(max(slots.count, 1))
        if navigationOrientation == .horizontal {
            pager.frame = Rect(x: 0, y: 0, width: b.width + s, height: b.height)
            pager.contentSize = Size(width: pageStep * n, height: b.height)
        } else {
            pager.frame = Rect(x: 0, y: 0, width: b.width, height: b.height + s)
            pager.contentSize = Size(width: b.width, height: pageStep * n)
        }
        for (i, page) in slots.enumerated() where page.viewIfLoaded?.superview === pager {
            page.view.frame = pageFrame(i)
        }
        guard pending == nil, let current else { return }
        place(current, inSlot: currentSlot)
        pager.contentOffset = slotOffset(currentSlot)
    }

    /// Asks the data source for the shown page's neighbours, once per settled page (a data
    /// source may make a new controller each time it is asked).
    private func askForNeighbours() {
        guard !neighboursAreCurrent, let current else { return }
        before = dataSource?.pageViewController(self, viewControllerBefore: current)
        after = dataSource?.pageViewController(self, viewControllerAfter: current)
        if before === current { before = nil }
        if after === current { after = nil }
        neighboursAreCurrent = true
    }

    private func place(_ page: ViewController, inSlot i: Int) {
        page.view.frame = pageFrame(i)
        if page.view.superview !== pager { pager.addSubview(page.view) }
    }

    /// Whether this controller is on screen, so its pages get appearance callbacks.
    private var isShowing: Bool { appearanceState == .appeared }

    /// Replaces the shown page without a slide: the old page disappears and leaves, the
    /// new one joins and appears (when this controller is on screen).
    func swapAtOnce(to target: ViewController) {
        let old = current
        let showing = isShowing
        addChild(target)
        if showing {
            target.beginAppearanceTransition(true, animated: false)
            old?.beginAppearanceTransition(false, animated: false)
        }
        old?.willMove(toParent: nil)
        old?.viewIfLoaded?.removeFromSuperview()
        old?.removeFromParent()
        current = target
        before = nil
        after = nil
        neighboursAreCurrent = false
        layoutPages()
        target.didMove(toParent: self)
        if showing {
            target.endAppearanceTransition()
            old?.endAppearanceTransition()
        }
    }

    /// Starts turning to `target`, a neighbour in `slots`: it joins as a child, its view
    /// goes into its slot, and it begins to appear as the shown page begins to disappear.
    func beginTurn(to target: ViewController, interactive: Bool) {
        guard let current, let slot = slots.firstIndex(where: { $0 === target }) else { return }
        pending = target
        pendingIsInteractive = interactive
        if interactive { delegate?.pageViewController(self, willTransitionTo: [target]) }
        addChild(target)
        place(target, inSlot: slot)
        if isShowing {
            target.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        }
    }

    /// A drag moved the content: once it leaves the shown page towards a neighbour, the
    /// turn to that neighbour begins (and a drag that swings to the other side switches
    /// to the neighbour there).
    func scrollViewMoved() {
        guard pager.isDragging, current != nil else { return }
        let o = pager.contentOffset
        let axis = navigationOrientation == .horizontal ? o.x : o.y
        let rest = navigationOrientation == .horizontal ? slotOffset(currentSlot).x : slotOffset(currentSlot).y
        let delta = axis - rest
        guard abs(delta) > 0.5, let target = delta > 0 ? after : before else { return }
        if let pending {
            guard pending !== target else { return }
            abandonTurn()
        }
        beginTurn(to: target, interactive: true)
    }

    /// Takes back a turn whose page never came to rest in view: both pages get the
    /// reversed appearance callbacks, and the pending page leaves.
    private func abandonTurn() {
        guard let target = pending, let current else { return }
        if isShowing { ChildViewSwap.reverseAppearance(from: current, to: target, animated: true) }
        target.willMove(toParent: nil)
        target.viewIfLoaded?.removeFromSuperview()
        target.removeFromParent()
        pending = nil
    }

    /// The content came to rest: the turn completed if the pending page fills the view,
    /// and went back otherwise. The delegate hears a drag's turn either way.
    func finishTurn() {
        guard let target = pending, let old = current else { return }
        let interactive = pendingIsInteractive
        let targetSlot = slots.firstIndex { $0 === target } ?? currentSlot
        let rest = slotOffset(targetSlot)
        let o = pager.contentOffset
        let completed = abs(o.x - rest.x) < 0.5 && abs(o.y - rest.y) < 0.5
        if completed {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
            target.didMove(toParent: self)
            current = target
            pending = nil
            if isShowing {
                target.endAppearanceTransition()
                old.endAppearanceTransition()
            }
        } else {
            abandonTurn()
        }
        before = nil
        after = nil
        neighboursAreCurrent = false
        layoutPages()
        if interactive {
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: completed)
        }
        let completion = turnCompletion
        turnCompletion = nil
        completion?(completed)
    }
}

/// The page scroll view's delegate: turns begin as the content leaves the shown page and
/// end where it comes to rest.
@MainActor
final class PageScrollHandler: ScrollViewDelegate {
    private weak var owner: PageViewController?

    init(owner: PageViewController) { self.owner = owner }

    func scrollViewDidScroll(_ scrollView: ScrollView) { owner?.scrollViewMoved() }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.finishTurn() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { owner?.finishTurn() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { owner?.finishTurn() }
}
