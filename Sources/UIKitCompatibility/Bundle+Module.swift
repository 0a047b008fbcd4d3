import Foundation

extension Bundle {
    /// The bundle of a Swift package target's resources (`Bundle.module`), for a target that
    /// declares none: the main bundle. A target that declares resources gets SwiftPM's own
    /// `Bundle.module`, which its code sees instead of this one (a module's own declaration
    /// wins over an imported one), so `UIImage(named:in: .module, compatibleWith: nil)`
    /// compiles either way, and without resources falls back to where `UIImage(named:)` looks.
    public static var module: Bundle { .main }
}
