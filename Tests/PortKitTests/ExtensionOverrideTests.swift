import Foundation
import XCTest

@testable import PortKit

/// Swift on Linux rejects an `override` in an extension ("declarations in extensions cannot
/// override yet"); on Apple platforms `@objc` let it through the Objective-C runtime. The rule
/// moves such members into the class's own body, in whichever input file declares it.
final class ExtensionOverrideTests: XCTestCase {
    func testOverrideMovesIntoTheClassBodyInTheSameFile() {
        let source = """
            class Card: UIView {
                var title = ""
            }

            extension Card: UIGestureRecognizerDelegate {
                /// Lays the title out.
                override func layoutSubviews() {
                    super.layoutSubviews()
                }

                func helper() {}

                override var intrinsicContentSize: CGSize {
                    CGSize(width: 1, height: 2)
                }
            }

            """
        let (out, edits) = Porter.moveExtensionOverrides([source], files: ["Card.swift"])
        XCTAssertEqual(
            out[0],
            """
            class Card: UIView {
                var title = ""
                /// Lays the title out.
                override func layoutSubviews() {
                    super.layoutSubviews()
                }

                override var intrinsicContentSize: CGSize {
                    CGSize(width: 1, height: 2)
                }
            }

            extension Card: UIGestureRecognizerDelegate {
                // PORT: func layoutSubviews moved into class Card's body

                func helper() {}

                // PORT: var intrinsicContentSize moved into class Card's body
            }

            """)
        XCTAssertEqual(edits.map(\.line), [6, 13], "each from its doc comment's line")
        XCTAssertEqual(edits.map(\.rule), [.extensionOverrides, .extensionOverrides])
        XCTAssertFalse(edits[0].needsReview, "a move inside one file keeps private access as it was")
    }

    func testOverrideMovesAcrossFiles() {
        let classFile = """
            open class Drawer: UIView {
                open var open = false
            }

            """
        let extensionFile = """
            extension Drawer {
                open override func didMoveToWindow() {
                    open = true
                }
            }

            """
        let (out, edits) = Porter.moveExtensionOverrides(
            [classFile, extensionFile], files: ["Drawer.swift", "Drawer+Window.swift"])
        XCTAssertEqual(
            out[0],
            """
            open class Drawer: UIView {
                open var open = false
                open override func didMoveToWindow() {
                    open = true
                }
            }

            """)
        XCTAssertEqual(
            out[1],
            """
            extension Drawer {
                // PORT: func didMoveToWindow moved into class Drawer's body
            }

            """)
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(edits[0].file, "Drawer+Window.swift")
        XCTAssertTrue(edits[0].needsReview, "private names of the other file may not reach the class")
    }

    func testForeignGenericAndNestedClassesAreLeft() {
        // UIView is not the library's: its extension's override is not this rule's to move.
        let foreign = """
            extension UIView {
                override open func layoutSubviews() {}
            }

            """
        let generic = """
            class Box<T>: UIView {}
            extension Box {
                override func layoutSubviews() {}
            }

            """
        let (out, edits) = Porter.moveExtensionOverrides([foreign, generic], files: ["a.swift", "b.swift"])
        XCTAssertEqual(out, [foreign, generic])
        XCTAssertEqual(edits.count, 1)
        XCTAssertTrue(edits[0].note.contains("generic"))
        XCTAssertTrue(edits[0].needsReview)
    }

    func testClassFuncAndNonOverrideMembersStay() {
        let source = """
            class Menu {
                class func make() -> Menu { Menu() }
            }
            extension Menu {
                static let width = max(
                    1, 2)
                func show() {}
            }

            """
        let (out, edits) = Porter.moveExtensionOverrides([source], files: ["Menu.swift"])
        XCTAssertEqual(out, [source])
        XCTAssertTrue(edits.isEmpty)
    }

    func testProjectPortMovesOverridesBetweenFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-ext-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(
            """
            import UIKit

            class Pill: UIButton {
            }

            """.utf8
        ).write(to: root.appendingPathComponent("A.swift"))
        try Data(
            """
            import UIKit

            extension Pill {
                @objc override func layoutSubviews() {
                    super.layoutSubviews()
                }
            }

            """.utf8
        ).write(to: root.appendingPathComponent("B.swift"))
        let results = try PortProject(inputs: [root.path]).port()
        XCTAssertEqual(
            results[0].ported,
            """
            import UIKit

            class Pill: UIButton {
                override func layoutSubviews() {
                    super.layoutSubviews()
                }
            }

            """)
        XCTAssertTrue(results[1].ported.contains("// PORT: func layoutSubviews moved into class Pill's body"))
        XCTAssertFalse(results[1].ported.contains("override"))
        XCTAssertEqual(results[1].edits.filter { $0.rule == .extensionOverrides }.count, 1)
        XCTAssertTrue(PortProject.report(results).contains("extensionOverrides: 1"))
    }
}
