import Foundation
import XCTest

@testable import PortKit

/// What a port must change because the engine's UIKit protocols and modules are declared
/// differently from Apple's: optional calls of UIKit delegates' members, imports a file did
/// without, `private` helpers of a moved override, and `#selector(type(of: self).m)`.
final class EngineProtocolPortTests: XCTestCase {
    /// `source` ported as one file of a library made of it and `library`.
    private func port(_ source: String, library: [String] = []) -> (String, [PortEdit]) {
        Porter(library: [source] + library).port(source, file: "F.swift")
    }

    // UIKit, `UITextFieldDelegate.textFieldShouldReturn(_:)` and
    // `UICollectionViewDelegate.collectionView(_:didSelectItemAt:)` are `optional` methods
    // ("optional func textFieldShouldReturn(_ textField: UITextField) -> Bool"), so UIKit
    // code calls them with `?(`; the engine declares them as requirements with defaults, and
    // Swift rejects optional chaining on a member that is always there.
    func testOptionalCallsOfEngineDelegateRequirementsLoseTheirQuestionMark() {
        let source = """
            import UIKit
            class TagsField: UIView {
                weak var textDelegate: UITextFieldDelegate?
                weak var collection: UICollectionView?
                func returned(_ field: UITextField) -> Bool {
                    textDelegate?.textFieldDidBeginEditing?(field)
                    if let cv = collection, let ip = cv.indexPathsForSelectedItems?.first {
                        cv.delegate?.collectionView?(cv, didSelectItemAt: ip)
                        _ = cv.dataSource?.collectionView?(cv, canMoveItemAt: ip)
                    }
                    return textDelegate?.textFieldShouldReturn?(field) ?? true
                }
            }
            """
        let (out, edits) = port(source)
        XCTAssertTrue(out.contains("textDelegate?.textFieldDidBeginEditing(field)"), out)
        XCTAssertTrue(out.contains("cv.delegate?.collectionView(cv, didSelectItemAt: ip)"), out)
        XCTAssertTrue(out.contains("return textDelegate?.textFieldShouldReturn(field) ?? true"), out)
        // `collectionView(_:canMoveItemAt:)` is no requirement of the engine's data source:
        // without the `?` it would call a member that is not there.
        XCTAssertTrue(out.contains("cv.dataSource?.collectionView?(cv, canMoveItemAt: ip)"), out)
        XCTAssertEqual(edits.filter { $0.rule == .optionalRequirements }.count, 3)
    }

    // The table the rule reads is the engine's protocols as declared: each entry must be a
    // method some protocol file of the engine declares, or a call would lose its `?` for a
    // member the engine does not have.
    func testEveryTableEntryIsDeclaredByTheEngine() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var index = LibraryIndex()
        var scanned = 0
        for target in ["Engine", "Transitions", "UIKitCompatibility"] {
            let folder = root.appendingPathComponent("Sources/\(target)")
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift", let source = try? String(contentsOf: file, encoding: .utf8),
                    source.contains("protocol ")
                else { continue }
                index.scan(source)
                scanned += 1
            }
        }
        XCTAssertGreaterThan(scanned, 20, "the engine's sources were not found from \(root.path)")
        let declared = Set(
            index.functions.flatMap { name, shapes in
                shapes.map { "\(name)(\($0.labels.map { $0 + ":" }.joined()))" }
            })
        let missing = Porter.engineDelegateRequirements.subtracting(declared).sorted()
        XCTAssertEqual(missing, [], "listed as the engine's requirements, declared nowhere")
        XCTAssertTrue(Porter.engineDelegateRequirements.contains("scrollViewDidScroll(_:)"))
        XCTAssertTrue(Porter.engineDelegateRequirements.contains("tabBar(_:didSelect:)"))
    }

    // A file of a UIKit library that imports its other dependencies but not UIKit (Xcode's
    // module-wide imports let it name `UIColor`) needs the import here.
    func testFileImportingAnotherModuleButNotUIKitGetsItInAUIKitLibrary() {
        let file = """
            import Foundation
            import SnapKit

            extension Popup { var tint: UIColor { .red } }
            """
        let other = "import UIKit\nclass Popup: UIView {}"
        XCTAssertTrue(port(file, library: [other]).0.hasPrefix("import UIKit\nimport Foundation\nimport SnapKit\n"))
        // A library that never imports UIKit keeps the file as it was: its `UIColor` is its own.
        XCTAssertEqual(port(file).0, file)
    }

    // Core Foundation's names come with Apple's Foundation; Linux's has none, and the UIKit
    // stand-in brings them.
    func testFoundationOnlyFileNamingCoreFoundationGetsUIKit() {
        let file = "import Foundation\n\nlet whole = CFRange(location: 0, length: 0)\n"
        XCTAssertEqual(port(file, library: ["import UIKit"]).0, "import UIKit\n" + file)
    }

    // `import class UIKit.UIImage` imports one declaration of UIKit; here UIKit is one module
    // with no such submodules, so the whole module is imported.
    func testImportOfOneUIKitDeclarationImportsUIKit() {
        let file = "import class UIKit.UIImage\n\nextension UIImage { static var bundle: Bundle { .main } }\n"
        let (out, edits) = port(file)
        XCTAssertEqual(out, "import UIKit\n\nextension UIImage { static var bundle: Bundle { .main } }\n")
        XCTAssertEqual(edits.map(\.note), ["import UIKit.UIImage -> import UIKit"])
    }

    // `type(of: self).tapped(_:)` names the method as `Self.tapped(_:)` does: the closure form
    // calls it on the target.
    func testSelectorThroughTypeOfSelfBecomesTheClosure() {
        let source = """
            class Bar: UIView {
                func setUp(_ button: UIButton) {
                    button.addTarget(self, action: #selector(type(of: self).tapped(_:)), for: .touchUpInside)
                }
                @objc func tapped(_ sender: UIButton) {}
            }
            """
        XCTAssertTrue(
            port(source).0.contains(
                #"button.addTarget(self, named: "tapped:", for: .touchUpInside) { target, sender in target.tapped(sender as! UIButton) }"#
            ))
    }

    // UIKit, `addTarget(_:action:for:)`: the target is "the target object—that is, the object
    // whose action method is called". A container handed its tab bar as `AnyObject?` names the
    // method's class in the selector; the engine's closure form needs the target as that class.
    func testTargetPassedAsAnyObjectTakesTheSelectorsClass() {
        let container = """
            class ItemContainer: UIControl {
                init(_ target: AnyObject?, tag: Int) {
                    super.init(frame: .zero)
                    addTarget(target, action: #selector(TabBar.selectAction(_:)), for: .touchUpInside)
                    addTarget(self, action: #selector(Self.pressed), for: .touchDown)
                }
                @objc func pressed() {}
            }
            """
        let bar = "class TabBar: UIView { @objc func selectAction(_ sender: AnyObject?) {} }"
        let out = port(container, library: [bar]).0
        XCTAssertTrue(
            out.contains(
                #"addTarget(target as! TabBar, named: "selectAction:", for: .touchUpInside) { target, sender in target.selectAction(sender) }"#
            ), out)
        XCTAssertTrue(
            out.contains(#"addTarget(self, named: "pressed", for: .touchDown) { target, _ in target.pressed() }"#), out)
    }

    // Swift: "Private access restricts the use of an entity to the enclosing declaration, and
    // to extensions of that declaration that are in the same file". An override moved out of
    // its extension into the class body in the same file reaches a `fileprivate` helper; in
    // another file only an internal one. Helpers it does not name keep `private`.
    func testPrivateHelpersAMovedOverrideCallsAreWidened() {
        let view = "class Label: UIView {\n}\n"
        let extensionFile = """
            extension Label {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layoutLines()
                }
                private func layoutLines() {}
                private var untouched: Int { 0 }
            }

            """
        let (sameFile, sameEdits) = Porter.moveExtensionOverrides([view + extensionFile], files: ["Label.swift"])
        XCTAssertTrue(sameFile[0].contains("    fileprivate func layoutLines() {}"), sameFile[0])
        XCTAssertTrue(sameFile[0].contains("    private var untouched: Int { 0 }"), sameFile[0])
        XCTAssertTrue(
            sameEdits.contains { $0.note == "private layoutLines made fileprivate: a moved override uses it" })

        let (twoFiles, _) = Porter.moveExtensionOverrides([view, extensionFile], files: ["L.swift", "L+Layout.swift"])
        XCTAssertTrue(twoFiles[1].contains("\n    func layoutLines() {}"), twoFiles[1])
        XCTAssertTrue(twoFiles[1].contains("    private var untouched: Int { 0 }"), twoFiles[1])
        XCTAssertTrue(twoFiles[0].contains("        layoutLines()"), twoFiles[0])
    }
}
