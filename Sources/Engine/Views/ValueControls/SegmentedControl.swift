import Geometry

/// A row of equal-width segments, one of them selected (`UISegmentedControl`), drawn as
/// iOS 13 and later draw it: a grey rounded track with the selected segment raised in white.
///
/// A tap on a segment selects it when the finger lifts on it and sends `.valueChanged`
/// if the selection changed; with `isMomentary` the segment shows selected only while
/// touched. Setting `selectedSegmentIndex` in code sends nothing.
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// The index meaning "no segment selected" (`UISegmentedControl.noSegment`).
    public static let noSegment = -1

    /// The selected segment, or `noSegment`; setting it moves the highlight and sends nothing.
    open var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            if !titles.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            setNeedsLayout()
        }
    }
    /// True selects a segment only while it is touched; the value still changes.
    open var isMomentary = false
    /// The raised selected segment's colour (white by default).
    open var selectedSegmentTintColor: Color? { didSet { setNeedsLayout() } }

    /// The segments' titles, in order ("" for an image segment).
    private var titles: [String] = []
    private var labels: [Label] = []
    /// Each segment's image view, nil for a title segment: a segment shows one or the other.
    private var imageViews: [ImageView?] = []
    private let selection = View()
    /// The segment a touch went down on.
    private var touchedSegment: Int?

    /// A control with a segment per item (`init(items:)`): an `Image` item shows that image,
    /// any other is titled with its description; nothing selected.
    public init(items: [Any]?) {
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: 32))
        build(items: items)
    }

    /// A control with no segments at `frame`: designated, as in UIKit, so a subclass's
    /// `override init(frame:)` may call `super.init(frame:)`.
    public override init(frame: Rect) {
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: 32))
        build(items: nil)
        self.frame = frame
    }

    /// The look and segments both designated initializers give.
    private func build(items: [Any]?) {
        settingDefaults { backgroundColor = Color(r8: 118, g8: 118, b8: 128).withAlpha(0.12) }
        cornerRadius = 8
        selection.isUserInteractionEnabled = false
        selection.cornerRadius = 7
        selection.layer.shadowOpacity = 0.12
        selection.layer.shadowRadius = 4
        selection.layer.shadowOffset = Size(width: 0, height: 3)
        selection.accessibilityIdentifier = "segmented.selection"
        addSubview(selection)
        for item in items ?? [] {
            if let image = item as? Image {
                insertSegment(with: image, at: titles.count, animated: false)
            } else {
                insertSegment(withTitle: item as? String ?? "\(item)", at: titles.count, animated: false)
            }
        }
        bounds.size = intrinsicContentSize
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// The title of segment `segment`, or nil when there is none.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets the title of segment `segment`, in place of its image if it had one (a segment
    /// shows one or the other); an index past the end is pinned to the last segment.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let segment = pinned(segment) else { return }
        titles[segment] = title ?? ""
        labels[segment].text = title
        labels[segment].isHidden = false
        imageViews[segment]?.removeFromSuperview()
        imageViews[segment] = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The image of segment `segment`, or nil for a title segment or no such segment.
    open func imageForSegment(at segment: Int) -> Image? {
        imageViews.indices.contains(segment) ? imageViews[segment]?.image : nil
    }

    /// Sets the image of segment `segment`, in place of its title (a segment shows one or the
    /// other); nil leaves the segment empty. An index past the end is pinned to the last
    /// segment.
    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard let segment = pinned(segment) else { return }
        titles[segment] = ""
        labels[segment].text = nil
        labels[segment].isHidden = true
        if let view = imageViews[segment] {
            view.image = image
        } else {
            imageViews[segment] = makeImageView(image)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Inserts a segment showing `image` before `segment` (clamped to the ends). The
    /// selection stays on the segment it was on.
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insertSegment(withTitle: nil, at: segment, animated: animated)
        setImage(image, forSegmentAt: min(max(segment, 0), titles.count - 1))
    }

    /// `segment` pinned to the last segment, as UIKit pins an index past the end; nil below
    /// zero or with no segments.
    private func pinned(_ segment: Int) -> Int? {
        guard segment >= 0, !titles.isEmpty else { return nil }
        return min(segment, titles.count - 1)
    }

    /// Inserts a segment titled `title` before `segment` (clamped to the ends). The
    /// selection stays on the segment it was on.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), titles.count)
        let label = makeLabel(title ?? "")
        titles.insert(title ?? "", at: index)
        labels.insert(label, at: index)
        imageViews.insert(nil, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Removes segment `segment`; a selected one leaves nothing selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        imageViews.remove(at: segment)?.removeFromSuperview()
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        while !titles.isEmpty { removeSegment(at: titles.count - 1, animated: false) }
    }

    private func makeLabel(_ title: String) -> Label {
        let label = Label(text: title)
        label.fontSize = 13
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        return label
    }

    private func makeImageView(_ image: Image?) -> ImageView {
        let view = ImageView(image: image)
        view.contentMode = .center
        view.isUserInteractionEnabled = false
        addSubview(view)
        return view
    }

    /// Each segment's content width (a title's, or an image's) plus room around it, the
    /// widest setting every segment; 32 tall.
    open override var intrinsicContentSize: Size {
        let contents = labels.indices.map { i in
            imageViews[i].map { $0.image?.size.width ?? 0 } ?? labels[i].intrinsicContentSize.width
        }
        let widest = contents.max() ?? 0
        return Size(width: (widest + 24) * Double(titles.count), height: 32)
    }

    /// The segment under `x` (in the control), or nil outside.
    func segment(atX x: Double) -> Int? {
        guard !titles.isEmpty, x >= 0, x < bounds.width else { return nil }
        return min(titles.count - 1, Int(x / (bounds.width / Double(titles.count))))
    }

    /// Equal segments across the bounds, the selection raised under the selected one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !titles.isEmpty else {
            selection.isHidden = true
            return
        }
        let width = bounds.width / Double(titles.count)
        for (i, label) in labels.enumerated() {
            label.frame = Rect(x: Double(i) * width, y: 0, width: width, height: bounds.height)
            label.fontWeight = i == shownSegment ? .bold : .regular
            imageViews[i]?.frame = label.frame
        }
        selection.isHidden = shownSegment == nil
        selection.backgroundColor = selectedSegmentTintColor ?? .white
        if let shown = shownSegment {
            selection.frame = Rect(x: Double(shown) * width, y: 0, width: width, height: bounds.height)
                .insetBy(dx: 2, dy: 2)
        }
    }

    /// The segment drawn raised: the touched one of a momentary control, else the selected one.
    private var shownSegment: Int? {
        if isMomentary { return touchedSegment }
        return titles.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
    }

    /// Remembers the segment the finger went down on.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        touchedSegment = touches.first.flatMap { segment(atX: $0.location(in: self).x) }
        if isMomentary { setNeedsLayout() }
        super.touchesBegan(touches, with: event)
    }

    /// A lift on the segment the touch went down on selects it.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        let touched = touchedSegment
        touchedSegment = nil
        if let touched, let p = touches.first?.location(in: self), point(inside: p), segment(atX: p.x) == touched {
            let changed = touched != selectedSegmentIndex
            selectedSegmentIndex = touched
            if changed || isMomentary { sendActions(for: .valueChanged) }
        }
        setNeedsLayout()
        super.touchesEnded(touches, with: event)
    }

    /// The touch was taken away: nothing changes.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        touchedSegment = nil
        setNeedsLayout()
        super.touchesCancelled(touches, with: event)
    }
}
