// `import ObjectiveC` for UIKit code on Linux, which has no Objective-C runtime: the
// associated-object functions the compatibility layer gives views, controllers, recognizers,
// layers and presentation controllers, which is what Swift libraries import it for. Selectors,
// message sending and method swizzling are not here; there is no runtime to ask.
// Built on Linux only: on Apple platforms the system's is the real one.
#if os(Linux)
    @_exported import enum UIKitCompatibility.objc_AssociationPolicy
    @_exported import func UIKitCompatibility.objc_getAssociatedObject
    @_exported import func UIKitCompatibility.objc_removeAssociatedObjects
    @_exported import func UIKitCompatibility.objc_setAssociatedObject
#endif
