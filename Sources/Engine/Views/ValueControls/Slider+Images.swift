import Geometry

/// A slider's images for its thumb and its two track parts, each by control state.
struct SliderImages {
    var thumb: [ControlState: Image] = [:]
    var minimumTrack: [ControlState: Image] = [:]
    var maximumTrack: [ControlState: Image] = [:]
    /// The image views drawing them, made when the first image is set.
    var thumbView: ImageView?
    var minimumTrackView: ImageView?
    var maximumTrackView: ImageView?

    /// UIKit's lookup: the image for `state`, else the one for `.normal`.
    static func image(in table: [ControlState: Image], for state: ControlState) -> Image? {
        table[state] ?? table[.normal]
    }
}

extension Slider {
    /// Sets the thumb's image for `state` (`setThumbImage(_:for:)`); nil removes it. A thumb
    /// with an image is drawn as that image at its own size instead of the round knob.
    public func setThumbImage(_ image: Image?, for state: ControlState) {
        images.thumb[state] = image
        setNeedsLayout()
        applyImages()
    }

    /// Sets the image of the track left of the thumb for `state` (`setMinimumTrackImage(_:for:)`),
    /// stretched along the track in place of its tint.
    public func setMinimumTrackImage(_ image: Image?, for state: ControlState) {
        images.minimumTrack[state] = image
        applyImages()
    }

    /// Sets the image of the track right of the thumb for `state` (`setMaximumTrackImage(_:for:)`).
    public func setMaximumTrackImage(_ image: Image?, for state: ControlState) {
        images.maximumTrack[state] = image
        applyImages()
    }

    /// The thumb image set for `state` exactly (`thumbImage(for:)`).
    public func thumbImage(for state: ControlState) -> Image? { images.thumb[state] }
    /// The minimum-track image set for `state` exactly.
    public func minimumTrackImage(for state: ControlState) -> Image? { images.minimumTrack[state] }
    /// The maximum-track image set for `state` exactly.
    public func maximumTrackImage(for state: ControlState) -> Image? { images.maximumTrack[state] }

    /// The thumb image drawn now: the current state's, else the normal one.
    public var currentThumbImage: Image? { SliderImages.image(in: images.thumb, for: state) }
    /// The minimum-track image drawn now.
    public var currentMinimumTrackImage: Image? { SliderImages.image(in: images.minimumTrack, for: state) }
    /// The maximum-track image drawn now.
    public var currentMaximumTrackImage: Image? { SliderImages.image(in: images.maximumTrack, for: state) }

    /// Puts the current images on the thumb and tracks (over their plain colours), each
    /// filling its part; the thumb takes its image's size around the same centre.
    func applyImages() {
        images.thumbView = place(currentThumbImage, in: thumb, view: images.thumbView)
        if let image = currentThumbImage {
            let c = thumb.center
            thumb.frame = Rect(
                x: c.x - image.size.width / 2, y: c.y - image.size.height / 2, width: image.size.width,
                height: image.size.height)
            images.thumbView?.frame = Rect(origin: .zero, size: image.size)
        }
        thumb.backgroundColor = currentThumbImage == nil ? thumbTintColor ?? .white : nil
        images.minimumTrackView = place(currentMinimumTrackImage, in: minimumTrack, view: images.minimumTrackView)
        images.maximumTrackView = place(currentMaximumTrackImage, in: maximumTrack, view: images.maximumTrackView)
    }

    /// An image view showing `image` over `part`, or none when there is no image.
    private func place(_ image: Image?, in part: View, view: ImageView?) -> ImageView? {
        guard let image else {
            view?.removeFromSuperview()
            return nil
        }
        let imageView = view ?? ImageView(image: image)
        imageView.image = image
        imageView.isUserInteractionEnabled = false
        imageView.frame = Rect(origin: .zero, size: part.bounds.size)
        if imageView.superview !== part { part.addSubview(imageView) }
        return imageView
    }
}
