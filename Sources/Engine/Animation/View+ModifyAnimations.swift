/// iOS 13's way to repeat part of an animation block.
extension View {
    /// Repeats the animations of the changes `animations` makes `count` times, each run
    /// forward and then back when `autoreverses` is true
    /// (`modifyAnimations(withRepeatCount:autoreverses:animations:)`). Call it inside an
    /// `animate` closure: the changes join that block's animation with their own repetition,
    /// and the block's other changes play once. A count below 1 plays once. Outside an
    /// animation block the changes take effect at once, as any change there does.
    public static func modifyAnimations(withRepeatCount count: Double, autoreverses: Bool, animations: () -> Void) {
        AnimationTransaction.$repetition.withValue(
            AnimationRepetition(count: count, autoreverses: autoreverses), operation: animations)
    }
}
