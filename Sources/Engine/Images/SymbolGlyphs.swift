import Geometry
import LayerTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The stand-ins for the commonest SF Symbols: glyphs of this project's own, each a few
/// lines, arcs and circles in a unit square (y down), stroked with round ends. They are not
/// Apple's artwork and do not try to match it point for point; they keep what a reader of a
/// screen relies on (a close button's cross, a chevron's direction, a check, a heart).
///
/// A `.fill` variant fills the outline and cuts its inner mark out (destination-out), so the
/// mark shows what is behind the image, as the symbol's does.
enum SymbolGlyphs {
    /// A point of the unit square.
    private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// One glyph: drawing calls in the unit square on `Pen`.
    typealias Glyph = @Sendable (Pen) -> Void

    /// Draws in the unit square of a glyph: strokes as wide as the configuration's weight.
    struct Pen {
        let context: LayerDrawingContext

        /// A stroked open polyline.
        func line(_ points: Point...) { polyline(points, closed: false) }
        /// A stroked closed polygon.
        func outline(_ points: Point...) { polyline(points, closed: true) }
        /// A filled polygon, its edge stroked too so it is as large as its outline.
        func filled(_ points: Point...) {
            polyline(points, closed: true)
            context.addLines(between: points)
            context.closePath()
            context.fillPath()
        }
        /// A stroked circle.
        func circle(_ x: Double, _ y: Double, _ r: Double) {
            context.strokeEllipse(in: Rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
        }
        /// A filled circle.
        func disc(_ x: Double, _ y: Double, _ r: Double) {
            context.fillEllipse(in: Rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
        }
        /// A stroked path.
        func stroke(_ path: Path) {
            context.addPath(path)
            context.strokePath()
        }
        /// A filled path, its edge stroked too.
        func fill(_ path: Path) {
            stroke(path)
            context.addPath(path)
            context.fillPath()
        }
        /// Draws `body` as a knock-out: what it draws is cut out of what was drawn before.
        func cut(_ body: () -> Void) {
            context.saveGState()
            context.setBlendMode(.destinationOut)
            body()
            context.restoreGState()
        }

        private func polyline(_ points: [Point], closed: Bool) {
            context.addLines(between: points)
            if closed { context.closePath() }
            context.strokePath()
        }
    }

    /// The drawing of the symbol `name` for `configuration`, in a square of the
    /// configuration's side; nil for a name with no stand-in.
    static func drawing(named name: String, configuration: Image.SymbolConfiguration) -> DrawingContent? {
        guard let glyph = glyphs[name] else { return nil }
        let side = configuration.glyphSide
        let context = LayerDrawingContext(rect: Rect(x: 0, y: 0, width: side, height: side))
        guard side > 0 else { return context.content }
        context.scaleBy(x: side, y: side)
        context.setLineWidth(configuration.strokeWidth / side)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        glyph(Pen(context: context))
        return context.content
    }

    /// Every name with a stand-in.
    static var names: Set<String> { Set(glyphs.keys) }

    // MARK: The glyphs

    private static let cross: Glyph = { pen in
        pen.line(p(0.2, 0.2), p(0.8, 0.8))
        pen.line(p(0.8, 0.2), p(0.2, 0.8))
    }
    private static let smallCross: Glyph = { pen in
        pen.line(p(0.34, 0.34), p(0.66, 0.66))
        pen.line(p(0.66, 0.34), p(0.34, 0.66))
    }
    private static let check: Glyph = { pen in pen.line(p(0.14, 0.54), p(0.4, 0.8), p(0.88, 0.2)) }
    private static let smallCheck: Glyph = { pen in pen.line(p(0.3, 0.52), p(0.45, 0.67), p(0.71, 0.35)) }
    private static let plusMark: Glyph = { pen in
        pen.line(p(0.5, 0.15), p(0.5, 0.85))
        pen.line(p(0.15, 0.5), p(0.85, 0.5))
    }
    private static let smallPlus: Glyph = { pen in
        pen.line(p(0.5, 0.3), p(0.5, 0.7))
        pen.line(p(0.3, 0.5), p(0.7, 0.5))
    }
    private static let smallMinus: Glyph = { pen in pen.line(p(0.3, 0.5), p(0.7, 0.5)) }
    private static let dots: Glyph = { pen in
        for x in [0.2, 0.5, 0.8] { pen.disc(x, 0.5, 0.08) }
    }
    private static let smallDots: Glyph = { pen in
        for x in [0.3, 0.5, 0.7] { pen.disc(x, 0.5, 0.05) }
    }
    private static let info: Glyph = { pen in
        pen.disc(0.5, 0.3, 0.06)
        pen.line(p(0.5, 0.46), p(0.5, 0.72))
    }
    private static let exclamation: Glyph = { pen in
        pen.line(p(0.5, 0.4), p(0.5, 0.6))
        pen.disc(0.5, 0.74, 0.055)
    }
    private static let triangle = [p(0.5, 0.12), p(0.92, 0.86), p(0.08, 0.86)]
    private static let question: Glyph = { pen in
        var hook = Path()
        hook.move(to: p(0.3, 0.32))
        hook.addCurve(to: p(0.7, 0.32), controlPoint1: p(0.3, 0.08), controlPoint2: p(0.7, 0.08))
        hook.addCurve(to: p(0.5, 0.62), controlPoint1: p(0.7, 0.48), controlPoint2: p(0.5, 0.46))
        pen.stroke(hook)
        pen.disc(0.5, 0.82, 0.06)
    }
    private static var heart: Path {
        var path = Path()
        path.move(to: p(0.5, 0.86))
        path.addCurve(to: p(0.08, 0.34), controlPoint1: p(0.2, 0.62), controlPoint2: p(0.08, 0.48))
        path.addCurve(to: p(0.3, 0.12), controlPoint1: p(0.08, 0.2), controlPoint2: p(0.18, 0.12))
        path.addCurve(to: p(0.5, 0.26), controlPoint1: p(0.4, 0.12), controlPoint2: p(0.47, 0.18))
        path.addCurve(to: p(0.7, 0.12), controlPoint1: p(0.53, 0.18), controlPoint2: p(0.6, 0.12))
        path.addCurve(to: p(0.92, 0.34), controlPoint1: p(0.82, 0.12), controlPoint2: p(0.92, 0.2))
        path.addCurve(to: p(0.5, 0.86), controlPoint1: p(0.92, 0.48), controlPoint2: p(0.8, 0.62))
        path.close()
        return path
    }
    /// A five-pointed star around (0.5, 0.53), its inner corners at 0.4 of the outer radius.
    private static var star: [Point] {
        (0..<10).map { i in
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            let r = i % 2 == 0 ? 0.45 : 0.18
            return p(0.5 + r * cos(angle), 0.53 + r * sin(angle))
        }
    }
    private static let personHead = (x: 0.5, y: 0.3, r: 0.17)
    private static var shoulders: Path {
        var path = Path()
        path.move(to: p(0.14, 0.88))
        path.addCurve(to: p(0.86, 0.88), controlPoint1: p(0.14, 0.58), controlPoint2: p(0.86, 0.58))
        path.close()
        return path
    }
    private static let gearTeeth: Glyph = { pen in
        for i in 0..<8 {
            let angle = Double(i) * Double.pi / 4
            pen.line(
                p(0.5 + 0.3 * cos(angle), 0.5 + 0.3 * sin(angle)), p(0.5 + 0.43 * cos(angle), 0.5 + 0.43 * sin(angle)))
        }
    }

    /// A stroked ring around `mark`.
    private static func ringed(_ mark: @escaping Glyph) -> Glyph {
        { pen in
            pen.circle(0.5, 0.5, 0.42)
            mark(pen)
        }
    }

    /// A filled disc with `mark` cut out of it.
    private static func filledDisc(_ mark: @escaping Glyph) -> Glyph {
        { pen in
            pen.disc(0.5, 0.5, 0.46)
            pen.cut { mark(pen) }
        }
    }

    private static let glyphs: [String: Glyph] = [
        "xmark": cross,
        "xmark.circle": ringed(smallCross),
        "xmark.circle.fill": filledDisc(smallCross),
        "chevron.left": { $0.line(p(0.64, 0.14), p(0.3, 0.5), p(0.64, 0.86)) },
        "chevron.right": { $0.line(p(0.36, 0.14), p(0.7, 0.5), p(0.36, 0.86)) },
        "chevron.up": { $0.line(p(0.14, 0.66), p(0.5, 0.3), p(0.86, 0.66)) },
        "chevron.down": { $0.line(p(0.14, 0.34), p(0.5, 0.7), p(0.86, 0.34)) },
        "checkmark": check,
        "checkmark.circle": ringed(smallCheck),
        "checkmark.circle.fill": filledDisc(smallCheck),
        "plus": plusMark,
        "plus.circle": ringed(smallPlus),
        "plus.circle.fill": filledDisc(smallPlus),
        "minus": { $0.line(p(0.15, 0.5), p(0.85, 0.5)) },
        "minus.circle": ringed(smallMinus),
        "minus.circle.fill": filledDisc(smallMinus),
        "ellipsis": dots,
        "ellipsis.circle": ringed(smallDots),
        "ellipsis.circle.fill": filledDisc(smallDots),
        "info.circle": ringed(info),
        "info.circle.fill": filledDisc(info),
        "exclamationmark.triangle": { pen in
            pen.outline(triangle[0], triangle[1], triangle[2])
            exclamation(pen)
        },
        "exclamationmark.triangle.fill": { pen in
            pen.filled(triangle[0], triangle[1], triangle[2])
            pen.cut { exclamation(pen) }
        },
        "questionmark": question,
        "questionmark.circle": ringed { pen in
            pen.context.saveGState()
            pen.context.translateBy(x: 0.2, y: 0.2)
            pen.context.scaleBy(x: 0.6, y: 0.6)
            question(pen)
            pen.context.restoreGState()
        },
        "heart": { $0.stroke(heart) },
        "heart.fill": { $0.fill(heart) },
        "star": { pen in
            pen.stroke(Path(elements: [.move(to: star[0])] + star.dropFirst().map { .line(to: $0) } + [.closeSubpath]))
        },
        "star.fill": { pen in
            pen.fill(Path(elements: [.move(to: star[0])] + star.dropFirst().map { .line(to: $0) } + [.closeSubpath]))
        },
        "trash": { pen in
            pen.line(p(0.14, 0.22), p(0.86, 0.22))
            pen.line(p(0.38, 0.22), p(0.38, 0.1), p(0.62, 0.1), p(0.62, 0.22))
            pen.line(p(0.24, 0.22), p(0.3, 0.9), p(0.7, 0.9), p(0.76, 0.22))
        },
        "magnifyingglass": { pen in
            pen.circle(0.42, 0.42, 0.28)
            pen.line(p(0.62, 0.62), p(0.88, 0.88))
        },
        "gearshape": { pen in
            pen.circle(0.5, 0.5, 0.3)
            pen.circle(0.5, 0.5, 0.1)
            gearTeeth(pen)
        },
        "gearshape.fill": { pen in
            pen.disc(0.5, 0.5, 0.32)
            gearTeeth(pen)
            pen.cut { pen.disc(0.5, 0.5, 0.11) }
        },
        "person": { pen in
            pen.circle(personHead.x, personHead.y, personHead.r)
            pen.stroke(shoulders)
        },
        "person.fill": { pen in
            pen.disc(personHead.x, personHead.y, personHead.r + 0.03)
            pen.fill(shoulders)
        },
        "line.3.horizontal": { pen in
            for y in [0.25, 0.5, 0.75] { pen.line(p(0.12, y), p(0.88, y)) }
        },
        "arrow.left": { pen in
            pen.line(p(0.86, 0.5), p(0.14, 0.5))
            pen.line(p(0.44, 0.2), p(0.14, 0.5), p(0.44, 0.8))
        },
        "arrow.right": { pen in
            pen.line(p(0.14, 0.5), p(0.86, 0.5))
            pen.line(p(0.56, 0.2), p(0.86, 0.5), p(0.56, 0.8))
        },
        "arrow.up": { pen in
            pen.line(p(0.5, 0.86), p(0.5, 0.14))
            pen.line(p(0.2, 0.44), p(0.5, 0.14), p(0.8, 0.44))
        },
        "arrow.down": { pen in
            pen.line(p(0.5, 0.14), p(0.5, 0.86))
            pen.line(p(0.2, 0.56), p(0.5, 0.86), p(0.8, 0.56))
        },
        "square.and.arrow.up": { pen in
            pen.line(p(0.36, 0.38), p(0.2, 0.38), p(0.2, 0.9), p(0.8, 0.9), p(0.8, 0.38), p(0.64, 0.38))
            pen.line(p(0.5, 0.08), p(0.5, 0.6))
            pen.line(p(0.33, 0.25), p(0.5, 0.08), p(0.67, 0.25))
        },
        "circle": { $0.circle(0.5, 0.5, 0.42) },
        "circle.fill": { $0.disc(0.5, 0.5, 0.46) },
        "square": { $0.outline(p(0.12, 0.12), p(0.88, 0.12), p(0.88, 0.88), p(0.12, 0.88)) },
        "square.fill": { $0.filled(p(0.12, 0.12), p(0.88, 0.12), p(0.88, 0.88), p(0.12, 0.88)) },
        "house": { pen in
            pen.line(p(0.08, 0.5), p(0.5, 0.12), p(0.92, 0.5))
            pen.line(p(0.2, 0.4), p(0.2, 0.88), p(0.8, 0.88), p(0.8, 0.4))
        },
        "house.fill": { pen in
            pen.filled(p(0.08, 0.5), p(0.5, 0.12), p(0.92, 0.5), p(0.8, 0.5), p(0.8, 0.88), p(0.2, 0.88), p(0.2, 0.5))
        },
    ]
}
