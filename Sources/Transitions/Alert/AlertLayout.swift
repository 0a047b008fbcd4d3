import Geometry

/// Where every part of an alert or action sheet goes, from the sizes of its texts, in the
/// presented view's coordinates: one value that the presentation controller (its frame),
/// the view (its parts) and tests all read, so they cannot disagree.
///
/// The metrics are iOS's (iOS 13 to 17): an alert is 270 points wide with 44-point buttons,
/// placed side by side when there are exactly two whose titles fit half the width, else in
/// a column; an action sheet spans the window less 8 points a side (at most 400, as an
/// iPhone's in landscape keeps its portrait width), with 57-point buttons and the cancel
/// action in its own group 8 points below the others.
struct AlertLayout: Equatable {
    /// Which of the three shapes is laid out.
    enum Form: Equatable {
        /// The alert card, centred.
        case alert
        /// The action sheet at the bottom of a compact window, cancel in its own group.
        case actionSheet
        /// The action sheet inside a popover: no cancel button (a tap outside cancels).
        case popover
    }

    /// The measures that differ by form, iOS's, as a table: an alert 270 wide with 44-point
    /// buttons and 20 points around its texts; an action sheet spanning the window less 8
    /// points a side (at most 400) with 57-point buttons, 16 points around its texts, 8 above
    /// the bottom edge and 8 between its groups; its popover 304 wide, otherwise the same.
    /// `width` is the widest a spanning form gets.
    static func metrics(_ form: Form) -> (
        width: Double, spansContainer: Bool, buttonHeight: Double, textPadding: Double, margin: Double
    ) {
        switch form {
        case .alert: (270, false, 44, 20, 0)
        case .actionSheet: (400, true, 57, 16, 8)
        case .popover: (304, false, 57, 16, 0)
        }
    }

    /// The measures every form shares: the side inset of the texts and text fields, a
    /// text field's height and the gap between two, the hairline's width, and the room a
    /// button's title needs on each side (two alert buttons whose titles do not fit half
    /// the width less it stack in a column).
    static let sideInset = 16.0
    static let textField = (height: 30.0, gap: 8.0)
    static let separator = 0.5
    static let buttonTitlePadding = 8.0

    /// The shape laid out.
    var form: Form
    /// The whole presented view's size.
    var size: Size
    /// The main group: title, message, text fields and every button but an action sheet's
    /// cancel.
    var card: Rect
    /// The action sheet's cancel group, nil in the other forms or with no cancel action.
    var cancelGroup: Rect?
    /// The title's and the message's frames, nil when there is none.
    var title: Rect?
    var message: Rect?
    /// The text fields' frames, top to bottom.
    var textFields: [Rect]
    /// The frame of each action's button, indexed as the actions were added; nil for an
    /// action not shown (a popover's cancel).
    var buttons: [Rect?]
    /// The hairlines between buttons, and between the texts and the first button.
    var separators: [Rect]
    /// True when the two buttons of an alert sit side by side.
    var isHorizontal: Bool

    /// Lays out `form` for `actions` (their styles, in the order added) whose titles are
    /// `titleWidths` wide at the button font, with `textFields` fields, in a container
    /// `containerWidth` wide. `header(width)` gives the title's and the message's heights
    /// broken to `width` (nil for a missing one).
    init(
        form: Form, actions: [AlertAction.Style], titleWidths: [Double], textFields: Int, containerWidth: Double,
        header: (Double) -> (title: Double?, message: Double?)
    ) {
        let metrics = Self.metrics(form)
        let width =
            metrics.spansContainer
            ? max(0, min(containerWidth - 2 * metrics.margin, metrics.width)) : metrics.width
        let textWidth = max(0, width - 2 * Self.sideInset)
        let heights = header(textWidth)

        let pad = metrics.textPadding
        var y = 0.0
        var title: Rect?
        var message: Rect?
        if heights.title != nil || heights.message != nil {
            y = pad
            if let h = heights.title {
                title = Rect(x: Self.sideInset, y: y, width: textWidth, height: h)
                y += h
            }
            if let h = heights.message {
                if title != nil { y += 4 }
                message = Rect(x: Self.sideInset, y: y, width: textWidth, height: h)
                y += h
            }
            y += pad
        }
        var fields: [Rect] = []
        if form == .alert && textFields > 0 {
            if title == nil && message == nil { y = Self.sideInset }
            for i in 0..<textFields {
                if i > 0 { y += Self.textField.gap }
                fields.append(Rect(x: Self.sideInset, y: y, width: textWidth, height: Self.textField.height))
                y += Self.textField.height
            }
            y += Self.sideInset
        }

        // The buttons, in the order shown.
        let cancel = actions.firstIndex(of: .cancel)
        let others = actions.indices.filter { $0 != cancel }
        let buttonHeight = metrics.buttonHeight
        let half = width / 2
        let horizontal =
            form == .alert && actions.count == 2
            && titleWidths.allSatisfy { $0 <= half - 2 * Self.buttonTitlePadding }
        var buttons = [Rect?](repeating: nil, count: actions.count)
        var separators: [Rect] = []
        // Before the first button, a hairline when something is above it.
        let hasTop = y > 0
        if horizontal {
            // Two side by side: the cancel action on the left (else the order added).
            let order = cancel.map { [$0] + others } ?? others
            if hasTop { separators.append(Rect(x: 0, y: y, width: width, height: Self.separator)) }
            for (i, index) in order.enumerated() {
                buttons[index] = Rect(x: Double(i) * half, y: y, width: half, height: buttonHeight)
            }
            separators.append(Rect(x: half - Self.separator / 2, y: y, width: Self.separator, height: buttonHeight))
            y += buttonHeight
        } else {
            // A column: in an alert the cancel action comes last; an action sheet puts it
            // in its own group below, and a popover leaves it out.
            let column = form == .alert ? others + (cancel.map { [$0] } ?? []) : others
            for (i, index) in column.enumerated() {
                if i > 0 || hasTop { separators.append(Rect(x: 0, y: y, width: width, height: Self.separator)) }
                buttons[index] = Rect(x: 0, y: y, width: width, height: buttonHeight)
                y += buttonHeight
            }
        }
        let card = Rect(x: 0, y: 0, width: width, height: y)
        var cancelGroup: Rect?
        if form == .actionSheet, let cancel {
            let group = Rect(x: 0, y: y + metrics.margin, width: width, height: buttonHeight)
            buttons[cancel] = group
            cancelGroup = group
            y = group.maxY
        }
        self.form = form
        self.size = Size(width: width, height: y)
        self.card = card
        self.cancelGroup = cancelGroup
        self.title = title
        self.message = message
        self.textFields = fields
        self.buttons = buttons
        self.separators = separators
        self.isHorizontal = horizontal
    }

    /// Where the presented view goes in a container of `bounds`: an alert centred, an action
    /// sheet centred at the bottom, `sheetMargin` above the bottom edge (and
    /// `bottomInset`, the container's safe area); a popover's place is the popover's.
    func frame(in bounds: Rect, bottomInset: Double = 0) -> Rect {
        let x = (bounds.midX - size.width / 2).rounded()
        switch form {
        case .actionSheet:
            let y = bounds.maxY - bottomInset - Self.metrics(form).margin - size.height
            return Rect(x: x, y: y, width: size.width, height: size.height)
        default:
            let y = (bounds.midY - size.height / 2).rounded()
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
