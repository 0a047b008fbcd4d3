import Engine
import Foundation
import Geometry
import LayerTree

/// The compact style's editor: what a tap on a pill opens, as UIKit's compact picker opens
/// "a calendar-style editor". A card floats over the window beside the pill: the month of
/// days for the date's pill, the hour and minute wheels for the time's. What the user chooses
/// there becomes the picker's date at once (the other part kept) with one `.valueChanged`;
/// a tap outside the card closes it. The picker hears `.editingDidBegin` when the card opens
/// and `.editingDidEnd` when it closes, the events apps listen to for "the user is done".
///
/// Ids: the card `date-picker-editor`, the backdrop `date-picker-editor-backdrop`; the card's
/// own picker keeps its ids (`date-picker-day-N`, `date-picker-wheels`).
@MainActor
package final class DatePickerCompactEditor: View {
    /// Which part of the value the card edits.
    package enum Part: Sendable {
        /// The year, month and day, as a month of days.
        case date
        /// The hour and minute, as wheels.
        case time
    }

    /// The gap between the pill and the card, and the card's least distance from the
    /// window's edges, points.
    static let gap = 8.0
    /// The time wheels' size in the card: narrower than a full picker, as the editor is.
    static let timeSize = Size(width: 240, height: UIDatePicker.wheelsSize.height)

    package let part: Part
    /// The card holding the editing picker.
    package let card = View()
    /// The picker in the card: inline for the date, wheels for the time.
    package let picker = UIDatePicker(frame: .zero)
    private weak var owner: UIDatePicker?
    private weak var pill: Label?
    private var closing = false

    init(owner: UIDatePicker, pill: Label, part: Part) {
        self.owner = owner
        self.pill = pill
        self.part = part
        super.init(frame: .zero)
        accessibilityIdentifier = "date-picker-editor-backdrop"
        card.accessibilityIdentifier = "date-picker-editor"
        card.backgroundColor = .white
        card.layer.cornerRadius = 13
        card.shadow = Shadow(color: .black, opacity: 0.18, radius: 24, offset: Size(width: 0, height: 8))
        picker.locale = owner.locale
        picker.calendar = owner.calendar
        picker.timeZone = owner.timeZone
        picker.minuteInterval = owner.minuteInterval
        picker.roundsToMinuteInterval = owner.roundsToMinuteInterval
        picker.datePickerMode = part == .date ? .date : .time
        picker.preferredDatePickerStyle = part == .date ? .inline : .wheels
        picker.minimumDate = owner.minimumDate
        picker.maximumDate = owner.maximumDate
        picker.setDate(owner.date, animated: false)
        let size = part == .date ? picker.intrinsicContentSize : Self.timeSize
        picker.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        card.frame.size = size
        card.addSubview(picker)
        addSubview(card)
        picker.addTarget(for: .valueChanged) { [weak self] _ in self?.pickerDidChange() }
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] tap in
                guard let self, !self.card.frame.contains(tap.location(in: self)) else { return }
                self.close()
            })
    }

    /// Always nil, as `View.init?(coder:)`.
    required init?(coder: ViewCoder) {
        return nil
    }

    /// Covers `window` and places the card below the pill, or above it when the window ends
    /// first, kept `gap` points inside the window's edges; then grows the card in.
    func open(in window: Window) {
        frame = window.bounds
        window.addSubview(self)
        if let pill {
            card.frame.origin = Self.cardOrigin(
                size: card.frame.size, pill: pill.convert(pill.bounds, to: self), in: bounds.size)
        }
        card.alpha = 0
        card.transform = AffineTransform(scaleX: 0.85, y: 0.85)
        View.animate(withDuration: 0.35, usingSpringWithDamping: 0.85, initialSpringVelocity: 0) {
            self.card.alpha = 1
            self.card.transform = .identity
        }
    }

    /// Where a card of `size` goes for a pill at `pill` (window points) in a window of `window`.
    package static func cardOrigin(size: Size, pill: Rect, in window: Size) -> Point {
        let maxX = window.width - gap - size.width
        let x = min(max(pill.minX, gap), max(maxX, gap))
        let below = pill.maxY + gap
        let above = pill.minY - gap - size.height
        let y: Double
        if below + size.height <= window.height - gap {
            y = below
        } else if above >= gap {
            y = above
        } else {
            y = max(gap, window.height - gap - size.height)
        }
        return Point(x: x, y: y)
    }

    /// Fades the card out and leaves the window; the picker hears `.editingDidEnd` once.
    func close() {
        guard !closing else { return }
        closing = true
        owner?.compactEditorDidClose(self)
        View.animate(withDuration: 0.2) {
            self.card.alpha = 0
        } completion: { _ in
            self.removeFromSuperview()
        }
    }

    /// The owner's date changed in code: the card shows it.
    func ownerDidChange() {
        guard let owner else { return }
        picker.minimumDate = owner.minimumDate
        picker.maximumDate = owner.maximumDate
        picker.setDate(owner.date, animated: false)
    }

    private func pickerDidChange() {
        guard let owner else { return }
        switch part {
        case .date: owner.inlineDidChoose(day: picker.date)
        case .time: owner.compactDidChoose(time: picker.date)
        }
        picker.setDate(owner.date, animated: false)
    }
}

extension UIDatePicker {
    /// A tap on a compact pill opens its editor (closing any other), in the picker's window.
    func compactPillTapped(_ pill: Label) {
        guard let window, let index = compactPills.firstIndex(where: { $0 === pill }) else { return }
        // The date's pill comes first when the mode shows a date; the inline style's one pill is the time.
        let part: DatePickerCompactEditor.Part =
            datePickerStyle == .compact && datePickerMode != .time && index == 0 ? .date : .time
        compactEditor?.close()
        let editor = DatePickerCompactEditor(owner: self, pill: pill, part: part)
        compactEditor = editor
        pill.textColor = .systemBlue
        sendActions(for: .editingDidBegin)
        editor.open(in: window)
    }

    /// The editor closed: the pills return to their colour and the picker hears `.editingDidEnd`.
    func compactEditorDidClose(_ editor: DatePickerCompactEditor) {
        guard compactEditor === editor else { return }
        compactEditor = nil
        for pill in compactPills { pill.textColor = .black }
        sendActions(for: .editingDidEnd)
    }

    /// The user chose a time in the editor: the date takes its hour and minute, keeping the
    /// day, within the limits; one `.valueChanged` if it changed.
    func compactDidChoose(time: Date) {
        let cal = effectiveCalendar
        var parts = cal.dateComponents([.era, .year, .month, .day], from: date)
        let chosen = cal.dateComponents([.hour, .minute], from: time)
        (parts.hour, parts.minute, parts.second) = (chosen.hour, chosen.minute, 0)
        chooseFromEditor(cal.date(from: parts) ?? date)
    }
}
