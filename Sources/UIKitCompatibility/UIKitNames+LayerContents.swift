import Engine

// `CALayer.contents` as UIKit code fills it: with an image's bitmap (`image.cgImage`).

extension CGImage: LayerContentsImage {
    /// The image whose bitmap this is, which a layer's `contents` shows.
    package var contentsImage: Image { image }
}
