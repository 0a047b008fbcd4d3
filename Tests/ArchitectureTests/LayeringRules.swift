/// The project's layering (docs/ARCHITECTURE.md, README "Layout") as rules over imports.
///
/// Dependency runs one way: app -> demos -> engine (Transitions, Engine, LayerTree,
/// Geometry), app -> kit -> DemoKit, and kit -> Platform -> Renderer -> LayerTree -> Geometry.
/// The engine side knows no pixels and no X11; the renderer knows no view controllers; only
/// Platform talks to X11; PlaygroundKit never links the built-in demos; Sharing knows frames,
/// not views; PlaygroundTesting builds on the products a user's tests see.
enum LayeringRules {
    /// Targets that must stay free of pixels, X11 and C libraries: they run and are tested
    /// with no X server and no renderer.
    static let pixelFree: Set<String> = [
        "Geometry", "LayerTree", "Engine", "Transitions", "DemoKit", "Demos", "UIKitCompatibility",
    ]
    /// What a pixel-free target may never import (besides every C system library).
    static let pixelModules: Set<String> = ["Renderer", "Platform", "PlaygroundKit"]
    /// The view/controller layers the renderer and the platform shim must not know.
    static let engineModules: Set<String> = [
        "Engine", "Transitions", "DemoKit", "Demos", "PlaygroundKit", "UIKitCompatibility",
    ]
    /// The modules PlaygroundTesting (a user's test helper) may import: the products a
    /// user's package sees, the renderer's images, and the test frameworks. Not the X11
    /// shim, not the built-in demos.
    static let testingAllowed: Set<String> = [
        "PlaygroundKit", "Renderer", "Transitions", "Engine", "Geometry", "LayerTree", "DemoKit",
        "XCTest", "Testing", "Foundation", "FoundationEssentials", "Glibc", "Darwin", "Synchronization",
    ]
    /// Upward imports inside the engine side: key imports value must never appear.
    static let upward: [String: Set<String>] = [
        "Geometry": ["LayerTree", "Engine", "Transitions", "DemoKit", "Demos"],
        "LayerTree": ["Engine", "Transitions", "DemoKit", "Demos"],
        "Engine": ["Transitions", "DemoKit", "Demos"],
        "Transitions": ["DemoKit", "Demos"],
        "DemoKit": ["Demos"],
    ]

    /// One broken rule, as a line a developer can jump to.
    struct Violation: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String
        var description: String { "\(file):\(line): \(rule)" }
    }

    /// Every import in `imports` that breaks a rule.
    static func violations(in imports: SourceImports) -> [Violation] {
        var found: [Violation] = []
        for (target, list) in imports.byTarget {
            for item in list {
                let module = item.module
                func broken(_ rule: String) {
                    found.append(Violation(file: item.file, line: item.line, rule: rule))
                }
                if pixelFree.contains(target) {
                    if pixelModules.contains(module) || imports.cLibraries.contains(module) {
                        broken("\(target) must know no pixels or X11, but imports \(module)")
                    }
                    if upward[target]?.contains(module) == true {
                        broken("\(target) must not import \(module), a layer above it")
                    }
                }
                if target == "Renderer", engineModules.contains(module) || module == "Platform" || module == "CX11" {
                    broken("Renderer must know no views, controllers or X11, but imports \(module)")
                }
                if target == "Platform", engineModules.contains(module) {
                    broken("Platform is a thin X11 shim over the framebuffer, but imports \(module)")
                }
                if target == "Sharing", engineModules.contains(module) {
                    broken("Sharing knows frames, not views, but imports \(module)")
                }
                if target == "PlaygroundKit", module == "Demos" {
                    broken("PlaygroundKit must not link the built-in demos (a user's package would compile them)")
                }
                if target == "PlaygroundTesting", !testingAllowed.contains(module) {
                    broken("PlaygroundTesting may import only a user's products and test frameworks, not \(module)")
                }
                if module == "CX11", target != "Platform" {
                    broken("only Platform talks to X11, but \(target) imports CX11")
                }
            }
        }
        return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }
}
