import Engine
import Foundation
import Geometry
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// `UIDatePicker`, Apple: "A control for inputting date and time values." Every test pins
/// the locale, the calendar and the time zone, so the wheels' names and order are fixed.
final class DatePickerTests: XCTestCase {
    private static let utc = TimeZone(identifier: "UTC")!

    /// A Gregorian calendar in UTC.
    private static var gregorian: Calendar {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = utc
        return cal
    }

    /// The UTC date of the given parts.
    private static func date(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0) -> Date {
        gregorian.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi, second: s))!
    }

    /// A picker with pinned locale, calendar and time zone, drawn as wheels.
    @MainActor private static func picker(
        _ mode: UIDatePicker.Mode, locale: String = "en_US", frame: CGRect = .zero
    ) -> UIDatePicker {
        let picker = UIDatePicker(frame: frame)
        picker.locale = Locale(identifier: locale)
        picker.calendar = gregorian
        picker.timeZone = utc
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = mode
        return picker
    }

    /// The titles of `component`'s rows.
    @MainActor private static func titles(_ picker: UIDatePicker, _ component: Int) -> [String] {
        picker.layoutIfNeeded()
        let wheels = picker.wheelView
        return (0..<wheels.numberOfRows(inComponent: component)).map {
            (wheels.view(forRow: $0, forComponent: component) as? Label)?.text ?? ""
        }
    }

    /// The title in the band of `component`.
    @MainActor private static func shown(_ picker: UIDatePicker, _ component: Int) -> String {
        titles(picker, component)[picker.wheelView.selectedRow(inComponent: component)]
    }

    /// Apple, `UIDatePicker.Mode`: `time` "displays the date in hours, minutes, and
    /// (optionally) an AM/PM designation. The exact items shown and their order depend upon
    /// the locale set" ("6 | 53 | PM"); `date` "displays the date in months, days of the
    /// month, and years. The exact order of these items depends on the locale setting";
    /// `countDownTimer` "displays hour and minute values, for example, “1 | 53”". The raw
    /// values are UIKit's (`UIDatePickerModeTime` is 0 ... `CountDownTimer` 3).
    func testEachModeHasItsWheelsInTheLocalesOrder() {
        MainActor.assumeIsolated {
            XCTAssertEqual(
                [UIDatePicker.Mode.time, .date, .dateAndTime, .countDownTimer].map(\.rawValue), [0, 1, 2, 3])
            XCTAssertEqual(UIDatePicker().datePickerMode, .dateAndTime, "the default mode")

            let both = Self.picker(.dateAndTime)
            both.date = Self.date(2025, 11, 26, 18, 53)
            XCTAssertEqual(both.columns, [.day, .hour(twelveHour: true), .minute, .meridiem])
            XCTAssertEqual(
                (0..<4).map { Self.shown(both, $0) }, ["Wed Nov 26", "6", "53", "PM"],
                "UIKit's “Wed Nov 15 | 6 | 53 | PM”")
            XCTAssertEqual(Self.titles(both, 1).prefix(3), ["12", "1", "2"], "a 12-hour clock's hours")
            XCTAssertEqual(Self.titles(both, 2).count, 60)

            let us = Self.picker(.date)
            us.date = Self.date(2007, 11, 15)
            XCTAssertEqual(us.columns, [.month, .dayOfMonth, .year])
            XCTAssertEqual((0..<3).map { Self.shown(us, $0) }, ["November", "15", "2007"])
            XCTAssertEqual(Self.picker(.date, locale: "en_GB").columns, [.dayOfMonth, .month, .year])
            XCTAssertEqual(Self.picker(.date, locale: "ja_JP").columns, [.year, .month, .dayOfMonth])

            let uk = Self.picker(.time, locale: "en_GB")
            uk.date = Self.date(2025, 1, 1, 18, 5)
            XCTAssertEqual(uk.columns, [.hour(twelveHour: false), .minute], "no AM/PM on a 24-hour clock")
            XCTAssertEqual((0..<2).map { Self.shown(uk, $0) }, ["18", "05"])

            let timer = Self.picker(.countDownTimer)
            timer.countDownDuration = 53 * 60 + 3600
            XCTAssertEqual(timer.columns, [.countDownHours, .countDownMinutes])
            XCTAssertEqual((0..<2).map { Self.shown(timer, $0) }, ["1 hour", "53 min"])
        }
    }

    /// The day and year wheels hold a window of rows around the date; a date far outside it
    /// moves the window, so the wheels show any date, as UIKit's endless wheels do.
    func testTheDayAndYearWheelsFollowADateFarAway() {
        MainActor.assumeIsolated {
            let both = Self.picker(.dateAndTime)
            both.date = Self.date(2025, 11, 26, 18, 53)
            XCTAssertEqual(Self.shown(both, 0), "Wed Nov 26")
            both.date = Self.date(2027, 6, 15, 8, 5)
            XCTAssertEqual((0..<4).map { Self.shown(both, $0) }, ["Tue Jun 15", "8", "05", "AM"])
            let row = both.wheelView.selectedRow(inComponent: 0)
            XCTAssertTrue((36..<331).contains(row), "row \(row): away from the window's ends")

            let birthday = Self.picker(.date)
            birthday.date = Self.date(1901, 2, 3)
            XCTAssertEqual((0..<3).map { Self.shown(birthday, $0) }, ["February", "3", "1901"])
            birthday.date = Self.date(2299, 12, 31)
            XCTAssertEqual((0..<3).map { Self.shown(birthday, $0) }, ["December", "31", "2299"])
        }
    }

    /// Apple, `minuteInterval`: "The interval value must be evenly divided into 60; if it
    /// isn’t, the default value is used. The default and minimum values are 1; the maximum
    /// value is 30." `roundsToMinuteInterval`: "If this property is true, date always rounds
    /// to the minuteInterval and only produces dates that align with the minute interval. If
    /// this property is false, changes to date ignore the minuteInterval property."
    func testTheMinuteIntervalDividesSixtyAndRoundsTheDate() {
        MainActor.assumeIsolated {
            let picker = Self.picker(.time)
            XCTAssertEqual(picker.minuteInterval, 1)
            for (asked, kept) in [(15, 15), (7, 1), (45, 1), (0, 1), (30, 30), (-5, 1), (20, 20)] {
                picker.minuteInterval = asked
                XCTAssertEqual(picker.minuteInterval, kept, "minuteInterval = \(asked)")
            }
            picker.minuteInterval = 15
            XCTAssertEqual(Self.titles(picker, 1), ["00", "15", "30", "45"])
            picker.date = Self.date(2025, 3, 4, 10, 37, 12)
            XCTAssertEqual(picker.date, Self.date(2025, 3, 4, 10, 30), "rounded to the start of its interval")
            XCTAssertEqual(Self.shown(picker, 1), "30")
            picker.roundsToMinuteInterval = false
            picker.date = Self.date(2025, 3, 4, 10, 37, 12)
            XCTAssertEqual(picker.date, Self.date(2025, 3, 4, 10, 37, 12), "kept as given")
        }
    }

    /// Apple, `minimumDate`: "This property, along with the maximumDate property, lets you
    /// specify a valid date range. If the minimum date value is greater than the maximum
    /// date value, both properties are ignored. The minimum and maximum dates are also
    /// ignored in the countdown-timer mode." `countDownDuration`: "The default value is 0.0
    /// and the maximum value is 23:59 (86,340 seconds)."
    func testTheDateStaysWithinTheLimits() {
        MainActor.assumeIsolated {
            let picker = Self.picker(.date)
            picker.minimumDate = Self.date(2025, 1, 10)
            picker.maximumDate = Self.date(2025, 6, 30)
            picker.date = Self.date(2024, 12, 25)
            XCTAssertEqual(picker.date, Self.date(2025, 1, 10))
            picker.date = Self.date(2030, 1, 1)
            XCTAssertEqual(picker.date, Self.date(2025, 6, 30))
            XCTAssertEqual((0..<3).map { Self.shown(picker, $0) }, ["June", "30", "2025"], "the wheels show it")
            picker.maximumDate = Self.date(2025, 3, 1)
            XCTAssertEqual(picker.date, Self.date(2025, 3, 1), "a new limit pulls the date in")
            picker.minimumDate = Self.date(2026, 1, 1)
            picker.date = Self.date(2030, 1, 1)
            XCTAssertEqual(picker.date, Self.date(2030, 1, 1), "minimum after maximum: both ignored")

            let timer = Self.picker(.countDownTimer)
            XCTAssertEqual(timer.countDownDuration, 0)
            timer.countDownDuration = 90_000
            XCTAssertEqual(timer.countDownDuration, 86_340)
            timer.minimumDate = Self.date(2026, 1, 1)
            timer.date = Self.date(2020, 1, 1)
            XCTAssertEqual(timer.date, Self.date(2020, 1, 1), "no limits in the countdown mode")
        }
    }

    /// A window on a virtual clock with the picker at its origin.
    @MainActor private static func window(with picker: UIDatePicker) -> (UIWindow, VirtualClock) {
        let clock = VirtualClock()
        let window = UIWindow(size: CGSize(width: 400, height: 300), clock: clock)
        window.rootView.addSubview(picker)
        step(window, clock, 2)
        return (window, clock)
    }

    @MainActor private static func step(_ window: UIWindow, _ clock: VirtualClock, _ frames: Int) {
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            window.tick()
        }
    }

    /// The window point at the middle of `row` of `component`.
    @MainActor private static func point(_ picker: UIDatePicker, row: Int, component: Int) -> CGPoint {
        let label = picker.wheelView.view(forRow: row, forComponent: component)!
        return label.convert(CGPoint(x: label.bounds.width / 2, y: label.bounds.height / 2), to: nil)
    }

    /// A tap on the row below the band of `component`, through the window's touch path.
    @MainActor private static func tapBelow(
        _ picker: UIDatePicker, component: Int, _ window: UIWindow, _ clock: VirtualClock
    ) {
        let p = point(picker, row: picker.wheelView.selectedRow(inComponent: component) + 1, component: component)
        window.send(.pointerDown(p))
        window.send(.pointerUp(p))
        window.tick()
        step(window, clock, 120)
    }

    /// Apple, `UIDatePicker`: "The date picker reports interactions to its associated target
    /// object" (`.valueChanged`); `setDate(_:animated:)`: "The animation rotates the wheels
    /// until the new date and time is shown under the highlight rectangle", a change in code
    /// that sends no event, as for every UIKit control. A wheel turned to 31 February comes
    /// back to the month's last day; one turned past `maximumDate` springs back to it.
    func testAWheelTheUserTurnsSendsOneValueChangedAndSpringsBackIntoRange() {
        MainActor.assumeIsolated {
            let picker = Self.picker(.date)
            picker.date = Self.date(2025, 1, 31, 9, 15)
            let (window, clock) = Self.window(with: picker)
            var events: [Date] = []
            picker.addTarget(for: .valueChanged) { events.append(($0 as! UIDatePicker).date) }

            picker.setDate(Self.date(2025, 1, 20, 9, 15), animated: true)
            Self.step(window, clock, 60)
            picker.date = Self.date(2025, 1, 31, 9, 15)
            Self.step(window, clock, 60)
            XCTAssertEqual(events, [], "a date set in code sends nothing")

            Self.tapBelow(picker, component: 0, window, clock)  // January -> February
            XCTAssertEqual(events, [Self.date(2025, 2, 28, 9, 15)], "31 February is the 28th, one event")
            XCTAssertEqual(picker.wheelView.selectedRow(inComponent: 1), 27, "the day wheel came back to 28")
            XCTAssertEqual(Self.shown(picker, 1), "28")
            let dayWheelOffset = picker.wheelView.view(forRow: 27, forComponent: 1)!.convert(CGPoint.zero, to: picker).y
            XCTAssertEqual(dayWheelOffset, 108 - 16, accuracy: 0.5, "and rests centred in the band")
            XCTAssertEqual(
                (picker.wheelView.view(forRow: 29, forComponent: 1) as? Label)?.textColor, Color(white: 0.75),
                "February has no 30th: greyed")

            picker.maximumDate = Self.date(2025, 3, 31)
            Self.tapBelow(picker, component: 0, window, clock)  // February -> March
            Self.tapBelow(picker, component: 0, window, clock)  // March -> April, past the limit
            XCTAssertEqual(events.count, 3)
            XCTAssertEqual(events.last, Self.date(2025, 3, 31), "springs back to the maximum")
            XCTAssertEqual((0..<3).map { Self.shown(picker, $0) }, ["March", "31", "2025"])
        }
    }

    /// A drag and release on the minute wheel, through the window's pan path: the wheel
    /// glides, comes to rest on a row, and that row's minute is the date's, with exactly one
    /// `.valueChanged` for the one gesture.
    func testAFlickOfTheMinuteWheelSettlesOnAMinuteAndSendsOneEvent() {
        MainActor.assumeIsolated {
            let picker = Self.picker(.time, locale: "en_GB")
            picker.minuteInterval = 5
            picker.date = Self.date(2025, 5, 5, 14, 0)
            let (window, clock) = Self.window(with: picker)
            var events = 0
            picker.addTarget(for: .valueChanged) { _ in events += 1 }
            let x = Self.point(picker, row: 0, component: 1).x
            window.send(.pointerDown(CGPoint(x: x, y: 180)))
            for i in 1...6 {
                clock.advance(by: 1.0 / 60)
                window.send(.pointerMoved(CGPoint(x: x, y: 180 - Double(i) * 15)))
                window.tick()
            }
            window.send(.pointerUp(CGPoint(x: x, y: 90)))
            window.tick()
            Self.step(window, clock, 600)
            let row = picker.wheelView.selectedRow(inComponent: 1)
            XCTAssertGreaterThan(row, 0, "the wheel turned")
            XCTAssertEqual(events, 1)
            XCTAssertEqual(picker.date, Self.date(2025, 5, 5, 14, row * 5))
        }
    }

    /// Apple, `countDownDuration`: "the date picker displays only hours and minutes"; a
    /// countdown's wheels never rest on 0:00 (UIKit moves them to one interval).
    func testACountdownTurnedToZeroComesBackToOneInterval() {
        MainActor.assumeIsolated {
            let picker = Self.picker(.countDownTimer)
            picker.minuteInterval = 10
            picker.countDownDuration = 20 * 60
            let (window, clock) = Self.window(with: picker)
            var durations: [TimeInterval] = []
            picker.addTarget(for: .valueChanged) { durations.append(($0 as! UIDatePicker).countDownDuration) }
            let p = Self.point(picker, row: 1, component: 1)  // the row above the band: 10 min
            window.send(.pointerDown(p))
            window.send(.pointerUp(p))
            window.tick()
            Self.step(window, clock, 120)
            XCTAssertEqual(durations, [600])
            let zero = Self.point(picker, row: 0, component: 1)
            window.send(.pointerDown(zero))
            window.send(.pointerUp(zero))
            window.tick()
            Self.step(window, clock, 120)
            XCTAssertEqual(picker.countDownDuration, 600, "0:00 springs back to 0:10")
            XCTAssertEqual(picker.wheelView.selectedRow(inComponent: 1), 1)
        }
    }

    /// Apple, `datePickerStyle`: "This property always returns a concrete style, never
    /// UIDatePickerStyle.automatic." `preferredDatePickerStyle`: "The default style is
    /// UIDatePickerStyle.automatic." The wheels are UIKit's 216 points tall and draw within
    /// that: the band across the middle, the chosen row's text in it, nothing outside.
    func testTheWheelsDrawWithinTheirIntrinsicSize() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual([UIDatePickerStyle.automatic, .wheels, .compact, .inline].map(\.rawValue), [0, 1, 2, 3])
            let automatic = UIDatePicker()
            XCTAssertEqual(automatic.preferredDatePickerStyle, .automatic)
            XCTAssertEqual(automatic.datePickerStyle, .compact)
            automatic.datePickerMode = .countDownTimer
            XCTAssertEqual(automatic.datePickerStyle, .wheels, "a countdown has wheels only")

            let picker = Self.picker(.time, locale: "en_GB")
            picker.date = Self.date(2025, 5, 5, 14, 30)
            XCTAssertEqual(picker.frame, CGRect(x: 0, y: 0, width: 320, height: 216))
            XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
            let recording = try TransitionRecorder(
                size: CGSize(width: 400, height: 300), images: .all, maximumSeconds: 1
            ).record(script: "wait 0.1") { PickerHost(picker) }
            let image = try XCTUnwrap(recording.image(at: recording.frames.count - 1))
            func pixel(_ x: Int, _ y: Int) -> Int {
                let p = image.rgba(x: x, y: y)
                return p.red << 16 | p.green << 8 | p.blue
            }
            var inked = (minX: Int.max, minY: Int.max, maxX: 0, maxY: 0)
            var darkInBand = 0
            for y in 0..<300 {
                for x in 0..<400 where pixel(x, y) != 0xFF_FFFF {
                    inked = (min(inked.minX, x), min(inked.minY, y), max(inked.maxX, x), max(inked.maxY, y))
                    if (92..<124).contains(y) && pixel(x, y) & 0xFF < 0x60 { darkInBand += 1 }
                }
            }
            XCTAssertLessThan(inked.maxX, 320, "nothing drawn right of the picker")
            XCTAssertLessThan(inked.maxY, 216, "nothing drawn below it")
            XCTAssertEqual(pixel(160, 108), pixel(160, 93), "the band's grey")
            XCTAssertNotEqual(pixel(160, 108), 0xFF_FFFF)
            XCTAssertEqual(pixel(4, 108), 0xFF_FFFF, "the band is inset 8 points")
            XCTAssertGreaterThan(darkInBand, 20, "the chosen hour and minute are written in the band")
            XCTAssertGreaterThan(inked.maxY, 130, "rows above and below the band are drawn too")
        }
    }

    /// The compact style shows the formatted date and time, each in a pill, 34 points tall.
    func testTheCompactStyleShowsTheFormattedDateAndTime() {
        MainActor.assumeIsolated {
            let picker = Self.picker(.dateAndTime)
            picker.preferredDatePickerStyle = .compact
            picker.date = Self.date(2025, 11, 26, 9, 41)
            picker.layoutIfNeeded()
            XCTAssertEqual(picker.datePickerStyle, .compact)
            XCTAssertTrue(picker.wheelView.isHidden)
            XCTAssertEqual(
                picker.compactPills.map { ($0.text ?? "").replacingOccurrences(of: "\u{202F}", with: " ") },
                ["Nov 26, 2025", "9:41 AM"])
            XCTAssertEqual(picker.intrinsicContentSize.height, 34)
            picker.preferredDatePickerStyle = .wheels
            picker.layoutIfNeeded()
            XCTAssertFalse(picker.wheelView.isHidden)
            XCTAssertEqual(picker.compactPills.count, 0)
        }
    }

    /// Apple, `UIDatePickerStyle.inline`: "A style indicating that the date picker displays
    /// as an inline, editable field." Here a month of days to tap: a tap on a day within the
    /// limits chooses it, keeping the time, with one `.valueChanged`; a day before
    /// `minimumDate` takes no tap; the arrow turns the page without changing the date.
    func testTheInlineMonthChoosesADayWithinTheLimits() {
        MainActor.assumeIsolated {
            let picker = Self.picker(.date)
            picker.preferredDatePickerStyle = .inline
            picker.date = Self.date(2025, 11, 26, 9, 41)
            picker.minimumDate = Self.date(2025, 11, 10)
            XCTAssertEqual(picker.datePickerStyle, .inline)
            XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 328))
            picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
            let (window, clock) = Self.window(with: picker)
            var events: [Date] = []
            picker.addTarget(for: .valueChanged) { events.append(($0 as! UIDatePicker).date) }
            XCTAssertTrue(picker.wheelView.isHidden)
            XCTAssertFalse(picker.monthGrid.isHidden)
            @MainActor func label(_ id: String) -> Label {
                picker.monthGrid.subviews.compactMap { $0 as? Label }.first { $0.accessibilityIdentifier == id }!
            }
            @MainActor func tap(_ id: String) {
                let view = label(id)
                let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
                window.send(.pointerDown(p))
                window.send(.pointerUp(p))
                window.tick()
                Self.step(window, clock, 10)
            }
            XCTAssertEqual(label("date-picker-month").text, "November 2025")
            // 1 November 2025 is a Saturday: the last column of the first week.
            XCTAssertEqual(label("date-picker-day-1").frame.minX, 6 * 320 / 7, accuracy: 1e-9)
            tap("date-picker-day-28")
            XCTAssertEqual(events, [Self.date(2025, 11, 28, 9, 41)])
            XCTAssertEqual(label("date-picker-day-28").textColor, UIColor.systemBlue)
            let selected = picker.monthGrid.subviews.first { $0.accessibilityIdentifier == "date-picker-selected-day" }!
            XCTAssertEqual(selected.center, label("date-picker-day-28").center, "the circle is on the 28th")
            tap("date-picker-day-5")
            XCTAssertEqual(events.count, 1, "a day before the minimum takes no tap")
            XCTAssertEqual(label("date-picker-day-5").textColor, Color(white: 0.75))
            tap("date-picker-next-month")
            XCTAssertEqual(label("date-picker-month").text, "December 2025")
            XCTAssertEqual(picker.date, Self.date(2025, 11, 28, 9, 41), "turning the page changes no date")
            XCTAssertEqual(events.count, 1)
        }
    }

    /// Apple, `UIDatePickerStyle.compact`: "A style indicating that the date picker displays
    /// as a label that when tapped displays a calendar-style editor." A tap on the date's pill
    /// opens a card below it with the month; a day chosen there becomes the date (the time
    /// kept) with one `.valueChanged`, and the card stays until a tap outside it; the picker
    /// hears `.editingDidBegin` as it opens and `.editingDidEnd` as it closes. The time's pill
    /// opens hour and minute wheels, and a pill near the window's bottom gets its card above.
    func testACompactPillOpensItsEditorAndATapOutsideClosesIt() {
        MainActor.assumeIsolated {
            let picker = Self.picker(.dateAndTime)
            picker.preferredDatePickerStyle = .compact
            picker.date = Self.date(2025, 11, 26, 9, 41)
            picker.frame = CGRect(origin: CGPoint(x: 20, y: 10), size: picker.intrinsicContentSize)
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 400, height: 520), clock: clock)
            window.rootView.addSubview(picker)
            Self.step(window, clock, 2)
            var events: [String] = []
            picker.addTarget(for: .valueChanged) { _ in events.append("changed") }
            picker.addTarget(for: .editingDidBegin) { _ in events.append("began") }
            picker.addTarget(for: .editingDidEnd) { _ in events.append("ended") }
            @MainActor func tap(_ p: CGPoint) {
                window.send(.pointerDown(p))
                window.send(.pointerUp(p))
                window.tick()
                Self.step(window, clock, 30)
            }
            @MainActor func centre(_ view: View) -> CGPoint {
                view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
            }
            let datePill = picker.compactPills[0]
            tap(centre(datePill))
            let editor = try! XCTUnwrap(picker.compactEditor)
            XCTAssertEqual(editor.part, .date)
            XCTAssertTrue(editor.superview === window, "the card floats over the window")
            XCTAssertEqual(events, ["began"])
            XCTAssertEqual(datePill.textColor, UIColor.systemBlue, "the pill being edited is tinted")
            let pillFrame = datePill.convert(datePill.bounds, to: nil)
            let card = editor.card.convert(editor.card.bounds, to: nil)
            XCTAssertEqual(card.minY, pillFrame.maxY + 8, accuracy: 1e-9, "below the pill")
            XCTAssertEqual(card.minX, pillFrame.minX, accuracy: 1e-9)
            XCTAssertEqual(editor.card.alpha, 1, accuracy: 1e-6, "grown in after half a second")
            XCTAssertEqual(editor.picker.datePickerStyle, .inline)

            let day = editor.picker.monthGrid.subviews.compactMap { $0 as? Label }
                .first { $0.accessibilityIdentifier == "date-picker-day-3" }!
            tap(centre(day))
            XCTAssertEqual(picker.date, Self.date(2025, 11, 3, 9, 41), "the day chosen, the time kept")
            XCTAssertEqual(events, ["began", "changed"])
            XCTAssertTrue(picker.compactEditor === editor, "choosing a day leaves the card open")
            XCTAssertEqual(
                picker.compactPills[0].text?.replacingOccurrences(of: "\u{202F}", with: " "), "Nov 3, 2025")

            tap(CGPoint(x: 390, y: 510))
            XCTAssertNil(picker.compactEditor)
            XCTAssertEqual(events, ["began", "changed", "ended"])
            XCTAssertNil(editor.superview, "the card has faded out and left the window")
            XCTAssertEqual(datePill.textColor, UIColor.black)

            // The time's pill, moved to the window's bottom: wheels, above the pill.
            picker.frame.origin = CGPoint(x: 20, y: 470)
            Self.step(window, clock, 2)
            let timePill = picker.compactPills[1]
            tap(centre(timePill))
            let timeEditor = try! XCTUnwrap(picker.compactEditor)
            XCTAssertEqual(timeEditor.part, .time)
            XCTAssertEqual(timeEditor.picker.datePickerMode, .time)
            XCTAssertEqual(timeEditor.picker.datePickerStyle, .wheels)
            let timeCard = timeEditor.card.convert(timeEditor.card.bounds, to: nil)
            XCTAssertEqual(timeCard.maxY, timePill.convert(timePill.bounds, to: nil).minY - 8, accuracy: 1e-9)
            XCTAssertLessThanOrEqual(timeCard.maxX, 400 - 8, "kept inside the window")
            picker.removeFromSuperview()
            XCTAssertNil(picker.compactEditor, "a picker leaving its window closes its card")
            XCTAssertEqual(events.suffix(2), ["began", "ended"])
        }
    }

    /// The open card, drawn: white with rounded corners over the grey screen, its month's
    /// name and days written in it, its shadow darkening the screen just below it.
    func testTheCompactEditorsCardDraws() throws {
        try MainActor.assumeIsolated {
            let picker = Self.picker(.date)
            picker.preferredDatePickerStyle = .compact
            picker.date = Self.date(2025, 11, 26)
            picker.frame = CGRect(origin: CGPoint(x: 20, y: 10), size: picker.intrinsicContentSize)
            let pill = picker.compactPills[0].frame
            let recording = try TransitionRecorder(
                size: CGSize(width: 400, height: 420), images: .all, maximumSeconds: 2
            ).record(script: "wait 0.1\nclick \(20 + pill.midX) \(10 + pill.midY)\nwait 0.6") {
                let host = PickerHost(picker)
                host.view.backgroundColor = Color(white: 0.9)
                return host
            }
            let image = try XCTUnwrap(recording.image(at: recording.frames.count - 1))
            if let path = ProcessInfo.processInfo.environment["DATE_PICKER_EDITOR_PNG"] {
                try image.writePNG(to: path)
            }
            func grey(_ x: Int, _ y: Int) -> Int { image.rgba(x: x, y: y).green }
            // The card: 320 x 328 at (20, 52); 13-point corners.
            XCTAssertEqual(grey(30 + 150, 52 + 2), 255, "the card's white top edge")
            XCTAssertLessThan(grey(20, 52), 240, "its top-left corner is rounded off")
            XCTAssertEqual(grey(395, 5), 230, "the screen's grey, far from the card")
            XCTAssertLessThan(grey(10, 200), 230, "the shadow spreads left of the card")
            XCTAssertLessThan(grey(180, 52 + 328 + 6), 230, "the shadow below the card")
            var ink = 0
            for y in 52..<(52 + 44) {
                for x in 20..<340 where grey(x, y) < 100 { ink += 1 }
            }
            XCTAssertGreaterThan(ink, 40, "the month's name is written in the header")
        }
    }

    /// The card's place: below the pill when it fits, else above, else as low as the window
    /// allows; never closer than 8 points to a side.
    func testTheCompactEditorsCardStaysInsideTheWindow() {
        MainActor.assumeIsolated {
            let size = CGSize(width: 320, height: 328)
            let window = CGSize(width: 400, height: 600)
            XCTAssertEqual(
                DatePickerCompactEditor.cardOrigin(
                    size: size, pill: CGRect(x: 300, y: 20, width: 90, height: 34), in: window),
                CGPoint(x: 72, y: 62), "pushed in from the right edge, below")
            XCTAssertEqual(
                DatePickerCompactEditor.cardOrigin(
                    size: size, pill: CGRect(x: 0, y: 500, width: 90, height: 34), in: window),
                CGPoint(x: 8, y: 164), "above, 8 points from the left")
            XCTAssertEqual(
                DatePickerCompactEditor.cardOrigin(
                    size: size, pill: CGRect(x: 20, y: 200, width: 90, height: 34), in: CGSize(width: 400, height: 400)),
                CGPoint(x: 20, y: 64), "neither fits: as low as the window allows")
        }
    }
}

/// A white screen holding a date picker at its origin, for a recording.
@MainActor
private final class PickerHost: UIViewController {
    let picker: UIDatePicker
    init(_ picker: UIDatePicker) {
        self.picker = picker
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: ViewCoder) { return nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(picker)
    }
}
