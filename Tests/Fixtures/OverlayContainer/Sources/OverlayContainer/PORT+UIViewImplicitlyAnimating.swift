// swift-format-ignore-file
// PORT: not the library's. UIKit's UIViewImplicitlyAnimating protocol is not in this engine
// yet; until it is, the library's animators are the property animator it makes. A declaration in this module is found before the UIKit module's, so
// this file may stay once the protocol is there, or be deleted.
import UIKit

public typealias UIViewImplicitlyAnimating = UIViewPropertyAnimator
