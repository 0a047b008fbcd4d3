import Geometry

extension Button {
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
