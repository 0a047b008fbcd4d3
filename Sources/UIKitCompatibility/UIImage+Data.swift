import Engine
import Foundation

extension Image {
    /// The image whose encoded bytes are `data` (`UIImage(data:scale:)`), or nil when they are
    /// not a readable PNG (UIKit reads JPEG and other formats too; the renderer here decodes
    /// PNG only, so those give nil as undecodable data does in UIKit). An image here is drawn
    /// from a file, so the bytes are written once to a file named after their content in the
    /// temporary directory; `scale` is 1, 2 or 3 pixels per point.
    public convenience init?(data: Data, scale: Double = 1) {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard data.count > 24, Array(data.prefix(8)) == signature,
            let path = Image.temporaryFile(for: data, scale: scale)
        else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The file holding `data`, written on first use (whole or not at all: a temporary file
    /// renamed into place); nil when it cannot be written.
    private static func temporaryFile(for data: Data, scale: Double) -> String? {
        // FNV-1a: a stable name for the same bytes, so each image is written once.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let suffix = scale >= 3 ? "@3x" : scale >= 2 ? "@2x" : ""
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("uikit-images")
        let file = folder.appendingPathComponent(String(hash, radix: 16) + "-\(data.count)" + suffix + ".png")
        if FileManager.default.fileExists(atPath: file.path) { return file.path }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
            return file.path
        } catch {
            return nil
        }
    }
}
