import Engine
import Geometry

extension NavigationBar {
    /// How far the title that has no counterpart travels while it fades, as a share of the
    /// bar's width: on a push the new title comes in from the right, on a pop the old one
    /// leaves to the right.
    static let titleTravel = 0.5

    /// Where the bar's items go during a push or a pop: the new items' starting transforms
    /// and the old items' final ones (the new end at rest, the old start at rest).
    struct ItemSlides {
        var newTitleFrom: AffineTransform
        var newBackFrom: AffineTransform
        var oldTitleTo: AffineTransform
        var oldBackTo: AffineTransform
    }

    /// The slides of a push (`forward`) or a pop in a bar `width` wide.
    ///
    /// The title of the controller below the top and the back button's text that names it
    /// travel as one label: each starts, or ends, exactly on the other's text, scaled to the
    /// other's width (a bold title and a regular back title differ a little), so while they
    /// cross-fade their letters lie on each other. The items with no counterpart slide the
    /// same way out of, or into, the bar.
    func itemSlides(
        old: (title: Label, back: Button), new: (title: Label, back: Button), width: Double, forward: Bool
    ) -> ItemSlides {
        let travel = AffineTransform(translationX: width * Self.titleTravel, y: 0)
        if forward {
            let (titleAtBack, backAtTitle) = morph(title: old.title, back: new.back)
            let along = AffineTransform(translationX: titleAtBack.tx, y: 0)
            return ItemSlides(newTitleFrom: travel, newBackFrom: backAtTitle, oldTitleTo: titleAtBack, oldBackTo: along)
        }
        let (titleAtBack, backAtTitle) = morph(title: new.title, back: old.back)
        let along = AffineTransform(translationX: titleAtBack.tx, y: 0)
        return ItemSlides(newTitleFrom: titleAtBack, newBackFrom: along, oldTitleTo: travel, oldBackTo: backAtTitle)
    }

    /// The transform that lays `title`'s text over `back`'s text after the chevron, and the
    /// one that lays `back`'s text over `title`'s. Transforms apply about a view's centre, so
    /// a text's centre at offset m from its view's centre c lands at c + tx + scale * m.
    private func morph(title: Label, back: Button) -> (titleAtBack: AffineTransform, backAtTitle: AffineTransform) {
        let titleWidth = min(title.intrinsicContentSize.width, title.bounds.width)
        let name = backTextSpan(back)
        let backWidth = name.maxX - name.minX
        let backCentre = back.center.x
        // The name's centre, from the back button's centre; a title's text is centred on it.
        let offset = (name.minX + name.maxX) / 2 - backCentre
        let ratio = titleWidth > 0 && backWidth > 0 ? backWidth / titleWidth : 1
        let titleAtBack = AffineTransform(
            a: ratio, b: 0, c: 0, d: ratio, tx: backCentre + offset - title.center.x, ty: 0)
        let backAtTitle = AffineTransform(
            a: 1 / ratio, b: 0, c: 0, d: 1 / ratio, tx: title.center.x - backCentre - offset / ratio, ty: 0)
        return (titleAtBack, backAtTitle)
    }

    /// Where `back`'s text after its chevron is drawn in the bar, before its transform (its
    /// title is left-aligned).
    private func backTextSpan(_ back: Button) -> (minX: Double, maxX: Double) {
        let measurer = window?.textMeasurer
        func width(_ text: String) -> Double {
            let probe = Label(text: text)
            if let label = back.titleLabel {
                probe.fontSize = label.fontSize
                probe.fontWeight = label.fontWeight
            }
            probe.textMeasurer = measurer
            return probe.intrinsicContentSize.width
        }
        let left = back.center.x - back.bounds.width / 2
        if back.imageView?.image != nil, let label = back.titleLabel {
            // A custom back indicator (an image, not the chevron): the text starts where
            // the button placed its label, after the image.
            let textStart = left + label.frame.minX
            return (textStart, textStart + width(back.title ?? ""))
        }
        let start = left + back.contentEdgeInsets.left
        let full = back.title ?? ""
        let chevron = full.hasPrefix(Self.backChevron + " ") ? width(Self.backChevron + " ") : 0
        return (start + chevron, start + width(full))
    }
}
