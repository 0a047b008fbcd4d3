// The engine's bundle: what UIKit signatures that take a `Bundle` (a controller's
// `init(nibName:bundle:)`, `UINib`, `UIImage(named:in:compatibleWith:)`) take here. The
// engine does not link Foundation (its peak memory), so this holds only where the bundle is;
// UIKitCompatibility names it `Bundle` for UIKit code and reads its files through
// Foundation's own bundle at the same place.

/// A bundle of resources by its place on disk (UIKit code names it `Bundle`): a directory,
/// and the directories its resources are looked up in. Two bundles at the same place are
/// equal, as Foundation hands out one bundle object for each place.
///
/// Dynamic member lookup lets UIKitCompatibility reach what code declares on Foundation's
/// class through this one: a library's `extension Bundle { static var resources: Bundle }`,
/// written in a file that imports Foundation alone, is Foundation's, while `Bundle.resources`
/// in its files that import UIKit names this type.
@dynamicMemberLookup
public final class ResourceBundle: Hashable, Sendable, CustomStringConvertible {
    /// The bundle's directory (`bundlePath`).
    public let bundlePath: String
    /// The directories a resource is looked up in, first match wins: the bundle's own
    /// directory, or for the package-resources bundle (`Bundle.module`), each resource
    /// folder a package target has beside the program, then the program's own directory.
    public let searchPaths: [String]

    /// The bundle at `directory`, whose resources are looked up in `searchPaths` (by default
    /// in `directory` alone). Nothing is read from disk.
    public init(directory: String, searchPaths: [String]? = nil) {
        bundlePath = directory
        self.searchPaths = searchPaths ?? [directory]
    }

    /// The same place: the same directory and the same lookup directories.
    public static func == (lhs: ResourceBundle, rhs: ResourceBundle) -> Bool {
        lhs.bundlePath == rhs.bundlePath && lhs.searchPaths == rhs.searchPaths
    }

    /// Hashes the place, as `==` compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bundlePath)
        hasher.combine(searchPaths)
    }

    /// `Bundle <path>`, as Foundation's description starts.
    public var description: String { "Bundle <\(bundlePath)>" }

    /// The attribute's required member, which no key path can reach (nothing returns
    /// `Never`): the lookups themselves are UIKitCompatibility's, over Foundation's class,
    /// which this module cannot name. Public as the type is: the attribute asks for that.
    public static subscript(dynamicMember member: KeyPath<ResourceBundle.Type, Never>) -> Never {
        ResourceBundle.self[keyPath: member]
    }
}
