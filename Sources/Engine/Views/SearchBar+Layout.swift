import Geometry
import LayerTree

extension SearchBar {
    /// True when the scope bar takes room: `showsScopeBar` with at least one title.
    var scopeBarShows: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// Cancel's width: its title's, at least 44 points (a touch target).
    var cancelWidth: Double { max(44, cancelButton.intrinsicContentSize.width) }

    /// Places each part. Cancel, while hidden, waits clear just past the right edge, so
    /// showing it slides it in as the field narrows.
    func layoutParts() {
        let width = bounds.width
        backgroundView.frame = bounds
        var top = bounds.minY
        promptLabel.isHidden = prompt == nil
        if prompt != nil {
            promptLabel.frame = Rect(x: bounds.minX, y: top, width: width, height: Self.promptHeight)
            top += Self.promptHeight
        }
        let cancelRoom = cancelShown ? cancelWidth + Self.margin : 0
        searchTextField.frame = Rect(
            x: bounds.minX + Self.margin, y: top + (Self.rowHeight - Self.fieldHeight) / 2,
            width: max(0, width - 2 * Self.margin - cancelRoom), height: Self.fieldHeight)
        let cancelX = cancelShown ? bounds.maxX - Self.margin - cancelWidth : bounds.maxX + Self.margin
        cancelButton.frame = Rect(x: cancelX, y: top, width: cancelWidth, height: Self.rowHeight)
        cancelButton.alpha = cancelShown ? 1 : 0
        top += Self.rowHeight
        scopeBar.isHidden = !scopeBarShows
        if scopeBarShows {
            let height = scopeBar.intrinsicContentSize.height
            scopeBar.frame = Rect(
                x: bounds.minX + Self.margin, y: top + (Self.scopeBarHeight - height) / 2,
                width: max(0, width - 2 * Self.margin), height: height)
        }
    }

    /// Draws the background the style, colours and image ask for.
    func updateBackground() {
        backgroundView.image = nil
        backgroundView.backgroundColor = nil
        backgroundView.contentMode = .scaleToFill
        guard searchBarStyle != .minimal else { return }
        if let backgroundImage {
            backgroundView.image = backgroundImage
            return
        }
        let alpha = isTranslucent ? Self.translucentAlpha : 1
        if let barTintColor {
            backgroundView.backgroundColor = barTintColor.withAlpha(barTintColor.alpha * alpha)
        } else if barStyleValue != 0 {
            backgroundView.backgroundColor = Color.black.withAlpha(alpha)
        } else {
            backgroundView.backgroundColor = Self.defaultBarColor.withAlpha(alpha)
        }
    }
}
