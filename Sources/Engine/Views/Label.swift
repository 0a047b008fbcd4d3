import Geometry
import LayerTree

/// One line of text (`UILabel`): string, font size and weight, colour and alignment,
/// centred vertically in the bounds. It measures through the window's `textMeasurer`,
/// so its size matches what the renderer draws.
@preconcurrency @MainActor
public final class Label: View {
    /// The text; nil or empty draws nothing.
    public var text: String? { didSet { textDidChange() } }
    /// Font size in points (UIKit's default 17).
    public var fontSize: Double = 17 { didSet { textDidChange() } }
    /// Font weight.
    public var fontWeight: FontWeight = .regular { didSet { textDidChange() } }
    /// Text colour (UIKit's default label colour, black).
    public var textColor: Color = .black { didSet { requestFrame() } }
    /// Horizontal alignment within the bounds.
    public var textAlignment: TextAlignment = .left { didSet { requestFrame() } }
    /// A measurer used when the label is not in a window (or the window has none).
    public var textMeasurer: (any TextMeasuring)?

    /// Creates a label with `text`.
    public init(text: String? = nil, frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
        requestFrame()
    }

    /// The size the text needs: the measurer's advance and line height. With no measurer
    /// it estimates 0.55 em per character and 1.2 em of line height, so layout still works
    /// in tests that do not load fonts.
    public override var intrinsicContentSize: Size {
        let string = text ?? ""
        if let m = window?.textMeasurer ?? textMeasurer {
            return m.size(of: string, fontSize: fontSize, weight: fontWeight)
        }
        return Size(width: Double(string.count) * fontSize * 0.55, height: (fontSize * 1.2).rounded(.up))
    }

    /// The text's size (one line), whatever room is offered.
    public override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Resizes the bounds to `intrinsicContentSize`, keeping the centre.
    public override func sizeToFit() {
        bounds = Rect(origin: bounds.origin, size: intrinsicContentSize)
    }

    override func layerContent() -> LayerContent {
        guard let text, !text.isEmpty else { return .none }
        return .text(
            TextContent(
                string: text, fontSize: fontSize, weight: fontWeight, color: textColor,
                alignment: textAlignment))
    }
}
