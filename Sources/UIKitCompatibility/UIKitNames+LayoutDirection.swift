import Engine

/// `UISemanticContentAttribute` (`SemanticContentAttribute`).
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// `UIUserInterfaceLayoutDirection` (`UserInterfaceLayoutDirection`).
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
