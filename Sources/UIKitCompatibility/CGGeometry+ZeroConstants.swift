import Geometry

// Core Graphics' C names for the zero values, which today's SDK imports into Swift as
// constants and current libraries still write. The C names are kept, so the formatter's
// camel-case rule is waived for these three.

/// `CGPointZero`: the point at the origin, `CGPoint.zero`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CGPointZero = CGPoint.zero
/// `CGSizeZero`: the size with no width and no height, `CGSize.zero`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CGSizeZero = CGSize.zero
/// `CGRectZero`: the rectangle at the origin with no size, `CGRect.zero`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CGRectZero = CGRect.zero
