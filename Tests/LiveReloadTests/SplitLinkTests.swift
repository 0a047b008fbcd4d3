import XCTest

@testable import PlaygroundKit

/// The quick link of `--watch`: the product's objects split into the package's own (linked
/// on each save) and its dependencies' (linked once into the engine image), the two
/// command lines, and the cases where the image must not stand in for the dependencies,
/// so that a save links the whole product instead of running a stale or half-linked one.
final class SplitLinkTests: XCTestCase {
    /// A plan in SwiftPM's form: a dependency `Dep` (a Swift module and a C file) outside
    /// the package at `/p`, the package's library `Lib` that imports it, its executable
    /// `app` that imports `Lib`, the debugging wrapper of `Lib`, and the link.
    private let text = """
        client:
          name: basic
        targets:
          "app-x86_64-unknown-linux-gnu-debug.exe": ["<app-x86_64-unknown-linux-gnu-debug.exe>"]
        commands:
          "C.Dep-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/d/Sources/Dep/D.swift"]
            outputs: ["/p/.build/debug/Dep.build/D.swift.o","/p/.build/debug/Modules/Dep.swiftmodule"]
            args: ["/usr/bin/swiftc","-module-name","Dep","-c","/d/Sources/Dep/D.swift"]

          "/p/.build/debug/Kern.build/k.c.o":
            tool: clang
            inputs: ["/d/Sources/Kern/k.c"]
            outputs: ["/p/.build/debug/Kern.build/k.c.o"]
            args: ["/usr/bin/clang","-c","/d/Sources/Kern/k.c"]

          "/p/.build/debug/Lib.build/sources":
            tool: write-auxiliary-file
            inputs: ["<sources-file-list>","/p/Sources/Lib/A.swift"]
            outputs: ["/p/.build/debug/Lib.build/sources"]

          "C.Lib-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Sources/Lib/A.swift","/p/.build/debug/Lib.build/sources","/p/.build/debug/Modules/Dep.swiftmodule"]
            outputs: ["/p/.build/debug/Lib.build/A.swift.o","/p/.build/debug/Modules/Lib.swiftmodule"]
            args: ["/usr/bin/swiftc","-module-name","Lib","-c","@/p/.build/debug/Lib.build/sources"]

          "/p/.build/debug/Lib.build/Lib.swiftmodule.o":
            tool: shell
            inputs: ["/p/.build/debug/Modules/Lib.swiftmodule"]
            outputs: ["/p/.build/debug/Lib.build/Lib.swiftmodule.o"]
            args: ["/usr/bin/swiftc","-modulewrap","/p/.build/debug/Modules/Lib.swiftmodule"]

          "C.app-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Sources/app/main.swift","/p/.build/debug/Modules/Lib.swiftmodule"]
            outputs: ["/p/.build/debug/app.build/main.swift.o","/p/.build/debug/Modules/app.swiftmodule"]
            args: ["/usr/bin/swiftc","-module-name","app","-c","/p/Sources/app/main.swift"]

          "C.app-x86_64-unknown-linux-gnu-debug.exe":
            tool: shell
            inputs: ["/p/.build/debug/Dep.build/D.swift.o","/p/.build/debug/Kern.build/k.c.o","/p/.build/debug/Lib.build/A.swift.o","/p/.build/debug/Lib.build/Lib.swiftmodule.o","/p/.build/debug/app.build/main.swift.o"]
            outputs: ["/p/.build/debug/app"]
            args: ["/usr/bin/swiftc","-o","/p/.build/debug/app","-emit-executable"]

          "<app-x86_64-unknown-linux-gnu-debug.exe>":
            tool: phony
            inputs: ["/p/.build/debug/app"]
            outputs: ["<app-x86_64-unknown-linux-gnu-debug.exe>"]

        """
    private let target = "app-x86_64-unknown-linux-gnu-debug.exe"
    private let list = """
        /p/.build/debug/Dep.build/D.swift.o
        /p/.build/debug/Kern.build/k.c.o
        /p/.build/debug/Lib.build/A.swift.o
        /p/.build/debug/Lib.build/Lib.swiftmodule.o
        /p/.build/debug/app.build/main.swift.o

        """
    /// The product's link as SwiftPM writes it.
    private let link = [
        "/opt/swift/usr/bin/swiftc", "-L/usr/lib", "-lX11", "-L", "/p/.build/debug", "-o", "/p/.build/debug/app",
        "-module-name", "app", "-emit-executable", "-Xlinker", "--defsym", "-Xlinker", "main=app_main", "-Xlinker",
        "-rpath=$ORIGIN", "@/p/.build/debug/app.product/Objects.LinkFileList", "-target", "x86_64-unknown-linux-gnu",
        "-g",
    ]

    private func isOwn(_ path: String) -> Bool { path.hasPrefix("/p/") && !path.hasPrefix("/p/.build/") }

    /// The package's own objects are those its sources make, directly or through a module
    /// that imports one of its modules (the executable imports `Lib`, the wrapper wraps
    /// `Lib`'s interface); a dependency's objects, Swift or C, go to the image, even though
    /// the package's modules import them.
    func testThePackagesObjectsAreThoseItsSourcesMake() throws {
        let manifest = try XCTUnwrap(BuildManifest(text: text))
        let split = try XCTUnwrap(SplitLink(list: list, manifest: manifest, target: target, isOwnSource: isOwn))
        XCTAssertEqual(
            split.own,
            [
                "/p/.build/debug/Lib.build/A.swift.o", "/p/.build/debug/Lib.build/Lib.swiftmodule.o",
                "/p/.build/debug/app.build/main.swift.o",
            ])
        XCTAssertEqual(split.dependencies, ["/p/.build/debug/Dep.build/D.swift.o", "/p/.build/debug/Kern.build/k.c.o"])
    }

    /// A link with nothing to split links whole: a package whose sources make every object
    /// (no image to link against), or none (its own code would be in the image, and a save
    /// would never reach the program), or a target the plan does not know.
    func testALinkWithNothingToSplitIsNotSplit() throws {
        let manifest = try XCTUnwrap(BuildManifest(text: text))
        XCTAssertNil(SplitLink(list: list, manifest: manifest, target: target) { _ in false })
        XCTAssertNil(SplitLink(list: list, manifest: manifest, target: target) { !$0.hasPrefix("/p/.build/") })
        XCTAssertNil(SplitLink(list: list, manifest: manifest, target: "other.exe", isOwnSource: isOwn))
    }

    /// A product that links the Swift runtime into itself, or a release build, links
    /// whole: split, the runtime would be in both halves, each with its own registry of
    /// types and conformances.
    func testAStaticRuntimeOrAReleaseBuildLinksWhole() {
        XCTAssertNil(SplitLink.linkRefusal(link, configuration: "debug"))
        XCTAssertEqual(
            SplitLink.linkRefusal(link + ["-static-stdlib"], configuration: "debug"),
            "the product links the Swift runtime statically")
        XCTAssertEqual(
            SplitLink.linkRefusal(link + ["-static-executable"], configuration: "debug"),
            "the product links the Swift runtime statically")
        XCTAssertEqual(SplitLink.linkRefusal(link, configuration: "release"), "only a debug build links quickly")
    }

    /// The image is linked with the product's own flags and libraries into a shared
    /// library from the dependencies' list, without the program's entry point (which is in
    /// the package's objects); the program links the package's list and the image.
    func testTheTwoLinksKeepTheProductsFlags() throws {
        let image = try XCTUnwrap(
            SplitLink.imageArguments(link: link, listFile: "/w/deps", image: "/w/app.engine-1.so"))
        XCTAssertEqual(
            image,
            [
                "/opt/swift/usr/bin/swiftc", "-L/usr/lib", "-lX11", "-L", "/p/.build/debug", "-o", "/w/app.engine-1.so",
                "-module-name", "app", "-emit-library", "-Xlinker", "-rpath=$ORIGIN", "@/w/deps", "-target",
                "x86_64-unknown-linux-gnu", "-g",
            ])
        let program = try XCTUnwrap(
            SplitLink.programArguments(
                link: link, listFile: "/w/own", image: "/w/app.engine-1.so", output: "/w/app.quick"))
        XCTAssertEqual(
            program,
            [
                "/opt/swift/usr/bin/swiftc", "-L/usr/lib", "-lX11", "-L", "/p/.build/debug", "-o", "/w/app.quick",
                "-module-name", "app", "-emit-executable", "-Xlinker", "--defsym", "-Xlinker", "main=app_main",
                "-Xlinker", "-rpath=$ORIGIN", "@/w/own", "/w/app.engine-1.so", "-target", "x86_64-unknown-linux-gnu",
                "-g",
            ])
        // Not SwiftPM's form (two lists, no output): no split command lines.
        XCTAssertNil(SplitLink.imageArguments(link: link + ["@/x"], listFile: "/w/deps", image: "/w/i.so"))
        XCTAssertNil(
            SplitLink.programArguments(
                link: link.filter { $0 != "-o" }, listFile: "/w/own", image: "/w/i.so", output: "/w/app.quick"))
    }

    /// The image stands in for the dependencies only while it holds exactly their objects,
    /// each older than the image's link, and the image itself is there: a dependency
    /// compiled again (an edit of a local dependency), an object added or gone, or a
    /// removed image links the whole product.
    func testTheImageStandsInOnlyForTheObjectsItWasLinkedFrom() {
        let objects = ["/b/D.swift.o", "/b/k.c.o"]
        var times: [String: Double] = ["/b/D.swift.o": 100, "/b/k.c.o": 90, "/w/i.so": 200]
        func refusal(_ dependencies: [String]) -> String? {
            SplitLink.imageRefusal(
                dependencies: dependencies, image: "/w/i.so", imageObjects: objects, imageTime: 150,
                modificationTime: { times[$0] })
        }
        XCTAssertNil(refusal(objects))
        XCTAssertEqual(refusal(objects + ["/b/E.swift.o"]), "the dependencies' objects changed")
        XCTAssertEqual(refusal(["/b/D.swift.o"]), "the dependencies' objects changed")
        times["/b/k.c.o"] = 150
        XCTAssertEqual(refusal(objects), "a dependency was rebuilt", "changed as the image's link started")
        times["/b/k.c.o"] = 90
        times["/b/D.swift.o"] = nil
        XCTAssertEqual(refusal(objects), "/b/D.swift.o is gone")
        times["/b/D.swift.o"] = 100
        times["/w/i.so"] = nil
        XCTAssertEqual(refusal(objects), "the engine image is gone")
    }
}
