/// What the catalog lists of a demo, as one value: the name `--demo NAME` takes (and the
/// row id `demo-NAME`), the row's title and its one-line summary.
public struct DemoEntry: Equatable, Sendable {
    /// The `--demo` name ("popping").
    public var name: String
    /// The catalog row's title ("Popping").
    public var title: String
    /// One line saying what the demo shows.
    public var summary: String

    /// The entry of the demo called `name`.
    public init(_ name: String, title: String, summary: String) {
        self.name = name
        self.title = title
        self.summary = summary
    }
}

/// A demo that states its catalog row as one `DemoEntry` instead of three separate
/// declarations; `Demo`'s `name`, `title` and `summary` read it.
@MainActor
public protocol ListedDemo: Demo {
    /// The demo's catalog row.
    static var entry: DemoEntry { get }
}

extension ListedDemo {
    /// `entry.name`.
    public static var name: String { entry.name }
    /// `entry.title`.
    public static var title: String { entry.title }
    /// `entry.summary`.
    public static var summary: String { entry.summary }
}
