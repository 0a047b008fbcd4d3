import Engine
import Foundation
import Geometry
import Transitions

// `UIImage`'s bitmap side as UIKit code reaches it: `cgImage`, `imageOrientation`,
// `UIImage(cgImage:)` and bundle lookups.

extension Image {
    /// How an image's pixels are turned for display (`UIImage.Orientation`), with UIKit's
    /// raw values.
    public enum Orientation: Int, Sendable {
        /// The pixels as stored, the top row at the top (a camera's default, EXIF 1).
        case up = 0
        /// Turned half a turn: the stored bottom row is drawn at the top.
        case down = 1
        /// A quarter turn anticlockwise, so the stored top row runs down the left side.
        case left = 2
        /// A quarter turn clockwise, the stored top row down the right side (a phone held
        /// upright photographs this way).
        case right = 3
        /// `.up` flipped left to right.
        case upMirrored = 4
        /// `.down` flipped left to right, the same as flipped top to bottom.
        case downMirrored = 5
        /// Flipped left to right, then a quarter turn anticlockwise.
        case leftMirrored = 6
        /// Flipped left to right, then a quarter turn clockwise.
        case rightMirrored = 7
    }

    /// Always `.up` (`imageOrientation`): PNG files carry no camera orientation, and every
    /// image made here is drawn as stored, so code that turns images upright first finds
    /// nothing to do.
    public var imageOrientation: Orientation { .up }

    /// The image's bitmap (`cgImage`); nil for an empty image, as UIKit's is nil for an
    /// image with no bitmap behind it.
    public var cgImage: CGImage? {
        pixelSize.width > 0 && pixelSize.height > 0 ? CGImage(image: self) : nil
    }

    /// An image of `cgImage`'s bitmap at scale 1 (`UIImage(cgImage:)`).
    public convenience init(cgImage: CGImage) {
        self.init(copying: cgImage.image)
    }

    /// The image called `name` (`UIImage(named:in:compatibleWith:)`): first the PNG files
    /// for it in `bundle`'s resources (`name.png`, `name@2x.png`, `name@3x.png`, or the file
    /// itself when `name` has an extension), then the places `init(named:)` looks; nil when
    /// none is found. The traits choose nothing here: there is one appearance of each image.
    /// UIKit code's `Bundle` is the engine's `ResourceBundle`, whose lookup directories are
    /// searched in order (each target's resources, for `Bundle.module`).
    public convenience init?(
        named name: String, in bundle: ResourceBundle?, compatibleWith traits: TraitCollection?
    ) {
        let resources = bundle?.resourceDirectories ?? []
        let candidates = resources.flatMap { root in
            (name.hasSuffix(".png") ? [name] : [name + ".png", name + "@2x.png", name + "@3x.png"]).map {
                root + "/" + $0
            }
        }
        if let path = candidates.first(where: { Image(contentsOfFile: $0) != nil }) {
            self.init(contentsOfFile: path)
        } else {
            self.init(named: name)
        }
    }

    /// The image called `name` in a Foundation bundle (one a file that imports Foundation
    /// alone hands over), looked up as in the bundle UIKit code names `Bundle`. Disfavoured,
    /// so that `.main` and `.module` name UIKit code's `Bundle`.
    @_disfavoredOverload
    public convenience init?(
        named name: String, in bundle: Foundation.Bundle?, compatibleWith traits: TraitCollection?
    ) {
        self.init(named: name, in: bundle.map(ResourceBundle.init(_:)), compatibleWith: traits)
    }
}

/// `CGImage`: an image's bitmap. Its pixels are 8-bit premultiplied RGBA in device RGB,
/// as the renderer keeps them; the bitmap itself stays with the renderer, so this names
/// the image it belongs to and describes its layout.
public final class CGImage: Sendable {
    /// The image whose bitmap this is.
    public let image: Image

    init(image: Image) { self.image = image }

    /// Width in pixels.
    public var width: Int { image.pixelSize.width }
    /// Height in pixels.
    public var height: Int { image.pixelSize.height }
    /// 8: one byte per channel.
    public var bitsPerComponent: Int { 8 }
    /// 32: four channels.
    public var bitsPerPixel: Int { 32 }
    /// Four bytes a pixel, rows unpadded.
    public var bytesPerRow: Int { width * 4 }
    /// Device RGB, the only colour space here.
    public var colorSpace: CGColorSpace? { ColorSpace() }
    /// Premultiplied alpha last, as the renderer stores pixels.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// The layout as `CGBitmapInfo`: premultiplied alpha last, 8-bit big-endian order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
}

/// Where a bitmap keeps alpha (`CGImageAlphaInfo`), with Core Graphics' raw values.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// Opaque: three channels, no alpha.
    case none = 0
    /// RGBA with the colours already multiplied by alpha (the renderer's own layout).
    case premultipliedLast = 1
    /// ARGB, premultiplied.
    case premultipliedFirst = 2
    /// RGBA with straight colours.
    case last = 3
    /// ARGB with straight colours.
    case first = 4
    /// RGBX: a fourth byte that is ignored, so every pixel is opaque.
    case noneSkipLast = 5
    /// XRGB, the ignored byte first.
    case noneSkipFirst = 6
    /// A mask: one alpha channel and no colour.
    case alphaOnly = 7
}

/// A bitmap's layout flags (`CGBitmapInfo`): the alpha info in its low bits.
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The flags as Core Graphics packs them.
    public let rawValue: UInt32
    /// Flags from their packed value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits that hold a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
}
