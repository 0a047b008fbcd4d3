import Geometry

extension Button {
    /// Sets the image shown in `state`, left of the title (`setImage(_:for:)`). A state with
    /// no image of its own shows the `.normal` one, as titles fall back; nil removes it.
    public func setImage(_ image: Image?, for state: ControlState) {
        stateImages[state] = image
        updateImages()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The image set for `state` (`image(for:)`), else the `.normal` one.
    public func image(for state: ControlState) -> Image? {
        state.pick(from: stateImages)
    }

    /// The image shown now (`currentImage`).
    public var currentImage: Image? { image(for: state) }

    /// Sets the image that fills the button in `state`, below the title
    /// (`setBackgroundImage(_:for:)`); a state with none shows the `.normal` one.
    public func setBackgroundImage(_ image: Image?, for state: ControlState) {
        stateBackgroundImages[state] = image
        updateImages()
        setNeedsLayout()
    }

    /// The background image set for `state` (`backgroundImage(for:)`), else the `.normal` one.
    public func backgroundImage(for state: ControlState) -> Image? {
        state.pick(from: stateBackgroundImages)
    }

    /// The background image shown now (`currentBackgroundImage`).
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// The size of the image shown now, zero without one.
    var shownImageSize: Size { imageView?.image?.size ?? .zero }

    /// Puts the current state's images in their views, making each view the first time one
    /// is needed; the image fades with the title while the button is pressed.
    func updateImages() {
        if let image = currentImage, imageView == nil {
            let view = ImageView(image: image)
            view.isUserInteractionEnabled = false
            imageView = view
            addSubview(view)
        }
        imageView?.image = currentImage
        imageView?.alpha = isHighlighted ? 0.2 : 1
        if let background = currentBackgroundImage, backgroundImageView == nil {
            let view = ImageView(image: background)
            view.isUserInteractionEnabled = false
            backgroundImageView = view
            insertSubview(view, at: 0)
        }
        backgroundImageView?.image = currentBackgroundImage
    }

    /// Where the image and the title beside it start (`x`) and the title's width, aligned
    /// together in `content` by `contentHorizontalAlignment`; nil when there is no image.
    func imageAndTitleGroup(in content: Rect) -> (x: Double, titleWidth: Double)? {
        guard let imageView, imageView.image != nil else { return nil }
        let image = shownImageSize
        let hasTitle = !(titleLabel.text ?? "").isEmpty
        let titleWidth = hasTitle ? max(0, min(titleLabel.intrinsicContentSize.width, content.width - image.width)) : 0
        let group = image.width + titleWidth
        switch contentHorizontalAlignment {
        case .left, .leading: return (content.minX, titleWidth)
        case .right, .trailing: return (content.maxX - group, titleWidth)
        case .center, .fill: return (content.midX - group / 2, titleWidth)
        }
    }
}
