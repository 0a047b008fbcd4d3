import Geometry

/// Spinning wheels of rows, one per component, with a selection band across the middle
/// (`UIPickerView`).
///
/// Each wheel is a scroll view: a flick glides as any scroll view does and the glide's
/// target is moved to the nearest row (the target-offset hook), so a wheel always comes
/// to rest with a row centred in the band. Rows shrink and fade with their distance from
/// the centre line, as if printed on a drum seen from the front. Rules it keeps (UIKit's):
/// - `selectedRow(inComponent:)` is the row in the band, -1 for a wheel with no rows.
/// - The delegate hears `didSelectRow` when the user brings a new row to rest, never for
///   `selectRow(_:inComponent:animated:)`.
/// - `reloadComponent(_:)` asks the data source again and keeps the selected row if it
///   still exists (else the last row).
///
/// Ids: the picker's own id, wheel `C` as `picker-wheel-C`, its rows `picker-row-C-N`, the
/// band `picker-selection`.
@preconcurrency @MainActor
open class PickerView: View {
    /// Says how many wheels and rows there are (weak).
    public weak var dataSource: (any PickerViewDataSource)? {
        didSet { setNeedsReload() }
    }
    /// Gives titles and widths and hears choices (weak).
    public weak var delegate: (any PickerViewDelegate)? {
        didSet { setNeedsReload() }
    }
    /// The height of every row, points.
    public var rowHeight = 32.0 {
        didSet { setNeedsReload() }
    }
    /// The font size of the rows' titles.
    public var rowFontSize = 20.0 {
        didSet { setNeedsReload() }
    }
    /// The band behind the selected rows.
    public let selectionIndicator = View()
    /// `showsSelectionIndicator` (false by default, as UIKit's): kept, with no effect, as in
    /// UIKit since iOS 7, where the band behind the selected rows always shows.
    public var showsSelectionIndicator = false

    /// The wheels, one per component.
    var wheels: [PickerWheel] = []
    private var needsReload = true

    /// Creates a picker; UIKit's is 216 points tall.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        selectionIndicator.accessibilityIdentifier = "picker-selection"
        selectionIndicator.backgroundColor = Color(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
        selectionIndicator.cornerRadius = 8
        selectionIndicator.isUserInteractionEnabled = false
        addSubview(selectionIndicator)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    // MARK: Model

    /// The number of wheels the data source gave at the last reload.
    public var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    /// The number of rows of `component` at the last reload (0 for no such wheel).
    public func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The row in the selection band, or -1 when the wheel has no rows (or does not exist).
    public func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
        return wheels[component].selectedRow
    }

    /// Turns wheel `component` to `row` (clamped to its rows), gliding when `animated`.
    /// The delegate is not told, as in UIKit.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        wheels[component].select(row: row, animated: animated)
    }

    /// The label showing `row` of `component` (`view(forRow:forComponent:)`), nil when there is none.
    public func view(forRow row: Int, forComponent component: Int) -> View? {
        reloadIfNeeded()
        guard wheels.indices.contains(component), wheels[component].rows.indices.contains(row) else { return nil }
        return wheels[component].rows[row]
    }

    /// Asks the data source and delegate again for every wheel.
    public func reloadAllComponents() {
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        for c in 0..<count { reloadRows(of: c) }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Asks the data source and delegate again for wheel `component`'s rows.
    public func reloadComponent(_ component: Int) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        reloadRows(of: component)
    }

    private func reloadRows(of component: Int) {
        let n = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        let titles = (0..<n).map { delegate?.pickerView(self, titleForRow: $0, forComponent: component) ?? "" }
        wheels[component].setRows(titles)
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    /// The picker's width shared equally by its wheels.
    public var equalComponentWidth: Double {
        let n = max(wheels.count, 1)
        return max(0, bounds.width - Self.sideInset * 2) / Double(n)
    }

    /// Room left and right of the wheels, points.
    static let sideInset = 8.0

    /// The user brought `row` to rest on wheel `component`.
    func wheel(_ component: Int, didSettleOn row: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    /// Sets the wheels side by side and the band across the middle.
    open override func layoutSubviews() {
        reloadIfNeeded()
        super.layoutSubviews()
        let b = bounds
        var x = Self.sideInset
        for (c, wheel) in wheels.enumerated() {
            let w = max(0, delegate?.pickerView(self, widthForComponent: c) ?? equalComponentWidth)
            wheel.frame = Rect(x: x, y: 0, width: w, height: b.height)
            x += w
        }
        selectionIndicator.frame = Rect(
            x: Self.sideInset, y: (b.height - rowHeight) / 2, width: max(0, b.width - 2 * Self.sideInset),
            height: rowHeight)
    }
}
