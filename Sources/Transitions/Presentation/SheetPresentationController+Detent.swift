#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SheetPresentationController {
    /// A height where a sheet rests (`UISheetPresentationController.Detent`): the system's
    /// `.medium()` and `.large()`, or a custom one computed from a resolution context.
    @preconcurrency @MainActor
    public struct Detent {
        /// Names a detent (`UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The identifier's text.
            public var rawValue: String
            /// An identifier with the given text.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier with the given text.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @MainActor (ResolutionContext) -> Double?

        /// The full-height detent: the maximum detent value.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The system's half-height detent: half the maximum detent value ("approximately
        /// half the height of the screen"), inactive (nil) in a compact-height container
        /// (one lower than 400 points), as UIKit's is.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerHeight < ResolutionContext.compactHeightLimit
                    ? nil : (context.maximumDetentValue * 0.5).rounded()
            }
        }

        /// A detent whose height the resolver computes from the context; nil makes it
        /// inactive there. Without an identifier a unique one is made, as UIKit does.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (ResolutionContext) -> Double?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in `context`, clamped to 0...maximumDetentValue, or nil
        /// when it is inactive there (`resolvedValue(in:)`).
        public func resolvedValue(in context: ResolutionContext) -> Double? {
            guard let v = resolver(context), v.isFinite else { return nil }
            return min(max(v, 0), context.maximumDetentValue)
        }

        init(identifier: Identifier, resolver: @escaping @MainActor (ResolutionContext) -> Double?) {
            self.identifier = identifier
            self.resolver = resolver
        }
    }

    /// What a detent resolver sees (`UISheetPresentationControllerDetentResolutionContext`).
    public struct ResolutionContext: Hashable, Sendable {
        /// The height of the large detent: the tallest a sheet can be, points.
        public var maximumDetentValue: Double
        /// The height of the sheet's container, points (the trait collection's stand-in).
        public var containerHeight: Double
        /// Below this container height the medium detent is inactive (compact height).
        public static let compactHeightLimit = 400.0

        /// A context for a container of the given height with the given maximum.
        public init(maximumDetentValue: Double, containerHeight: Double) {
            self.maximumDetentValue = maximumDetentValue
            self.containerHeight = containerHeight
        }
    }
}
