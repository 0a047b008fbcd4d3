// Declares nothing: `import UIKit.UIColor` finds its names in the Swift module `UIKit`;
// this header exists because a Clang submodule needs one.
