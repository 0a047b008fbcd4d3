// UIKit's names for blur materials, so a UIVisualEffectView snippet compiles with its
// import changed.

/// `UIVisualEffectView` (`VisualEffectView`): `effect`, `contentView`, `init(effect:)`.
public typealias UIVisualEffectView = VisualEffectView
/// `UIVisualEffect` (`VisualEffect`).
public typealias UIVisualEffect = VisualEffect
/// `UIBlurEffect` (`BlurEffect`); `UIBlurEffect.Style` and `init(style:)` come with it.
public typealias UIBlurEffect = BlurEffect
/// `UIVibrancyEffect` (`VibrancyEffect`): `init(blurEffect:)`, `init(blurEffect:style:)`.
public typealias UIVibrancyEffect = VibrancyEffect
/// `UIVibrancyEffectStyle` (`VibrancyEffect.Style`).
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
