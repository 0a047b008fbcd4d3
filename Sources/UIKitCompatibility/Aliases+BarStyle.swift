// UIKit's name for a bar's style, so code that copies `barStyle` from one navigation bar to
// another ports unchanged.

import Transitions

/// `UIBarStyle` (`BarStyle`): `.default` or `.black`.
public typealias UIBarStyle = BarStyle
