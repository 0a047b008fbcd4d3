import Geometry

/// A row of dots, one per page, the current one darker (`UIPageControl`): what a pager or a
/// slideshow shows under its pages.
///
/// Code sets `numberOfPages` and `currentPage` (kept between 0 and the last page) and
/// sends nothing; a tap on either side of the current page's dot moves one page that way
/// and sends `.valueChanged`, as UIKit's does. The dots are 7 points round, 16 apart from
/// centre to centre, centred in the bounds.
@preconcurrency @MainActor
open class PageControl: Control {
    /// The distance from one dot's centre to the next.
    public static let dotPitch = 16.0
    /// A dot's diameter.
    public static let dotDiameter = 7.0
    /// The height `size(forNumberOfPages:)` gives.
    public static let height = 26.0

    /// How many pages there are, 0 by default; a negative count is taken as 0.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            storedCurrentPage = clamped(storedCurrentPage)
            rebuildDots()
        }
    }
    /// The page shown, kept between 0 and `numberOfPages - 1`.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = clamped(newValue)
            updateLook()
        }
    }
    /// True shows no dots when there is only one page (false by default).
    open var hidesForSinglePage = false { didSet { updateLook() } }
    /// The other pages' dots' colour; nil is a dark grey at 30 % opacity.
    open var pageIndicatorTintColor: Color? { didSet { updateLook() } }
    /// The current page's dot colour; nil is a dark grey.
    open var currentPageIndicatorTintColor: Color? { didSet { updateLook() } }
    /// Kept for UIKit code that sets it; the dot always follows `currentPage` at once.
    open var defersCurrentPageDisplay = false

    private var storedCurrentPage = 0
    private var dots: [View] = []

    /// A page control with no pages (`init(frame:)`).
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The size the dots of `pageCount` pages take (`size(forNumberOfPages:)`).
    open func size(forNumberOfPages pageCount: Int) -> Size {
        Size(width: Double(max(0, pageCount)) * Self.dotPitch, height: Self.height)
    }

    /// The dots' size for the pages there are.
    open override var intrinsicContentSize: Size { size(forNumberOfPages: numberOfPages) }

    /// Kept for UIKit code that calls it; the dot always follows `currentPage` at once.
    open func updateCurrentPageDisplay() {
        updateLook()
    }

    /// Keeps the dots centred when the bounds change.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
    }

    /// A tap left of the current dot goes back a page, one right of it forward; a change
    /// sends `.valueChanged`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        if let p = touches.first?.location(in: self), point(inside: p), numberOfPages > 1 {
            let target = clamped(p.x < dotCentreX(storedCurrentPage) ? storedCurrentPage - 1 : storedCurrentPage + 1)
            if target != storedCurrentPage {
                currentPage = target
                sendActions(for: .valueChanged)
            }
        }
        super.touchesEnded(touches, with: event)
    }

    private func clamped(_ page: Int) -> Int {
        min(max(page, 0), max(numberOfPages - 1, 0))
    }

    /// The x of page `page`'s dot's centre, the row centred in the bounds.
    private func dotCentreX(_ page: Int) -> Double {
        bounds.midX - Double(numberOfPages) * Self.dotPitch / 2 + (Double(page) + 0.5) * Self.dotPitch
    }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<numberOfPages).map { page in
            let dot = View()
            dot.isUserInteractionEnabled = false
            dot.cornerRadius = Self.dotDiameter / 2
            dot.accessibilityIdentifier = "page-control.dot.\(page)"
            addSubview(dot)
            return dot
        }
        updateLook()
    }

    private func updateLook() {
        let hidden = hidesForSinglePage && numberOfPages == 1
        let current = currentPageIndicatorTintColor ?? Color(r8: 60, g8: 60, b8: 67)
        let other = pageIndicatorTintColor ?? Color(r8: 60, g8: 60, b8: 67).withAlpha(0.3)
        for (page, dot) in dots.enumerated() {
            let r = Self.dotDiameter / 2
            dot.frame = Rect(x: dotCentreX(page) - r, y: bounds.midY - r, width: 2 * r, height: 2 * r)
            dot.backgroundColor = page == storedCurrentPage ? current : other
            dot.isHidden = hidden
        }
    }
}
