/// Whether an interpolated value is shown in a log message (`OSLogPrivacy`).
///
/// Apple's rule, kept here: "By default, the system redacts dynamic string and object
/// values and does not redact scalar values"; `.public` shows a value, `.private` and
/// `.sensitive` redact it, and `.auto` applies the default. A redacted value is written as
/// `<private>`, as Console shows it.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case auto, `public`, `private`, sensitive
    }
    let kind: Kind
    /// How a redacted value is masked; kept, though a redacted value is always `<private>` here.
    let mask: Mask

    /// How a redacted value is masked (`OSLogPrivacy.Mask`).
    public enum Mask: Hashable, Sendable {
        /// Replaces the value by a hash of it, so that equal values can be matched.
        case hash
        /// No mask: the value is replaced by a generic string.
        case none
    }

    /// The default: scalars shown, strings and objects redacted.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Shown: the value is not personal information.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Redacted: the value may identify a person.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Redacted, always, even where private values would be shown.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)

    /// The default rule with a mask for the redacted values.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    /// Redacted, with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    /// Always redacted, with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// True when a value of this privacy is withheld; `isScalar` says whether the value is a
    /// number or a Boolean, which the default shows.
    func redacts(scalar isScalar: Bool) -> Bool {
        switch kind {
        case .public: false
        case .private, .sensitive: true
        case .auto: !isScalar
        }
    }
}
