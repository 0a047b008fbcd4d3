/// `UIImage` is an `NSObject`, and its `isEqual(_:)` (Swift's `==`) answers whether two
/// image objects are backed by the same image, not whether their pixels match: UIKit code
/// compares an image view's image with the one it set (`imageView.image == selectedImage`).
/// Here an image is immutable and shared, so the same image is the same object, and a
/// variant (`withRenderingMode(_:)`) is a different one, as in UIKit.
extension Image: IdentityHashable {}
