import Geometry

/// A scrolling list of rows in sections (`UITableView`): a scroll view whose rows come from
/// a `dataSource`, sized and heard by a `delegate`.
///
/// Rules it keeps, UIKit's:
/// - Only the rows on screen have cells. A cell is asked for when its row comes into view
///   and goes back to its identifier's queue when the row leaves, so
///   `dequeueReusableCell(withIdentifier:for:)` hands it out again: a long table costs a
///   screenful of cells, however many rows it has.
/// - `contentSize` is the rows' heights, plus `tableHeaderView` and `tableFooterView`.
///   A row of height `TableView.automaticDimension` is sized from its cell's constraints
///   when the cell is first shown, and counts as `estimatedRowHeight` until then.
/// - A tap on a row highlights it while the finger is down and selects it on the lift
///   (`tableView(_:didSelectRowAt:)`); a drag scrolls the table, takes the touch away and
///   selects nothing. A touch that stops a glide selects nothing either. The highlight
///   comes at once, where UIKit waits a moment to see whether a drag follows.
/// - `reloadData()` asks the data source again and clears the selection.
///
/// The delegate is the scroll view's: set `delegate` to a `TableViewDelegate` and it hears
/// the rows and the scrolling both.
@preconcurrency @MainActor
open class TableView: ScrollView {
    /// How rows are grouped (`UITableView.Style`); kept for code that reads it, as rows are
    /// drawn the same in every style.
    public enum Style: Sendable {
        /// Rows run edge to edge.
        case plain
        /// Rows sit in grouped sections.
        case grouped
        /// Grouped sections inset from the edges.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Sendable {
        /// The least scroll that shows the whole row; none when it is already on screen.
        case none
        /// The row's top at the top of the table.
        case top
        /// The row's centre at the centre of the table.
        case middle
        /// The row's bottom at the bottom of the table.
        case bottom
    }

    /// Whether rows have a line under them (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Sendable {
        /// No lines.
        case none
        /// A one-point line under each row, inset by `separatorInset`.
        case singleLine
    }

    /// A height that means "size from the content" (`UITableView.automaticDimension`): as
    /// `rowHeight` or from `tableView(_:heightForRowAt:)`, the row is as tall as its cell's
    /// content view needs under its constraints; a cell with no constraints is 44 points.
    public static let automaticDimension: Double = -1

    /// The style the table was made with.
    public let style: Style
    /// Gives the table its rows and cells (weak). Setting it reloads at the next layout.
    open weak var dataSource: (any TableViewDataSource)? {
        didSet { setNeedsReload() }
    }
    /// The height of every row the delegate does not size (44 points, the standard cell's),
    /// or `TableView.automaticDimension`.
    public var rowHeight: Double = 44 {
        didSet { setNeedsReload() }
    }
    /// The height a self-sizing row counts as until its cell is measured; 0 or
    /// `automaticDimension` means 44 points.
    public var estimatedRowHeight: Double = TableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// A view above the first row, its height kept and its width the table's.
    open var tableHeaderView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last row, its height kept and its width the table's.
    open var tableFooterView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// Whether rows have lines under them.
    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet { restyleVisibleCells() }
    }
    /// The colour of the lines under rows (UIKit's translucent grey by default).
    public var separatorColor: Color? = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) {
        didSet { restyleVisibleCells() }
    }
    /// The insets of the lines under rows whose cell sets none: 16 points from the leading
    /// edge by default.
    public var separatorInset = EdgeInsets(left: 16) {
        didSet { restyleVisibleCells() }
    }
    /// The effect the lines under rows take over a blurred background (`separatorEffect`).
    /// Kept for UIKit code that sets it; lines are drawn in `separatorColor` alone.
    public var separatorEffect: VisualEffect?
    /// A view behind every row that fills the visible part of the table and stays there as
    /// the rows scroll (`backgroundView`); nil shows the table's background colour.
    public var backgroundView: View? {
        didSet { installBackgroundView(backgroundView, replacing: oldValue) }
    }
    /// The height of section headers the delegate does not size, or
    /// `TableView.automaticDimension`: the header view's own height, 28 points for a title,
    /// nothing for a section with neither.
    public var sectionHeaderHeight: Double = TableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height of section footers the delegate does not size, or
    /// `TableView.automaticDimension`, sized as headers are.
    public var sectionFooterHeight: Double = TableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// False keeps taps from selecting rows.
    public var allowsSelection = true
    /// True lets taps select several rows, a tap on a selected row deselecting it.
    public var allowsMultipleSelection = false

    /// The rows of each section, as the data source last gave them.
    var rowCounts: [Int] = []
    /// The flat index of each section's first row.
    private var sectionStarts: [Int] = []
    /// Each row's height, flat across sections; a self-sizing row's estimate until measured.
    private var heights: [Double] = []
    /// Rows sized from their cells' constraints.
    private var selfSizing: [Bool] = []
    /// Self-sizing rows whose cell has been measured at the current width.
    private var measured: [Bool] = []
    /// Where each row starts.
    private var tops: [Double] = []
    /// Where the last section ends: the table footer's top.
    private var rowsEnd = 0.0
    /// Each section's header, from the delegate or the data source's title.
    var sectionHeaders: [SectionSupplement] = []
    /// Each section's footer, from the delegate or the data source's title.
    var sectionFooters: [SectionSupplement] = []
    /// True until the data source has been asked since it (or the heights) changed.
    private var needsReload = true
    /// The width rows were measured at.
    private var measuredWidth: Double?
    /// The cells on screen, by row.
    private(set) var visibleCellsByIndexPath: [IndexPath: TableViewCell] = [:]
    /// The table's editing mode (`isEditing`).
    private var editingState = false
    /// Cells off screen and the classes that make new ones, by reuse identifier.
    private var reuseQueue = ReuseQueue<TableViewCell>()
    /// The header and footer classes registered per reuse identifier.
    var registeredHeaderFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
    /// The selected rows.
    var selectedIndexPaths: Set<IndexPath> = []
    /// The row a touch went down on and highlighted, until it lifts or is taken away.
    private var touchedRow: IndexPath?
    /// How many `beginUpdates()` are open; updates apply when the last one closes.
    var batchDepth = 0
    /// The updates of the batch in progress.
    var pendingUpdates = IndexPathUpdates()

    /// A table of `style` occupying `frame` (`init(frame:style:)`).
    public init(frame: Rect, style: Style) {
        self.style = style
        super.init(frame: frame)
        settingDefaults { backgroundColor = .white }
        alwaysBounceVertical = true
    }

    /// A plain table occupying `frame`.
    public override convenience init(frame: Rect) {
        self.init(frame: frame, style: .plain)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The delegate as a table delegate, when it is one.
    var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

    // MARK: Cells and reuse

    /// Makes cells of `cellClass` for `identifier` when its queue is empty; nil forgets the
    /// identifier (`register(_:forCellReuseIdentifier:)`).
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        reuseQueue.register(cellClass.map { cellClass in { cellClass.init(registeredWith: $0) } }, for: identifier)
    }

    /// A cell from `identifier`'s queue (after its `prepareForReuse()`), or a new one of the
    /// registered class, or nil when the queue is empty and no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        reuseQueue.dequeue(identifier)
    }

    /// A cell for the row at `indexPath`, from the queue or new, already sized to the row.
    /// An identifier with no registered class (a crash in UIKit) gets a `.default` cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        let cell =
            dequeueReusableCell(withIdentifier: identifier)
            ?? TableViewCell(style: .default, reuseIdentifier: identifier)
        if let row = flatIndex(of: indexPath) {
            cell.frame = Rect(x: 0, y: tops[row], width: bounds.width, height: heights[row])
        }
        return cell
    }

    // MARK: Loading

    /// Asks the data source for its sections and rows again, drops every cell on screen
    /// into the queues and clears the selection; the cells come back at the next layout.
    /// Open, as UIKit's is, so a subclass (an expandable list, say) can restore its own
    /// state around `super.reloadData()`; the first load goes through it too.
    open func reloadData() {
        reload(keepingSelection: [])
    }

    /// Loads as `reloadData()` does, then selects `selection`'s rows that still exist.
    func reload(keepingSelection selection: Set<IndexPath>) {
        for (indexPath, cell) in visibleCellsByIndexPath { recycle(cell, at: indexPath, displayed: true) }
        visibleCellsByIndexPath = [:]
        selectedIndexPaths = []
        touchedRow = nil
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        rowCounts = (0..<sections).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        sectionStarts = []
        var start = 0
        for count in rowCounts {
            sectionStarts.append(start)
            start += count
        }
        heights = []
        selfSizing = []
        heights.reserveCapacity(start)
        selfSizing.reserveCapacity(start)
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : 44
        let delegate = tableDelegate
        for (section, count) in rowCounts.enumerated() {
            for row in 0..<count {
                let h = delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                let automatic = h < 0
                heights.append(automatic ? estimate : h)
                selfSizing.append(automatic)
            }
        }
        measured = Array(repeating: false, count: start)
        loadSectionSupplements()
        needsReload = false
        selectedIndexPaths = selection.filter { flatIndex(of: $0) != nil }
        measuredWidth = bounds.width
        updateTops()
        setNeedsLayout()
    }

    /// Reloads at the next layout, after a change to what the rows' heights depend on.
    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reloads now if the data source or the heights changed since the last load.
    func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// The rows' tops from their heights, each section between its header and footer, and
    /// the content size with the table's header and footer.
    private func updateTops() {
        var y = tableHeaderView?.bounds.height ?? 0
        tops = []
        tops.reserveCapacity(heights.count)
        for (section, count) in rowCounts.enumerated() {
            sectionHeaders[section].top = y
            y += sectionHeaders[section].height
            for row in sectionStarts[section]..<sectionStarts[section] + count {
                tops.append(y)
                y += heights[row]
            }
            sectionFooters[section].top = y
            y += sectionFooters[section].height
        }
        rowsEnd = y
        let size = Size(width: bounds.width, height: y + (tableFooterView?.bounds.height ?? 0))
        if contentSize != size { contentSize = size }
    }

    // MARK: Counting and finding rows

    /// The number of sections, as the data source last gave it.
    public var numberOfSections: Int { reloadedSectionCount }

    /// The number of rows in `section`, as the data source last gave it; 0 for a section
    /// that does not exist.
    public func numberOfRows(inSection section: Int) -> Int { reloadedCount(inSection: section) }

    /// The row's place in the flat arrays, or nil for a row that does not exist.
    private func flatIndex(of indexPath: IndexPath) -> Int? {
        reloadIfNeeded()
        guard rowCounts.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < rowCounts[indexPath.section]
        else { return nil }
        return sectionStarts[indexPath.section] + indexPath.row
    }

    /// The row at a flat index.
    private func indexPath(atFlat index: Int) -> IndexPath {
        // The last section starting at or before `index` that has rows holds it.
        var lo = 0
        var hi = sectionStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        while rowCounts[lo] == 0 || index - sectionStarts[lo] >= rowCounts[lo] { lo += 1 }
        return IndexPath(row: index - sectionStarts[lo], section: lo)
    }

    /// The first flat row whose bottom is below `y`.
    private func firstRow(endingBelow y: Double) -> Int {
        var lo = 0
        var hi = heights.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tops[mid] + heights[mid] > y { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The rectangle of the row at `indexPath` in content coordinates, or `.zero` for a row
    /// that does not exist (`rectForRow(at:)`).
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        guard let i = flatIndex(of: indexPath) else { return .zero }
        return Rect(x: 0, y: tops[i], width: bounds.width, height: heights[i])
    }

    /// The row under `point` (content coordinates), or nil between or beyond the rows.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        reloadIfNeeded()
        let i = firstRow(endingBelow: point.y)
        guard i < heights.count, point.y >= tops[i] else { return nil }
        return indexPath(atFlat: i)
    }

    /// The cell on screen for the row at `indexPath`, or nil when the row is off screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { laidOutCell(at: indexPath) }

    /// The row `cell` shows, or nil when it is not on screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? { laidOutIndexPath(of: cell) }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] { laidOutCells }

    /// Whether the table is in editing mode (`isEditing`); false by default. Setting it is
    /// `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode (`setEditing(_:animated:)`): every cell shown now is
    /// told with `setEditing(_:animated:)`, and each cell shown later takes the table's mode
    /// before it appears. This table draws no delete or reorder controls of its own.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        for cell in visibleCellsByIndexPath.values where cell.isEditing != editing {
            cell.setEditing(editing, animated: animated)
        }
    }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? { laidOutIndexPaths }

    // MARK: Layout

    /// Lays out the header, the footer and the rows on screen: rows that came into view
    /// get cells (measured if they size themselves), rows that left give theirs back.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        if measuredWidth != bounds.width {
            measuredWidth = bounds.width
            measured = Array(repeating: false, count: heights.count)
            updateTops()
        }
        let width = bounds.width
        backgroundView?.frame = bounds
        if let header = tableHeaderView {
            header.frame = Rect(x: 0, y: 0, width: width, height: header.bounds.height)
        }
        if let footer = tableFooterView {
            footer.frame = Rect(x: 0, y: rowsEnd, width: width, height: footer.bounds.height)
        }
        layoutVisibleRows()
        layoutSectionSupplements()
    }

    /// Gives every row in view a cell. Measuring a self-sizing row moves the rows after it,
    /// which can bring others into view, so it repeats until the rows in view are settled.
    private func layoutVisibleRows() {
        var fresh: Set<IndexPath> = []
        var range = 0..<0
        for _ in 0..<8 {
            range = rowsInView()
            var moved = false
            for i in range {
                let indexPath = indexPath(atFlat: i)
                if visibleCellsByIndexPath[indexPath] == nil {
                    guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
                    visibleCellsByIndexPath[indexPath] = cell
                    fresh.insert(indexPath)
                    if cell.isEditing != editingState { cell.setEditing(editingState, animated: false) }
                    if cell.superview !== self { insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0) }
                }
                if selfSizing[i], !measured[i], let cell = visibleCellsByIndexPath[indexPath] {
                    measured[i] = true
                    let h = fittedHeight(of: cell)
                    if h != heights[i] {
                        heights[i] = h
                        moved = true
                    }
                }
            }
            guard moved else { break }
            updateTops()
        }
        for (indexPath, cell) in visibleCellsByIndexPath {
            guard let i = flatIndex(of: indexPath), range.contains(i) else {
                visibleCellsByIndexPath[indexPath] = nil
                recycle(cell, at: indexPath, displayed: !fresh.contains(indexPath))
                continue
            }
            cell.frame = Rect(x: 0, y: tops[i], width: bounds.width, height: heights[i])
        }
        for indexPath in fresh.sorted() {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            style(cell, at: indexPath)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// The flat rows that overlap the visible part of the content.
    private func rowsInView() -> Range<Int> {
        let top = bounds.minY
        let bottom = bounds.maxY
        let first = firstRow(endingBelow: top)
        var end = first
        while end < heights.count, tops[end] < bottom { end += 1 }
        return first..<end
    }

    /// The height a self-sizing cell's content needs at the table's width under its
    /// constraints; 44 points when its content has none.
    private func fittedHeight(of cell: TableViewCell) -> Double {
        cell.frame = Rect(x: 0, y: 0, width: bounds.width, height: cell.bounds.height)
        cell.layoutIfNeeded()
        guard Self.hasConstraints(cell.contentView) else { return 44 }
        let fitted = cell.contentView.systemLayoutSizeFitting(
            Size(width: cell.contentView.bounds.width, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return max(0, fitted.height)
    }

    /// True when `view` or a view inside it holds a constraint.
    private static func hasConstraints(_ view: View) -> Bool {
        !view.constraints.isEmpty || view.subviews.contains { hasConstraints($0) }
    }

    /// Gives a cell coming on screen the table's separator and its row's selection.
    private func style(_ cell: TableViewCell, at indexPath: IndexPath) {
        cell.tableSeparatorInset = separatorInset
        cell.separatorLine.isHidden = separatorStyle == .none || separatorColor == nil
        cell.separatorLine.backgroundColor = separatorColor
        let selected = selectedIndexPaths.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    }

    private func restyleVisibleCells() {
        for (indexPath, cell) in visibleCellsByIndexPath { style(cell, at: indexPath) }
    }

    /// Takes a cell off screen into its identifier's queue; a cell that was shown is
    /// announced to the delegate as no longer displayed.
    private func recycle(_ cell: TableViewCell, at indexPath: IndexPath, displayed: Bool) {
        cell.removeFromSuperview()
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        reuseQueue.enqueue(cell, identifier: cell.reuseIdentifier)
        if displayed { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    /// Swaps a header or footer view and lays the rows out again below it.
    private func replaceAccessoryView(_ old: View?, with new: View?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        if !needsReload { updateTops() }
        setNeedsLayout()
    }

    // MARK: Scrolling to rows

    /// Scrolls so the row at `indexPath` sits at `position`, within the scrollable range.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard flatIndex(of: indexPath) != nil else { return }
        let rect = rectForRow(at: indexPath)
        let y: Double
        switch position {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY
        case .middle: y = rect.midY - bounds.height / 2
        case .bottom: y = rect.maxY - bounds.height
        }
        let target = clamped(Point(x: contentOffset.x, y: y))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: Selection

    /// The first selected row, or nil when none is selected.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }

    /// The selected rows in order, or nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? { sortedSelection }

    /// Selects the row at `indexPath` (nil deselects every row) without telling the
    /// delegate, as in UIKit, and scrolls it to `scrollPosition`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard select(indexPath, animated: animated), let indexPath, scrollPosition != .none else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects the row at `indexPath`, fading its cell's selection when `animated`,
    /// without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath, animated: animated)
    }

    /// A touch went down on a row: it highlights, unless it stopped a glide (that touch
    /// only stops the content).
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        super.touchesBegan(touches, with: event)
        touchedRow = nil
        guard allowsSelection, !touchStoppedMotion, let touch = touches.first,
            !sectionSupplementContains(touch.location(in: self)),
            let indexPath = indexPathForRow(at: touch.location(in: self)),
            let cell = visibleCellsByIndexPath[indexPath],
            tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else { return }
        touchedRow = indexPath
        cell.setHighlighted(true, animated: false)
    }

    /// The finger lifted without dragging: the row it went down on is selected, if the
    /// finger is still on it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        super.touchesEnded(touches, with: event)
        guard let indexPath = touchedRow else { return }
        touchedRow = nil
        visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
        guard let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == indexPath else { return }
        selectByTouch(indexPath)
    }

    /// The touch was taken away (a drag began): the row loses its highlight, nothing is selected.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        super.touchesCancelled(touches, with: event)
        if let indexPath = touchedRow { visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false) }
        touchedRow = nil
    }

    /// A tap's selection: the delegate's `willSelectRowAt` may redirect it or refuse it
    /// (nil); with no delegate the tapped row is selected.
    private func selectByTouch(_ touched: IndexPath) {
        let delegate = tableDelegate
        selectByTouch(
            touched,
            choose: { delegate?.tableView(self, willSelectRowAt: $0) ?? (delegate == nil ? $0 : nil) },
            didSelect: { delegate?.tableView(self, didSelectRowAt: $0) },
            didDeselect: { delegate?.tableView(self, didDeselectRowAt: $0) })
    }
}

extension TableView: VisibleCellsView, IndexPathSelecting, SectionedItemsView {
    var countsBySection: [Int] { rowCounts }

    func holds(_ indexPath: IndexPath) -> Bool { flatIndex(of: indexPath) != nil }

    /// A table view cell fades its selection in or out when `animated`.
    func showSelection(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        visibleCellsByIndexPath[indexPath]?.setSelected(selected, animated: animated)
    }
}
