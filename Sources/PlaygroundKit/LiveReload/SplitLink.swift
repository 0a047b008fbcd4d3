/// The quick link of a direct build: the product's link split in two, so that a save links
/// only what it could have changed.
///
/// Linking the whole product (the package's own objects with every object of its
/// dependencies: the engine, PlaygroundKit, ArgumentParser) is most of a save's build
/// time. The watch links the dependencies' objects once into a shared library, the
/// *engine image*, and each save links the package's own objects into a small program
/// that names that image (its absolute path is the program's `DT_NEEDED`); the dynamic
/// loader joins the two when the child starts, and the Swift runtime registers each
/// image's metadata and conformances from its own sections. The objects are SwiftPM's,
/// compiled as for the product (position-independent on Linux), so the program runs the
/// same code the whole link would.
///
/// Rules: the image is used only while it holds exactly the objects the plan's link would
/// take from the dependencies, and none of them changed since the image was linked;
/// anything else (no image yet, a dependency's object rebuilt or added, a package with no
/// objects of its own or only its own) links the whole product as before, and says why.
/// A child keeps the image it was linked against: a new image gets a new name.
struct SplitLink {
    /// The objects of the product's link, in the plan's order.
    let objects: [String]
    /// The objects the package's own sources make (compiled again on a save).
    let own: [String]
    /// The objects of the package's dependencies: what the engine image holds.
    let dependencies: [String]

    /// The split of `list` (the link's object list, one path a line) for a package whose
    /// own sources `isOwnSource` tells apart: `manifest` says which objects are made from
    /// them, directly or through a module that imports theirs. Nil when the link could not
    /// be split usefully (nothing of its own, or nothing else).
    init?(list: String, manifest: BuildManifest, target: String, isOwnSource: (String) -> Bool) {
        objects = list.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        guard let made = manifest.outputs(for: target, derivedFrom: isOwnSource) else { return nil }
        own = objects.filter(made.contains)
        dependencies = objects.filter { !made.contains($0) }
        guard !own.isEmpty, !dependencies.isEmpty else { return nil }
    }

    /// Why the product's link `link`, in `configuration`, must stay whole; nil when it may
    /// be split. A product that links the Swift runtime statically would get two runtimes
    /// (one in the image, one in the program) with two registries of types; a release
    /// link's section garbage collection and symbol ordering are not tried here.
    static func linkRefusal(_ link: [String], configuration: String) -> String? {
        if link.contains(where: { $0 == "-static-stdlib" || $0 == "-static-executable" }) {
            return "the product links the Swift runtime statically"
        }
        guard configuration == "debug" else { return "only a debug build links quickly" }
        return nil
    }

    /// The command line that links the engine image at `image` from `link` (the plan's
    /// product link), reading the dependencies' objects from `listFile`: the same flags
    /// and libraries, a shared library instead of an executable, and no `main` (the
    /// program's own). Nil when `link` is not in the form SwiftPM writes.
    static func imageArguments(link: [String], listFile: String, image: String) -> [String]? {
        guard var arguments = replacingOutputAndList(link, output: image, listFile: listFile),
            let kind = arguments.firstIndex(of: "-emit-executable")
        else { return nil }
        arguments[kind] = "-emit-library"
        // `-Xlinker --defsym -Xlinker main=MODULE_main` names the program's entry point,
        // which lives in the program's objects.
        var index = 0
        while index + 3 < arguments.count {
            if arguments[index] == "-Xlinker", arguments[index + 1] == "--defsym", arguments[index + 2] == "-Xlinker",
                arguments[index + 3].hasPrefix("main=")
            {
                arguments.removeSubrange(index..<(index + 4))
            } else {
                index += 1
            }
        }
        return arguments
    }

    /// The command line that links the program at `output` from `link`: the package's own
    /// objects (listed in `listFile`) and the engine image at `image`. Nil when `link` is
    /// not in the form SwiftPM writes.
    static func programArguments(link: [String], listFile: String, image: String, output: String) -> [String]? {
        guard var arguments = replacingOutputAndList(link, output: output, listFile: listFile),
            let list = arguments.firstIndex(of: "@\(listFile)")
        else { return nil }
        arguments.insert(image, at: list + 1)
        return arguments
    }

    /// `link` writing `output` and reading the objects of `listFile`; nil unless it names
    /// exactly one output and one list.
    private static func replacingOutputAndList(_ link: [String], output: String, listFile: String) -> [String]? {
        let outputs = link.indices.filter { link[$0] == "-o" && $0 + 1 < link.count }
        let lists = link.indices.filter { link[$0].hasPrefix("@") }
        guard outputs.count == 1, lists.count == 1 else { return nil }
        var arguments = link
        arguments[outputs[0] + 1] = output
        arguments[lists[0]] = "@\(listFile)"
        return arguments
    }

    /// Why the image at `image`, linked from `imageObjects` by a link that started at
    /// `imageTime`, cannot stand in for `dependencies` now; nil when it can.
    /// `modificationTime` reads a file's (nil: gone).
    static func imageRefusal(
        dependencies: [String], image: String, imageObjects: [String], imageTime: Double,
        modificationTime: (String) -> Double?
    ) -> String? {
        guard modificationTime(image) != nil else { return "the engine image is gone" }
        guard dependencies == imageObjects else { return "the dependencies' objects changed" }
        for object in dependencies {
            guard let time = modificationTime(object) else { return "\(object) is gone" }
            if time >= imageTime { return "a dependency was rebuilt" }
        }
        return nil
    }
}

extension BuildManifest {
    /// Every output of `target`'s commands made from a file `isSource` accepts, directly
    /// or through another such output (a module's interface read by the module that
    /// imports it); nil for an unknown target.
    func outputs(for target: String, derivedFrom isSource: (String) -> Bool) -> Set<String>? {
        guard let order = commandOrder(for: target) else { return nil }
        var made: Set<String> = []
        for index in order {
            let command = commands[index]
            // A list of files names them, and is written again only when the list changes.
            guard command.tool != "write-auxiliary-file", command.tool != "phony" else { continue }
            if command.inputs.contains(where: { made.contains($0) || isSource($0) }) {
                made.formUnion(command.outputs)
            }
        }
        return made
    }
}
