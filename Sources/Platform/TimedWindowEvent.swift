/// A window event with the time the platform read it off its connection, so the run loop
/// can tell how long the event took to reach the screen without knowing the window system.
package struct TimedWindowEvent: Hashable, Sendable {
    /// What happened, in device pixels.
    package var event: WindowEvent
    /// Seconds of `CLOCK_MONOTONIC` when the earliest window-system event this one stands
    /// for was read; the run loop's live clock reads the same clock.
    package var arrival: Double
    /// How many window-system events it stands for: a run of motions merged into its last
    /// position counts every one, and each was drawn by the same frame.
    package var count: Int
    /// The window system's own stamp of the earliest event it stands for, in milliseconds
    /// of the server's clock modulo 2^32 (X's `Time`), or nil when it has none. An X server
    /// on this machine (Xvfb, Xorg) reads `CLOCK_MONOTONIC` for it, so it tells how long
    /// the event waited before it was read; a remote server's clock is its own.
    package var serverTime: UInt32?

    /// `event`, read at `arrival`, standing for `count` window-system events, stamped
    /// `serverTime` by the window system.
    package init(_ event: WindowEvent, arrival: Double, count: Int = 1, serverTime: UInt32? = nil) {
        self.event = event
        self.arrival = arrival
        self.count = count
        self.serverTime = serverTime
    }
}
