import Engine
import Foundation
import Geometry

/// The inline style's month: a header with the month's name and arrows to the months before
/// and after, the weekdays' names, and six weeks of days. A tap on a day within the limits
/// chooses it (keeping the time); the arrows only turn the page, as UIKit's do.
///
/// Ids: `date-picker-month` (the header), `date-picker-previous-month`, `date-picker-next-month`,
/// the days `date-picker-day-N` (N the day of the month), the selection `date-picker-selected-day`.
@MainActor
package final class DatePickerMonthGrid: View {
    /// The header's height, the weekdays' row and each week's row, points.
    static let headerHeight = 44.0
    static let weekdayHeight = 20.0
    static let weekHeight = 44.0
    /// The grid's height: the header, the weekdays and six weeks.
    static let height = headerHeight + weekdayHeight + 6 * weekHeight

    weak var owner: UIDatePicker?
    /// The first day of the month shown.
    package private(set) var shownMonth = Date(timeIntervalSinceReferenceDate: 0)
    private let header = Label()
    private let previousArrow = Label(text: "‹")
    private let nextArrow = Label(text: "›")
    private var weekdays: [Label] = []
    private var days: [Label] = []
    private let selection = View()

    override package init(frame: Rect) {
        super.init(frame: frame)
        header.accessibilityIdentifier = "date-picker-month"
        header.fontSize = 17
        header.fontWeight = .bold
        previousArrow.accessibilityIdentifier = "date-picker-previous-month"
        nextArrow.accessibilityIdentifier = "date-picker-next-month"
        for arrow in [previousArrow, nextArrow] {
            arrow.fontSize = 28
            arrow.textAlignment = .center
        }
        selection.accessibilityIdentifier = "date-picker-selected-day"
        selection.isUserInteractionEnabled = false
        selection.isHidden = true
        for view in [header, previousArrow, nextArrow, selection] as [View] { addSubview(view) }
        for _ in 0..<7 {
            let label = Label()
            label.fontSize = 13
            label.fontWeight = .bold
            label.textAlignment = .center
            label.textColor = Color(white: 0.55)
            weekdays.append(label)
            addSubview(label)
        }
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] tap in
                guard let self else { return }
                self.tapped(at: tap.location(in: self))
            })
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    package required init?(coder: ViewCoder) {
        return nil
    }

    /// Shows the month of the owner's date, with its day selected.
    func showValue() {
        guard let owner else { return }
        let cal = owner.effectiveCalendar
        shownMonth = cal.dateInterval(of: .month, for: owner.date)?.start ?? owner.date
        rebuild()
    }

    /// The month's days in their cells, the selected one circled, the days outside the
    /// limits greyed.
    private func rebuild() {
        guard let owner else { return }
        let cal = owner.effectiveCalendar
        let formatter = DateFormatter()
        formatter.calendar = cal
        formatter.locale = cal.locale
        formatter.timeZone = cal.timeZone
        formatter.setLocalizedDateFormatFromTemplate("LLLLy")
        header.text = formatter.string(from: shownMonth)
        let symbols = formatter.shortStandaloneWeekdaySymbols
        for (i, label) in weekdays.enumerated() where !symbols.isEmpty {
            label.text = symbols[(i + cal.firstWeekday - 1) % 7].uppercased()
        }
        let count = cal.range(of: .day, in: .month, for: shownMonth)?.count ?? 30
        while days.count > count { days.removeLast().removeFromSuperview() }
        while days.count < count {
            let label = Label(text: "\(days.count + 1)")
            label.accessibilityIdentifier = "date-picker-day-\(days.count + 1)"
            label.fontSize = 20
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            days.append(label)
            addSubview(label)
        }
        let chosen =
            cal.isDate(owner.date, equalTo: shownMonth, toGranularity: .month)
            ? cal.component(.day, from: owner.date) : nil
        let tint = tintColor ?? .systemBlue
        for (i, label) in days.enumerated() {
            let day = cal.date(byAdding: .day, value: i, to: shownMonth) ?? shownMonth
            let allowed = isAllowed(day)
            label.fontWeight = chosen == i + 1 ? .bold : .regular
            label.textColor = !allowed ? Color(white: 0.75) : chosen == i + 1 ? tint : .black
        }
        for arrow in [previousArrow, nextArrow] { arrow.textColor = tint }
        selection.isHidden = chosen == nil
        selection.backgroundColor = tint.withAlpha(0.12)
        setNeedsLayout()
    }

    /// Whether some time of `day` lies within the owner's limits.
    private func isAllowed(_ day: Date) -> Bool {
        guard let owner, let limits = owner.limits else { return true }
        let cal = owner.effectiveCalendar
        let end = cal.date(byAdding: .day, value: 1, to: day) ?? day
        return end > limits.lowerBound && day <= limits.upperBound
    }

    /// The column (0...6) of the month's first day.
    private var firstColumn: Int {
        guard let owner else { return 0 }
        let cal = owner.effectiveCalendar
        return (cal.component(.weekday, from: shownMonth) - cal.firstWeekday + 7) % 7
    }

    private var cellWidth: Double { bounds.width / 7 }

    override package func layoutSubviews() {
        super.layoutSubviews()
        let w = cellWidth
        header.frame = Rect(x: 16, y: 0, width: max(0, bounds.width - 120), height: Self.headerHeight)
        previousArrow.frame = Rect(x: bounds.width - 88, y: 0, width: 44, height: Self.headerHeight)
        nextArrow.frame = Rect(x: bounds.width - 44, y: 0, width: 44, height: Self.headerHeight)
        for (i, label) in weekdays.enumerated() {
            label.frame = Rect(x: Double(i) * w, y: Self.headerHeight, width: w, height: Self.weekdayHeight)
        }
        let top = Self.headerHeight + Self.weekdayHeight
        for (i, label) in days.enumerated() {
            let cell = firstColumn + i
            label.frame = Rect(
                x: Double(cell % 7) * w, y: top + Double(cell / 7) * Self.weekHeight, width: w, height: Self.weekHeight)
        }
        if let owner, !selection.isHidden, !days.isEmpty {
            let day = owner.effectiveCalendar.component(.day, from: owner.date)
            let cell = days[min(day, days.count) - 1].frame
            let d = min(cell.width, cell.height) - 4
            selection.frame = Rect(x: cell.midX - d / 2, y: cell.midY - d / 2, width: d, height: d)
            selection.cornerRadius = d / 2
        }
    }

    /// The arrows turn the month; a day within the limits is chosen.
    private func tapped(at point: Point) {
        guard let owner else { return }
        let cal = owner.effectiveCalendar
        if point.y < Self.headerHeight {
            guard point.x >= bounds.width - 88 else { return }
            let step = point.x < bounds.width - 44 ? -1 : 1
            shownMonth = cal.date(byAdding: .month, value: step, to: shownMonth) ?? shownMonth
            rebuild()
            return
        }
        let top = Self.headerHeight + Self.weekdayHeight
        guard point.y >= top, cellWidth > 0 else { return }
        let cell = Int((point.y - top) / Self.weekHeight) * 7 + min(Int(point.x / cellWidth), 6)
        let index = cell - firstColumn
        guard days.indices.contains(index) else { return }
        let day = cal.date(byAdding: .day, value: index, to: shownMonth) ?? shownMonth
        guard isAllowed(day) else { return }
        owner.inlineDidChoose(day: day)
        rebuild()
    }
}
