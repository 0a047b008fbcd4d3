// The Auto Layout benchmark (README, "Auto Layout"): 250 views held by 1,000 constraints in a
// 25 x 10 grid whose rows hang one under the other and whose widths share the root's width,
// then one change at a time, each followed by `layoutIfNeeded()`, timed from the change to
// the last frame set (median and 95th percentile of 500 after 20 warm-up):
//   constant   the first cell's height constant: every row below moves (225 frames change);
//   resize     the root's width: every cell's x and width change (250 frames).
// Build it in release: `swift run -c release playground-layout-bench`.
import Engine
import Geometry

#if canImport(Glibc)
    import Glibc
#endif

@MainActor
struct LayoutBench {
    static let columns = 25
    static let rows = 10

    let window = Window(size: Size(width: 1000, height: 800), clock: VirtualClock())
    var cells: [View] = []
    var firstHeight: LayoutConstraint!
    var constraintCount = 0

    init() {
        let root = window.rootView
        var all: [LayoutConstraint] = []
        for r in 0..<Self.rows {
            for c in 0..<Self.columns {
                let cell = View()
                cell.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(cell)
                let left = c == 0 ? nil : cells[cells.count - 1]
                let rowHead = c == 0 && r > 0 ? cells[(r - 1) * Self.columns] : nil
                let height = cell.heightAnchor.constraint(equalToConstant: 20)
                if r == 0 && c == 0 { firstHeight = height }
                all += [
                    left.map { cell.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 4) }
                        ?? cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
                    cell.widthAnchor.constraint(
                        equalTo: root.widthAnchor, multiplier: 1 / Double(Self.columns), constant: -4),
                    left.map { cell.topAnchor.constraint(equalTo: $0.topAnchor) }
                        ?? rowHead.map { cell.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 4) }
                        ?? cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
                    height,
                ]
                cells.append(cell)
            }
        }
        LayoutConstraint.activate(all)
        constraintCount = all.count
        root.layoutIfNeeded()
    }

    /// Times `change` followed by a layout pass, `rounds` times after `warmUp`; seconds.
    func time(rounds: Int = 500, warmUp: Int = 20, _ change: (Int) -> Void) -> [Double] {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for i in 0..<(warmUp + rounds) {
            let start = clock.now
            change(i)
            window.rootView.layoutIfNeeded()
            let elapsed = clock.now - start
            if i >= warmUp {
                samples.append(
                    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            }
        }
        return samples.sorted()
    }
}

@MainActor
func runBench() -> Int32 {
    let setUpClock = ContinuousClock()
    let setUpStart = setUpClock.now
    let bench = LayoutBench()
    let setUp = setUpClock.now - setUpStart
    let cells = bench.cells
    // Sanity: the grid solved as designed, or the timings mean nothing.
    let width = (1000.0 / Double(LayoutBench.columns)) - 4
    guard abs(cells[1].frame.minX - (4 + width + 4)) < 1e-6, abs(cells[LayoutBench.columns].frame.minY - 28) < 1e-6
    else {
        print("playground-layout-bench: the grid did not solve as designed (\(cells[1].frame), \(cells[25].frame))")
        return 1
    }
    func report(_ name: String, _ samples: [Double], frames: Int) {
        let median = samples[samples.count / 2] * 1e3
        let p95 = samples[samples.count * 95 / 100] * 1e3
        print(
            "\(name): \(bench.constraintCount) constraints, \(frames) frames changed: "
                + "median \(String(format3(median))) ms, p95 \(String(format3(p95))) ms")
    }
    print("set-up (activate 1000 constraints, first solve and layout): \(setUp)")
    let constant = bench.time { i in bench.firstHeight.constant = i % 2 == 0 ? 30 : 20 }
    report("constant", constant, frames: cells.count - LayoutBench.columns)
    let resize = bench.time { i in bench.window.size = Size(width: i % 2 == 0 ? 1200 : 1000, height: 800) }
    report("resize  ", resize, frames: cells.count)
    return 0
}

func format3(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}

let status = MainActor.assumeIsolated { runBench() }
if status != 0 { exit(status) }
