import Foundation

extension NSIndexPath {
    /// The section: the first index, as UIKit adds it to `NSIndexPath`.
    public var section: Int { index(atPosition: 0) }
    /// The row within `section`: the second index, as UIKit adds it for tables.
    public var row: Int { index(atPosition: 1) }
    /// The item within `section`: the second index, as UIKit adds it for collection views.
    public var item: Int { index(atPosition: 1) }
}
