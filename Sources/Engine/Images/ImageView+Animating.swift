import Geometry

/// A flip-book animation (`animationImages`) on the window's clock: the frame shown is
/// read from the clock when the view is drawn, so a virtual clock gives the same frames
/// every run, and the window keeps drawing only while the animation runs.
extension ImageView {
    /// Seconds each animation image is shown: the pass's duration shared among them, or a
    /// thirtieth of a second each when `animationDuration` is 0.
    var secondsPerAnimationImage: Double {
        let count = Double(animationImages?.count ?? 0)
        guard count > 0 else { return 0 }
        return animationDuration > 0 ? animationDuration / count : 1.0 / 30
    }

    /// The animation image to draw at the window's time, nil when none animates. The first
    /// call in a window starts the count; once `animationRepeatCount` passes are over the
    /// animation stops and `image` shows.
    var animationFrame: Image? {
        guard flipBookRunning, let images = animationImages, !images.isEmpty else { return nil }
        guard let now = window?.clock.now else { return images[0] }
        let start = animationStart ?? now
        animationStart = start
        let step = secondsPerAnimationImage
        // The small bias keeps a frame boundary that lands on a tick from showing late.
        let shown = Int(((now - start) / step + 1e-9).rounded(.down))
        if animationRepeatCount > 0, shown >= animationRepeatCount * images.count {
            flipBookRunning = false
            animationStart = nil
            return nil
        }
        return images[shown % images.count]
    }

    /// Asks for a frame on every tick while the animation runs in a window, so each image
    /// appears on time; stops asking when it ends.
    func tickAnimation() {
        guard let animator = window?.animator else {
            windowWaiters.append { [weak self] in self?.tickAnimation() }
            return
        }
        animator.onEveryTick { [weak self] in
            guard let self, self.flipBookRunning else { return false }
            self.requestFrame()
            return true
        }
    }
}
