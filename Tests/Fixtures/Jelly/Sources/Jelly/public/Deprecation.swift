// swift-format-ignore-file
import Foundation

@available(*, renamed: "SlidePresentation")
public typealias JellyShiftInPresentation = SlidePresentation

@available(*, renamed: "CoverPresentation")
public typealias JellySlideInPresentation = CoverPresentation

@available(*, renamed: "FadePresentation")
public typealias JellyFadeInPresentation = FadePresentation

@available(*, renamed: "Animator")
public typealias JellyAnimator = Animator

@available(*, renamed: "Spring")
public typealias Jellyness = Spring
