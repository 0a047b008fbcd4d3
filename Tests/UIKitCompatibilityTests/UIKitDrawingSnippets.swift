import UIKitCompatibility

// Drawing code as UIKit libraries write it (a close button's cross, a shaded badge), kept
// as written: no edits.

/// A round close button drawn in `draw(_:)`: a filled circle and a stroked cross, as a
/// card presentation library draws its close indicator.
final class CloseButtonView: UIView {
    var crossColor = UIColor.white

    override func draw(_ rect: CGRect) {
        UIColor.black.setFill()
        UIBezierPath(ovalIn: bounds).fill()
        let cross = UIBezierPath()
        let inset = bounds.width * 0.3
        cross.move(to: CGPoint(x: inset, y: inset))
        cross.addLine(to: CGPoint(x: bounds.width - inset, y: bounds.height - inset))
        cross.move(to: CGPoint(x: bounds.width - inset, y: inset))
        cross.addLine(to: CGPoint(x: inset, y: bounds.height - inset))
        cross.lineWidth = 2
        cross.lineCapStyle = .round
        crossColor.setStroke()
        cross.stroke()
    }
}

/// A badge shaded by a vertical gradient clipped to a rounded rectangle, with Core
/// Graphics calls.
final class ShadedBadgeView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        UIBezierPath(roundedRect: bounds, cornerRadius: 8).addClip()
        let colors = [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray
        let space = CGColorSpaceCreateDeviceRGB()
        guard let gradient = CGGradient(colorsSpace: space, colors: colors, locations: [0, 1]) else { return }
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: bounds.height), options: [])
        context.restoreGState()
        context.setStrokeColor(UIColor.red.cgColor)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 0, y: bounds.midY))
        context.addLine(to: CGPoint(x: bounds.width, y: bounds.midY))
        context.strokePath()
    }
}

/// Drawing as PaintCode writes it: static methods of a plain type, not bound to the main
/// actor, reaching the current context through `UIGraphicsGetCurrentContext()`.
enum PaintCodeStyleKit {
    static func drawDot(frame: CGRect, color: UIColor) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        color.setFill()
        UIBezierPath(ovalIn: frame).fill()
        context.restoreGState()
    }
}

/// A view whose `draw(_:)` hands its bounds to the style kit.
final class StyleKitDotView: UIView {
    override func draw(_ rect: CGRect) {
        PaintCodeStyleKit.drawDot(frame: bounds, color: .red)
    }
}
