// Core Animation's name for the base class of the animations that change one property by
// its key path, so code that types an animation by it ports unchanged.

import Engine

/// `CAPropertyAnimation`: the animations of one property by its key path, `keyPath`;
/// here `BasicAnimation` is that base of the keyframe, spring, group and transition kinds.
public typealias CAPropertyAnimation = BasicAnimation
