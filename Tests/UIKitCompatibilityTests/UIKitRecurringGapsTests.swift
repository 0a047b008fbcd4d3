import UIKitCompatibility
import XCTest

/// Small gaps that several real libraries met (hyperoslo/Whisper, hyperoslo/Lightbox,
/// AssistoLab/DropDown, BastiaanJansen/toast-swift, joomcode/BottomSheet), each held to
/// UIKit's documented rule.
final class UIKitRecurringGapsTests: XCTestCase {
    /// Apple, `setAttributedTitle(_:for:)`: "If you set both a title and an attributed title
    /// for the button, the button prefers the use of the attributed title." and "If a title
    /// is not specified for a state, the default behavior is to use the title associated with
    /// the normal state."
    func testAnAttributedTitleIsPreferredOverThePlainTitleInEveryState() {
        MainActor.assumeIsolated {
            let states: [UIControl.State] = [.normal, .highlighted, .selected, .disabled]
            for styledState in states {
                let button = UIButton(type: .system)
                for state in states { button.setTitle("plain \(state.rawValue)", for: state) }
                let styled = NSAttributedString(
                    string: "styled",
                    attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 24)])
                button.setAttributedTitle(styled, for: styledState)
                for state in states {
                    Self.apply(state, to: button)
                    let shows = styledState == state || styledState == .normal
                    XCTAssertEqual(
                        button.titleLabel.text, shows ? "styled" : "plain \(state.rawValue)",
                        "styled for \(styledState.rawValue), shown in \(state.rawValue)")
                    XCTAssertEqual(button.titleLabel.textColor == UIColor.red, shows)
                    XCTAssertEqual(button.titleLabel.fontSize, shows ? 24 : 17, "the plain title gets its font back")
                    XCTAssertEqual(button.titleLabel.fontWeight, shows ? .bold : .regular)
                }
            }
        }
    }

    /// Apple, `attributedTitle(for:)`: "If no attributed title has been set for the specific
    /// state, this method returns the attributed title associated with the normal state. If
    /// no attributed title has been set for normal, returns nil."
    func testAttributedTitleForAStateFallsBackToNormalThenNil() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            XCTAssertNil(button.attributedTitle(for: .normal))
            XCTAssertNil(button.attributedTitle(for: .selected))
            button.setAttributedTitle(NSAttributedString(string: "selected"), for: .selected)
            XCTAssertNil(button.attributedTitle(for: .highlighted), "nothing for normal: nil")
            XCTAssertEqual(button.attributedTitle(for: .selected)?.string, "selected")
            button.setAttributedTitle(
                NSAttributedString(string: "normal", attributes: [.foregroundColor: UIColor.green]), for: .normal)
            let fallback = button.attributedTitle(for: .highlighted)
            XCTAssertEqual(fallback?.string, "normal")
            XCTAssertEqual(fallback?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .green)
            XCTAssertEqual(button.currentAttributedTitle?.string, "normal")
            button.isSelected = true
            XCTAssertEqual(button.currentAttributedTitle?.string, "selected")
            button.setAttributedTitle(nil, for: .selected)
            XCTAssertEqual(button.titleLabel.text, "normal", "removed: the normal one shows")
            button.setAttributedTitle(nil, for: .normal)
            button.setTitle("plain", for: .normal)
            XCTAssertEqual(button.titleLabel.text, "plain")
            XCTAssertEqual(button.titleLabel.textColor, button.tintColor, "no styled colour left: the tint")
        }
    }

    /// Apple, `UIView.tintColor` is declared `var tintColor: UIColor!`: "The first nondefault
    /// tint color value in the view's hierarchy, ascending from and starting with the view
    /// itself." An optional colour may be assigned, and nil gives the inherited one back.
    func testTintColorTakesAnOptionalAndNilInheritsAtEveryDepth() {
        MainActor.assumeIsolated {
            let root = UIView()
            root.tintColor = .red
            var chain: [UIView] = []
            var inherited: UIColor = .red
            for depth in 1...4 {
                let child = UIImageView()
                (chain.last ?? root).addSubview(child)
                chain.append(child)
                let own: UIColor? = depth.isMultiple(of: 2) ? .green : nil
                child.tintColor = own
                XCTAssertEqual(child.tintColor, own ?? inherited, "depth \(depth)")
                inherited = child.tintColor
            }
            for view in chain { view.tintColor = nil }
            for (depth, view) in chain.enumerated() {
                XCTAssertEqual(view.tintColor, .red, "nil inherits, depth \(depth + 1)")
            }
            let leaf = chain[chain.count - 1]
            let color: UIColor = leaf.tintColor
            XCTAssertEqual(color, .red, "reads as a colour where one is wanted")
        }
    }

    /// Apple, `UILabel.textColor` (`UIColor!`): "Setting this property to nil causes it to be
    /// reset to the default value."
    func testSettingALabelsTextColorToNilResetsItToTheDefault() {
        MainActor.assumeIsolated {
            let label = UILabel()
            let defaultColor: UIColor = label.textColor
            for color in [UIColor.red, .blue, .white] {
                let optional: UIColor? = color
                label.textColor = optional
                XCTAssertEqual(label.textColor, color)
                label.textColor = nil
                XCTAssertEqual(label.textColor, defaultColor)
            }
        }
    }

    /// `Timer()` is NSObject's initializer on Apple platforms, used as a placeholder that a
    /// scheduled timer replaces; it never fires, and invalidating it is harmless.
    func testAPlaceholderTimerIsNeverValidAndInvalidatesQuietly() {
        var timer = Timer()
        XCTAssertFalse(timer.isValid)
        timer.invalidate()
        XCTAssertFalse(timer.isValid)
        timer = Timer(timeInterval: 60, repeats: false) { _ in }
        XCTAssertTrue(timer.isValid, "Foundation's own initializers are untouched")
        timer.invalidate()
        XCTAssertFalse(timer.isValid)
    }

    /// There is no status bar: the application's style reads as iOS starts an app, and
    /// setting it (as banners do to restore it) is accepted.
    func testTheApplicationsStatusBarStyleIsAcceptedAndReadsDefault() {
        MainActor.assumeIsolated {
            let app = UIApplication.shared
            let saved = app.statusBarStyle
            XCTAssertEqual(saved, .default)
            app.statusBarStyle = .lightContent
            app.setStatusBarStyle(.lightContent, animated: true)
            app.setStatusBarHidden(true, with: .fade)
            app.isStatusBarHidden = true
            XCTAssertEqual(app.statusBarStyle, .default)
            XCTAssertFalse(app.isStatusBarHidden)
        }
    }

    /// `Darwin.ceil(x)` is the C library's `ceil`, checked against it on random inputs, and
    /// `Darwin` is a namespace, not a module: `canImport(Darwin)` stays false on Linux.
    func testDarwinQualifiedMathsIsTheCLibrarysOnRandomInputs() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1000 {
            let x = Double.random(in: -1e6...1e6, using: &generator)
            let y = Double.random(in: -1e3...1e3, using: &generator)
            XCTAssertEqual(Darwin.ceil(x), Foundation.ceil(x))
            XCTAssertEqual(Darwin.floor(x), Foundation.floor(x))
            XCTAssertEqual(Darwin.round(x), Foundation.round(x))
            XCTAssertEqual(Darwin.sqrt(abs(x)), Foundation.sqrt(abs(x)))
            XCTAssertEqual(Darwin.pow(abs(y), 0.5), Foundation.pow(abs(y), 0.5))
        }
        #if os(Linux) && canImport(Darwin)
            XCTFail("a Darwin module on Linux turns on other packages' Darwin-only branches")
        #endif
    }

    /// Apple, `UIImage`: "The isEqual: method is the only reliable way to determine whether
    /// two images contain the same image data. The image objects you create may be different
    /// from each other, even when you initialize them with the same cached image data."
    /// Swift's `==` on a `UIImage` is that method.
    func testImagesOfTheSameDataAreEqualAndOthersAreNot() throws {
        try MainActor.assumeIsolated {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../__Snapshots__/LibraryTests/SnapshotTests")
            let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".png") }.prefix(3).map { folder.appendingPathComponent($0).path }
            XCTAssertGreaterThan(paths.count, 1)
            for (i, a) in paths.enumerated() {
                for (j, b) in paths.enumerated() {
                    let first = try XCTUnwrap(UIImage(contentsOfFile: a))
                    let second = try XCTUnwrap(UIImage(contentsOfFile: b))
                    XCTAssertFalse(first === second, "two objects")
                    XCTAssertEqual(first == second, i == j, "\(a) and \(b)")
                    XCTAssertNotEqual(first, second.withRenderingMode(.alwaysTemplate), "painted another way")
                }
            }
        }
    }

    /// `NSTextAlignment` numbers its cases as UIKit does: left 0, center 1, right 2,
    /// justified 3, natural 4.
    func testTextAlignmentFromUIKitsNumbers() {
        let expected: [Int: NSTextAlignment?] = [
            -1: nil, 0: .left, 1: .center, 2: .right, 3: .left, 4: .left, 5: nil,
        ]
        for (number, alignment) in expected {
            XCTAssertEqual(NSTextAlignment(rawValue: number), alignment, "\(number)")
        }
    }

    /// The lifecycle notifications have their UIKit names and are never posted: the window
    /// is the app, active and in front for as long as it runs.
    func testLifecycleNotificationNamesAreUIKitsAndDistinct() {
        MainActor.assumeIsolated {
            let names: [Notification.Name] = [
                UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
            ]
            XCTAssertEqual(Set(names).count, names.count)
            XCTAssertEqual(
                UIApplication.willEnterForegroundNotification.rawValue, "UIApplicationWillEnterForegroundNotification")
            XCTAssertEqual(UIApplication.shared.applicationState, .active)
            UIViewController.attemptRotationToDeviceOrientation()
        }
    }

    /// Apple, `CALayer`: it adopts `CAMediaTiming`, whose `fillMode` "determines if the
    /// receiver's presentation is frozen or removed once its active duration has completed";
    /// the layer keeps what is set. An animation typed `CAAnimation` is added as what it is.
    func testALayerKeepsItsFillModeAndTakesAnimationsTypedCAAnimation() {
        MainActor.assumeIsolated {
            let layer = CAShapeLayer()
            XCTAssertEqual(layer.fillMode, .removed)
            for mode in [CAMediaTimingFillMode.forwards, .backwards, .both, .removed] {
                layer.fillMode = mode
                XCTAssertEqual(layer.fillMode, mode)
            }
            let kinds: [CAAnimation] = [
                CABasicAnimation(keyPath: "strokeEnd"), CAKeyframeAnimation(keyPath: "strokeEnd"),
                CASpringAnimation(keyPath: "strokeEnd"), CAAnimationGroup(),
            ]
            for (index, animation) in kinds.enumerated() {
                layer.add(animation, forKey: "kind-\(index)")
                XCTAssertNotNil(layer.animation(forKey: "kind-\(index)"), "\(type(of: animation))")
            }
            layer.add(CAAnimation(), forKey: "bare")
            XCTAssertNil(layer.animation(forKey: "bare"), "a bare CAAnimation animates nothing")
        }
    }

    /// Apple, `CAKeyframeAnimation.keyTimes` (`[NSNumber]?`): "Each value in the array is a
    /// floating point number between 0.0 and 1.0 that defines the time point ... at which to
    /// apply the corresponding keyframe value." Times given as `NSNumber`s, as Core Animation
    /// code writes them, place the keyframes where the same times as `Double`s do.
    func testKeyTimesGivenAsNSNumbersPlaceTheKeyframes() {
        MainActor.assumeIsolated {
            let times = [0, 1.0 / 12, 0.5, 1]
            let asDoubles = Self.lineWidths(keyTimes: times)
            XCTAssertEqual(asDoubles[0], 12 - 8 * (0.1 - 1.0 / 12) / (0.5 - 1.0 / 12), accuracy: 1e-9)
            XCTAssertEqual(Self.lineWidths(keyTimes: times.map { NSNumber(value: $0) }), asDoubles)
            XCTAssertEqual(
                Self.lineWidths(keyTimes: [NSNumber(value: 0), NSNumber(value: 1.0 / 12), 0.5, 1]), asDoubles)
            XCTAssertNotEqual(
                Self.lineWidths(keyTimes: ["0", "0.1", "0.5", "1"]), asDoubles, "not numbers: even spacing")
        }
    }

    @MainActor private static func lineWidths(keyTimes: [Any]) -> [Double] {
        let clock = VirtualClock()
        let window = Window(size: CGSize(width: 100, height: 100), clock: clock)
        let layer = CAShapeLayer()
        window.rootView.layer.addSublayer(layer)
        let frames = CAKeyframeAnimation(keyPath: "lineWidth")
        frames.values = [0.0, 12.0, 4.0, 8.0]
        frames.keyTimes = keyTimes
        frames.duration = 1
        layer.add(frames, forKey: "frames")
        return (1...9).map { _ in
            clock.advance(by: 0.1)
            window.tick()
            return layer.presentation()?.lineWidth ?? -1
        }
    }

    @MainActor private static func apply(_ state: UIControl.State, to button: UIButton) {
        button.isEnabled = state != .disabled
        button.isHighlighted = state == .highlighted
        button.isSelected = state == .selected
    }
}
