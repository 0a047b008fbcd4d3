import CX11

extension X11Window {
    /// The refresh rate, in hertz, of the monitor (XRandR CRTC) showing most of the window,
    /// or nil when the server cannot tell: no RandR extension, no active CRTC under the
    /// window (Xvfb may have none), or a mode whose timings give no rate.
    ///
    /// Rule: the rate is the CRTC's mode's dot clock over its total pixels per frame
    /// (`dotClock / (hTotal x vTotal)`, halved for double-scan and doubled for interlaced
    /// modes), which is how RandR itself reports "59.95 Hz". Each read asks the server, so
    /// a window moved to another monitor gets that monitor's rate.
    package var refreshRate: Double? {
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        guard XRRQueryExtension(display, &eventBase, &errorBase) != 0 else { return nil }
        let root = XDefaultRootWindow(display)
        var x: Int32 = 0
        var y: Int32 = 0
        var child: UInt = 0
        guard XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child) != 0 else { return nil }
        let windowRect = (x: Int(x), y: Int(y), width: pixelWidth, height: pixelHeight)
        guard let resources = XRRGetScreenResourcesCurrent(display, root) else { return nil }
        defer { XRRFreeScreenResources(resources) }
        let res = resources.pointee
        guard res.ncrtc > 0, let crtcs = res.crtcs, res.nmode > 0, let modes = res.modes else { return nil }

        var best: (overlap: Int, rate: Double)?
        for i in 0..<Int(res.ncrtc) {
            guard let info = XRRGetCrtcInfo(display, resources, crtcs[i]) else { continue }
            defer { XRRFreeCrtcInfo(info) }
            let crtc = info.pointee
            guard crtc.mode != 0, crtc.width > 0, crtc.height > 0 else { continue }
            let overlap = Self.overlap(windowRect, (Int(crtc.x), Int(crtc.y), Int(crtc.width), Int(crtc.height)))
            guard overlap > 0, overlap > (best?.overlap ?? 0) else { continue }
            guard let mode = (0..<Int(res.nmode)).lazy.map({ modes[$0] }).first(where: { $0.id == crtc.mode }),
                let rate = Self.rate(
                    dotClock: UInt64(mode.dotClock), hTotal: UInt64(mode.hTotal),
                    vTotal: UInt64(mode.vTotal),
                    doubleScan: mode.modeFlags & UInt(RR_DoubleScan) != 0,
                    interlaced: mode.modeFlags & UInt(RR_Interlace) != 0)
            else { continue }
            best = (overlap, rate)
        }
        return best?.rate
    }

    /// The rate a mode's timings give, or nil for an unusable mode (no clock or no totals,
    /// as Xvfb's single mode has, or a result outside 1...1000 Hz that no real monitor has).
    /// Double scan draws each line twice; interlacing shows half the lines per refresh.
    static func rate(dotClock: UInt64, hTotal: UInt64, vTotal: UInt64, doubleScan: Bool, interlaced: Bool) -> Double? {
        var lines = Double(vTotal)
        if doubleScan { lines *= 2 }
        if interlaced { lines /= 2 }
        let perFrame = Double(hTotal) * lines
        guard dotClock > 0, perFrame > 0 else { return nil }
        let rate = Double(dotClock) / perFrame
        return (1...1000).contains(rate) ? rate : nil
    }

    private static func overlap(
        _ a: (x: Int, y: Int, width: Int, height: Int),
        _ b: (x: Int, y: Int, width: Int, height: Int)
    ) -> Int {
        let w = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
        let h = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        return w > 0 && h > 0 ? w * h : 0
    }
}
