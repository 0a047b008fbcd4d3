import Engine
import Geometry

extension NavigationController {
    /// The search bar shown below the navigation bar: the top controller's
    /// `navigationItem.searchController`'s, while the navigation bar shows.
    var navigationSearchBar: SearchBar? {
        guard !isNavigationBarHidden, let search = topViewController?.navigationItem.searchController else {
            return nil
        }
        return search.searchBar
    }

    /// The height of what runs along the top: the navigation bar, and the search bar below
    /// its title when the top controller has one (`SearchBar.rowHeight` more).
    var topBarHeight: Double {
        NavigationBar.height + (navigationSearchBar == nil ? 0 : SearchBar.rowHeight)
    }

    /// How far the bars at the top reach down over a child that runs under them: the
    /// navigation bar and as much of the search bar as scrolling has not collapsed, as
    /// UIKit's safe area shrinks while the search bar scrolls away.
    var topBarInset: Double {
        isMeasuringSearchCollapse ? topBarHeight : topBarHeight - searchBarCollapse
    }

    /// Shows `top`'s search bar below the navigation bar in place of the last one, unless a
    /// running search holds it.
    func showSearchBar(of top: ViewController) {
        guard let root = viewIfLoaded else { return }
        for bar in root.subviews.compactMap({ $0 as? SearchBar }) where bar !== navigationSearchBar {
            bar.removeFromSuperview()
        }
        placeSearchBar(in: root)
        barOpacityDidChange()
    }

    /// Adds the search bar below the navigation bar, unless it shows already or a running
    /// search holds it.
    private func placeSearchBar(in root: View) {
        guard let bar = navigationSearchBar, bar.superview == nil,
            topViewController?.navigationItem.searchController?.isActive != true
        else { return }
        if navigationBar.superview === root {
            root.insertSubview(bar, belowSubview: navigationBar)
        } else {
            root.addSubview(bar)
        }
    }

    /// Places the search bar below the navigation bar, full width (added first when the
    /// view was just built), less what the content's scroll has collapsed of it.
    func layoutSearchBar(in bounds: Rect) {
        guard let root = viewIfLoaded else { return }
        placeSearchBar(in: root)
        followContentScroll()
        guard let bar = navigationSearchBar, bar.superview === root else { return }
        let collapsed = searchBarCollapse
        let before = bar.frame.minY
        bar.frame = Rect(
            x: bounds.minX, y: NavigationBar.height - collapsed, width: bounds.width, height: SearchBar.rowHeight)
        // Wholly collapsed into the navigation bar, it is not there to be touched.
        bar.isHidden = collapsed >= SearchBar.rowHeight
        // The top controller's safe area changed with the bar: announced in the next pass.
        if bar.frame.minY != before { topViewController?.viewIfLoaded?.setNeedsLayout() }
    }

    /// The scroll view whose scrolling collapses the search bar, as UIKit finds it: the top
    /// controller's view when that is a scroll view (a table view controller's), or else
    /// that view's first subview when it is one.
    var searchContentScrollView: ScrollView? {
        guard let content = topViewController?.viewIfLoaded else { return nil }
        return content as? ScrollView ?? content.subviews.first as? ScrollView
    }

    /// How many points of the search bar the content's scroll has pushed up under the
    /// navigation bar: 0 with the content at its top (or pulled down past it) and up to the
    /// bar's whole row once it has scrolled that far, while the top controller's
    /// `navigationItem.hidesSearchBarWhenScrolling` is true; always 0 while it is false.
    /// UIKit: "the search bar is visible only when the scroll position equals the top of
    /// your content view. When the user scrolls down, the search bar collapses into the
    /// navigation bar. Scrolling back to the top reveals the search bar again."
    var searchBarCollapse: Double {
        guard navigationSearchBar != nil, topViewController?.navigationItem.hidesSearchBarWhenScrolling == true,
            let scroll = searchContentScrollView
        else { return 0 }
        // Measured from where the content's top rests with the bar whole: the inset the
        // scroll view has now already lacks what the bar has collapsed.
        let measuring = isMeasuringSearchCollapse
        isMeasuringSearchCollapse = true
        defer { isMeasuringSearchCollapse = measuring }
        let scrolled = scroll.contentOffset.y + scroll.adjustedContentInset.top
        return min(max(scrolled, 0), SearchBar.rowHeight)
    }

    /// Watches the content scroll view the search bar follows (and stops watching the last
    /// one), so every scroll moves the bar at once, not at the next layout pass.
    private func followContentScroll() {
        let scroll = navigationSearchBar == nil ? nil : searchContentScrollView
        guard scroll !== searchScrollObservation?.view else { return }
        if let observation = searchScrollObservation {
            observation.stop()
            observation.view?.collapsedTopBarInset = nil
        }
        searchScrollObservation = scroll.map { scroll in
            scroll.collapsedTopBarInset = { [weak self] in self?.searchBarCollapse ?? 0 }
            return GeometryObservation(of: scroll, for: [.bounds, .frame]) { [weak self] _, phase in
                guard phase == .didChange, let self, let root = self.viewIfLoaded else { return }
                self.layoutSearchBar(in: root.bounds)
            }
        }
    }
}
