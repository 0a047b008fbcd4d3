import Engine

/// `UIStackView` (`StackView`): a row or column of views kept by Auto Layout constraints.
public typealias UIStackView = StackView
