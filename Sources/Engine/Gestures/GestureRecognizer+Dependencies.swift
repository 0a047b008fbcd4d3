extension GestureRecognizer {
    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes
    /// (`require(toFail:)`): while the other is undecided this one stays `.possible` even
    /// when its own gesture is complete; it recognizes once the other fails and fails when
    /// the other recognizes. Neither recognizer retains the other.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Whether this recognizer must wait for `other` to fail: `require(toFail:)`, the
    /// subclass hooks (`shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`), this
    /// recognizer's delegate (`shouldRequireFailureOf`) or the other's
    /// (`shouldBeRequiredToFailBy`).
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        if other === self { return false }
        if failureRequirements.contains(where: { $0.recognizer === other }) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether this recognizer and `other` may both recognize one touch: true when either
    /// side's `shouldRecognizeSimultaneously` or delegate says so (UIKit: true from one
    /// side is enough; by default the two exclude each other).
    func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        if shouldRecognizeSimultaneously?(self, other) == true { return true }
        if other.shouldRecognizeSimultaneously?(other, self) == true { return true }
        if delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }
}
