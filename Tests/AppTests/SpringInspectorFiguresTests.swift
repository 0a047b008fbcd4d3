import DemoKit
import Engine
import Geometry
import LayerTree
import XCTest

@testable import PlaygroundKit

/// What the spring inspector shows and what "Copy as code" writes agree: a developer who
/// reads "settles in 0.65 s" on the panel finds the same figure in the code, and every
/// duration the code passes to UIKit is on the panel too (UIKit's duration form names the
/// time the envelope falls to 0.1 %, shorter than the settling time, so both are shown).
final class SpringInspectorFiguresTests: XCTestCase {
    func testThePanelAndTheCopiedCodeGiveTheSameFigures() {
        MainActor.assumeIsolated {
            var forms: [SpringForm] = []
            for bounciness in stride(from: 0.0, through: 20, by: 5) {
                for speed in [4.0, 12, 20] { forms.append(.pop(bounciness: bounciness, speed: speed)) }
            }
            for z in [0.3, 0.6, 0.9, 1.0, 1.4] {
                for response in [0.2, 0.55, 1.0] { forms.append(.response(dampingRatio: z, response: response)) }
            }
            for duration in [0.3, 0.6] {
                for z in [0.5, 0.8, 1.0] {
                    for v in [0.0, 1.8] {
                        forms.append(.uikit(duration: duration, dampingRatio: z, initialVelocity: v))
                    }
                }
            }
            forms.append(.physical(mass: 1, stiffness: 200, damping: 12))
            for form in forms {
                var copied = ""
                let inspector = SpringInspector(springs: { [SpringSetting(name: "s", form: form) { _ in }] })
                inspector.onCopy = { code, _ in copied = code }
                inspector.copy()
                let caption = texts(in: inspector.layer(in: Size(width: 400, height: 720))).first {
                    $0.hasPrefix("settles in ")
                }
                guard let caption else { return XCTFail("\(form): no caption on the panel") }
                let settles = caption.dropFirst("settles in ".count).prefix { $0 != " " }
                XCTAssertTrue(
                    copied.contains("Settles in \(settles) s"),
                    "\(form): the panel says \(caption); the code:\n\(copied)")
                for duration in numbers(after: "withDuration: ", in: copied) {
                    XCTAssertTrue(
                        caption.contains(" \(duration) s"),
                        "\(form): the code animates over \(duration) s, the panel says \(caption)")
                }
            }
        }
    }
}

/// Every string drawn in `layer` and below it.
private func texts(in layer: Layer?) -> [String] {
    guard let layer else { return [] }
    var found: [String] = []
    if case .text(let text) = layer.content { found.append(text.string) }
    for sublayer in layer.sublayers { found += texts(in: sublayer) }
    return found
}

/// The numbers that follow `marker` in `text`.
private func numbers(after marker: String, in text: String) -> [String] {
    text.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0.isNumber || $0 == "." }) }
}
