import Geometry
import LayerTree

@testable import Engine

/// Small images drawn in code, for tests that need an image of a known size and colour.
enum TestImages {
    /// A `side` x `side` image filled with `color`, at scale 1.
    @MainActor
    static func square(_ color: Color = .black, side: Double = 10) -> Image {
        Image(drawing: squareDrawing(color, side: side), scale: 1)
    }

    /// The drawing of `square(_:side:)`: one filled rectangle.
    static func squareDrawing(_ color: Color, side: Double = 10) -> DrawingContent {
        DrawingContent(
            size: Size(width: side, height: side),
            commands: [
                DrawingCommand(
                    path: Path(rect: Rect(x: 0, y: 0, width: side, height: side)), operation: .fill(.nonZero),
                    paint: .color(color))
            ])
    }
}
