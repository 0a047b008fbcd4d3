// Compiled in the Swift 6 language mode by scripts/check-swift5-fixture.sh: the calls the
// Swift 5 fixture makes from nonisolated code must still be diagnosed there.
import UIKitCompatibility

func nonisolatedWidth(of view: UIView) -> CGFloat {
    view.bounds.width
}
