import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One wheel of a picker: a vertical scroll view of row labels that always comes to rest
/// with a row centred, its rows drawn as if on a drum turning about a horizontal axis.
@MainActor
final class PickerWheel: ScrollView, ScrollViewDelegate {
    /// The picker the wheel belongs to (it retains the wheel).
    weak var picker: PickerView?
    let component: Int
    /// The row labels, top to bottom.
    private(set) var rows: [Label] = []
    /// The row in the band (the last one brought to rest or selected in code).
    private(set) var selectedRow = 0

    init(picker: PickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        accessibilityIdentifier = "picker-wheel-\(component)"
        showsVerticalScrollIndicator = false
        alwaysBounceVertical = true
        delegate = self
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] tap in
                guard let self else { return }
                self.tapped(at: tap.location(in: self))
            })
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    required init?(coder: ViewCoder) {
        return nil
    }

    var rowCount: Int { rows.count }
    private var rowHeight: Double { picker?.rowHeight ?? 32 }

    /// Replaces the rows, keeping the selected row when it still exists (else the last).
    func setRows(_ titles: [String]) {
        for r in rows { r.removeFromSuperview() }
        rows = titles.enumerated().map { i, title in
            let label = Label(text: title)
            label.accessibilityIdentifier = "picker-row-\(component)-\(i)"
            label.fontSize = picker?.rowFontSize ?? 20
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            return label
        }
        for r in rows { addSubview(r) }
        selectedRow = min(selectedRow, max(rows.count - 1, 0))
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The offset that centres `row` in the band.
    func offset(forRow row: Int) -> Double {
        -contentInset.top + Double(row) * rowHeight
    }

    /// The row nearest the band at offset `y`.
    func row(atOffset y: Double) -> Int {
        guard !rows.isEmpty else { return 0 }
        return min(max(Int(((y + contentInset.top) / rowHeight).rounded()), 0), rows.count - 1)
    }

    func select(row: Int, animated: Bool) {
        guard !rows.isEmpty else { return }
        selectedRow = min(max(row, 0), rows.count - 1)
        let target = Point(x: 0, y: offset(forRow: selectedRow))
        if animated { setContentOffset(target, animated: true) } else { contentOffset = target }
    }

    override func layoutSubviews() {
        let b = bounds
        let h = rowHeight
        let inset = max(0, (b.height - h) / 2)
        contentInset = EdgeInsets(top: inset, bottom: inset)
        contentSize = Size(width: b.width, height: Double(rows.count) * h)
        for (i, r) in rows.enumerated() {
            r.transform = .identity
            r.frame = Rect(x: 0, y: Double(i) * h, width: b.width, height: h)
        }
        if !isTracking && !isDragging && motion == nil {
            View.performWithoutAnimation { bounds.origin = Point(x: 0, y: offset(forRow: selectedRow)) }
        }
        super.layoutSubviews()
        updateRowLooks()
    }

    /// Each row shrinks vertically and fades by the cosine of its angle on the drum, and sits
    /// where the drum's surface projects; rows beyond a quarter turn are hidden.
    func updateRowLooks() {
        let b = bounds
        let radius = max(b.height / 2 * 0.95, 1)
        let centre = b.minY + b.height / 2
        for r in rows {
            let arc = r.center.y - centre
            let angle = arc / radius
            guard abs(angle) < .pi / 2 else {
                r.isHidden = true
                continue
            }
            r.isHidden = false
            let c = cos(angle)
            let projected = radius * sin(angle)
            r.transform = AffineTransform(scaleX: 0.9 + 0.1 * c, y: c)
                .concatenating(AffineTransform(translationX: 0, y: projected - arc))
            r.alpha = max(0.15, c * c)
        }
    }

    // MARK: Snapping

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        updateRowLooks()
    }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        targetContentOffset.pointee.y = offset(forRow: row(atOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { settle() }

    /// A touch stopped the wheel between rows: it turns to the nearest.
    override func didStopWithoutDrag() {
        let y = offset(forRow: row(atOffset: contentOffset.y))
        if abs(y - contentOffset.y) > 0.01 {
            startMotion(to: Point(x: 0, y: y), velocity: .zero, reason: .deceleration)
        }
    }

    /// A tap on a row above or below the band turns the wheel to it.
    private func tapped(at point: Point) {
        guard !touchStoppedMotion, !rows.isEmpty else { return }
        let radius = max(bounds.height / 2 * 0.95, 1)
        let fromCentre = point.y - (bounds.minY + bounds.height / 2)
        let arc = asin(min(max(fromCentre / radius, -1), 1)) * radius
        let row = self.row(atOffset: contentOffset.y + arc)
        let y = offset(forRow: row)
        if abs(y - contentOffset.y) > 0.01 { setContentOffset(Point(x: 0, y: y), animated: true) }
    }

    /// The wheel came to rest: the row in the band is the selection; the picker hears of a change.
    private func settle() {
        guard !rows.isEmpty else { return }
        let row = row(atOffset: contentOffset.y)
        let y = offset(forRow: row)
        if abs(y - contentOffset.y) > 0.01 {
            startMotion(to: Point(x: 0, y: y), velocity: .zero, reason: .deceleration)
            return
        }
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.wheel(component, didSettleOn: row)
    }
}
