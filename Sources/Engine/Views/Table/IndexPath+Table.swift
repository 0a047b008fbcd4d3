// Foundation's own index path, with the names UIKit adds to it for tables, so a user's
// `IndexPath` is one type whether or not the file also imports Foundation. It is
// re-exported so the engine's users name it without importing Foundation themselves.
#if canImport(FoundationEssentials)
    @_exported import struct FoundationEssentials.IndexPath
#else
    @_exported import struct Foundation.IndexPath
#endif

extension IndexPath {
    /// The row `row` of section `section` (`IndexPath(row:section:)`): the two-index path
    /// `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The item `item` of section `section` (`IndexPath(item:section:)`): the same path as
    /// `IndexPath(row: item, section: section)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index. The path must hold two indexes, as in UIKit.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within `section`: the second index. The path must hold two indexes, as in UIKit.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row, under the name collection views use.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
