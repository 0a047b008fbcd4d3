/// `UIViewPropertyAnimator()`: the initializer every UIKit class has from `NSObject`, which
/// libraries use for a placeholder animator (a transition's `interruptibleAnimator(using:)`
/// returning one when its context lacks a view).
extension PropertyAnimator {
    /// An animator of no duration along the default ease-in-ease-out curve, with no
    /// animations: started, it finishes at once and runs its completions.
    public convenience init() {
        self.init(duration: 0, curve: .easeInOut)
    }
}
