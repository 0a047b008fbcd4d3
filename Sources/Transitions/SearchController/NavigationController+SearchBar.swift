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
    /// view was just built).
    func layoutSearchBar(in bounds: Rect) {
        guard let root = viewIfLoaded else { return }
        placeSearchBar(in: root)
        guard let bar = navigationSearchBar, bar.superview === root else { return }
        bar.frame = Rect(x: bounds.minX, y: NavigationBar.height, width: bounds.width, height: SearchBar.rowHeight)
    }
}
