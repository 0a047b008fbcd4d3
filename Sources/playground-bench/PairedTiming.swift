/// Our frames and the reference's, timed round by round: round i draws frame i on both
/// sides back to back, ours first on even rounds and the reference first on odd ones, so
/// neither side always gets the warmer cache or the quieter moment. The figure of merit is
/// the median of the per-round ratios (ours / reference), which drift in the machine's load
/// cancels out of, unlike a ratio of two medians taken at different times.
struct PairedTiming {
    /// Our per-round milliseconds.
    var ours: [Double] = []
    /// The reference's per-round milliseconds.
    var reference: [Double] = []

    /// `warmup` untimed rounds, then `rounds` paired ones.
    static func run(rounds: Int, warmup: Int, ours: (Int) -> Double, reference: (Int) -> Double) -> PairedTiming {
        var result = PairedTiming()
        for i in 0..<(warmup + rounds) {
            let (a, b): (Double, Double)
            if i % 2 == 0 {
                a = ours(i)
                b = reference(i)
            } else {
                b = reference(i)
                a = ours(i)
            }
            if i >= warmup {
                result.ours.append(a)
                result.reference.append(b)
            }
        }
        return result
    }

    /// Ours over the reference's, per round.
    var ratios: [Double] { zip(ours, reference).map { $0 / max($1, 1e-9) } }

    /// `NAME_ms_median=`, `cairo_NAME_ms_median=`, `NAME_ratio_vs_cairo=` (median of the
    /// paired ratios) and the ratios' quartiles, to show how much the pairs scatter.
    func print(name: String) {
        let r = ratios.sorted()
        Swift.print("\(name)_ms_median=\(String(format2: median(ours)))")
        Swift.print("cairo_\(name)_ms_median=\(String(format2: median(reference)))")
        Swift.print("\(name)_ratio_vs_cairo=\(String(format2: median(r)))")
        if !r.isEmpty {
            Swift.print(
                "\(name)_ratio_quartiles=\(String(format2: r[r.count / 4]))..\(String(format2: r[r.count * 3 / 4]))")
        }
    }
}
