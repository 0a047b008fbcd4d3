import Engine
import Foundation

extension Foundation.Bundle {
    /// The top-level objects of the nib named `name` (`loadNibNamed(_:owner:options:)`): nil,
    /// as for a nib the bundle lacks, since nibs are not loaded here.
    public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? {
        nil
    }
}

extension ResourceBundle {
    /// The top-level objects of the nib named `name` (`loadNibNamed(_:owner:options:)`): nil,
    /// as for a nib the bundle lacks, since nibs are not loaded here.
    public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? {
        nil
    }
}
