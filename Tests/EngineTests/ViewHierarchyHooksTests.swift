import Geometry
import XCTest

@testable import Engine

/// The hooks a view hears as the tree changes, as Apple documents them.
/// `didAddSubview(_:)`: "This method is called in response to adding a subview using any of
/// the relevant view methods." `willRemoveSubview(_:)`: "This method is called when the
/// subview's superview changes or when the subview is removed from the view hierarchy
/// completely." `willMove(toSuperview:)`: "Tells the view that its superview is about to
/// change to the specified superview." `didMoveToSuperview()`: "Tells the view that its
/// superview changed." `willMove(toWindow:)`: "Tells the view that its window object is about
/// to change." `didMoveToWindow()`: "The window property may be nil by the time that this
/// method is called, indicating that the receiver does not currently reside in any window.
/// This occurs when the receiver has just been removed from its superview or when the
/// receiver has just been added to a superview that is not attached to a window."
final class ViewHierarchyHooksTests: XCTestCase {
    /// A view that writes every hook it hears, with what it sees at that moment.
    @MainActor
    private final class Recorder: View {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: ViewCoder) { return nil }
        private func tag(_ v: View?) -> String { (v as? Recorder)?.name ?? (v == nil ? "nil" : "window") }
        override func didAddSubview(_ subview: View) {
            log.add("\(name).didAdd(\(tag(subview)))", subview.superview === self)
        }
        override func willRemoveSubview(_ subview: View) {
            log.add("\(name).willRemove(\(tag(subview)))", subview.superview === self)
        }
        override func willMove(toSuperview newSuperview: View?) {
            log.add("\(name).willMoveToSuperview(\(tag(newSuperview)))", superview !== newSuperview)
        }
        override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview(\(tag(superview)))", true) }
        override func willMove(toWindow newWindow: Window?) {
            log.add("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))", window !== newWindow)
        }
        override func didMoveToWindow() {
            log.add(
                "\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))",
                subviews.allSatisfy { $0.window === window })
        }
    }

    /// Hook calls in order; each hook also checks the state it must see and records a
    /// failure when the state is wrong.
    @MainActor
    private final class Log {
        var entries: [String] = []
        var wrongState: [String] = []
        func add(_ entry: String, _ stateIsRight: Bool) {
            entries.append(entry)
            if !stateIsRight { wrongState.append(entry) }
        }
        func take() -> [String] {
            defer { entries = [] }
            return entries
        }
    }

    func testAddingAndRemovingOffScreenCallsTheSuperviewHooksButNoWindowHooks() {
        MainActor.assumeIsolated {
            let log = Log()
            let parent = Recorder("p", log)
            let child = Recorder("c", log)
            parent.addSubview(child)
            XCTAssertEqual(log.take(), ["c.willMoveToSuperview(p)", "c.didMoveToSuperview(p)", "p.didAdd(c)"])
            child.removeFromSuperview()
            XCTAssertEqual(log.take(), ["p.willRemove(c)", "c.willMoveToSuperview(nil)", "c.didMoveToSuperview(nil)"])
            child.removeFromSuperview()
            XCTAssertEqual(log.take(), [], "removing a view with no superview tells nobody")
            XCTAssertEqual(log.wrongState, [])
        }
    }

    func testEveryInsertingMethodCallsDidAddAndAReorderCallsNothing() {
        MainActor.assumeIsolated {
            let log = Log()
            let parent = Recorder("p", log)
            let a = Recorder("a", log)
            let b = Recorder("b", log)
            let c = Recorder("c", log)
            let d = Recorder("d", log)
            parent.addSubview(a)
            parent.insertSubview(b, at: 0)
            parent.insertSubview(c, belowSubview: a)
            parent.insertSubview(d, aboveSubview: a)
            XCTAssertEqual(
                log.take().filter { $0.hasPrefix("p.") }, ["p.didAdd(a)", "p.didAdd(b)", "p.didAdd(c)", "p.didAdd(d)"])
            parent.bringSubviewToFront(b)
            parent.sendSubviewToBack(d)
            parent.addSubview(a)
            XCTAssertEqual(log.take(), [], "a new order of the same subviews is no addition")
        }
    }

    func testMovingBetweenParentsTellsTheOldParentAndKeepsTheWindowQuiet() {
        MainActor.assumeIsolated {
            let log = Log()
            let window = Window(size: Size(width: 100, height: 100), clock: VirtualClock())
            let first = Recorder("p1", log)
            let second = Recorder("p2", log)
            let child = Recorder("c", log)
            window.addSubview(first)
            window.addSubview(second)
            first.addSubview(child)
            _ = log.take()
            second.addSubview(child)
            XCTAssertEqual(
                log.take(),
                ["c.willMoveToSuperview(p2)", "p1.willRemove(c)", "c.didMoveToSuperview(p2)", "p2.didAdd(c)"],
                "same window: no window hooks")
            XCTAssertEqual(log.wrongState, [])
        }
    }

    func testJoiningAndLeavingAWindowTellsEveryViewInTheSubtree() {
        MainActor.assumeIsolated {
            let log = Log()
            let window = Window(size: Size(width: 100, height: 100), clock: VirtualClock())
            let parent = Recorder("p", log)
            let child = Recorder("c", log)
            let grandchild = Recorder("g", log)
            parent.addSubview(child)
            child.addSubview(grandchild)
            _ = log.take()
            window.addSubview(parent)
            let joined = log.take()
            XCTAssertEqual(joined.first, "p.willMoveToSuperview(window)")
            XCTAssertEqual(
                joined.filter { $0.contains("willMoveToWindow") },
                ["p.willMoveToWindow(window)", "c.willMoveToWindow(window)", "g.willMoveToWindow(window)"])
            XCTAssertEqual(
                Set(joined.filter { $0.contains("didMoveToWindow") }),
                ["p.didMoveToWindow(window)", "c.didMoveToWindow(window)", "g.didMoveToWindow(window)"])
            XCTAssertEqual(joined.last, "p.didMoveToSuperview(window)")
            XCTAssertLessThan(
                joined.lastIndex { $0.contains("willMoveToWindow") }!,
                joined.firstIndex { $0.contains("didMoveToWindow") }!,
                "every view hears of the change before any hears it happened")

            child.removeFromSuperview()
            let left = log.take()
            XCTAssertEqual(left.first, "p.willRemove(c)")
            XCTAssertEqual(
                Set(left.filter { $0.contains("Window") }),
                [
                    "c.willMoveToWindow(nil)", "g.willMoveToWindow(nil)", "c.didMoveToWindow(nil)",
                    "g.didMoveToWindow(nil)",
                ])
            XCTAssertEqual(left.last, "c.didMoveToSuperview(nil)")
            XCTAssertEqual(log.wrongState, [])
        }
    }
}
