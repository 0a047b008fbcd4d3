import Foundation

extension Foundation.Bundle {
    /// The bundle of a Swift package target's resources (`Foundation.Bundle.module`), for a
    /// target that declares none: the main bundle. A target that declares resources gets
    /// SwiftPM's own, which its code sees instead of this one (a module's own declaration
    /// wins over an imported one), so `NSLocalizedString("k", bundle: .module, comment: "")`
    /// compiles either way. In a file that imports UIKit, `Bundle.module` is UIKit code's
    /// `Bundle`'s (`ResourceBundle.module`), which searches every target's resources.
    public static var module: Foundation.Bundle { .main }
}
