// iOS 26's corner configuration: the radii of a view's corners as one value, which this
// engine draws with its single corner radius and the set of corners it rounds.

/// A corner radius (`UICornerRadius`): a fixed length, or one concentric with the container.
public struct UICornerRadius: Hashable, Sendable {
    /// The fixed radius, or the concentric radius's minimum.
    let points: Double

    /// A radius of `radius` points (`fixed(_:)`).
    public static func fixed(_ radius: Double) -> UICornerRadius { UICornerRadius(points: radius) }

    /// A radius concentric with the container's corner (`containerConcentric(minimum:)`).
    /// This engine keeps no container shape to be concentric with, so it resolves to
    /// `minimum` (0 when nil).
    public static func containerConcentric(minimum: Double? = nil) -> UICornerRadius {
        UICornerRadius(points: minimum ?? 0)
    }
}

/// How radii map to a view's corners (`UICornerConfiguration`).
public struct UICornerConfiguration: Hashable, Sendable {
    /// The radius of each corner, nil for a square one: top left, top right, bottom left,
    /// bottom right.
    let radii: [UICornerRadius?]
    /// True for a capsule, whose radius is half the shorter side.
    let isCapsule: Bool
    /// A capsule's largest radius.
    let maximumRadius: Double?

    /// The same radius on each corner (`corners(radius:)`).
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(radii: Array(repeating: radius, count: 4), isCapsule: false, maximumRadius: nil)
    }

    /// One radius on all corners (`uniformCorners(radius:)`).
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
        corners(radius: radius)
    }

    /// A radius for each corner, nil for a square one
    /// (`corners(topLeftRadius:topRightRadius:bottomLeftRadius:bottomRightRadius:)`).
    public static func corners(
        topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?, bottomLeftRadius: UICornerRadius?,
        bottomRightRadius: UICornerRadius?
    ) -> UICornerConfiguration {
        UICornerConfiguration(
            radii: [topLeftRadius, topRightRadius, bottomLeftRadius, bottomRightRadius], isCapsule: false,
            maximumRadius: nil)
    }

    /// Rounds the view into a capsule, its radius half the shorter side, at most
    /// `maximumRadius` (`capsule(maximumRadius:)`).
    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
        UICornerConfiguration(radii: [], isCapsule: true, maximumRadius: maximumRadius)
    }

    /// The corners in the order `radii` holds them.
    static let order: [RectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The radius of `corner` on a view of `size`; 0 for a square corner.
    func radius(of corner: RectCorner, in size: Size) -> Double {
        if isCapsule {
            let half = min(size.width, size.height) / 2
            return maximumRadius.map { min($0, half) } ?? half
        }
        guard let i = Self.order.firstIndex(of: corner) else { return 0 }
        return radii[i]?.points ?? 0
    }
}

extension View {
    /// The view's corner configuration (`cornerConfiguration`), nil until set. Setting it
    /// rounds the view: the engine draws one radius, so the corners that have a radius are
    /// rounded (`layer.maskedCorners`) with the largest of them, and a capsule follows the
    /// view's size when it is set. `effectiveRadius(corner:)` reads each corner back.
    public var cornerConfiguration: UICornerConfiguration? {
        get { objc_getAssociatedObject(self, CornerConfigurationKey.key) as? UICornerConfiguration }
        set {
            objc_setAssociatedObject(self, CornerConfigurationKey.key, newValue, .OBJC_ASSOCIATION_RETAIN)
            guard let newValue else { return }
            let radii = UICornerConfiguration.order.map { newValue.radius(of: $0, in: bounds.size) }
            layer.maskedCorners = RectCorner(
                zip(UICornerConfiguration.order, radii).filter { $0.1 > 0 }.map { $0.0 })
            layer.cornerRadius = radii.max() ?? 0
        }
    }

    /// The radius `corner` is drawn with (`effectiveRadius(corner:)`): the configuration's
    /// when one is set, else the layer's corner radius for a masked corner, 0 for a square one.
    public func effectiveRadius(corner: RectCorner) -> Double {
        if let configuration = cornerConfiguration { return configuration.radius(of: corner, in: bounds.size) }
        return layer.maskedCorners.contains(corner) ? layer.cornerRadius : 0
    }
}

/// The associated-object key of `View.cornerConfiguration`.
private enum CornerConfigurationKey {
    nonisolated(unsafe) static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
