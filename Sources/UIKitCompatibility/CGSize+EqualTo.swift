import Geometry

// Core Graphics' comparison methods (`CGSize.equalTo(_:)`, `CGPoint.equalTo(_:)`), which
// older UIKit code calls where newer code writes `==`. `CGRect.equalTo(_:)` is in
// `CGRect+Dividing.swift`.

extension Size {
    /// True when both sizes have the same width and height (`CGSize.equalTo(_:)`).
    public func equalTo(_ other: Size) -> Bool { self == other }
}

extension Point {
    /// True when both points have the same coordinates (`CGPoint.equalTo(_:)`).
    public func equalTo(_ other: Point) -> Bool { self == other }
}
