// Shape-layer snippets in the shape UIKit code writes them, compiled through
// UIKitCompatibility with only the import changed. UIKitShapeSnippetTests draws them.
import Foundation
import UIKitCompatibility

// MARK: 7. A bottom sheet with only its top corners rounded, by a CAShapeLayer mask

class RoundedTopSheetView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(
            roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: 16, height: 16))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let mask = CAShapeLayer()
        mask.path = path.cgPath
        layer.mask = mask
        CATransaction.commit()
    }
}

// MARK: 8. A progress ring: a view backed by a CAShapeLayer, its strokeEnd animated

class ProgressRingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    private var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        shapeLayer.fillColor = UIColor.clear.cgColor
        shapeLayer.strokeColor = UIColor.systemBlue.cgColor
        shapeLayer.lineWidth = 6
        shapeLayer.lineCap = .round
        shapeLayer.strokeEnd = 0
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        shapeLayer.path =
            UIBezierPath(
                arcCenter: center, radius: min(bounds.width, bounds.height) / 2 - 3,
                startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
            ).cgPath
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setProgress(_ progress: CGFloat, animated: Bool) {
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = shapeLayer.presentation()?.strokeEnd ?? shapeLayer.strokeEnd
            animation.toValue = progress
            animation.duration = 0.3
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            shapeLayer.add(animation, forKey: "progress")
        }
        shapeLayer.strokeEnd = progress
    }
}
