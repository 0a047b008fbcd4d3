import Engine

extension Image: Hashable {
    /// `==` (`isEqual(_:)`, which Swift's `==` calls on a `UIImage`): true for two images of
    /// the same image data, as Apple documents that comparison, whether or not they are one
    /// object: the same file at the same scale, or the same drawing, painted the same way
    /// (`renderingMode`, `tintColor`). So `imageView.image == UIImage(named: "star")` holds for an image
    /// view showing that file, as it does on a device.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs === rhs
            || (lhs.path == rhs.path && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode
                && lhs.drawing == rhs.drawing && lhs.pixelSize == rhs.pixelSize && lhs.tintColor == rhs.tintColor)
    }

    /// Hashes what `==` compares that every image has, so equal images hash alike and a
    /// `UIImage` goes in a `Set` or a dictionary key, as an `NSObject` does in UIKit.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(scale)
    }

    /// `isEqual(_:)`: `==` with another image, false for anything else.
    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Image else { return false }
        return self == other
    }
}
