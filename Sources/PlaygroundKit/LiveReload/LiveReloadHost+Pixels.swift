import Platform
import Renderer

#if canImport(Glibc)
    import Glibc
#endif

/// Pixels: the child's rectangles copied into the window, with the overlay drawn over them.
extension LiveReloadHost {
    /// Copies `damage` of the child's shared buffer into the window's, draws the overlay
    /// over it, and shows it.
    func show(_ damage: [PixelRect], of child: Child) {
        let target = window.framebufferForDrawing()
        let source = Framebuffer(
            wrapping: child.pixels.base, width: child.width, height: child.height, stride: child.width * 4)
        var shown: [PixelRect] = []
        for rect in damage {
            let area = rect.intersection(source.bounds).intersection(target.bounds)
            guard !area.isEmpty else { continue }
            for y in area.y..<area.maxY {
                (target.row(y) + area.x).update(from: source.row(y) + area.x, count: area.width)
            }
            overlay.compose(into: target, within: area)
            shown.append(area)
        }
        if !shown.isEmpty { try? window.present(damage: shown) }
    }

    func setOverlay(_ content: ReloadOverlay.Content, for seconds: Double? = nil) {
        overlayUntil = seconds.map { SpawnedProcess.now() + $0 }
        guard content != overlay.content || seconds != nil else { return }
        let rects = overlay.show(content, width: window.pixelWidth, height: window.pixelHeight, scale: scale)
        repaint(rects)
    }

    func redrawOverlay() {
        _ = overlay.show(overlay.content, width: window.pixelWidth, height: window.pixelHeight, scale: scale)
    }

    func repaint(_ rects: [PixelRect]) {
        guard !rects.isEmpty else { return }
        if let current {
            show(rects, of: current)
        } else {
            let target = window.framebufferForDrawing()
            for rect in rects { overlay.compose(into: target, within: rect.intersection(target.bounds)) }
            try? window.present(damage: rects.map { $0.intersection(target.bounds) }.filter { !$0.isEmpty })
        }
    }
}
