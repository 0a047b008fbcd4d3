import Geometry

extension Button {
    /// `UIButton.Configuration`: a button's look in one value, set with `configuration`.
    /// The style says what is behind the title (`plain()` nothing, `filled()` the tint
    /// colour, `tinted()` a pale tint, `gray()` a pale grey); `title`, `image`,
    /// `contentInsets`, `baseForegroundColor`, `baseBackgroundColor` and `cornerStyle`
    /// override its defaults. Setting it on a button applies it at once; changing a copy
    /// changes nothing until it is set again, as with any value.
    public struct Configuration: Sendable {
        /// What the style draws behind the content.
        public enum Style: Hashable, Sendable {
            /// No background.
            case plain
            /// A pale grey background.
            case gray
            /// A pale background in the tint colour.
            case tinted
            /// A background in the tint colour, with white content.
            case filled
        }

        /// How round the background's corners are (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Hashable, Sendable {
            /// The style's own radius (here `medium`'s).
            case dynamic
            /// Whatever `layer.cornerRadius` the button already has: left alone.
            case fixed
            /// A small radius (4 points here).
            case small
            /// A medium radius (8 points here).
            case medium
            /// A large radius (12 points here).
            case large
            /// Half the button's height: round ends.
            case capsule
        }

        /// The style the configuration was made with.
        public private(set) var style: Style
        /// The title; nil keeps the button's own.
        public var title: String?
        /// A second line under the title: kept; the button draws its title line only.
        public var subtitle: String?
        /// The image left of the title; nil keeps the button's own.
        public var image: Image?
        /// Points between the image and the title: kept; the button places its image itself.
        public var imagePadding: Double = 0
        /// Space between the button's edges and its content.
        public var contentInsets: DirectionalEdgeInsets
        /// The title's colour; nil uses the style's (white when filled, else the tint).
        public var baseForegroundColor: Color?
        /// The background's colour before the style pales it; nil uses the tint colour
        /// (the style's grey for `gray()`).
        public var baseBackgroundColor: Color?
        /// How round the background's corners are (`.dynamic` by default).
        public var cornerStyle: CornerStyle = .dynamic

        private init(style: Style) {
            self.style = style
            // UIKit's medium-size buttons leave a little room above and below the title and
            // more at the sides.
            contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }

        /// A button with a transparent background (`plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button with a gray background (`gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button with a tinted background colour (`tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button whose background is filled with the button's tint colour (`filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// `borderless()`: as `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// `bordered()`: as `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// `borderedTinted()`: as `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// `borderedProminent()`: as `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The corner radius the background gets at `height`, nil to leave it alone.
        func cornerRadius(height: Double) -> Double? {
            guard style != .plain else { return nil }
            switch cornerStyle {
            case .fixed: return nil
            case .small: return 4
            case .dynamic, .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }
    }

    /// Applies `configuration`: title, image, content insets, title colour and background.
    func applyConfiguration() {
        guard let configuration else { return }
        if let title = configuration.title { setTitle(title, for: .normal) }
        if let image = configuration.image { setImage(image, for: .normal) }
        contentEdgeInsets = configuration.contentInsets.edgeInsets
        let tint: Color = tintColor
        let base = configuration.baseBackgroundColor
        switch configuration.style {
        case .plain: break
        case .gray: backgroundColor = base ?? Color(r8: 118, g8: 118, b8: 128, alpha: 0.12)
        case .tinted: backgroundColor = (base ?? tint).withAlpha(0.15)
        case .filled: backgroundColor = base ?? tint
        }
        let foreground = configuration.baseForegroundColor ?? (configuration.style == .filled ? Color.white : nil)
        setTitleColor(foreground, for: .normal)
        setNeedsLayout()
    }

    /// Rounds the background as the configuration's corner style says, for the current height.
    func applyConfigurationCorners() {
        guard let radius = configuration?.cornerRadius(height: bounds.height) else { return }
        cornerRadius = radius
    }
}
