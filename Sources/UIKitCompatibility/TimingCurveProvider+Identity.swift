import Engine

/// `===` for timing-curve providers, as UIKit code compares them (`UITimingCurveProvider` is a
/// class-bound protocol there): true when both are the same object, or both nil. The engine's
/// timing values provide themselves too and are values, not objects, so two of them are never
/// the same object.
// Disfavoured, so that two operands of a class type keep the standard library's `===`; this
// one is chosen only where that one cannot be, for the existential.
@_disfavoredOverload
public func === (lhs: (any TimingCurveProvider)?, rhs: (any TimingCurveProvider)?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs?, let rhs?):
        guard type(of: lhs) is AnyClass, type(of: rhs) is AnyClass else { return false }
        return (lhs as AnyObject) === (rhs as AnyObject)
    default: return false
    }
}

/// `!==` for timing-curve providers: the negation of their `===`.
@_disfavoredOverload
public func !== (lhs: (any TimingCurveProvider)?, rhs: (any TimingCurveProvider)?) -> Bool {
    !(lhs === rhs)
}
