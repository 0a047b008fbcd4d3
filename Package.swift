// swift-tools-version:6.0
// Transition Playground: UIKit's custom view-controller transitions on a Linux desktop.
//
// Layers (dependency runs one way, top to bottom):
//   playground-x11 -> Demos -> DemoKit -> Transitions -> Engine -> LayerTree -> Geometry
//   playground-x11 -> PlaygroundKit -> DemoKit (PlaygroundKit never links the built-in demos)
//   PlaygroundKit -> Platform (X11 shim, headless host) -> Renderer -> LayerTree -> Geometry
// The engine knows no pixels and no X11; the renderer knows no view controllers;
// only Platform (through CX11) knows X11.
import PackageDescription

#if canImport(Glibc)
    import Glibc
#endif

/// Whether the C++ runtime's static archive is installed where the compiler looks for it
/// (Debian's and Ubuntu's libstdc++-dev ship it; Fedora's is the separate libstdc++-static):
/// the playground then links it in rather than loading the shared library.
let staticCxxRuntimeInstalled: Bool = {
    #if canImport(Glibc)
        var found = glob_t()
        defer { globfree(&found) }
        return glob("/usr/lib/gcc/*/*/libstdc++.a", 0, nil, &found) == 0 && found.gl_pathc > 0
    #else
        return false
    #endif
}()

/// The benchmark executable, which no library product contains, may keep unsafe flags: a
/// package resolved by version may not. The library's hot loops run in C kernels shipped as
/// generated assembly on x86-64 (docs/ARCHITECTURE.md, "Fast in a debug build").
let optimisedInDebug: [SwiftSetting] = [
    .unsafeFlags(["-O", "-enforce-exclusivity=unchecked"], .when(configuration: .debug))
]

let package = Package(
    name: "TransitionPlayground",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "playground-x11", targets: ["playground-x11"]),
        .executable(name: "playground-bench", targets: ["playground-bench"]),
        // Makes the edits Linux forces on a UIKit library's sources (`@objc`, `#selector`, ...).
        .executable(name: "playground-port", targets: ["playground-port"]),
        .library(name: "PlaygroundKit", targets: ["PlaygroundKit"]),
        .library(name: "Engine", targets: ["Engine"]),
        .library(name: "Transitions", targets: ["Transitions"]),
        // The built-in demos, for a user's executable that lists them beside its own.
        .library(name: "Demos", targets: ["Demos"]),
        // Snapshot assertions and the animator testbed for a user's test target.
        .library(name: "PlaygroundTesting", targets: ["PlaygroundTesting"]),
        // Opt-in UIKit names (UIView, UIViewControllerAnimatedTransitioning, ...) for ported snippets.
        .library(name: "UIKitCompatibility", targets: ["UIKitCompatibility"]),
        // The same names as a module named `UIKit`, for code whose `import UIKit` and
        // `#if canImport(UIKit)` stay unchanged; link it on Linux only (empty elsewhere).
        .library(name: "UIKit", targets: ["UIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // C system libraries: a module map and a header each, nothing else.
        .systemLibrary(
            name: "CX11", pkgConfig: "x11 xext xrandr",
            providers: [.apt(["libx11-dev", "libxext-dev", "libxrandr-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // giflib has no pkg-config file: the module map links -lgif.
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        // Pixel-free value types shared by the engine and the renderer.
        .target(name: "Geometry"),
        .target(name: "LayerTree", dependencies: ["Geometry"]),

        // Pixel kernels in C: scalar, SSE2 and AVX2 (picked at run time). On x86-64 Linux the
        // build assembles kernels_x86_64.S, the C files compiled at -O2 as one unit by
        // scripts/generate-kernel-assembly.sh; elsewhere it compiles the C. No flags.
        .target(name: "CRenderKernels"),

        // Software rasterizer, compositor of a frozen layer tree, FreeType text, PNG files.
        .target(
            name: "Renderer",
            dependencies: ["Geometry", "LayerTree", "CFreeType", "CPNG", "CHarfBuzz", "CFontconfig", "CRenderKernels"]),

        // Views, animations, gestures, clock: UIKit's semantics with no pixels.
        .target(name: "Engine", dependencies: ["Geometry", "LayerTree"]),
        // View controllers, presentation, custom and interactive transitions.
        .target(name: "Transitions", dependencies: ["Engine", "Geometry"]),
        // The `Demo` protocol: what a demo (built-in or a user's own) hands the playground.
        .target(name: "DemoKit", dependencies: ["Transitions", "Engine"]),
        // The demo catalog, written only against the public engine API.
        .target(name: "Demos", dependencies: ["DemoKit", "Transitions", "Engine", "LayerTree", "Geometry"]),

        // The X11 window (Xlib + MIT-SHM) and the headless PNG host.
        .target(name: "Platform", dependencies: ["CX11", "Renderer", "Geometry"]),

        // Wiring: command line, run loop, catalog, tools, recording.
        .target(
            name: "PlaygroundKit",
            dependencies: [
                "DemoKit", "Transitions", "Engine", "Platform", "Renderer", "LayerTree", "Geometry", "Sharing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The Swift runtime linked into the program rather than loaded as shared libraries:
        // only the parts it uses are mapped, which keeps the resident memory low, and there are
        // no runtime relocations to apply at start.
        .executableTarget(
            name: "playground-x11", dependencies: ["PlaygroundKit", "Demos"], exclude: ["link-order.txt", "linker"],
            linkerSettings: [
                .unsafeFlags(["-static-stdlib", "-use-ld=lld"], .when(platforms: [.linux])),
                // The C++ runtime the static Swift runtime needs, linked in as well: `linker/` holds a
                // linker script named `libstdc++.so` that names the static archive, found before the
                // shared library because this folder comes first on the library path. The shared
                // one's symbol tables and code kept about 1 MB resident for the few functions used.
                .unsafeFlags(
                    staticCxxRuntimeInstalled ? ["-L\(Context.packageDirectory)/Sources/playground-x11/linker"] : [],
                    .when(platforms: [.linux])),
                // The static runtime's link arguments export every symbol, and a position-independent
                // program carries one 24-byte relocation per pointer; nothing looks the program's
                // symbols up at run time, and packed relative relocations (glibc 2.36 and later) are a
                // few bytes each, so the loader reads and keeps in memory far less at start.
                .unsafeFlags(
                    ["-Xlinker", "--no-export-dynamic", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
                    .when(platforms: [.linux])),
                // The functions a person's use of the demos runs, placed together at the start of the
                // code (scripts/generate-link-order.sh says how the list is made): the kernel maps
                // code in blocks around each page touched, so scattered through the whole debug
                // program they kept most of it resident. A name the list lacks keeps its place.
                .unsafeFlags(
                    [
                        "-Xlinker",
                        "--symbol-ordering-file=\(Context.packageDirectory)/Sources/playground-x11/link-order.txt",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ], .when(platforms: [.linux])),
                // What the static FoundationEssentials (ArgumentParser's) needs,
                // which the modules, compiled for the shared runtime, do not name.
                .linkedLibrary("_FoundationCollections", .when(platforms: [.linux])),
                .linkedLibrary("_FoundationCShims", .when(platforms: [.linux])),
            ]),
        // Reference-image comparison and snapshot assertions, for this repository's tests and a user's.
        .target(
            name: "PlaygroundTesting", dependencies: ["PlaygroundKit", "Renderer", "Transitions", "Engine", "Geometry"]),
        // UIKit's names over the engine, so UIKit transition snippets compile with one import changed.
        .target(
            name: "UIKitCompatibility",
            dependencies: [
                "UIKitGeometryNames", "UIKitFoundationNames", "Transitions", "Engine", "Geometry", "LayerTree",
            ]),
        .target(name: "UIKit", dependencies: ["UIKitCompatibility", "UIKitGeometryNames", "UIKitFoundationNames"]),
        // NSCoder for `init?(coder:)`, re-exported by a scoped import as the geometry names are.
        .target(name: "UIKitFoundationNames", dependencies: ["Engine"]),
        // CGRect, CGPoint, CGSize, CGFloat for the engine's geometry, re-exported by scoped imports
        // so they win over Foundation's own in a file that imports both.
        .target(name: "UIKitGeometryNames", dependencies: ["Geometry"]),
        .executableTarget(
            name: "playground-bench",
            dependencies: ["Renderer", "Geometry", "LayerTree"],
            swiftSettings: optimisedInDebug),
        // The porting rules over a small Swift lexer; a tool, not the engine, so Foundation is fine.
        .target(name: "PortKit"),
        .executableTarget(
            name: "playground-port",
            dependencies: ["PortKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "PortKitTests", dependencies: ["PortKit"]),
        // Auto Layout's benchmark: 1,000 constraints re-solved and laid out per change (release).
        .executableTarget(name: "playground-layout-bench", dependencies: ["Engine", "Geometry"]),

        // Shared test helpers: reference images, Xvfb sessions, tolerances.
        .target(
            name: "TestSupport", dependencies: ["PlaygroundTesting", "Renderer", "Geometry"], path: "Tests/TestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(
            name: "RendererTests", dependencies: ["Renderer", "LayerTree", "Geometry", "TestSupport"],
            exclude: ["References"]),
        .testTarget(name: "EngineTests", dependencies: ["Engine", "Geometry", "LayerTree", "Renderer"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions", "Engine", "Geometry"]),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "PlaygroundKit", "DemoKit", "Demos", "Transitions", "Engine", "Platform",
                "Renderer", "Geometry", "TestSupport",
            ]),
        // Reads the sources as text: the layering above and the thin executable stay true.
        .testTarget(name: "ArchitectureTests"),
        // The DocC articles' code, compiled, and the documentation site, built.
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "PlaygroundKit", "PlaygroundTesting", "Engine", "Transitions", "Geometry", "TestSupport",
            ]),
        .testTarget(name: "WindowTests", dependencies: ["TestSupport", "Renderer", "Geometry"]),
        // Live reload's parts with real inotify, shared memory, sockets and child processes.
        .testTarget(name: "LiveReloadTests", dependencies: ["PlaygroundKit", "Platform", "Renderer", "TestSupport"]),
        // The library as a user's package sees it: products only, no @testable.
        // Its references are in Tests/__Snapshots__/LibraryTests, outside the target's folder.
        .testTarget(name: "LibraryTests", dependencies: ["PlaygroundKit", "PlaygroundTesting"]),
        .testTarget(
            name: "UIKitCompatibilityTests",
            dependencies: ["UIKitCompatibility", "PlaygroundKit", "PlaygroundTesting", "TestSupport"],
            // A resource for `Bundle.module` to find, as a user's target with resources has.
            resources: [.copy("Resources/bundle-lookup.txt")]),

        // Sharing a recording: animated GIF (giflib, a palette per frame, dithering) and
        // H.264 MP4 (through the ffmpeg program). Its per-pixel loops are CRenderKernels C.
        .target(name: "Sharing", dependencies: ["Renderer", "CGIF", "CRenderKernels"]),
        .testTarget(name: "SharingTests", dependencies: ["Sharing", "Renderer", "TestSupport"]),
        // Recordings under faults (full disks, signals, size limits, broken encoders), run
        // through the built executable: each output complete or absent, one line, the status.
        .testTarget(name: "SharingFaultTests", dependencies: ["TestSupport"]),
    ]
)

// `import CoreGraphics` for ported UIKit code: the compatibility geometry under Core
// Graphics' module name. Linux has no such module; on Apple platforms the system's is used.
#if os(Linux)
    package.products.append(.library(name: "CoreGraphics", targets: ["CoreGraphics"]))
    package.targets.append(.target(name: "CoreGraphics", dependencies: ["UIKitGeometryNames", "UIKitCompatibility"]))
    package.targets.first { $0.name == "UIKitCompatibilityTests" }?.dependencies.append("CoreGraphics")
    // As on iOS, where UIKit brings Core Graphics along: a package linking only the UIKit
    // product may still `import CoreGraphics`.
    package.targets.first { $0.name == "UIKit" }?.dependencies.append("CoreGraphics")
    // `import QuartzCore` likewise: the Core Animation names, which UIKit brings on iOS too.
    package.products.append(.library(name: "QuartzCore", targets: ["QuartzCore"]))
    package.targets.append(
        .target(name: "QuartzCore", dependencies: ["UIKitGeometryNames", "UIKitFoundationNames", "UIKitCompatibility"]))
    package.targets.first { $0.name == "UIKitCompatibilityTests" }?.dependencies.append("QuartzCore")
    package.targets.first { $0.name == "UIKit" }?.dependencies.append("QuartzCore")
    // `import CoreText` likewise: the Core Text names, which UIKit code imports beside UIKit.
    package.products.append(.library(name: "CoreText", targets: ["CoreText"]))
    package.targets.append(.target(name: "CoreText", dependencies: ["UIKitCompatibility"]))
    package.targets.first { $0.name == "UIKitCompatibilityTests" }?.dependencies.append("CoreText")
    package.targets.first { $0.name == "UIKit" }?.dependencies.append("CoreText")
    // `import ObjectiveC` likewise: the associated-object functions, which Foundation brings on iOS.
    package.products.append(.library(name: "ObjectiveC", targets: ["ObjectiveC"]))
    package.targets.append(.target(name: "ObjectiveC", dependencies: ["UIKitCompatibility"]))
    package.targets.first { $0.name == "UIKitCompatibilityTests" }?.dependencies.append("ObjectiveC")
    package.targets.first { $0.name == "UIKit" }?.dependencies.append("ObjectiveC")
    // `import os` and `import os.log`: the logging names (`Logger`, `os_log`, `OSLog`, signposts),
    // written to standard error. The Swift module holds the names; a Clang module of the same
    // name declares the `log` and `signpost` submodules that a Swift module cannot.
    package.products.append(.library(name: "os", targets: ["os"]))
    package.targets.append(.systemLibrary(name: "COSSubmodules"))
    package.targets.append(.target(name: "os", dependencies: ["COSSubmodules"]))
    package.targets.first { $0.name == "UIKitCompatibilityTests" }?.dependencies.append("os")
    package.targets.first { $0.name == "UIKit" }?.dependencies.append("os")
    // `import UIKit.UIGestureRecognizerSubclass` and `import UIKit.UIImage`: a Clang module named
    // `UIKit` declaring those submodules, which the Swift module `UIKit` cannot.
    package.targets.append(.systemLibrary(name: "CUIKitSubmodules"))
    package.targets.first { $0.name == "UIKit" }?.dependencies.append("CUIKitSubmodules")
    package.targets.first { $0.name == "UIKitCompatibilityTests" }?.dependencies.append("UIKit")
    // `import Combine`: a small subset (subjects, `sink`, `AnyCancellable`) for UIKit code that
    // publishes its state; Linux has no Combine, and this package depends on no other.
    package.products.append(.library(name: "Combine", targets: ["Combine"]))
    package.targets.append(.target(name: "Combine", dependencies: ["UIKitCompatibility"]))
    package.targets.first { $0.name == "UIKit" }?.dependencies.append("Combine")
    package.targets.first { $0.name == "UIKitCompatibilityTests" }?.dependencies.append("Combine")
#endif
