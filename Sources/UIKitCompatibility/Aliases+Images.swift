import Engine

/// `UIImage` (`Image`): a bitmap from a PNG file, with its size in points, scale and
/// rendering mode.
public typealias UIImage = Image

/// `UIImageView` (`ImageView`): a view showing an image placed by its content mode.
public typealias UIImageView = ImageView
