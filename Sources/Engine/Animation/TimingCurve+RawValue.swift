extension TimingCurve {
    /// The curve with UIKit's raw value (`UIView.AnimationCurve(rawValue:)`): 0 ease-in-out,
    /// 1 ease-in, 2 ease-out, 3 linear, the order of the curve bits in `AnimationOptions`.
    /// Any other value, such as the keyboard's private curve that its notifications carry,
    /// gives ease-in-out, as UIKit's own enumeration accepts any value; never nil.
    public init?(rawValue: Int) {
        switch rawValue {
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        default: self = .easeInOut
        }
    }

    /// UIKit's raw value of the curve (`rawValue`), so that `rawValue << 16` is the curve's
    /// bits in `AnimationOptions`; a custom cubic curve has none in UIKit and reads as
    /// ease-in-out's.
    public var rawValue: Int {
        switch self {
        case .easeInOut, .cubic: 0
        case .easeIn: 1
        case .easeOut: 2
        case .linear: 3
        }
    }
}
