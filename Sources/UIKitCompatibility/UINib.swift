import Engine
import Foundation

// Nib files, for code that names them: nibs are not loaded here (there is no Interface
// Builder archive reader, as there are no storyboards), so a nib holds no objects and a
// cell registered from one is a plain cell of the base class.

/// `UINib`: a nib by name or data. Nibs are not loaded here, so `instantiate` makes no
/// objects; code that builds its views in code when a nib gives none keeps working.
@preconcurrency @MainActor
public final class UINib {
    /// The name it was made with; nil for a nib made from data.
    public let nibName: String?

    /// The bundle it was made with (nil for the main bundle, as UIKit reads nil).
    public let bundle: ResourceBundle?

    /// A nib named `name` in `bundleOrNil` (`init(nibName:bundle:)`), which UIKit code
    /// names `Bundle`; nothing is read from it.
    public init(nibName name: String, bundle bundleOrNil: ResourceBundle?) {
        nibName = name
        bundle = bundleOrNil
    }

    /// A nib from archived data (`init(data:bundle:)`); the data is not read.
    public init(data: Any, bundle bundleOrNil: ResourceBundle?) {
        nibName = nil
        bundle = bundleOrNil
    }

    /// A nib named `name` in a Foundation bundle, one that a file importing Foundation alone
    /// hands over (a library's own `extension Foundation.Bundle` helper, say). Disfavoured, so
    /// `.main` and `nil` name UIKit code's `Bundle`.
    @_disfavoredOverload
    public convenience init(nibName name: String, bundle bundleOrNil: Foundation.Bundle?) {
        self.init(nibName: name, bundle: bundleOrNil.map(ResourceBundle.init(_:)))
    }

    /// The nib's top-level objects (`instantiate(withOwner:options:)`): none, since nibs are
    /// not loaded here.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        []
    }

    /// The keys of `instantiate`'s options (`UINib.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib refers to but does not hold (`externalObjects`).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}

extension TableView {
    /// Registers cells for `identifier` from a nib (`register(_:forCellReuseIdentifier:)`):
    /// nibs are not loaded here, so a dequeue makes a plain `UITableViewCell`; nil forgets
    /// the identifier.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        register(nib.map { _ in TableViewCell.self }, forCellReuseIdentifier: identifier)
    }

    /// Registers header and footer views from a nib; a dequeue makes a plain
    /// `UITableViewHeaderFooterView`, as nibs are not loaded here.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        register(nib.map { _ in TableViewHeaderFooterView.self }, forHeaderFooterViewReuseIdentifier: identifier)
    }
}

extension CollectionView {
    /// Registers cells for `identifier` from a nib (`register(_:forCellWithReuseIdentifier:)`):
    /// nibs are not loaded here, so a dequeue makes a plain `UICollectionViewCell`; nil forgets
    /// the identifier.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        register(nib.map { _ in CollectionViewCell.self }, forCellWithReuseIdentifier: identifier)
    }

    /// Registers supplementary views from a nib; a dequeue makes a plain
    /// `UICollectionReusableView`, as nibs are not loaded here.
    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        register(
            nib.map { _ in CollectionReusableView.self }, forSupplementaryViewOfKind: kind,
            withReuseIdentifier: identifier)
    }
}
