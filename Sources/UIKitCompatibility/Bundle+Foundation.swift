import Engine
import Foundation

// Foundation's bundle members on the engine's bundle, which UIKit code names `Bundle`: each
// reads through Foundation's bundle at the same place, so a resource, an Info.plist key or a
// localized string is found as `Foundation.Bundle` finds it. Written out as
// `Foundation.Bundle` and `ResourceBundle` here, since in this module's own files `Bundle`
// is Foundation's.

extension ResourceBundle {
    /// The program's bundle (`Bundle.main`): the directory of the running executable on Linux.
    public static var main: ResourceBundle { ResourceBundle(Foundation.Bundle.main) }

    /// The resources of the package's targets (`Bundle.module`, in a file that imports UIKit).
    /// SwiftPM generates `Bundle.module` on Foundation's class, internal to the target, so
    /// it is out of this type's reach; this one looks a resource up in each target's resource
    /// folder beside the program (`PACKAGE_TARGET.resources`, in name order, first match
    /// wins), then in the program's own directory. With one such folder it is that folder's
    /// bundle. Where Foundation's class is expected (`NSLocalizedString(_:bundle: .module,
    /// comment:)`), `.module` is still the target's own.
    public static var module: ResourceBundle {
        let main = Foundation.Bundle.main
        let folders =
            ((try? FileManager.default.contentsOfDirectory(atPath: main.bundlePath)) ?? [])
            .filter { $0.hasSuffix(".resources") }.sorted()
            .map { main.bundleURL.appendingPathComponent($0).path }
        let directory = folders.count == 1 ? folders[0] : main.bundlePath
        return ResourceBundle(directory: directory, searchPaths: folders + [main.bundlePath])
    }

    /// The bundle at `bundle`'s place (a Foundation bundle where UIKit code takes one).
    public convenience init(_ bundle: Foundation.Bundle) {
        self.init(directory: bundle.bundlePath)
    }

    /// The bundle that holds `aClass`'s code (`Bundle(for:)`), as Foundation finds it: on
    /// Linux, the main bundle for a class of the program itself.
    public convenience init(for aClass: AnyClass) {
        self.init(Foundation.Bundle(for: aClass))
    }

    /// The bundle at `path` (`Bundle(path:)`); nil when Foundation finds no bundle there
    /// (a path that is not a readable directory).
    public convenience init?(path: String) {
        guard let bundle = Foundation.Bundle(path: path) else { return nil }
        self.init(bundle)
    }

    /// The bundle at `url` (`Bundle(url:)`); nil as for `init?(path:)`.
    public convenience init?(url: URL) {
        guard let bundle = Foundation.Bundle(url: url) else { return nil }
        self.init(bundle)
    }

    /// The loaded bundle whose identifier is `identifier` (`Bundle(identifier:)`); nil when
    /// none is.
    public convenience init?(identifier: String) {
        guard let bundle = Foundation.Bundle(identifier: identifier) else { return nil }
        self.init(bundle)
    }

    /// Foundation's bundle at this bundle's place, for a Foundation API that takes one: the
    /// main bundle's own object for the main bundle.
    public var foundationBundle: Foundation.Bundle {
        Self.foundationBundle(at: bundlePath) ?? .main
    }

    /// Foundation's bundles of the lookup directories, in order.
    private var lookupBundles: [Foundation.Bundle] {
        searchPaths.compactMap(Self.foundationBundle(at:))
    }

    private static func foundationBundle(at path: String) -> Foundation.Bundle? {
        path == Foundation.Bundle.main.bundlePath ? .main : Foundation.Bundle(path: path)
    }

    /// The directories of the lookup bundles' resources, in order, as Foundation answers
    /// each `resourcePath`.
    var resourceDirectories: [String] {
        searchPaths.map { Self.foundationBundle(at: $0)?.resourcePath ?? $0 }
    }

    /// The bundle's directory as a file URL (`bundleURL`).
    public var bundleURL: URL { URL(fileURLWithPath: bundlePath, isDirectory: true) }
    /// The directory of the bundle's resources (`resourcePath`), as Foundation answers it.
    public var resourcePath: String? { foundationBundle.resourcePath }
    /// `resourcePath` as a file URL (`resourceURL`).
    public var resourceURL: URL? { foundationBundle.resourceURL }
    /// The identifier from the bundle's Info.plist (`bundleIdentifier`); nil without one.
    public var bundleIdentifier: String? { foundationBundle.bundleIdentifier }
    /// The bundle's Info.plist (`infoDictionary`), as Foundation reads it.
    public var infoDictionary: [String: Any]? { foundationBundle.infoDictionary }
    /// The localized Info.plist values (`localizedInfoDictionary`).
    public var localizedInfoDictionary: [String: Any]? { foundationBundle.localizedInfoDictionary }
    /// The localizations the bundle holds (`localizations`).
    public var localizations: [String] { foundationBundle.localizations }
    /// The bundle's localizations in the user's order of preference (`preferredLocalizations`).
    public var preferredLocalizations: [String] { foundationBundle.preferredLocalizations }
    /// The localization of the bundle's development language (`developmentLocalization`).
    public var developmentLocalization: String? { foundationBundle.developmentLocalization }
    /// True: a resource bundle needs no loading (`isLoaded`).
    public var isLoaded: Bool { true }

    /// The value of `key` in the Info.plist (`object(forInfoDictionaryKey:)`), localized
    /// where the bundle localizes it.
    public func object(forInfoDictionaryKey key: String) -> Any? {
        foundationBundle.object(forInfoDictionaryKey: key)
    }

    /// The file URL of a resource (`url(forResource:withExtension:)`), nil when the bundle
    /// has none of that name.
    public func url(forResource name: String?, withExtension ext: String?) -> URL? {
        url(forResource: name, withExtension: ext, subdirectory: nil)
    }

    /// The file URL of a resource in `subpath` (`url(forResource:withExtension:subdirectory:)`).
    public func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL? {
        lookupBundles.lazy.compactMap { $0.url(forResource: name, withExtension: ext, subdirectory: subpath) }.first
    }

    /// The file URLs of every resource with extension `ext` in `subpath`
    /// (`urls(forResourcesWithExtension:subdirectory:)`).
    public func urls(forResourcesWithExtension ext: String?, subdirectory subpath: String?) -> [URL]? {
        lookupBundles.flatMap {
            $0.urls(forResourcesWithExtension: ext, subdirectory: subpath)?.map { $0 as URL } ?? []
        }
    }

    /// The path of a resource (`path(forResource:ofType:)`), nil when the bundle has none.
    public func path(forResource name: String?, ofType ext: String?) -> String? {
        path(forResource: name, ofType: ext, inDirectory: nil)
    }

    /// The path of a resource in `subpath` (`path(forResource:ofType:inDirectory:)`).
    public func path(forResource name: String?, ofType ext: String?, inDirectory subpath: String?) -> String? {
        lookupBundles.lazy.compactMap { $0.path(forResource: name, ofType: ext, inDirectory: subpath) }.first
    }

    /// The paths of every resource of type `ext` in `subpath`
    /// (`paths(forResourcesOfType:inDirectory:)`).
    public func paths(forResourcesOfType ext: String?, inDirectory subpath: String?) -> [String] {
        lookupBundles.flatMap { $0.paths(forResourcesOfType: ext, inDirectory: subpath) }
    }

    /// The string `key` localized from `tableName` (`localizedString(forKey:value:table:)`):
    /// `value`, or the key, when no table has it, as Foundation answers.
    public func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        foundationBundle.localizedString(forKey: key, value: value, table: tableName)
    }

    /// A bundle that code declares on Foundation's class (`Bundle.resources`, from a file that
    /// imports Foundation alone, where `Bundle` is Foundation's), reached through this one.
    public static subscript(dynamicMember member: KeyPath<Foundation.Bundle.Type, Foundation.Bundle>)
        -> ResourceBundle
    {
        ResourceBundle(Foundation.Bundle.self[keyPath: member])
    }

    /// A property of Foundation's bundle at this place that this type does not declare
    /// (`executableURL`, or a library's own `extension Bundle { var version: String? }`).
    public subscript<Value>(dynamicMember member: KeyPath<Foundation.Bundle, Value>) -> Value {
        foundationBundle[keyPath: member]
    }

    /// True, as for a bundle already loaded (`load()`): there is no code to load.
    @discardableResult
    public func load() -> Bool { true }
}

/// `NSLocalizedString(_:tableName:bundle:value:comment:)` for a bundle UIKit code names
/// `Bundle`: the string from that bundle's tables. Disfavoured, so that where either would
/// do (`bundle: .main`, `bundle: .module`), Foundation's own is called.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_disfavoredOverload
public func NSLocalizedString(
    _ key: String, tableName: String? = nil, bundle: ResourceBundle, value: String = "", comment: String
) -> String {
    bundle.localizedString(forKey: key, value: value, table: tableName)
}
