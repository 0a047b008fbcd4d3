import Foundation

/// One wheel of a date picker: which part of the value it turns, how its rows map to that
/// part and back, and the titles of its rows.
package enum DatePickerColumn: Equatable, Sendable {
    /// The date-and-time mode's day ("Wed Nov 26", "Today"), a window of days around the value.
    case day
    /// The month of the year, by the locale's name.
    case month
    /// The day of the month, 1...31 whatever the month (the days it lacks are greyed).
    case dayOfMonth
    /// The year, a window of years around the value.
    case year
    /// The hour, 12...11 on a 12-hour clock, 00...23 on a 24-hour one.
    case hour(twelveHour: Bool)
    /// The minute, stepping by the minute interval.
    case minute
    /// AM or PM, by the locale's symbols.
    case meridiem
    /// A countdown's hours, 0...23.
    case countDownHours
    /// A countdown's minutes, stepping by the minute interval.
    case countDownMinutes

    /// The wheels of `mode` for `locale`: the date's parts in the locale's order, AM/PM
    /// only for a 12-hour clock and on the side the locale writes it.
    package static func columns(for mode: UIDatePicker.Mode, locale: Locale) -> [DatePickerColumn] {
        switch mode {
        case .countDownTimer: return [.countDownHours, .countDownMinutes]
        case .time: return timeColumns(locale: locale)
        case .dateAndTime: return [.day] + timeColumns(locale: locale)
        case .date:
            let pattern = patternLetters(DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale))
            let order: [(Character, DatePickerColumn)] = [("y", .year), ("M", .month), ("d", .dayOfMonth)]
            return order.sorted { first(of: $0.0, in: pattern) < first(of: $1.0, in: pattern) }.map(\.1)
        }
    }

    private static func timeColumns(locale: Locale) -> [DatePickerColumn] {
        let pattern = patternLetters(DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale))
        guard pattern.contains("a") else { return [.hour(twelveHour: false), .minute] }
        let hourAt = min(first(of: "h", in: pattern), first(of: "K", in: pattern))
        return first(of: "a", in: pattern) < hourAt
            ? [.meridiem, .hour(twelveHour: true), .minute] : [.hour(twelveHour: true), .minute, .meridiem]
    }

    /// A date format's pattern letters, quoted literals left out; `L` (a standalone month) read as `M`.
    private static func patternLetters(_ format: String?) -> [Character] {
        var letters: [Character] = []
        var quoted = false
        for ch in format ?? "" {
            if ch == "'" {
                quoted.toggle()
            } else if !quoted && ch.isLetter {
                letters.append(ch == "L" ? "M" : ch)
            }
        }
        return letters
    }

    private static func first(of letter: Character, in letters: [Character]) -> Int {
        letters.firstIndex(of: letter) ?? Int.max
    }

    /// The share of the picker's width the wheel takes, relative to an hour wheel's.
    var widthWeight: Double {
        switch self {
        case .day: return 2.6
        case .month: return 2.2
        case .dayOfMonth: return 0.9
        case .year: return 1.3
        case .countDownHours, .countDownMinutes: return 1.5
        case .hour, .minute, .meridiem: return 1
        }
    }

    /// The number of rows.
    func rowCount(minuteInterval: Int) -> Int {
        switch self {
        case .day: return DatePickerWindows.dayCount
        case .month: return 12
        case .dayOfMonth: return 31
        case .year: return DatePickerWindows.yearCount
        case .hour(let twelve): return twelve ? 12 : 24
        case .minute, .countDownMinutes: return 60 / minuteInterval
        case .meridiem: return 2
        case .countDownHours: return 24
        }
    }

    /// The row that shows `date` (or, for a countdown's wheels, `countDown` seconds).
    func row(
        for date: Date, countDown: TimeInterval, calendar: Calendar, windows: DatePickerWindows, minuteInterval: Int
    ) -> Int {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        switch self {
        case .day: return windows.dayIndex(of: date, calendar: calendar)
        case .month: return (parts.month ?? 1) - 1
        case .dayOfMonth: return (parts.day ?? 1) - 1
        case .year: return (parts.year ?? windows.firstYear) - windows.firstYear
        case .hour(let twelve): return twelve ? hour % 12 : hour
        case .minute: return (parts.minute ?? 0) / minuteInterval
        case .meridiem: return hour >= 12 ? 1 : 0
        case .countDownHours: return Int(countDown) / 3600
        case .countDownMinutes: return Int(countDown) % 3600 / 60 / minuteInterval
        }
    }

    /// The title of `row`.
    func title(forRow row: Int, formats: DatePickerFormats, windows: DatePickerWindows, minuteInterval: Int)
        -> String
    {
        switch self {
        case .day:
            let day = windows.day(at: row, calendar: formats.calendar)
            return formats.calendar.isDateInToday(day) ? "Today" : formats.dayTitle(day)
        case .month: return formats.monthSymbols[row % formats.monthSymbols.count]
        case .dayOfMonth: return "\(row + 1)"
        case .year: return "\(windows.firstYear + row)"
        case .hour(let twelve): return twelve ? "\(row == 0 ? 12 : row)" : Self.twoDigits(row)
        case .minute: return Self.twoDigits(row * minuteInterval)
        case .meridiem: return row == 0 ? formats.amSymbol : formats.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * minuteInterval) min"
        }
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// The date the wheels' `rows` show: the parts they turn taken from them, the others from
    /// `base`; a day past the month's end becomes its last day; seconds are dropped when a
    /// minute wheel is shown.
    static func date(
        fromRows rows: [Int], columns: [DatePickerColumn], base: Date, calendar: Calendar,
        windows: DatePickerWindows, minuteInterval: Int
    ) -> Date {
        var parts = calendar.dateComponents(
            [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: base)
        var hour = parts.hour ?? 0
        var pm = hour >= 12
        for (column, row) in zip(columns, rows) where row >= 0 {
            switch column {
            case .day:
                let day = calendar.dateComponents(
                    [.era, .year, .month, .day], from: windows.day(at: row, calendar: calendar))
                (parts.era, parts.year, parts.month, parts.day) = (day.era, day.year, day.month, day.day)
            case .month: parts.month = row + 1
            case .dayOfMonth: parts.day = row + 1
            case .year: parts.year = windows.firstYear + row
            case .hour: hour = row
            case .minute:
                parts.minute = row * minuteInterval
                (parts.second, parts.nanosecond) = (0, 0)
            case .meridiem: pm = row == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if columns.contains(.hour(twelveHour: true)) { hour = hour % 12 + (pm ? 12 : 0) }
        parts.hour = hour
        var firstOfMonth = parts
        (firstOfMonth.day, firstOfMonth.hour, firstOfMonth.minute) = (1, 12, 0)
        if let first = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: first) {
            parts.day = min(parts.day ?? 1, days.count)
        }
        return calendar.date(from: parts) ?? base
    }

    /// The seconds a countdown's wheels show.
    static func countDown(fromRows rows: [Int], columns: [DatePickerColumn], minuteInterval: Int) -> TimeInterval {
        var seconds = 0
        for (column, row) in zip(columns, rows) where row >= 0 {
            if column == .countDownHours { seconds += row * 3600 }
            if column == .countDownMinutes { seconds += row * minuteInterval * 60 }
        }
        return TimeInterval(seconds)
    }
}

/// Where the day and year wheels' windows start: they hold a span around the value and
/// move when the value nears an end, so the wheels never run out of rows in use.
package struct DatePickerWindows: Sendable {
    /// Days on the date-and-time day wheel: half a year either side.
    static let dayCount = 367
    /// Years on the year wheel: a century either side.
    static let yearCount = 201
    /// The day wheel's first day (a start of day).
    var firstDay = Date(timeIntervalSinceReferenceDate: 0)
    /// The year wheel's first year.
    var firstYear = 1

    init() {}

    /// Windows with `date` at their middle rows.
    init(centredOn date: Date, calendar: Calendar) {
        let today = calendar.startOfDay(for: date)
        firstDay = calendar.date(byAdding: .day, value: -Self.dayCount / 2, to: today) ?? today
        firstYear = calendar.component(.year, from: date) - Self.yearCount / 2
    }

    /// The start of the day on `row` of the day wheel.
    func day(at row: Int, calendar: Calendar) -> Date {
        calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
    }

    /// The day wheel's row of `date`'s day (outside 0..<dayCount when the window must move).
    func dayIndex(of date: Date, calendar: Calendar) -> Int {
        calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
    }

    /// Whether `date` is within a tenth of an end of a window the columns show.
    func needsMove(for date: Date, calendar: Calendar, columns: [DatePickerColumn]) -> Bool {
        if columns.contains(.day) {
            let i = dayIndex(of: date, calendar: calendar)
            if i < Self.dayCount / 10 || i >= Self.dayCount - Self.dayCount / 10 { return true }
        }
        if columns.contains(.year) {
            let i = calendar.component(.year, from: date) - firstYear
            if i < Self.yearCount / 10 || i >= Self.yearCount - Self.yearCount / 10 { return true }
        }
        return false
    }
}

/// The locale's names the wheels' titles use, made once per reload of the wheels.
final class DatePickerFormats {
    let calendar: Calendar
    let monthSymbols: [String]
    let amSymbol: String
    let pmSymbol: String
    private let dayFormatter: DateFormatter

    init(calendar: Calendar) {
        self.calendar = calendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        monthSymbols = formatter.standaloneMonthSymbols
        amSymbol = formatter.amSymbol
        pmSymbol = formatter.pmSymbol
        // UIKit's day wheel reads "Wed Nov 26": the locale's short weekday, month and day,
        // without the comma the written form puts after the weekday.
        let pattern =
            DateFormatter.dateFormat(fromTemplate: "EEEMMMd", options: 0, locale: calendar.locale) ?? "EEE MMM d"
        formatter.dateFormat = pattern.replacingOccurrences(of: ",", with: "")
        dayFormatter = formatter
    }

    func dayTitle(_ day: Date) -> String { dayFormatter.string(from: day) }
}
