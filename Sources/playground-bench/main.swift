// The benchmark scene (README, "Benchmark"; Makefile `bench`, scripts/bench.sh):
// clear + 50 anti-aliased rounded rectangles from a fixed LCG, shifted by a sub-pixel
// amount each frame, timed per frame (median of 200 after 10 warm-up); and a full-frame
// dimming overlay. With `--cairo PROGRAM` (scripts/cairo-reference.c built) each round times
// our frame and cairo's frame of the same index back to back, in alternating order, and
// prints the median of the per-round ratios (ours drawn in bands on every core, and again on
// one thread, see BandedScene). `--png out.png` writes our frame 0,
// `--cairo-png` cairo's; `--compare a.png b.png` prints the mean absolute channel
// difference of two PNGs. Beside our times, the memory-bandwidth floor of the scene and the
// overlay measured in the same run (`scene_bandwidth_floor_ms=`, see BandwidthFloor).
import Geometry
import LayerTree
import Renderer

#if canImport(Glibc)
    import Glibc
#endif

/// One rectangle of the scene, in pixels, with a straight colour.
struct SceneRect {
    var x, y, w, h, r: Double
    var color: Color
}

/// The scene generator of shared/bench/common.h, bit for bit.
struct SceneGenerator {
    var state: UInt64
    mutating func next() -> UInt32 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt32(truncatingIfNeeded: state >> 32)
    }
    mutating func unit() -> Double { Double(next()) / 4294967296.0 }
    mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    static func scene(count: Int, seed: UInt64, width: Int, height: Int) -> [SceneRect] {
        var g = SceneGenerator(state: seed)
        let sceneWidth = Double(width)
        let sceneHeight = Double(height)
        return (0..<count).map { _ in
            let w = min(g.range(40, 600), sceneWidth)
            let h = min(g.range(40, 600), sceneHeight)
            let x = g.range(0, sceneWidth - w)
            let y = g.range(0, sceneHeight - h)
            let r = min(g.range(12, 24), min(w, h) * 0.5)
            let red = g.unit()
            let green = g.unit()
            let blue = g.unit()
            let alpha = g.range(0.3, 1.0)
            return SceneRect(
                x: x, y: y, w: w, h: h, r: r, color: Color(red: red, green: green, blue: blue, alpha: alpha))
        }
    }
}

func nowMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) * 1e-6
}

func median(_ v: [Double]) -> Double {
    let s = v.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : 0.5 * (s[s.count / 2 - 1] + s[s.count / 2])
}

func fail(_ message: String) -> Never {
    printToStandardError("playground-bench: \(message)")
    exit(2)
}

let background = Color(red: 0.12, green: 0.12, blue: 0.14)

func drawScene(_ canvas: Canvas, _ rects: [SceneRect], frame: Int) {
    canvas.clear(to: background)
    let shift = AffineTransform(translationX: Double(frame % 16) / 16, y: Double(frame % 8) / 8)
    for q in rects {
        canvas.fillRoundedRect(
            Rect(x: q.x, y: q.y, width: q.w, height: q.h), cornerRadius: q.r,
            transform: shift, color: q.color)
    }
}

func time(frames: Int, warmup: Int, _ body: (Int) -> Void, untimed: (Int) -> Void = { _ in }) -> Double {
    for i in 0..<warmup {
        untimed(i)
        body(i)
    }
    var t: [Double] = []
    for i in 0..<frames {
        untimed(i)
        let t0 = nowMilliseconds()
        body(i)
        t.append(nowMilliseconds() - t0)
    }
    return median(t)
}

var options: [String: String] = [:]
var arguments = Array(CommandLine.arguments.dropFirst())
var compare: (String, String)?
while !arguments.isEmpty {
    let key = arguments.removeFirst()
    if key == "--compare" {
        guard arguments.count >= 2 else { fail("--compare needs two PNG paths") }
        compare = (arguments.removeFirst(), arguments.removeFirst())
        continue
    }
    guard
        ["--w", "--h", "--n", "--seed", "--frames", "--warmup", "--png", "--raw", "--cairo", "--cairo-png"].contains(
            key)
    else {
        fail("unknown option \(key)")
    }
    guard !arguments.isEmpty else { fail("\(key) needs a value") }
    options[key] = arguments.removeFirst()
}

@MainActor func intOption(_ key: String, _ def: Int, minimum: Int = 1, maximum: Int = 1 << 20) -> Int {
    guard let s = options[key] else { return def }
    guard let v = Int(s), v >= minimum, v <= maximum else {
        fail("\(key) wants an integer from \(minimum) to \(maximum), got '\(s)'")
    }
    return v
}

if let (a, b) = compare {
    compareImages(a, b)
    exit(0)
}

let width = intOption("--w", 1280, maximum: 16384)
let height = intOption("--h", 800, maximum: 16384)
let rects = SceneGenerator.scene(
    count: intOption("--n", 50), seed: UInt64(intOption("--seed", 1, minimum: 0)),
    width: width, height: height)
let frames = intOption("--frames", 200)
let warmup = intOption("--warmup", 10, minimum: 0)
let framebuffer = Framebuffer(width: width, height: height)
let canvas = Canvas(framebuffer: framebuffer)

let seed = UInt64(intOption("--seed", 1, minimum: 0))
let cairo = options["--cairo"].map {
    CairoReference(path: $0, width: width, height: height, count: rects.count, seed: seed)
}

@MainActor func timedScene(_ i: Int) -> Double {
    let t0 = nowMilliseconds()
    drawScene(canvas, rects, frame: i)
    return nowMilliseconds() - t0
}
@MainActor func timedOverlay(_ i: Int) -> Double {
    drawScene(canvas, rects, frame: i)
    let t0 = nowMilliseconds()
    canvas.fillClip(with: .black, opacity: 0.4)
    return nowMilliseconds() - t0
}

// The headline figures use every core, as the renderer does for a large frame (bands, see
// BandedScene); the one-thread figures are printed too (`scene_one_thread_ratio_vs_cairo=`).
// Cairo's image surface draws on one thread either way.
let threads = Renderer().threads
let banded = BandedScene(framebuffer: framebuffer, threads: threads)
let sceneRects = rects
@MainActor func timedBandedScene(_ i: Int) -> Double {
    let t0 = nowMilliseconds()
    banded.run { drawScene($0, sceneRects, frame: i) }
    return nowMilliseconds() - t0
}
@MainActor func timedBandedOverlay(_ i: Int) -> Double {
    banded.run { drawScene($0, sceneRects, frame: i) }
    let t0 = nowMilliseconds()
    banded.run(overlay: true) { $0.fillClip(with: .black, opacity: 0.4) }
    return nowMilliseconds() - t0
}
// Bands must not change a byte: frame 3 with its overlay, banded and on one canvas.
do {
    let one = Framebuffer(width: width, height: height)
    let single = Canvas(framebuffer: one)
    drawScene(single, rects, frame: 3)
    single.fillClip(with: .black, opacity: 0.4)
    _ = timedBandedOverlay(3)
    for y in 0..<height where memcmp(one.row(y), framebuffer.row(y), width * 4) != 0 {
        fail("the scene drawn in \(threads) bands differs from one canvas in row \(y)")
    }
}

if let cairo {
    /// Times `ours` against cairo drawing the same frames of `request` ("scene" or
    /// "overlay"), and prints the pair under `name`.
    func paired(_ name: String, _ ours: (Int) -> Double, request: String) -> PairedTiming {
        let timing = PairedTiming.run(
            rounds: frames, warmup: warmup, ours: ours, reference: { cairo.milliseconds("\(request) \($0)") })
        timing.print(name: name)
        return timing
    }
    let scene = paired("scene", timedBandedScene, request: "scene")
    let overlay = paired("overlay", timedBandedOverlay, request: "overlay")
    print("scene_threads=\(threads)")
    let sceneOne = paired("scene_one_thread", timedScene, request: "scene")
    let overlayOne = paired("overlay_one_thread", timedOverlay, request: "overlay")
    if let path = options["--cairo-png"] { cairo.writePNG(path) }
    printBandwidthFloors(
        scene: median(scene.ours), overlay: median(overlay.ours),
        sceneOneThread: median(sceneOne.ours), overlayOneThread: median(overlayOne.ours))
} else {
    let scene = time(frames: frames, warmup: warmup) { drawScene(canvas, rects, frame: $0) }
    print("scene_ms_median=\(String(format2: scene))")
    let overlay = time(
        frames: frames, warmup: warmup, { _ in canvas.fillClip(with: .black, opacity: 0.4) },
        untimed: { drawScene(canvas, rects, frame: $0) })
    print("overlay_ms_median=\(String(format2: overlay))")
    let bandedScene = time(frames: frames, warmup: warmup) { i in banded.run { drawScene($0, sceneRects, frame: i) } }
    let bandedOverlay = time(
        frames: frames, warmup: warmup, { _ in banded.run(overlay: true) { $0.fillClip(with: .black, opacity: 0.4) } },
        untimed: { i in banded.run { drawScene($0, sceneRects, frame: i) } })
    printBandwidthFloors(
        scene: bandedScene, overlay: bandedOverlay, sceneOneThread: scene, overlayOneThread: overlay)
}

/// Our medians beside the memory-bandwidth floor measured now (see `BandwidthFloor`): the
/// scene must write the frame's bytes once, the overlay read and write them; banded on the
/// bench's threads and on one.
@MainActor func printBandwidthFloors(scene: Double, overlay: Double, sceneOneThread: Double, overlayOneThread: Double) {
    let frameBytes = width * height * 4
    for (suffix, pool) in [("", banded.threads), ("_one_thread", BandThreads(threads: 1))] {
        let floor = BandwidthFloor.measure(
            framebuffer: framebuffer, threads: pool, rounds: frames, warmup: warmup, clock: nowMilliseconds)
        let gigabytes = floor.bytesPerMillisecond * 1000 / 1e9
        print("memcpy\(suffix)_gb_per_s=\(String(format2: gigabytes))")
        let sceneMs = suffix.isEmpty ? scene : sceneOneThread
        let overlayMs = suffix.isEmpty ? overlay : overlayOneThread
        for (name, ours, bytes) in [("scene", sceneMs, frameBytes), ("overlay", overlayMs, 2 * frameBytes)] {
            let limit = floor.floor(bytes: bytes)
            print("\(name)\(suffix)_ms=\(String(format2: ours))")
            print("\(name)\(suffix)_bandwidth_floor_ms=\(String(format4: limit))")
            print("\(name)\(suffix)_times_bandwidth_floor=\(String(format2: ours / max(limit, 1e-9)))")
        }
    }
}

// The same scene as a layer tree through the compositor, and a transition-like frame: a card
// with a soft shadow over the scene, moving to a new sub-pixel place every frame so no cached
// shadow helps (full redraws, so damage tracking does not hide the cost either).
let renderer = Renderer()
func sceneLayers(frame: Int) -> Layer {
    let shift = AffineTransform(translationX: Double(frame % 16) / 16, y: Double(frame % 8) / 8)
    return Layer(
        bounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), transform: shift,
        sublayers: rects.map { q in
            Layer(
                bounds: Rect(x: 0, y: 0, width: q.w, height: q.h),
                transform: AffineTransform(translationX: q.x, y: q.y),
                backgroundColor: q.color, cornerRadius: q.r)
        })
}
if let cairo {
    // The same scene as layers through the renderer, which draws large frames in bands on
    // every core (`layer_scene_threads=`), against cairo's single thread.
    let layered = PairedTiming.run(
        rounds: frames, warmup: warmup,
        ours: { i in
            let tree = sceneLayers(frame: i)
            let t0 = nowMilliseconds()
            renderer.renderFull(tree, into: framebuffer, scale: 1, background: background)
            return nowMilliseconds() - t0
        }, reference: { cairo.milliseconds("scene \($0)") })
    layered.print(name: "layer_scene")
    print("layer_scene_threads=\(renderer.threads)")
} else {
    let layerScene = time(frames: frames, warmup: warmup) {
        renderer.renderFull(sceneLayers(frame: $0), into: framebuffer, scale: 1, background: background)
    }
    print("layer_scene_ms_median=\(String(format2: layerScene))")
}
func cardFrame(frame: Int) -> Layer {
    var card = Layer(
        bounds: Rect(x: 0, y: 0, width: Double(width) * 0.6, height: Double(height) * 0.6),
        transform: AffineTransform(
            translationX: Double(width) * 0.2 + Double(frame) * 0.37,
            y: Double(height) * 0.2),
        backgroundColor: .white, cornerRadius: 12)
    card.shadow = Shadow(opacity: 0.3, radius: 16, offset: Size(width: 0, height: 8))
    var root = sceneLayers(frame: frame)
    root.sublayers.append(card)
    return root
}
let cardScene = time(frames: frames, warmup: warmup) {
    renderer.renderFull(cardFrame(frame: $0), into: framebuffer, scale: 1, background: background)
}
print("shadow_card_frame_ms_median=\(String(format2: cardScene))")

drawScene(canvas, rects, frame: 0)
if let path = options["--png"] { writePNG(framebuffer, path) }
if let path = options["--raw"] { writeRaw(framebuffer, path) }
