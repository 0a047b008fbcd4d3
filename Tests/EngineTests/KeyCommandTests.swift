import Geometry
import XCTest

@testable import Engine

/// Key commands, as Apple documents `UIResponder.keyCommands`: "The key commands you return
/// from this method are applied to the entire responder chain. When a key combination is
/// pressed that matches a key command object, UIKit walks the responder chain looking for an
/// object that implements the corresponding action method. It calls that method on the first
/// object it finds and then stops processing the event." The chain starts at the first
/// responder, so a responder with no first responder below it hears nothing.
final class KeyCommandTests: XCTestCase {
    /// A view that can be first responder and offers the commands it is given.
    @MainActor
    private final class CommandView: View {
        var commands: [KeyCommand]?
        var focusable = true
        override var canBecomeFirstResponder: Bool { focusable }
        override var keyCommands: [KeyCommand]? { commands }
    }

    func testAPressRunsTheFirstMatchingCommandOnTheChainFromTheFirstResponderUp() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 100, height: 100), clock: VirtualClock())
            let outer = CommandView()
            let inner = CommandView()
            window.addSubview(outer)
            outer.addSubview(inner)
            var log: [String] = []
            outer.commands = [
                KeyCommand(input: KeyCommand.inputEscape) { _ in log.append("outer.escape") },
                KeyCommand(input: "a") { _ in log.append("outer.a") },
                KeyCommand(input: KeyCommand.inputUpArrow) { _ in log.append("outer.up") },
            ]
            inner.commands = [
                KeyCommand(input: "a") { _ in log.append("inner.a") },
                KeyCommand(input: "b", modifierFlags: .command) { _ in log.append("inner.cmd-b") },
            ]
            XCTAssertFalse(window.sendKey("Escape"), "no first responder: no chain to walk")
            XCTAssertTrue(inner.becomeFirstResponder())
            XCTAssertTrue(window.sendKey("Escape"))
            XCTAssertTrue(window.sendKey(Key("a", text: "a")))
            XCTAssertTrue(window.sendKey(Key("a", text: "A")), "input matches either case, as a letter key does")
            XCTAssertTrue(window.sendKey("Up"))
            XCTAssertFalse(window.sendKey(Key("b", text: "b")), "a command with modifiers needs them held")
            XCTAssertFalse(window.sendKey("Down"), "no command for it")
            XCTAssertEqual(log, ["outer.escape", "inner.a", "inner.a", "outer.up"])
        }
    }

    func testATextFieldKeepsTheKeysItEditsWithAndPassesTheRestToTheCommands() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 100, height: 100), clock: VirtualClock())
            let holder = CommandView()
            holder.focusable = false
            let field = TextField(frame: Rect(x: 0, y: 0, width: 80, height: 20))
            window.addSubview(holder)
            holder.addSubview(field)
            var fired: [String] = []
            holder.commands = [
                KeyCommand(input: "x") { _ in fired.append("x") },
                KeyCommand(input: KeyCommand.inputEscape) { _ in fired.append("escape") },
            ]
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertTrue(window.sendKey(Key("x", text: "x")))
            XCTAssertTrue(window.sendKey("Escape"))
            XCTAssertEqual(field.text, "x", "the field typed the letter")
            XCTAssertEqual(fired, ["escape"], "the key the field declined went to the chain")
        }
    }
}
