import Geometry

/// What a view's safe area is made of beyond its superview's, and what was last announced:
/// made the first time a view's safe area is not zero or something is given to it, so a
/// view that never meets a bar carries none of it.
@MainActor
final class SafeAreaState {
    /// What the view's controller gives its root view, asked at every use so it always
    /// follows the bars of the controller's containers as they are now.
    var contribution: (() -> SafeAreaContribution)?
    /// The insets last announced by `safeAreaInsetsDidChange()`.
    var announced = EdgeInsets.zero
    /// `insetsLayoutMarginsFromSafeArea`.
    var insetsLayoutMarginsFromSafeArea = true
    /// Told after `safeAreaInsetsDidChange()`: the view's controller, which passes it on
    /// as `viewSafeAreaInsetsDidChange()`.
    var onChange: (() -> Void)?
}

/// What a view controller adds to its root view's safe area.
package struct SafeAreaContribution: Equatable, Sendable {
    /// Insets a container's bars cover, measured from the view's edges; each edge keeps
    /// the larger of this and the superview's overlap, since a bar and an unsafe strip of
    /// the superview under it hide the same content.
    package var barInsets: EdgeInsets
    /// The controller's `additionalSafeAreaInsets`, added on top.
    package var additionalInsets: EdgeInsets
    /// True when a navigation or tab bar controller shows the controller: a scroll view
    /// that is its root view then adjusts its vertical insets under `.automatic`.
    package var isShownByBarContainer: Bool

    /// A contribution of `barInsets` and `additionalInsets`.
    package init(barInsets: EdgeInsets, additionalInsets: EdgeInsets, isShownByBarContainer: Bool) {
        self.barInsets = barInsets
        self.additionalInsets = additionalInsets
        self.isShownByBarContainer = isShownByBarContainer
    }
}

extension View {
    /// The view's safe-area state, made on first use.
    var safeArea: SafeAreaState { madeOnFirstUse(&safeAreaState) { SafeAreaState() } }
}
