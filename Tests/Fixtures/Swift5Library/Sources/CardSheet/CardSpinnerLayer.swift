import UIKitCompatibility

/// A spinner's arc as UIKit code writes a shape layer with set-up of its own: its own
/// designated `init(frame:)` beside the `init(layer:)` override Core Animation calls for
/// presentation copies and the coder initializer the compiler asks for, and nothing else.
/// It must compile as it does against UIKit, where Swift requires no other initializer of a
/// Core Animation subclass.
final class CardSpinnerLayer: CAShapeLayer {
    var turns: CGFloat = 0

    init(frame: CGRect) {
        super.init()
        self.frame = frame
        lineWidth = 2
        fillColor = nil
        strokeEnd = 0.4
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let spinner = layer as? CardSpinnerLayer { turns = spinner.turns }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The arc drawn now, read from the presentation copy as spinner code reads it.
    var drawnStrokeEnd: CGFloat { presentation()?.strokeEnd ?? strokeEnd }
}

/// A row of the card's menu as UIKit code writes a cell with set-up of its own: a designated
/// initializer that takes more than the table gives, and the coder initializer. It must
/// compile as against UIKit; a table makes it only through `init(style:reuseIdentifier:)`,
/// which it does not override, so it is made by hand, not registered.
final class CardMenuCell: UITableViewCell {
    let accent: UIColor

    init(style: UITableViewCell.CellStyle, reuseIdentifier: String?, accent: UIColor) {
        self.accent = accent
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The same for a collection view's cell.
final class CardTileCell: UICollectionViewCell {
    let tileName: String

    init(tileName: String) {
        self.tileName = tileName
        super.init(frame: .zero)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
