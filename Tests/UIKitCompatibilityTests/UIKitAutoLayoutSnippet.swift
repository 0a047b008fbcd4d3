// A card in the shape UIKit code builds it with Auto Layout: a title label with an intrinsic
// height inside a rounded container pinned to the edges with insets, compiled through
// UIKitCompatibility with only its import changed. UIKitAutoLayoutSnippetTests runs it.
import Foundation
import UIKitCompatibility

final class CardView: UIView {
    let titleLabel = UILabel()
    private let container = UIView()
    private(set) var heightConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        container.translatesAutoresizingMaskIntoConstraints = false
        container.backgroundColor = .secondarySystemBackground
        container.layer.cornerRadius = 12
        addSubview(container)

        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = "Auto Layout, solved"
        container.addSubview(titleLabel)

        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 16),
            container.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor, constant: -16),
            container.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            container.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -20),

            titleLabel.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
            titleLabel.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -12),
        ])
        heightConstraint = container.heightAnchor.constraint(equalToConstant: 0)
        heightConstraint.priority = .defaultLow
        heightConstraint.isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var containerFrame: CGRect { container.frame }
}
