import Transitions

/// `UIModalTransitionStyle` (`ModalTransitionStyle`): the system animation of a
/// presentation with no animator of its own, set as `modalTransitionStyle`.
public typealias UIModalTransitionStyle = ModalTransitionStyle
