extension Animator {
    /// The longest a held motion may be treated as still moving when it is let go, in
    /// clock seconds: three frames at 60 Hz, two at 30 Hz. A hold longer than this is a
    /// finger that stopped, and the continuation starts at the release itself.
    public static let maximumHandOverGap = 0.05

    /// The clock time a continuation of a held (paused or scrubbed) motion starts from,
    /// when the motion was last set or shown at `heldSince`.
    ///
    /// A drag sets the position at the time of its last sample, and the frame of that
    /// sample shows it; the release arrives with the next frame's input. Starting the
    /// continuation at the release would show that frame standing still (the velocity
    /// drops to 0 for a frame) and move only from the next one, so it starts from the
    /// moment the held position was last presented instead: the release frame already
    /// advances by one frame of motion at the release velocity. Within one tick (the
    /// position set and released at the same time) nothing changes.
    func continuationStart(heldSince: Double) -> Double {
        let now = clock.now
        return min(now, max(heldSince, now - Animator.maximumHandOverGap))
    }
}
