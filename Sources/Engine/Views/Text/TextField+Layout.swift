import Geometry
import LayerTree

extension TextField {
    /// Space between the border and the text, per border style.
    var borderPadding: Double {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 3
        case .roundedRect: 7
        }
    }

    /// The bounds less the padding and the overlay views that show now.
    func contentRect(forBounds bounds: Rect) -> Rect {
        var rect = bounds.insetBy(dx: borderPadding, dy: 0)
        if leftView != nil, leftViewMode.shows(editing: isEditing) {
            let cut = min(rect.width, max(0, leftViewRect(forBounds: bounds).maxX - rect.minX))
            rect.origin.x += cut
            rect.size.width -= cut
        }
        if rightView != nil, rightViewMode.shows(editing: isEditing) {
            rect.size.width = max(0, min(rect.width, rightViewRect(forBounds: bounds).minX - rect.minX))
        }
        return rect
    }

    /// An overlay view's own size at one edge of `bounds`, centred across the height.
    func overlayRect(_ view: View?, atLeft: Bool, in bounds: Rect) -> Rect {
        guard let size = view?.bounds.size else { return .zero }
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return Rect(x: x, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// What measures the text: the window's (the renderer's fonts) or the estimate.
    private var measurer: (any TextMeasuring)? { window?.textMeasurer ?? textLabel.textMeasurer }

    /// One line's advance width in the field's font.
    func textWidth(_ string: String) -> Double {
        TextWrapping.width(of: string, fontSize: fontSize, weight: fontWeight, measurer: measurer)
    }

    /// One line's height in the field's font.
    var lineHeight: Double {
        measurer?.size(of: "X", fontSize: fontSize, weight: fontWeight).height ?? (fontSize * 1.2).rounded(.up)
    }

    /// The intrinsic size: the text (or placeholder) on one line, the padding and the
    /// overlay views that show.
    var fittingSize: Size {
        let shown = editable.text.isEmpty ? (placeholder ?? "") : displayedText
        var width = textWidth(shown) + 2 * borderPadding + TextCaret.width
        var height = lineHeight
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view, mode.shows(editing: isEditing) else { continue }
            width += view.bounds.width
            height = max(height, view.bounds.height)
        }
        return Size(width: width, height: height)
    }

    /// Lays out the overlay views, the label and the caret. Text wider than its rectangle
    /// is drawn from its start, or while editing shifted so the caret stays in view.
    func layoutContent() {
        for (view, mode, atLeft) in [(leftView, leftViewMode, true), (rightView, rightViewMode, false)] {
            guard let view else { continue }
            view.isHidden = !mode.shows(editing: isEditing)
            if !view.isHidden {
                view.frame = atLeft ? leftViewRect(forBounds: bounds) : rightViewRect(forBounds: bounds)
            }
        }
        let showsPlaceholder = editable.text.isEmpty
        let rect =
            showsPlaceholder
            ? placeholderRect(forBounds: bounds)
            : isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let shown = showsPlaceholder ? "" : displayedText
        let full = textWidth(shown)
        let prefix = textWidth(String(shown.prefix(editable.caret)))
        var labelFrame = rect
        let caretX: Double
        if full + TextCaret.width <= rect.width {
            textLabel.textAlignment = textAlignment
            let start: Double
            switch textAlignment {
            case .left: start = rect.minX
            case .center: start = rect.minX + (rect.width - full) / 2
            case .right: start = rect.maxX - full - TextCaret.width
            }
            if textAlignment == .right { labelFrame.size.width -= TextCaret.width }
            caretX = start + prefix
        } else {
            textLabel.textAlignment = .left
            labelFrame.size.width = full + TextCaret.width
            if isEditing { labelFrame.origin.x += min(0, rect.width - TextCaret.width - prefix) }
            caretX = labelFrame.minX + prefix
        }
        textLabel.frame = labelFrame
        let height = min(lineHeight, bounds.height)
        caret.view.frame = Rect(
            x: caretX.rounded(), y: (rect.midY - height / 2).rounded(), width: TextCaret.width, height: height.rounded()
        )
        caret.view.backgroundColor = tintColor
    }

    /// Where the caret would stand before the character at `offset` (clamped to
    /// `0...text.count`), in the field's coordinates, as the text is laid out now. Measured
    /// from the drawn caret, so a text scrolled to keep the caret in view and its alignment
    /// count as they show; the layout is not changed.
    package func caretRect(at offset: Int) -> Rect {
        layoutIfNeeded()
        let shown = displayedText
        let drawnAt = textWidth(String(shown.prefix(editable.caret)))
        let wanted = textWidth(String(shown.prefix(min(max(0, offset), shown.count))))
        var rect = caret.view.frame
        rect.origin.x = (rect.minX - drawnAt + wanted).rounded()
        return rect
    }

    /// Moves the caret to the character boundary whose x, as the text is drawn now, is
    /// nearest `x` (the field's coordinates).
    func placeCaret(nearestX x: Double) {
        layoutIfNeeded()
        let shown = displayedText
        let origin = caret.view.frame.minX - textWidth(String(shown.prefix(editable.caret)))
        let distances = (0...shown.count).map { abs(origin + textWidth(String(shown.prefix($0))) - x) }
        guard let nearest = distances.indices.min(by: { distances[$0] < distances[$1] }) else { return }
        if nearest != editable.caret {
            editable.caret = nearest
            caretDidMove()
        }
    }
}
