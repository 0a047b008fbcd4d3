// Declares nothing: `import UIKit.UIGestureRecognizerSubclass` finds its names in the Swift module `UIKit`;
// this header exists because a Clang submodule needs one.
