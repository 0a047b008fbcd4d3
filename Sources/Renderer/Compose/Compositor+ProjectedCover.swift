import Geometry
import LayerTree

/// A projected layer (a page turned in depth) that stores opaque pixels wherever its
/// samples read only its own opaque plain body: found by the frame's cover walk
/// (`Compositor.opaqueCovers`), so the window's background need not be filled there first.
struct ProjectedCover: Sendable {
    /// The sublayer indices leading to it from the root.
    let path: [Int]
    /// The inverse of the plane homography from the flat image's pixels to the device.
    let inverse: [Double]
    /// The layer's opaque body in the flat image's pixels.
    let body: PixelRect
}

/// Per device row, the columns a later layer stores opaque pixels over whatever lies beneath
/// them: row `y` of `rows` hides `[spans[2 * (y - rows.lowerBound)], spans[... + 1])`, none
/// when the two are equal.
struct HiddenSpans {
    /// The rows described.
    let rows: Range<Int>
    /// Two columns a row, first and past the last.
    let spans: [Int]
}

extension Compositor {
    /// `layer`, a projected layer drawn under `parent`, as a `ProjectedCover`: nil unless its
    /// flat image has a plain opaque body (`PlainBody`) and it is drawn at all (a single-sided
    /// layer showing its back is not). The caller vouches that it is drawn at full opacity on
    /// the frame's own canvas, with no clip of an ancestor's (the cover walk's conditions).
    static func projectedCover(_ layer: Layer, parent: AffineTransform, path: [Int]) -> ProjectedCover? {
        guard let placed = projectedImage(layer, parent: parent),
            let plain = PlainBody(
                placed.flat, parent: placed.imageParent,
                image: PixelRect(x: 0, y: 0, width: placed.width, height: placed.height)),
            let (inv, det) = ProjectiveWarp.inverse(placed.toDevice.planeHomography),
            layer.isDoubleSided || det > 0
        else { return nil }
        let body = plain.body.intersection(PixelRect(x: 0, y: 0, width: placed.width, height: placed.height))
        return body.isEmpty ? nil : ProjectedCover(path: path, inverse: inv, body: body)
    }
}

extension OpaqueCovers {
    /// The pixels of `clip` the last-painted projected cover painted after the layer at
    /// `path` (the one whose background is to leave them out) stores opaque whatever lies
    /// beneath: each row's interior (`ProjectiveWarp.interiors`), where every sample takes
    /// its four corners inside the opaque body, so it mixes opaque pixels (the body, or a
    /// sublayer drawn over it) into an opaque one and the warp stores it. Nil when no such
    /// cover stores a pixel in the clip. A layer painted before `path`'s is not drawn when
    /// that layer is the frame's cover, and could not hide anything.
    func hiddenSpans(in clip: PixelRect, after path: [Int]) -> HiddenSpans? {
        if clip.isEmpty { return nil }
        for cover in projected.reversed() where path.lexicographicallyPrecedes(cover.path) {
            let spans = ProjectiveWarp.interiors(
                rows: clip.y..<clip.maxY, columns: clip.x..<clip.maxX, inverse: cover.inverse, block: cover.body)
            if stride(from: 0, to: spans.count, by: 2).contains(where: { spans[$0] < spans[$0 + 1] }) {
                return HiddenSpans(rows: clip.y..<clip.maxY, spans: spans)
            }
        }
        return nil
    }
}
