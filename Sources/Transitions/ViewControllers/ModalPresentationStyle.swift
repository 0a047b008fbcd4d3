/// How a presented controller covers its presenter (`UIModalPresentationStyle`).
public enum ModalPresentationStyle: String, Hashable, Sendable {
    /// The default: the system chooses, and for an ordinary controller that is a page
    /// sheet, as on iOS 13 and later (`resolved`).
    case automatic
    /// Covers the window; the presenting view leaves the hierarchy once the
    /// presentation ends and comes back when the dismissal begins.
    case fullScreen
    /// Covers the window; the presenting view stays where it is underneath.
    case overFullScreen
    /// Covers the view of the nearest controller, from the presenting one up its parents,
    /// whose `definesPresentationContext` is true, which becomes the presenting controller;
    /// its view leaves the hierarchy once the presentation ends, as `.fullScreen`'s does.
    /// With no such controller the window's is the context, and this is `.fullScreen`.
    case currentContext
    /// `.currentContext` with the covered view left in place underneath, as
    /// `.overFullScreen` leaves it.
    case overCurrentContext
    /// Laid out by the presentation controller the transitioning delegate supplies; the
    /// presenting view stays where it is and the container does not own it.
    case custom
    /// A sheet from the bottom with detents; at full height the presenter shrinks back
    /// behind it with rounded corners over a dark backdrop (iOS 13's page sheet). Managed
    /// by a `SheetPresentationController`.
    case pageSheet
    /// A page sheet in narrow windows; in wide ones a card of fixed width centred in the
    /// window. Managed by a `SheetPresentationController`.
    case formSheet
    /// A bubble with an arrow pointing at a source view (`popoverPresentationController`)
    /// in a regular window; where either size class is compact it adapts, as on an iPhone,
    /// to a form sheet unless the presentation controller's delegate answers otherwise.
    case popover
    /// Not a style to present with: what an adaptive delegate returns to keep the
    /// presentation as it is (a popover stays a popover). Presenting with it covers the
    /// window, as `.fullScreen`.
    case none

    /// The style a presentation actually uses: `.automatic` becomes `.pageSheet` (UIKit
    /// maps it to a sheet for ordinary controllers); every other style is itself.
    public var resolved: ModalPresentationStyle {
        self == .automatic ? .pageSheet : self
    }

    /// True for the styles a `SheetPresentationController` manages.
    public var isSheet: Bool {
        let r = resolved
        return r == .pageSheet || r == .formSheet
    }
}
