import Engine
import Foundation
import Transitions

// UIKit code declares its delegate protocols as `protocol CardDelegate: NSObjectProtocol`
// and adopts them in view controllers, views and cells, which are NSObjects in UIKit. The
// engine's objects are not, so they answer NSObjectProtocol's questions here, with
// NSObject's defaults: identity equality and hashing, never a proxy.

extension IdentityHashable {
    /// `hash`: NSObject's default, the object's identity, consistent with `isEqual(_:)`.
    public var hash: Int { ObjectIdentifier(self).hashValue }

    /// `self()`: the object itself, as NSObject returns.
    public func `self`() -> Self { self }

    /// `isProxy()`: false; nothing here stands in for another object.
    public func isProxy() -> Bool { false }

    /// `description`: the class and the address, NSObject's default. Responders override
    /// it in the class (`Responder.description`), so a subclass may override it in turn.
    public var description: String {
        identityDescription
    }
}

extension Responder: NSObjectProtocol {}
extension GestureRecognizer: NSObjectProtocol {}
extension ViewLayer: NSObjectProtocol {}
extension LayoutGuide: NSObjectProtocol {}
// Its `description` (the equation) reads main-actor state: checked when called.
extension LayoutConstraint: @preconcurrency NSObjectProtocol {}
extension PresentationController: NSObjectProtocol {}
