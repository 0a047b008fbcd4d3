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

    func testNestedClassOverridesMoveIntoTheNestedBody() {
        let source = """
            class Menu {
                class Cell: UIView {
                    var title = ""
                }
            }
            extension Menu.Cell {
                override func layoutSubviews() {}
            }

            """
        let (out, edits) = Porter.moveExtensionOverrides([source], files: ["Menu.swift"])
        XCTAssertEqual(
            out[0],
            """
            class Menu {
                class Cell: UIView {
                    var title = ""
                    override func layoutSubviews() {}
                }
            }
            extension Menu.Cell {
                // PORT: func layoutSubviews moved into class Menu.Cell's body
            }

            """)
        XCTAssertEqual(edits.map(\.needsReview), [false])
    }

    func testClassNestedInAnExtensionIsFoundByItsQualifiedName() {
        let host = """
            extension Sheet {
                final class Handle: UIView {
                }
            }

            """
        let other = """
            extension Sheet.Handle {
                override var intrinsicContentSize: CGSize { CGSize(width: 36, height: 5) }
            }

            """
        let (out, edits) = Porter.moveExtensionOverrides([host, other], files: ["a.swift", "b.swift"])
        XCTAssertTrue(
            out[0].contains(
                "        override var intrinsicContentSize: CGSize { CGSize(width: 36, height: 5) }\n    }"), out[0])
        XCTAssertTrue(out[1].contains("// PORT: var intrinsicContentSize moved into class Sheet.Handle's body"), out[1])
        XCTAssertEqual(edits.count, 1)
    }

    // Swift on Linux: a member declared in an extension is not `@objc`, so a subclass cannot
    // override it ("declarations from extensions cannot be overridden yet"); an override that
    // only returns `super`'s is the base's own behaviour.
    func testOverrideOfAnExtensionMemberThatOnlyCallsSuperIsRemoved() {
        let extensions = """
            extension UIViewController {
                var isHidden: Bool {
                    return presentingViewController == nil
                }
                func refresh(animated: Bool) {}
            }

            """
        let menu = """
            open class MenuController: UINavigationController {
                open override var isHidden: Bool {
                    return super.isHidden
                }

                override func refresh(animated: Bool) {
                    super.refresh(animated: !animated)
                }
            }

            """
        let (out, edits) = Porter.moveExtensionOverrides([extensions, menu], files: ["E.swift", "M.swift"])
        XCTAssertEqual(out[0], extensions)
        XCTAssertTrue(
            out[1].contains(
                "    // PORT: override of var isHidden (declared in an extension) only called super's: removed\n"),
            out[1])
        XCTAssertFalse(out[1].contains("super.isHidden"), out[1])
        XCTAssertTrue(out[1].contains("super.refresh(animated: !animated)"), "computes its argument: kept")
        XCTAssertEqual(edits.map(\.needsReview), [false, true])
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
