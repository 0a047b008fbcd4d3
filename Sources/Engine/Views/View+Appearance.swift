import Geometry

/// `UIAppearance` (every view adopts it): settings made once for a class of views (`appearance()`) that each view
/// of the class, subclasses included, takes when it enters a window, as UIKit applies them.
///
/// The proxy is typed by the class it stands for, and its members are the class's own
/// settable properties (a library's own properties too), reached by key path: so
/// `DropDown.appearance().cellHeight = 44` and `Button.appearance().tintColor = .red` compile
/// as written. The settings belong to the run's `WindowScene`; outside a scene there is no
/// run to keep them for, and they are dropped.
///
/// Rules kept: a view takes the settings the first time it enters a window, never again, so
/// a view already on screen keeps its look; a setting for a subclass is applied after one for
/// its superclass, so the subclass's wins; `appearance(whenContainedInInstancesOf:)` reaches
/// only views with an instance of one of the classes among their superviews (or the
/// controllers whose root views those are); a value set on the view directly (before or
/// after it enters the window) wins over the appearance's for `backgroundColor`,
/// `tintColor` and a label's `textColor` and `font`, as UIKit keeps it for its own
/// properties, while a class's own property (a library's `cellHeight`) takes the
/// appearance's value on entering the window, as UIKit's proxy sets a custom property.
@preconcurrency @MainActor
public protocol AppearanceCustomizable: AnyObject {}

extension View: AppearanceCustomizable {}

extension AppearanceCustomizable where Self: View {
    /// The proxy for views of this class (`appearance()`).
    public static func appearance() -> AppearanceProxy<Self> {
        AppearanceProxy(containers: [])
    }

    /// The proxy for views of this class shown inside an instance of one of `containers`
    /// (`appearance(whenContainedInInstancesOf:)`): a view class or a view controller class.
    public static func appearance(whenContainedInInstancesOf containers: [AnyObject.Type]) -> AppearanceProxy<Self> {
        AppearanceProxy(containers: containers)
    }
}

extension View {
    /// Applies the scene's appearance settings that reach this view, the first time it
    /// enters a window while some exist; the most specific class's are applied last.
    func applyAppearance() {
        guard let settings = (window?.windowScene ?? WindowScene.current)?.appearanceSettings, !settings.isEmpty
        else { return }
        hasAppearance = true
        let reaching = settings.enumerated().filter { $0.element.reaches(self) }
        for (_, setting) in reaching.sorted(by: {
            ($0.element.rootDepth, $0.offset) < ($1.element.rootDepth, $1.offset)
        }) {
            // Which property a key path names is known only by writing through it: the
            // setters report what they set, and a property set directly gets its value back.
            appearanceWrites = []
            let restore = setting.capture(self)
            setting.apply(self)
            if appearanceWrites?.isDisjoint(with: directlySetProperties) == false { restore() }
            appearanceWrites = nil
        }
    }

    /// Records that `property` was set: directly, unless an `appearance()` setting is being
    /// applied, so the value set directly wins over the proxy's as in UIKit.
    package func noteDirectSet(_ property: AppearanceProperty) {
        if appearanceWrites != nil {
            appearanceWrites?.insert(property)
        } else {
            directlySetProperties.insert(property)
        }
    }

    /// Runs `body`, whose sets of appearance properties are the class's own defaults, not
    /// values set directly: an `appearance()` setting still replaces them, as UIKit's proxy
    /// replaces a class's built-in look.
    package func settingDefaults(_ body: () -> Void) {
        let direct = directlySetProperties
        body()
        directlySetProperties = direct
    }
}

/// The properties of the engine's views whose direct sets an `appearance()` setting
/// respects (UIKit keeps the same rule for its own appearance properties). A class's own
/// properties (a library's `cellHeight`) are not tracked: the proxy's value replaces them
/// when the view enters a window, as UIKit's replaces a custom property's.
package enum AppearanceProperty: Hashable, Sendable {
    case backgroundColor, tintColor, textColor, font
}

/// The settings of one `appearance()` call's class (`UIAppearance` proxy): setting a
/// member records it for the views of that class that enter a window from now on; reading
/// one gives the value recorded, or the type's unset value when none is.
@dynamicMemberLookup
@preconcurrency @MainActor
public struct AppearanceProxy<Root: View> {
    let containers: [AnyObject.Type]

    /// A member of the class: the value recorded for it.
    public subscript<Value: AppearanceValue>(dynamicMember keyPath: ReferenceWritableKeyPath<Root, Value>) -> Value {
        get {
            let settings = WindowScene.current?.appearanceSettings ?? []
            let recorded = settings.last { $0.key == keyPath && $0.sameContainers(containers) }
            return recorded?.value as? Value ?? Value.unsetAppearanceValue
        }
        nonmutating set {
            guard let scene = WindowScene.current else { return }
            scene.appearanceSettings.removeAll { $0.key == keyPath && $0.sameContainers(containers) }
            scene.appearanceSettings.append(
                AppearanceSetting(
                    key: keyPath, value: newValue, rootDepth: Root.depth, containers: containers,
                    matches: { $0 is Root },
                    apply: { view in (view as? Root)?[keyPath: keyPath] = newValue },
                    capture: { view in
                        guard let view = view as? Root else { return {} }
                        let old = view[keyPath: keyPath]
                        return { view[keyPath: keyPath] = old }
                    }))
        }
    }
}

extension View {
    /// How many classes lie between this one and `View` (0 for `View`).
    fileprivate static var depth: Int {
        var n = 0
        var cls: AnyClass? = self
        while let c = cls, c != View.self {
            n += 1
            cls = _getSuperclass(c)
        }
        return n
    }
}

/// One recorded appearance setting.
@MainActor
struct AppearanceSetting {
    let key: AnyKeyPath
    let value: Any
    /// The depth of the class it was made for: deeper (more specific) ones apply later.
    let rootDepth: Int
    let containers: [AnyObject.Type]
    let matches: (View) -> Bool
    let apply: (View) -> Void
    /// Reads the view's value of the setting's member and returns what writes it back.
    let capture: (View) -> () -> Void

    /// True when the setting's class and containers take in `view`.
    func reaches(_ view: View) -> Bool {
        guard matches(view) else { return false }
        guard !containers.isEmpty else { return true }
        let wanted = Set(containers.map { ObjectIdentifier($0) })
        var up = view.superview
        while let v = up {
            if !wanted.isDisjoint(with: classChain(of: v)) { return true }
            if let owner = v.managingResponder, !wanted.isDisjoint(with: classChain(of: owner)) { return true }
            up = v.superview
        }
        return false
    }

    func sameContainers(_ other: [AnyObject.Type]) -> Bool {
        containers.map { ObjectIdentifier($0) } == other.map { ObjectIdentifier($0) }
    }
}

/// A type an appearance member may have: what reading a member never set gives, as UIKit's
/// proxy answers nil or zero for it.
public protocol AppearanceValue {
    /// The value read for a member never set.
    static var unsetAppearanceValue: Self { get }
}

extension Optional: AppearanceValue {
    /// Nil.
    public static var unsetAppearanceValue: Wrapped? { nil }
}
extension Double: AppearanceValue {
    /// Zero.
    public static var unsetAppearanceValue: Double { 0 }
}
extension Float: AppearanceValue {
    /// Zero.
    public static var unsetAppearanceValue: Float { 0 }
}
extension Int: AppearanceValue {
    /// Zero.
    public static var unsetAppearanceValue: Int { 0 }
}
extension Bool: AppearanceValue {
    /// False.
    public static var unsetAppearanceValue: Bool { false }
}
extension Size: AppearanceValue {
    /// Zero.
    public static var unsetAppearanceValue: Size { .zero }
}
extension Point: AppearanceValue {
    /// The origin.
    public static var unsetAppearanceValue: Point { .zero }
}
extension EdgeInsets: AppearanceValue {
    /// No insets.
    public static var unsetAppearanceValue: EdgeInsets { .zero }
}
extension Color: AppearanceValue {
    /// Clear.
    public static var unsetAppearanceValue: Self { Self(_colorLiteralRed: 0, green: 0, blue: 0, alpha: 0) }
}

/// The classes `object` is an instance of, its own first, up to its root class.
@MainActor
private func classChain(of object: AnyObject) -> [ObjectIdentifier] {
    var chain: [ObjectIdentifier] = []
    var cls: AnyClass? = type(of: object)
    while let c = cls {
        chain.append(ObjectIdentifier(c))
        cls = _getSuperclass(c)
    }
    return chain
}
