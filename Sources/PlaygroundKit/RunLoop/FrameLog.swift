import Engine
import Renderer

/// Optional diagnostics on stderr: `--log-input` prints each input event as the engine
/// receives it, `--log-frames` each frame's paint time and damage, and a summary at exit;
/// `--log-input-latency` writes each pointer event's time to the screen to a file.
struct FrameLog {
    var logsInput = false
    var logsFrames = false
    var inputLatency: InputLatencyLog? = nil

    func input(_ event: InputEvent) {
        guard logsInput else { return }
        let text: String
        switch event {
        case .pointerDown(let p): text = "pointerDown \(fmt(p.x)) \(fmt(p.y))"
        case .pointerMoved(let p): text = "pointerMoved \(fmt(p.x)) \(fmt(p.y))"
        case .pointerUp(let p): text = "pointerUp \(fmt(p.x)) \(fmt(p.y))"
        case .scroll(let p, let dx, let dy): text = "scroll \(fmt(p.x)) \(fmt(p.y)) \(fmt(dx)) \(fmt(dy))"
        case .key(let k): text = "key \(k.name)" + (k.isRepeat ? " repeat" : "")
        case .resize(let s): text = "resize \(fmt(s.width)) \(fmt(s.height))"
        case .close: text = "close"
        }
        printError("input: \(text)")
    }

    /// One frame's line: its index, clock time, paint time, damaged pixels and, when
    /// measured, what the process used meanwhile (`cpu_ms=` on every thread, `minflt=` and
    /// `majflt=` page faults, `ivcsw=` times a thread was preempted) and its resident
    /// high-water mark after it (`peak_rss_kb=`), so the frame that raised the peak can be
    /// found; and what its band threads did (`band_wait_ms=`, the time the frame waited for
    /// a band thread still drawing after every band was claimed; `band_alone_jobs=`, jobs
    /// drawn on the main thread alone after band threads had held frames up; `band_lost_ms=`,
    /// the time a band thread spent off its processor inside its bands, which tells a wait
    /// for a preempted thread from a wait for one with the costlier band).
    func frame(
        index: Int, time: Double, seconds: Double, damage: [PixelRect], usage: ProcessUsage? = nil,
        bands: BandThreadCounters? = nil
    ) {
        guard logsFrames else { return }
        let area = damage.reduce(0) { $0 + $1.area }
        let used =
            usage.map {
                " cpu_ms=\(String(cFormat: "%.3f", $0.cpuSeconds * 1000)) minflt=\($0.minorFaults) majflt=\($0.majorFaults)"
                    + " ivcsw=\($0.preemptions) peak_rss_kb=\($0.peakResidentKilobytes)"
            } ?? ""
        let banded =
            bands.map {
                " band_wait_ms=\(String(cFormat: "%.3f", $0.waitSeconds * 1000)) band_alone_jobs=\($0.aloneJobs)"
                    + " band_lost_ms=\(String(cFormat: "%.3f", $0.lostSeconds * 1000))"
            } ?? ""
        printError(
            "frame: \(index) t=\(String(cFormat: "%.4f", time)) ms=\(String(cFormat: "%.3f", seconds * 1000)) damage_px=\(area)"
                + used + banded
        )
    }

    func summary(_ times: FrameStatistics) {
        guard logsFrames, !times.isEmpty else { return }
        printError(
            "frames: count=\(times.count) median_ms=\(String(cFormat: "%.3f", times.median * 1000)) max_ms=\(String(cFormat: "%.3f", times.worst * 1000)) peak_rss_kb=\(FrameLog.peakResidentKilobytes)"
        )
    }

    /// The most memory the process has held resident so far (the kernel's high-water mark,
    /// in KiB), for `make bench`'s memory figure.
    static var peakResidentKilobytes: Int { ProcessUsage.now.peakResidentKilobytes }

    private func fmt(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(cFormat: "%.2f", v)
    }
}

/// One line on stderr in a single write, as the renderer and the platform shim write theirs.
func printError(_ line: String) { printToStandardError(line) }
