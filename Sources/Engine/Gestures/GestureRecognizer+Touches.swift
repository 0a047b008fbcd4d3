import Geometry

extension GestureRecognizer {
    /// The touches taking part in the gesture (`numberOfTouches`): 1 from the pointer's
    /// touch-down until the recognizer is reset after its final state was delivered (so an
    /// action reading it at `.ended` still counts the touch, as UIKit's tap action does), 0
    /// before a touch and after the reset. A pinch or rotation counts its two fingers (the
    /// pointer and its mirror image). A window here has one pointer, so no other count occurs.
    public var numberOfTouches: Int { touchWindowPoints.count }

    /// The location of touch `touchIndex` in `view`'s coordinates, the window's when nil
    /// (`location(ofTouch:in:)`). Index 0 is the pointer (for a multi-tap, where its first
    /// tap was, as UIKit reports it); index 1 of a pinch or rotation is the mirrored finger.
    /// An index at or past `numberOfTouches` stops the program, as UIKit's range exception
    /// (`index (1) beyond bounds (1)`) ends an app: read `numberOfTouches` first.
    public func location(ofTouch touchIndex: Int, in view: View?) -> Point {
        let points = touchWindowPoints
        guard points.indices.contains(touchIndex) else {
            preconditionFailure(
                "location(ofTouch:in:): index (\(touchIndex)) beyond bounds (\(points.count))")
        }
        let p = points[touchIndex]
        return view?.convert(p, from: nil) ?? p
    }
}
