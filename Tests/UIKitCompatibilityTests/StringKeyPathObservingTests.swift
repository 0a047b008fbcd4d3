import UIKitCompatibility
import XCTest

/// One call of `observeValue(forKeyPath:of:change:context:)`.
private struct Heard {
    let keyPath: String?
    let object: AnyObject?
    let change: [NSKeyValueChangeKey: Any]
    let context: UnsafeMutableRawPointer?

    var isPrior: Bool { change[.notificationIsPriorKey] as? Bool == true }
    var kind: UInt? { change[.kindKey] as? UInt }
}

/// An animator-style observer, as transition libraries write one: an `NSObject` subclass that
/// tells its own context from others and passes the rest to `super`.
private final class ButtonWatcher: NSObject {
    let context = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    var heard: [Heard] = []
    var othersPassedOn = 0

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        if context == self.context {
            heard.append(Heard(keyPath: keyPath, object: object as AnyObject?, change: change ?? [:], context: context))
        } else {
            othersPassedOn += 1
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }

    deinit { context.deallocate() }
}

/// A controller that observes views of its own.
private final class ObservingController: UIViewController {
    var heard: [Heard] = []

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        heard.append(Heard(keyPath: keyPath, object: object as AnyObject?, change: change ?? [:], context: context))
    }
}

/// A presentation controller that follows its presented view's frame.
private final class FollowingPresentationController: UIPresentationController {
    var frames: [CGRect] = []

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        if keyPath == "frame", let frame = change?[.newKey] as? CGRect { frames.append(frame) }
    }
}

/// Key-value observing by string key path, as Foundation documents it for
/// `addObserver(_:forKeyPath:options:context:)`: "Registers the observer object to receive
/// KVO notifications for the key path relative to the object receiving this message", and
/// `observeValue(forKeyPath:of:change:context:)`: "Informs the observing object when the value
/// at the specified key path relative to the observed object has changed", with `change` "a
/// dictionary that describes the changes" and `context` "the value that was provided when
/// the observer was registered".
final class StringKeyPathObservingTests: XCTestCase {
    /// After each set the observer hears its key path, the observed view, its own context and
    /// a change of kind setting (1) with the new and old values its options asked for; a set
    /// of `frame` is one change, a set of `center` changes `frame` too, and a set to the same
    /// value is still a change (automatic observing). Checked for every option combination.
    func testEachSetSendsTheValuesTheOptionsAskFor() {
        MainActor.assumeIsolated {
            let combinations: [NSKeyValueObservingOptions] = [[], [.new], [.old], [.new, .old]]
            for options in combinations {
                let button = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
                let watcher = ButtonWatcher()
                button.addObserver(watcher, forKeyPath: "frame", options: options, context: watcher.context)
                let frames = [
                    CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 0, width: 50, height: 50),
                ]
                for frame in frames { button.frame = frame }
                button.center = CGPoint(x: 100, y: 100)
                XCTAssertEqual(watcher.heard.count, 3, "\(options): one change per set, equal values too")
                let expectedNew = frames + [CGRect(x: 75, y: 75, width: 50, height: 50)]
                let expectedOld = [CGRect(x: 10, y: 20, width: 30, height: 40)] + frames
                for (k, heard) in watcher.heard.enumerated() {
                    XCTAssertEqual(heard.keyPath, "frame")
                    XCTAssertTrue(heard.object === button)
                    XCTAssertEqual(heard.context, watcher.context)
                    XCTAssertEqual(heard.kind, NSKeyValueChange.setting.rawValue)
                    XCTAssertFalse(heard.isPrior)
                    XCTAssertEqual(heard.change[.newKey] as? CGRect, options.contains(.new) ? expectedNew[k] : nil)
                    XCTAssertEqual(heard.change[.oldKey] as? CGRect, options.contains(.old) ? expectedOld[k] : nil)
                }
                button.removeObserver(watcher, forKeyPath: "frame")
            }
        }
    }

    /// Foundation, `NSKeyValueObservingOptions.initial`: "If specified, a notification should
    /// be sent to the observer immediately, before the observer registration method even
    /// returns. The change dictionary in the notification will always contain an
    /// NSKeyValueChangeNewKey entry if NSKeyValueObservingOptionNew is also specified but will
    /// never contain an NSKeyValueChangeOldKey entry." and `.prior`: "Whether separate
    /// notifications should be sent to the observer before and after each change", the one
    /// before with `notificationIsPriorKey` and, when asked, the old value, never a new one.
    func testInitialAndPriorNotifications() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let controller = ObservingController()
            view.addObserver(controller, forKeyPath: "bounds", options: [.initial, .new, .old], context: nil)
            XCTAssertEqual(controller.heard.count, 1, "sent before addObserver returned")
            XCTAssertEqual(controller.heard[0].change[.newKey] as? CGRect, CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertNil(controller.heard[0].change[.oldKey])

            let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let priorWatcher = ObservingController()
            other.addObserver(priorWatcher, forKeyPath: "center", options: [.prior, .old, .new], context: nil)
            other.center = CGPoint(x: 40, y: 50)
            XCTAssertEqual(priorWatcher.heard.count, 2)
            let before = priorWatcher.heard[0]
            XCTAssertTrue(before.isPrior)
            XCTAssertEqual(before.change[.oldKey] as? CGPoint, CGPoint(x: 5, y: 5))
            XCTAssertNil(before.change[.newKey], "a prior notification has no new value")
            let after = priorWatcher.heard[1]
            XCTAssertFalse(after.isPrior)
            XCTAssertEqual(after.change[.newKey] as? CGPoint, CGPoint(x: 40, y: 50))
            other.removeObserver(priorWatcher, forKeyPath: "center")
            view.removeObserver(controller, forKeyPath: "bounds")
        }
    }

    /// A scroll view's `contentOffset` is heard on every scroll, `contentSize` on each set; a
    /// presentation controller observes its presented view's frame.
    func testScrollViewAndPresentationControllerObservers() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 1000)
            let controller = ObservingController()
            scrollView.addObserver(controller, forKeyPath: "contentOffset", options: [.new], context: nil)
            scrollView.addObserver(controller, forKeyPath: "contentSize", options: [.new], context: nil)
            scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
            scrollView.contentSize = CGSize(width: 100, height: 2000)
            XCTAssertEqual(controller.heard.map(\.keyPath), ["contentOffset", "contentSize"])
            XCTAssertEqual(controller.heard[0].change[.newKey] as? CGPoint, CGPoint(x: 0, y: 120))
            XCTAssertEqual(controller.heard[1].change[.newKey] as? CGSize, CGSize(width: 100, height: 2000))

            let presented = UIViewController()
            let presentation = FollowingPresentationController(
                presentedViewController: presented, presenting: UIViewController())
            presented.view.addObserver(presentation, forKeyPath: "frame", options: [.new], context: nil)
            presented.view.frame = CGRect(x: 0, y: 300, width: 320, height: 200)
            XCTAssertEqual(presentation.frames, [CGRect(x: 0, y: 300, width: 320, height: 200)])
        }
    }

    /// Foundation, `removeObserver(_:forKeyPath:context:)`: "Examining the value in context you
    /// are able to determine precisely which addObserver(_:forKeyPath:options:context:)
    /// invocation was used to create the observation relationship." Removing ends only that
    /// registration; removing one that does not exist, and observing a key path not observed
    /// here, are diagnostics on the window, never a crash; an observer that is gone (it is not
    /// retained) hears nothing.
    func testRemovalContextsAndMisuse() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 200, height: 200), clock: VirtualClock())
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.rootView.addSubview(view)
            let watcher = ButtonWatcher()
            let other = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
            defer { other.deallocate() }
            view.addObserver(watcher, forKeyPath: "frame", options: [.new], context: watcher.context)
            view.addObserver(watcher, forKeyPath: "frame", options: [.new], context: other)
            view.frame = CGRect(x: 1, y: 1, width: 10, height: 10)
            XCTAssertEqual(watcher.heard.count, 1)
            XCTAssertEqual(watcher.othersPassedOn, 1, "the other context went to super")
            view.removeObserver(watcher, forKeyPath: "frame", context: other)
            view.frame = CGRect(x: 2, y: 2, width: 10, height: 10)
            XCTAssertEqual(watcher.heard.count, 2, "the first registration still runs")
            XCTAssertEqual(watcher.othersPassedOn, 1, "the removed one is silent")
            view.removeObserver(watcher, forKeyPath: "frame")
            view.frame = CGRect(x: 3, y: 3, width: 10, height: 10)
            XCTAssertEqual(watcher.heard.count, 2)
            XCTAssertTrue(window.diagnostics.entries.isEmpty)

            view.removeObserver(watcher, forKeyPath: "frame")
            XCTAssertEqual(window.diagnostics.entries.map(\.kind), ["keyValueObserving.notRegistered"])
            view.addObserver(watcher, forKeyPath: "alpha", options: [.new], context: watcher.context)
            view.alpha = 0.5
            XCTAssertEqual(watcher.heard.count, 2, "nothing sent for a key path not observed")
            XCTAssertEqual(window.diagnostics.entries.last?.kind, "keyValueObserving.unknownKeyPath")
            XCTAssertTrue(window.diagnostics.entries.last?.message.contains("\"alpha\"") == true)

            weak var gone: ButtonWatcher?
            do {
                let shortLived = ButtonWatcher()
                gone = shortLived
                view.addObserver(shortLived, forKeyPath: "center", options: [.new], context: shortLived.context)
            }
            XCTAssertNil(gone, "the view does not retain its observer")
            view.center = CGPoint(x: 50, y: 50)
        }
    }
}
