// A library's bundle helper in a file that imports Foundation alone, as libraries write one:
// here `Bundle` is Foundation's class, and the UIKit files reach the helper through theirs.
import Foundation

extension Bundle {
    /// The library's resources.
    static var cardSheetResources: Bundle { .module }
}
