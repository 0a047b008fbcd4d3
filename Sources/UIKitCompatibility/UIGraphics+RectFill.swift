/// `UIRectFill(_:)`: fills `rect` in the current context with its fill colour (the one the
/// last `setFill()` chose), as UIKit does; outside a drawing context it draws nothing.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}
