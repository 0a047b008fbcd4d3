/// The memory zone argument of `copy(with:)` (`NSZone`): Foundation's `NSCopying` passes
/// one, and Swift has long ignored it. The Foundation-free engine cannot name Foundation's
/// type, so it declares this one; UIKit code's `copy(with zone: NSZone?)` names it through
/// the UIKit stand-in, and passes `nil` or the zone it was handed on to `super`.
public struct CopyZone: Sendable, Hashable {}
