import CoreGraphics
import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// What custom tab bar libraries (RAMAnimatedTabBarController, ESTabBarController) build on:
/// `UITabBarController`, `UITabBar` and `UITabBarItem` as open classes whose members a
/// subclass overrides, and the small names animated labels and text fields shared.
final class TabBarSubclassingTests: XCTestCase {
    /// A tab bar item subclass in the shape the libraries write: stored overrides that call
    /// up, and a content view of its own.
    @MainActor private final class CustomItem: UITabBarItem {
        var shownTitles: [String?] = []
        override var title: String? {
            didSet { shownTitles.append(title) }
        }
        override var badgeValue: String? {
            get { super.badgeValue }
            set { super.badgeValue = newValue.map { "(\($0))" } }
        }
        init(title: String?, tag: Int) {
            super.init()
            self.title = title
            self.tag = tag
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    /// Apple, `UITabBarItem.selectedImage`: "If `nil`, the item uses the value in `image`
    /// instead."; `init(title:image:tag:)` keeps the tag. Items compare as `NSObject`s do,
    /// by identity, so a bar's `items` can be searched with `firstIndex(of:)`.
    func testAnItemSubclassOverridesTheItemsPropertiesAndIsFoundByIdentity() {
        MainActor.assumeIsolated {
            let first = CustomItem(title: "Home", tag: 7)
            let second = CustomItem(title: "Home", tag: 7)
            first.title = "Start"
            first.badgeValue = "3"
            XCTAssertEqual(first.shownTitles, ["Home", "Start"], "the subclass's observer runs on every set")
            XCTAssertEqual(first.badgeValue, "(3)", "the override's setter is the one called")
            XCTAssertEqual(first.tag, 7)
            XCTAssertNil(first.selectedImage, "nil until set: the bar uses `image` then")
            let items: [UITabBarItem] = [first, second]
            XCTAssertEqual(items.firstIndex(of: second), 1, "equal titles and tags, different items")
            XCTAssertNotEqual(first, second)
            let plain = UITabBarItem(title: "Search", image: nil, tag: 2)
            XCTAssertEqual(plain.tag, 2)
        }
    }

    /// Apple, `UITabBarController.viewControllers`: "When you assign a new set of view
    /// controllers at runtime, the tab bar controller removes all of the old view controllers
    /// before installing the new ones. When changing the view controllers, the tab bar
    /// controller remembers the view controller object that was previously selected and
    /// attempts to reselect it. If the selected view controller is no longer present, it
    /// attempts to select the view controller at the same index in the array as the previous
    /// selection. If that index is invalid, it selects the view controller at index 0."
    func testSettingTheTabsReselectsTheSameControllerElseTheSameIndexElseTheFirst() {
        MainActor.assumeIsolated {
            let (a, b, c, d) = (UIViewController(), UIViewController(), UIViewController(), UIViewController())
            let tabs = UITabBarController(viewControllers: [a, b, c])
            let window = Window(size: CGSize(width: 300, height: 400), clock: VirtualClock())
            window.rootViewController = tabs
            window.tick()
            tabs.selectedIndex = 2
            XCTAssertTrue(tabs.selectedViewController === c)

            tabs.viewControllers = [d, c]
            XCTAssertTrue(tabs.selectedViewController === c, "the selected controller is kept")
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertNil(a.parent, "the old controllers leave")
            XCTAssertTrue(c.parent === tabs)
            XCTAssertEqual(tabs.tabBar.items?.count, 2, "the bar shows the new tabs")
            XCTAssertEqual(tabs.tabBar.subviews.count, 2)
            XCTAssertTrue(tabs.tabBar.selectedItem === c.tabBarItem)

            let (e, f, g) = (UIViewController(), UIViewController(), UIViewController())
            tabs.setViewControllers([e, f, g], animated: false)
            XCTAssertTrue(tabs.selectedViewController === f, "gone: the same index")
            XCTAssertTrue(f.view.superview === tabs.transitionView, "the new selection is shown")
            XCTAssertEqual(tabs.transitionView.subviews.count, 1, "and only it")

            tabs.selectedIndex = 2
            tabs.viewControllers = [a]
            XCTAssertTrue(tabs.selectedViewController === a, "no such index: the first")
            tabs.viewControllers = nil
            XCTAssertNil(tabs.viewControllers, "no tabs reads nil, UIKit's default")
            XCTAssertNil(tabs.selectedViewController)
        }
    }

    /// A library's tab bar controller subclass: it observes `selectedIndex` (Apple: "setting
    /// this property changes the selected view controller"), and takes the bar's choice in
    /// its override of `tabBar(_:didSelect:)`, which UIKit's controller implements as its
    /// bar's delegate. `moreNavigationController` is never shown here: every tab fits.
    func testASubclassObservesTheSelectionAndTakesTheBarsChoice() {
        MainActor.assumeIsolated {
            final class Custom: UITabBarController {
                var observed: [Int] = []
                var chosen: [String?] = []
                override var selectedIndex: Int {
                    willSet { observed.append(newValue) }
                }
                override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
                    chosen.append(item.title)
                    super.tabBar(tabBar, didSelect: item)
                }
            }
            let a = UIViewController()
            a.title = "A"
            let b = UIViewController()
            b.title = "B"
            let tabs = Custom(viewControllers: [a, b])
            let window = Window(size: CGSize(width: 200, height: 400), clock: VirtualClock())
            window.rootViewController = tabs
            window.tick()
            XCTAssertTrue(tabs.tabBar.delegate === tabs, "the controller is its bar's delegate")
            XCTAssertNil(tabs.moreNavigationController.parent)

            window.send(.pointerDown(Point(x: 150, y: 380)))
            window.send(.pointerUp(Point(x: 150, y: 380)))
            window.tick()
            XCTAssertEqual(tabs.chosen, ["B"], "the tap reached the override as the bar's choice")
            XCTAssertTrue(tabs.selectedViewController === b, "and super switched the tab")
            XCTAssertEqual(tabs.observed, [], "a tap is not the app's assignment")

            tabs.selectedIndex = 0
            XCTAssertEqual(tabs.observed, [0])
            XCTAssertTrue(tabs.selectedViewController === a)
            tabs.selectedViewController = b
            XCTAssertEqual(tabs.selectedIndex, 1)
            tabs.selectedViewController = UIViewController()
            XCTAssertEqual(tabs.selectedIndex, 1, "a controller that is not a tab is ignored")
        }
    }

    /// Apple, `UITabBar.beginCustomizingItems(_:)` and `endCustomizing(animated:)`: the bar's
    /// delegate hears `willBeginCustomizing`, `didBeginCustomizing`, and on the end
    /// `willEndCustomizing` and `didEndCustomizing`; `isCustomizing` is true in between.
    func testCustomizingTellsTheDelegateInOrder() {
        MainActor.assumeIsolated {
            final class Recorder: UITabBarDelegate {
                var events: [String] = []
                func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
                    events.append("will begin \(items.count)")
                }
                func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
                    events.append("did begin")
                }
                func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
                    events.append("will end \(changed)")
                }
                func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
                    events.append("did end")
                }
            }
            let bar = UITabBar()
            let recorder = Recorder()
            bar.delegate = recorder
            bar.itemPositioning = .centered
            bar.itemWidth = 60
            XCTAssertFalse(bar.isCustomizing)
            XCTAssertFalse(bar.endCustomizing(animated: false), "nothing to end")
            bar.beginCustomizingItems([UITabBarItem(title: "a"), UITabBarItem(title: "b")])
            XCTAssertTrue(bar.isCustomizing)
            XCTAssertTrue(bar.endCustomizing(animated: true))
            XCTAssertFalse(bar.isCustomizing)
            XCTAssertEqual(recorder.events, ["will begin 2", "did begin", "will end false", "did end"])
        }
    }

    /// Apple, `UIImage.draw(in:)`: "Draws the entire image in the specified rectangle,
    /// scaling it as needed to fit." An image made by a renderer, drawn into another.
    func testAnImageDrawsItselfIntoTheCurrentContext() {
        MainActor.assumeIsolated {
            let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            let composed = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
                red.draw(in: CGRect(x: 20, y: 0, width: 20, height: 40))
                red.draw(at: CGPoint(x: 0, y: 30))
            }
            red.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))  // no context: nothing, no crash
            let window = Window(size: CGSize(width: 40, height: 40), clock: VirtualClock())
            let imageView = UIImageView(image: composed)
            imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            window.rootView.addSubview(imageView)
            window.tick()
            let framebuffer = Framebuffer(width: 40, height: 40)
            Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
            XCTAssertEqual(framebuffer[30, 20], 0xFFFF_0000, "stretched into the right half")
            XCTAssertEqual(framebuffer[10, 10], 0xFFFF_FFFF, "the left half stays empty")
            XCTAssertEqual(framebuffer[2, 32], 0xFFFF_0000, "drawn at its own size at the point")
            XCTAssertEqual(framebuffer[6, 32], 0xFFFF_FFFF, "and no larger")
        }
    }

    /// Apple, `CADisplayLink.frameInterval` (deprecated for `preferredFramesPerSecond`):
    /// "The number of frames that must pass before the display link notifies the target
    /// again"; `UIApplication.userInterfaceLayoutDirection` is left to right for an app in a
    /// left-to-right language.
    func testTheOldFrameIntervalAndTheAppsLayoutDirection() {
        MainActor.assumeIsolated {
            let link = CADisplayLink(action: { _ in })
            XCTAssertEqual(link.frameInterval, 1, "every frame until asked otherwise")
            link.frameInterval = 2
            XCTAssertEqual(link.preferredFramesPerSecond, 30)
            XCTAssertEqual(link.frameInterval, 2)
            link.frameInterval = 1
            XCTAssertEqual(link.preferredFramesPerSecond, 0, "every frame: no preference")
            XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
        }
    }

    /// Apple, `UITabBarItem.titlePositionAdjustment`: "The offset to use to adjust the title
    /// position."; a bar item's `accessibilityLabel` is what VoiceOver reads for its tab.
    /// Both are the item's own properties, which a subclass overrides.
    func testAnItemsTitleOffsetAndAccessibilityReachItsButton() {
        MainActor.assumeIsolated {
            final class Shifted: UITabBarItem {
                override var titlePositionAdjustment: UIOffset {
                    get { UIOffset(horizontal: 0, vertical: -4) }
                    set {}
                }
            }
            let a = UIViewController()
            a.tabBarItem = Shifted(title: "A")
            let b = UIViewController()
            b.tabBarItem.accessibilityLabel = "Second page"
            let tabs = UITabBarController(viewControllers: [a, b])
            let window = Window(size: CGSize(width: 200, height: 400), clock: VirtualClock())
            window.rootViewController = tabs
            window.tick()
            let buttons = tabs.tabBar.subviews.compactMap { $0 as? UIButton }
            XCTAssertEqual(buttons.count, 2)
            XCTAssertEqual(buttons[0].titleLabel?.transform, CGAffineTransform(translationX: 0, y: -4))
            XCTAssertEqual(buttons[1].accessibilityLabel, "Second page")
            b.tabBarItem.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: 0)
            XCTAssertEqual(buttons[1].titleLabel?.transform, CGAffineTransform(translationX: 3, y: 0))
        }
    }

    /// Apple, `UIView.setNeedsLayout()`: "Invalidates the current layout of the receiver and
    /// triggers a layout update during the next update cycle." A label that overrides it to
    /// recompute its glyphs first (LTMorphingLabel) is called wherever layout is asked for.
    func testAViewsOwnSetNeedsLayoutOverrideIsCalled() {
        MainActor.assumeIsolated {
            final class Morphing: UILabel {
                var asked = 0
                override func setNeedsLayout() {
                    asked += 1
                    super.setNeedsLayout()
                }
            }
            let label = Morphing(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            let asView: UIView = label
            asView.setNeedsLayout()
            XCTAssertEqual(label.asked, 1, "dispatched to the subclass through a UIView reference")
        }
    }

    /// Apple, `UITextInput`: `beginningOfDocument`, `endOfDocument`,
    /// `textRange(from:to:)`, and `selectedTextRange` ("The range of selected text in a
    /// document"); `position(from:offset:)` is nil "if the computed text position is less
    /// than 0 or greater than the length of the backing string".
    func testAFieldsCaretMovesThroughTheTextInputPositions() {
        MainActor.assumeIsolated {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            field.text = "caret "
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 6)
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
            XCTAssertEqual(field.selectedTextRange?.start.offset, 0)
            XCTAssertEqual(field.selectedTextRange?.isEmpty, true)
            let third = field.position(from: field.beginningOfDocument, offset: 3)
            XCTAssertEqual(third?.offset, 3)
            XCTAssertNil(field.position(from: field.endOfDocument, offset: 1))
            field.selectedTextRange = third.flatMap { field.textRange(from: $0, to: $0) }
            XCTAssertEqual(field.selectedTextRange?.start.offset, 3)
            XCTAssertNil(field.textRange(from: field.beginningOfDocument, to: UITextPosition(offset: 9)))
        }
    }

    /// Apple, `UIView.addInteraction(_:)`: "Adds an interaction to the view."; the
    /// interaction's `willMove(to:)` and `didMove(to:)` bracket the move, and `view` is the
    /// view it is attached to.
    func testAnInteractionIsToldWhenItMovesBetweenViews() {
        MainActor.assumeIsolated {
            final class Recording: UIInteraction {
                var moves: [String] = []
                private(set) weak var view: UIView?
                func willMove(to view: UIView?) { moves.append("will \(view?.tag ?? -1)") }
                func didMove(to view: UIView?) {
                    self.view = view
                    moves.append("did \(view?.tag ?? -1)")
                }
            }
            let first = UIView()
            first.tag = 1
            let second = UIView()
            second.tag = 2
            let interaction = Recording()
            first.addInteraction(interaction)
            second.addInteraction(interaction)
            XCTAssertTrue(first.interactions.isEmpty, "moved off the first view")
            XCTAssertTrue(second.interactions.first === interaction)
            second.removeInteraction(interaction)
            XCTAssertNil(interaction.view)
            XCTAssertEqual(
                interaction.moves, ["will 1", "did 1", "will -1", "did -1", "will 2", "did 2", "will -1", "did -1"])

            let pointer = UIPointerInteraction(delegate: nil)
            first.addInteraction(pointer)
            XCTAssertTrue(pointer.view === first)
            let region = UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "a")
            XCTAssertEqual(region.identifier, "a")
            let style = UIPointerStyle(effect: .lift(UITargetedPreview(view: first)))
            XCTAssertTrue(style.effect?.preview.view === first)
        }
    }

    /// Apple, `UICollectionViewLayoutAttributes.representedElementCategory`: "Use this
    /// property to determine whether the layout attributes are intended for a cell,
    /// supplementary view, or decoration view" (a `UICollectionView.ElementCategory`);
    /// `CGRectZero` and `CGPointZero` are Core Graphics' zero values.
    func testTheElementCategoryAndTheZeroConstantsHaveUIKitsSpelling() {
        MainActor.assumeIsolated {
            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            XCTAssertTrue(cell.representedElementCategory == UICollectionView.ElementCategory.cell)
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
            XCTAssertTrue(header.representedElementCategory == .supplementaryView)
            XCTAssertEqual(CGRectZero, CGRect(x: 0, y: 0, width: 0, height: 0))
            XCTAssertEqual(CGPointZero, CGPoint(x: 0, y: 0))
            XCTAssertEqual(CGSizeZero, CGSize(width: 0, height: 0))
        }
    }
}
