import Geometry

/// A section's header or footer: its view, where it starts and how tall it is.
struct SectionSupplement {
    /// The view shown, nil for none.
    var view: View?
    /// Its top in content coordinates, before any floating.
    var top = 0.0
    /// Its height.
    var height = 0.0
}

/// Section headers and footers: a view from the delegate, or a title from the data source
/// in a standard header view. In the plain style a header floats at the top while its
/// section's rows scroll under it, and is pushed off by the end of its section, as UIKit's.
extension TableView {
    /// Asks for every section's header and footer, replacing the views shown before. Every
    /// view is laid out while its section exists (none is dropped on scrolling), so a
    /// reload that no longer shows one is the moment it stops being displayed, and the
    /// delegate hears it then; a view the delegate hands back again stays.
    func loadSectionSupplements() {
        let oldHeaders = sectionHeaders
        let oldFooters = sectionFooters
        sectionHeaders = rowCounts.indices.map { supplement(of: $0, isHeader: true) }
        sectionFooters = rowCounts.indices.map { supplement(of: $0, isHeader: false) }
        let kept = Set((sectionHeaders + sectionFooters).compactMap { $0.view.map(ObjectIdentifier.init) })
        let delegate = tableDelegate
        for (section, header) in oldHeaders.enumerated() {
            guard let view = header.view, !kept.contains(ObjectIdentifier(view)), view.superview === self
            else { continue }
            view.removeFromSuperview()
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
        for (section, footer) in oldFooters.enumerated() {
            guard let view = footer.view, !kept.contains(ObjectIdentifier(view)), view.superview === self
            else { continue }
            view.removeFromSuperview()
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    /// One section's header or footer: the delegate's view, else a view for the data
    /// source's title, at the delegate's height or the table's.
    private func supplement(of section: Int, isHeader: Bool) -> SectionSupplement {
        let delegate = tableDelegate
        let source = dataSource
        let view: View?
        let height: Double
        if isHeader {
            view =
                delegate?.tableView(self, viewForHeaderInSection: section)
                ?? source?.tableView(self, titleForHeaderInSection: section).map(Self.titleView)
            height = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        } else {
            view =
                delegate?.tableView(self, viewForFooterInSection: section)
                ?? source?.tableView(self, titleForFooterInSection: section).map(Self.titleView)
            height = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        }
        return SectionSupplement(view: view, height: Self.resolvedHeight(height, of: view))
    }

    /// A standard header or footer showing `title`.
    private static func titleView(_ title: String) -> View {
        let view = TableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }

    /// An asked-for height, or for `automaticDimension` the view's own height, 28 points
    /// for a view with none, and nothing without a view.
    private static func resolvedHeight(_ height: Double, of view: View?) -> Double {
        if height >= 0 { return height }
        guard let view else { return 0 }
        return view.bounds.height > 0 ? view.bounds.height : 28
    }

    /// Places the headers and footers over the rows; plain-style headers float.
    func layoutSectionSupplements() {
        let width = bounds.width
        for (section, header) in sectionHeaders.enumerated() {
            guard let view = header.view else { continue }
            var y = header.top
            if style == .plain {
                y = max(header.top, min(bounds.minY, sectionFooters[section].top - header.height))
            }
            view.frame = Rect(x: 0, y: y, width: width, height: header.height)
            if view.superview !== self { addSubview(view) }
        }
        for footer in sectionFooters {
            guard let view = footer.view else { continue }
            view.frame = Rect(x: 0, y: footer.top, width: width, height: footer.height)
            if view.superview !== self { addSubview(view) }
        }
    }

    /// The rectangle of `section` in content coordinates, from its header's top to its
    /// footer's bottom (`rect(forSection:)`); `.zero` for a section that does not exist.
    public func rect(forSection section: Int) -> Rect {
        reloadIfNeeded()
        guard sectionHeaders.indices.contains(section) else { return .zero }
        let top = sectionHeaders[section].top
        let footer = sectionFooters[section]
        return Rect(x: 0, y: top, width: bounds.width, height: footer.top + footer.height - top)
    }

    /// The rectangle of `section`'s header in content coordinates, where it sits before a
    /// plain table floats it (`rectForHeader(inSection:)`); `.zero` for no such section.
    public func rectForHeader(inSection section: Int) -> Rect {
        reloadIfNeeded()
        guard sectionHeaders.indices.contains(section) else { return .zero }
        let header = sectionHeaders[section]
        return Rect(x: 0, y: header.top, width: bounds.width, height: header.height)
    }

    /// The rectangle of `section`'s footer in content coordinates
    /// (`rectForFooter(inSection:)`); `.zero` for no such section.
    public func rectForFooter(inSection section: Int) -> Rect {
        reloadIfNeeded()
        guard sectionFooters.indices.contains(section) else { return .zero }
        let footer = sectionFooters[section]
        return Rect(x: 0, y: footer.top, width: bounds.width, height: footer.height)
    }

    /// `section`'s header view when it is a `TableViewHeaderFooterView` (the delegate's, or
    /// the standard one showing the data source's title), else nil (`headerView(forSection:)`).
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        reloadIfNeeded()
        guard sectionHeaders.indices.contains(section) else { return nil }
        return sectionHeaders[section].view as? TableViewHeaderFooterView
    }

    /// `section`'s footer view when it is a `TableViewHeaderFooterView`, else nil
    /// (`footerView(forSection:)`).
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        reloadIfNeeded()
        guard sectionFooters.indices.contains(section) else { return nil }
        return sectionFooters[section].view as? TableViewHeaderFooterView
    }

    /// True when `point` (content coordinates) is on a section header or footer, which
    /// takes the touch from the rows under it.
    func sectionSupplementContains(_ point: Point) -> Bool {
        (sectionHeaders + sectionFooters).contains { supplement in
            guard let view = supplement.view, view.superview === self, !view.isHidden else { return false }
            return view.frame.contains(point)
        }
    }
}
