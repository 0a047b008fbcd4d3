import Geometry

/// A quick stroke in a direction (`UISwipeGestureRecognizer`): a discrete gesture,
/// recognized while the touch is still down, once it has moved far enough, fast enough and
/// mostly along one of the allowed directions.
///
/// UIKit does not publish its thresholds; here a swipe is a movement of at least
/// `minimumDistance` points along an allowed direction within `maximumDuration` seconds of
/// the touch going down, at least twice as far along that axis as across it. A touch that
/// takes longer, or goes that far in a direction not allowed, fails.
@preconcurrency @MainActor
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take (`UISwipeGestureRecognizer.Direction`), UIKit's bits.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The directions' bits, as UIKit numbers them (right 1, left 2, up 4, down 8).
        public let rawValue: UInt
        /// A direction from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right edge.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left edge.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards the top.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards the bottom.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized; `.right` by default, as in UIKit.
    public var direction: Direction = .right
    /// The fingers a swipe needs (`numberOfTouchesRequired`); 1 by default. A window here
    /// has one pointer, so any other number never recognizes.
    public var numberOfTouchesRequired = 1
    /// How far the touch must travel along an allowed direction, in points.
    public var minimumDistance: Double = 50
    /// How soon after the touch went down it must have travelled that far, in seconds.
    public var maximumDuration: Double = 0.5

    /// A swipe recognizer calling `action` when it recognizes.
    public init(action: ((SwipeGestureRecognizer) -> Void)? = nil) {
        super.init(typedAction: action)
    }

    public override func touchMoved(to point: Point, time: Double) {
        super.touchMoved(to: point, time: time)
        judge(point, time)
    }

    public override func touchEnded(at point: Point, time: Double) {
        super.touchEnded(at: point, time: time)
        judge(point, time)
        if state == .possible { state = .failed }
    }

    /// The direction a movement of `delta` takes, when it is mostly along one axis.
    static func dominantDirection(of delta: Point) -> Direction? {
        let (ax, ay) = (abs(delta.x), abs(delta.y))
        if ax >= 2 * ay, ax > 0 { return delta.x > 0 ? .right : .left }
        if ay >= 2 * ax, ay > 0 { return delta.y > 0 ? .down : .up }
        return nil
    }

    private func judge(_ point: Point, _ time: Double) {
        guard state == .possible, let start = samples.first else { return }
        guard numberOfTouchesRequired == 1, time - start.time <= maximumDuration else {
            state = .failed
            return
        }
        let delta = Point(x: point.x - start.point.x, y: point.y - start.point.y)
        guard max(abs(delta.x), abs(delta.y)) >= minimumDistance else { return }
        guard let way = Self.dominantDirection(of: delta), direction.contains(way) else {
            state = .failed
            return
        }
        // The base class asks `shouldBegin` and the delegate before this takes effect.
        state = .ended
        sendActions()
    }
}
