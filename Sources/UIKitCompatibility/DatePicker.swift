import Engine
import Foundation
import Geometry

/// How a date picker draws itself (`UIDatePickerStyle`), with UIKit's raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: compact for dates and times, wheels for a countdown.
    case automatic = 0
    /// Spinning wheels, 216 points tall.
    case wheels = 1
    /// A rounded pill per part (date, time) showing the formatted value.
    case compact = 2
    /// A month grid of days to tap (with the time in a pill below it for the date-and-time
    /// mode; the time mode's inline picker is the time's pill).
    case inline = 3
}

/// A control for choosing a date, a time or a countdown duration (`UIDatePicker`), drawn
/// as the engine's `PickerView` wheels, one per part of the value.
///
/// Rules it keeps (UIKit's):
/// - `date` is the value; setting it in code (or with `setDate(_:animated:)`) turns the
///   wheels and sends nothing. A wheel the user brings to rest changes `date` and sends one
///   `.valueChanged`, through the same actions as every `Control`.
/// - The value stays within `minimumDate`...`maximumDate` (both ignored when the minimum is
///   later than the maximum, and in the countdown mode): a wheel turned past a limit springs
///   back to it. A day the month does not have (30 February) becomes the month's last day
///   and the day wheel springs back to it.
/// - `minuteInterval` is 1...30 and divides 60, else it is 1; the minute wheel steps by it.
/// - `countDownDuration` is 0...86,340 seconds (23:59); the wheels never come to rest on 0:00.
///
/// Ids: the wheels' picker `date-picker-wheels` (its wheels and rows as `PickerView`'s), the
/// compact style's pills `date-picker-compact-N`, the inline month's as `DatePickerMonthGrid`
/// says.
@preconcurrency @MainActor
open class UIDatePicker: Control {
    /// What the picker chooses (`UIDatePicker.Mode`), with UIKit's raw values.
    public enum Mode: Int, Sendable {
        /// Hour, minute and, for a 12-hour locale, AM/PM ("6 | 53 | PM").
        case time = 0
        /// Month, day and year in the locale's order ("November | 15 | 2007").
        case date = 1
        /// A day ("Wed Nov 15"), hour, minute and AM/PM: the default.
        case dateAndTime = 2
        /// Hours and minutes of a duration ("1 | 53").
        case countDownTimer = 3
    }

    /// The size UIKit gives the wheels: 320 x 216 points.
    public static let wheelsSize = Size(width: 320, height: 216)
    /// The height of a compact pill, points.
    static let compactHeight = 34.0

    /// What the wheels choose; changing it rebuilds them. `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet {
            guard datePickerMode != oldValue else { return }
            storedDate = rounded(clamped(storedDate))
            setNeedsWheelReload()
        }
    }

    /// The style asked for; `datePickerStyle` is what it resolves to. `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet {
            guard preferredDatePickerStyle != oldValue else { return }
            setNeedsWheelReload()
            invalidateIntrinsicContentSize()
        }
    }

    /// The style drawn, never `.automatic` (UIKit's rule): `.automatic` is `.compact` for the
    /// date and time modes and `.wheels` for a countdown, which has no other style.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The chosen date. Setting it turns the wheels (animated in a window, as UIKit's
    /// setter is) and sends no event; the value is held within the limits and, with
    /// `roundsToMinuteInterval`, to the start of its minute interval.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: window != nil) }
    }

    /// The earliest date the user may choose; nil for none.
    open var minimumDate: Date? {
        didSet { limitsDidChange() }
    }
    /// The latest date the user may choose; nil for none.
    open var maximumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// The step of the minute wheel: 1...30 and a divisor of 60, else 1 (UIKit's default).
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            storedDate = rounded(storedDate)
            setNeedsWheelReload()
        }
    }

    /// Whether `date` keeps to the minute interval (`roundsToMinuteInterval`): true (the
    /// default) rounds a date set in code down to the start of its interval.
    open var roundsToMinuteInterval = true {
        didSet { storedDate = rounded(storedDate) }
    }

    /// The countdown's duration in seconds, 0...86,340 (23:59); 0 by default. The wheels
    /// show whole hours and minutes.
    open var countDownDuration: TimeInterval {
        get { storedCountDown }
        set {
            storedCountDown = min(max(newValue, 0), Self.maximumCountDown)
            if datePickerMode == .countDownTimer { selectWheels(animated: window != nil) }
        }
    }

    /// The locale of the wheels' names, order and clock; nil (the default) is the current one.
    open var locale: Locale? {
        didSet { setNeedsWheelReload() }
    }

    /// The calendar of the wheels; setting nil returns to the current calendar.
    open var calendar: Calendar! {
        get { storedCalendar }
        set {
            storedCalendar = newValue ?? .current
            setNeedsWheelReload()
        }
    }

    /// The time zone the wheels show the date in; nil (the default) is the calendar's.
    open var timeZone: TimeZone? {
        didSet { setNeedsWheelReload() }
    }

    /// The wheels of the wheels style.
    package let wheelView = PickerView()
    /// The month of the inline style.
    package let monthGrid = DatePickerMonthGrid(frame: .zero)
    /// The pills of the compact style, one per part of the mode.
    package private(set) var compactPills: [Label] = []
    /// The compact style's open editor, if a pill was tapped and the card is still up.
    package internal(set) var compactEditor: DatePickerCompactEditor?

    static let maximumCountDown: TimeInterval = 86_340
    private var storedDate = Date()
    private var storedCountDown: TimeInterval = 0
    private var storedMinuteInterval = 1
    private var storedCalendar = Calendar.current
    private var needsWheelReload = true
    /// The wheels' columns, left to right.
    package var columns: [DatePickerColumn] {
        reloadWheelsIfNeeded()
        return loadedColumns
    }
    /// The columns at the last reload.
    private(set) var loadedColumns: [DatePickerColumn] = []
    /// The first day of the dateAndTime mode's day wheel, and the first year of the year wheel.
    var windowStarts = DatePickerWindows()
    /// The locale's names for the rows' titles, made at the last reload.
    private(set) var formats = DatePickerFormats(calendar: .current)
    private let wheelModel = DatePickerWheelModel()

    /// A picker in `frame`, showing now; a zero frame takes the wheels' 320 x 216 points.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame.size == .zero ? Rect(origin: frame.origin, size: Self.wheelsSize) : frame)
        wheelModel.owner = self
        wheelView.accessibilityIdentifier = "date-picker-wheels"
        wheelView.dataSource = wheelModel
        wheelView.delegate = wheelModel
        addSubview(wheelView)
        monthGrid.owner = self
        monthGrid.isHidden = true
        addSubview(monthGrid)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Sets the date (held within the limits), turning the wheels to it, gliding when
    /// `animated`; sends no event, as in UIKit.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = rounded(clamped(date))
        if needsWheelReload || windowNeedsMove { setNeedsWheelReload() } else { selectWheels(animated: animated) }
        showDate()
    }

    /// A picker leaving its window closes its compact editor, as the card belongs to it.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { compactEditor?.close() }
    }

    /// The wheels' 320 x 216 points; the compact pills' width and 34 points; the inline
    /// month's 320 points by its header and six weeks, with the time's pill below it.
    open override var intrinsicContentSize: Size {
        reloadWheelsIfNeeded()
        let widths = compactPills.map { $0.intrinsicContentSize.width + 24 }
        let pills = Size(
            width: widths.reduce(0, +) + Double(max(widths.count - 1, 0)) * 8, height: Self.compactHeight)
        switch datePickerStyle {
        case .wheels, .automatic: return Self.wheelsSize
        case .compact: return pills
        case .inline:
            guard !monthGrid.isHidden else { return pills }
            let below = compactPills.isEmpty ? 0 : 8 + Self.compactHeight
            return Size(width: Self.wheelsSize.width, height: DatePickerMonthGrid.height + below)
        }
    }

    /// The wheels fill the bounds; the inline month sits at the top; the compact pills sit side
    /// by side at the leading edge, centred (or below the month).
    open override func layoutSubviews() {
        reloadWheelsIfNeeded()
        super.layoutSubviews()
        wheelView.frame = bounds
        monthGrid.frame = Rect(x: 0, y: 0, width: bounds.width, height: DatePickerMonthGrid.height)
        var x = 0.0
        let y =
            monthGrid.isHidden
            ? max(0, (bounds.height - Self.compactHeight) / 2) : DatePickerMonthGrid.height + 8
        for pill in compactPills {
            let w = pill.intrinsicContentSize.width + 24
            pill.frame = Rect(x: x, y: y, width: w, height: Self.compactHeight)
            x += w + 8
        }
    }

    // MARK: Value rules

    /// The limits, when they are in force: set, in order, and not in the countdown mode.
    var limits: ClosedRange<Date>? {
        guard datePickerMode != .countDownTimer else { return nil }
        let low = minimumDate ?? .distantPast
        let high = maximumDate ?? .distantFuture
        guard minimumDate != nil || maximumDate != nil, low <= high else { return nil }
        return low...high
    }

    func clamped(_ date: Date) -> Date {
        guard let limits else { return date }
        return min(max(date, limits.lowerBound), limits.upperBound)
    }

    /// `date` down to the start of its minute interval, when the mode has a minute wheel
    /// and `roundsToMinuteInterval` holds.
    func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1, datePickerMode == .time || datePickerMode == .dateAndTime
        else { return date }
        let cal = effectiveCalendar
        var parts = cal.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
        parts.minute = (parts.minute ?? 0) / minuteInterval * minuteInterval
        return cal.date(from: parts) ?? date
    }

    private func limitsDidChange() {
        storedDate = rounded(clamped(storedDate))
        selectWheels(animated: false)
        showDate()
    }

    /// The user tapped `day` in the inline month: the date takes its year, month and day,
    /// keeping the time, within the limits; one `.valueChanged` if it changed.
    func inlineDidChoose(day: Date) {
        let cal = effectiveCalendar
        var parts = cal.dateComponents([.era, .year, .month, .day], from: day)
        let time = cal.dateComponents([.hour, .minute, .second, .nanosecond], from: storedDate)
        (parts.hour, parts.minute, parts.second, parts.nanosecond) = (
            time.hour, time.minute, time.second, time.nanosecond
        )
        chooseFromEditor(cal.date(from: parts) ?? storedDate)
    }

    /// The user chose `value` in the inline month or a compact editor: held within the limits
    /// and to the minute interval, shown, and one `.valueChanged` if it changed.
    func chooseFromEditor(_ value: Date) {
        let value = rounded(clamped(value))
        guard value != storedDate else { return }
        storedDate = value
        selectWheels(animated: false)
        showDate()
        sendActions(for: .valueChanged)
    }

    /// The date shown everywhere but the wheels: the pills, the inline month, an open editor.
    private func showDate() {
        updateCompactPills()
        if !monthGrid.isHidden { monthGrid.showValue() }
        compactEditor?.ownerDidChange()
    }

    /// The calendar in the picker's locale and time zone.
    var effectiveCalendar: Calendar {
        var cal = storedCalendar
        cal.locale = locale ?? .current
        if let timeZone { cal.timeZone = timeZone }
        return cal
    }

    // MARK: Wheels

    private func setNeedsWheelReload() {
        needsWheelReload = true
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Rebuilds the columns and the wheels for the mode, locale and limits, and shows the value.
    func reloadWheelsIfNeeded() {
        guard needsWheelReload else { return }
        needsWheelReload = false
        let style = datePickerStyle
        loadedColumns = DatePickerColumn.columns(for: datePickerMode, locale: locale ?? .current)
        windowStarts = DatePickerWindows(centredOn: storedDate, calendar: effectiveCalendar)
        formats = DatePickerFormats(calendar: effectiveCalendar)
        wheelView.isHidden = style != .wheels
        monthGrid.isHidden = style != .inline || datePickerMode == .time
        wheelView.reloadAllComponents()
        selectWheels(animated: false)
        updateCompactPills()
        if !monthGrid.isHidden { monthGrid.showValue() }
    }

    /// Whether the date has left the middle of the day or year wheel's window.
    private var windowNeedsMove: Bool {
        windowStarts.needsMove(for: storedDate, calendar: effectiveCalendar, columns: loadedColumns)
    }

    /// Turns every wheel to the row that shows the value.
    func selectWheels(animated: Bool) {
        guard !needsWheelReload else { return }
        let cal = effectiveCalendar
        for (c, column) in loadedColumns.enumerated() {
            let row = column.row(
                for: storedDate, countDown: storedCountDown, calendar: cal, windows: windowStarts,
                minuteInterval: minuteInterval)
            if wheelView.selectedRow(inComponent: c) != row {
                wheelView.selectRow(row, inComponent: c, animated: animated)
            }
        }
        updateRowColors()
    }

    /// Greys the days the shown month does not have, as UIKit's wheel does.
    private func updateRowColors() {
        guard let c = loadedColumns.firstIndex(of: .dayOfMonth) else { return }
        let cal = effectiveCalendar
        let days = cal.range(of: .day, in: .month, for: storedDate)?.count ?? 31
        for row in 0..<wheelView.numberOfRows(inComponent: c) {
            (wheelView.view(forRow: row, forComponent: c) as? Label)?.textColor =
                row < days ? .black : Color(white: 0.75)
        }
    }

    /// A wheel came to rest under the user's hand: the value the wheels show, held to the
    /// month's days and the limits; the wheels spring back to it; one `.valueChanged` if it
    /// changed.
    func wheelDidSettle() {
        let cal = effectiveCalendar
        let rows = loadedColumns.indices.map { wheelView.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            var seconds = DatePickerColumn.countDown(
                fromRows: rows, columns: loadedColumns, minuteInterval: minuteInterval)
            if seconds == 0 { seconds = Double(minuteInterval) * 60 }
            let changed = seconds != storedCountDown
            storedCountDown = seconds
            selectWheels(animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let shown = DatePickerColumn.date(
            fromRows: rows, columns: loadedColumns, base: storedDate, calendar: cal, windows: windowStarts,
            minuteInterval: minuteInterval)
        let value = clamped(shown)
        let changed = value != storedDate
        storedDate = value
        if windowNeedsMove {
            setNeedsWheelReload()
            reloadWheelsIfNeeded()
        } else {
            selectWheels(animated: true)
        }
        updateCompactPills()
        if changed { sendActions(for: .valueChanged) }
    }

    // MARK: Compact

    /// The compact style's pills: the formatted date and time, each in a rounded grey pill;
    /// the inline style's pill of the time.
    private func updateCompactPills() {
        let texts: [String]
        switch datePickerStyle {
        case .compact: texts = compactTexts(date: true)
        case .inline: texts = compactTexts(date: false)
        case .wheels, .automatic: texts = []
        }
        while compactPills.count > texts.count { compactPills.removeLast().removeFromSuperview() }
        while compactPills.count < texts.count {
            let pill = Label()
            pill.accessibilityIdentifier = "date-picker-compact-\(compactPills.count)"
            pill.textAlignment = .center
            pill.fontSize = 17
            pill.backgroundColor = Color(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
            pill.layer.cornerRadius = 6
            pill.addGestureRecognizer(
                TapGestureRecognizer { [weak self, weak pill] _ in
                    guard let self, let pill else { return }
                    self.compactPillTapped(pill)
                })
            compactPills.append(pill)
            addSubview(pill)
        }
        for (pill, text) in zip(compactPills, texts) { pill.text = text }
        setNeedsLayout()
    }

    /// The date as "Nov 26, 2026" and the time as "9:41 AM", in the locale's forms.
    private func compactTexts(date showsDate: Bool) -> [String] {
        let formatter = DateFormatter()
        formatter.calendar = effectiveCalendar
        formatter.locale = locale ?? .current
        formatter.timeZone = effectiveCalendar.timeZone
        var texts: [String] = []
        if showsDate && datePickerMode != .time {
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            texts.append(formatter.string(from: storedDate))
        }
        if datePickerMode != .date {
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            texts.append(formatter.string(from: storedDate))
        }
        return texts
    }
}

/// The wheels' data source and delegate: the picker's columns, answered for `PickerView`.
@MainActor
final class DatePickerWheelModel: PickerViewDataSource, PickerViewDelegate {
    weak var owner: UIDatePicker?

    func numberOfComponents(in pickerView: PickerView) -> Int { owner?.loadedColumns.count ?? 0 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        guard let owner, owner.loadedColumns.indices.contains(component) else { return 0 }
        return owner.loadedColumns[component].rowCount(minuteInterval: owner.minuteInterval)
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let owner, owner.loadedColumns.indices.contains(component) else { return nil }
        return owner.loadedColumns[component].title(
            forRow: row, formats: owner.formats, windows: owner.windowStarts,
            minuteInterval: owner.minuteInterval)
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        owner?.wheelDidSettle()
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double {
        guard let owner, owner.loadedColumns.indices.contains(component) else { return 0 }
        let total = owner.loadedColumns.reduce(0) { $0 + $1.widthWeight }
        return pickerView.equalComponentWidth * Double(owner.loadedColumns.count)
            * owner.loadedColumns[component].widthWeight
            / total
    }
}
