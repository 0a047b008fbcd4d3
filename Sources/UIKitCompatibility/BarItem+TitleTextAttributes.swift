import Engine
import Foundation
import Transitions

extension BarItem {
    /// Sets the title's attributes in `state` (`setTitleTextAttributes(_:for:)`): a bar
    /// button draws its title in the `.normal` attributes' `.font` and in each state's
    /// `.foregroundColor` (over the tint, as in UIKit); other attributes are kept and not
    /// drawn. Nil removes the state's attributes.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {
        titleTextAttributesValues[state] = attributes
        if let attributes {
            titleStyles[state] = (attributes[.font] as? Font, attributes[.foregroundColor] as? Color)
        } else {
            titleStyles[state] = nil
        }
    }

    /// The title's attributes set for `state` (`titleTextAttributes(for:)`), nil for none.
    public func titleTextAttributes(for state: ControlState) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesValues[state] as? [NSAttributedString.Key: Any]
    }
}
