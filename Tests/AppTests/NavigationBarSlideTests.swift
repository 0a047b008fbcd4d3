import Engine
import Geometry
import Renderer
import Transitions
import XCTest

/// The navigation bar's items during a push or a pop, frame by frame.
///
/// Apple, `UINavigationBar.pushItem(_:animated:)`: "Pushing a navigation item displays the
/// item’s title in the center on the navigation bar. The previous top navigation item (if
/// it exists) is displayed as a Back button on the left side of the navigation bar." And
/// `popItem(animated:)`: "The back item’s title is centered on the navigation bar." So the
/// old title and the new back button name the same controller; UIKit's bar animates them as
/// one label that travels between the two places (two labels cross-fading on the same spot),
/// while the new title comes in from the right. Apple's documentation does not describe the
/// animation further; the rule tested is what makes it readable: the shared text is drawn
/// in one place, and two different texts never overlap.
final class NavigationBarSlideTests: XCTestCase {
    /// With the renderer's fonts, where a bold title is wider than the same regular back
    /// title, and three controllers, so a back button also leaves and arrives.
    func testTheTitleBelowTravelsAsOneLabelAndNoTwoTextsOverlap() throws {
        try MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = Window(size: Size(width: 400, height: 720), clock: clock)
            window.textMeasurer = try TextRasterizer.makeDefault().makeMeasurer()
            @MainActor func titled(_ title: String) -> ViewController {
                let controller = ViewController()
                controller.navigationItem.title = title
                return controller
            }
            let nav = NavigationController(rootViewController: titled("Inbox"))
            window.rootViewController = nav
            let second = titled("Message 12")
            let third = titled("Attachment")
            @MainActor func step() {
                clock.advance(by: 0.02)
                window.tick()
            }
            step()

            let steps: [(String, () -> Void)] = [
                ("push to the second", { nav.pushViewController(second, animated: true) }),
                ("push to the third", { nav.pushViewController(third, animated: true) }),
                ("pop to the second", { _ = nav.popViewController(animated: true) }),
                ("pop to the first", { _ = nav.popViewController(animated: true) }),
            ]
            for (name, start) in steps {
                start()
                XCTAssertNotNil(window.currentTransition, name)
                var sampled = 0
                while window.currentTransition != nil && sampled < 100 {
                    step()
                    sampled += 1
                    assertReadable(nav.navigationBar, "\(name), \(sampled * 20) ms in")
                }
                XCTAssertGreaterThan(sampled, 5, name)
            }
        }
    }

}

/// Text drawn in the bar now: what it says (the back button's without its chevron) and
/// where, in the bar's coordinates with the presentation transforms applied.
private struct DrawnText {
    var text: String
    var minX: Double
    var maxX: Double
    var alpha: Double
}

@MainActor
private func drawnTexts(_ bar: NavigationBar) -> [DrawnText] {
    bar.subviews.compactMap { item -> DrawnText? in
        guard !item.isHidden, item.presentationAlpha > 0.02, item.bounds.width > 0 else { return nil }
        let onScreen = item.bounds.applying(item.presentationTransformToSuperview)
        let scale = onScreen.width / item.bounds.width
        if let title = item as? Label, title.accessibilityIdentifier == "navigation-title" {
            // Centred in its label.
            let width = min(title.intrinsicContentSize.width, title.bounds.width) * scale
            return DrawnText(
                text: title.text ?? "", minX: onScreen.midX - width / 2, maxX: onScreen.midX + width / 2,
                alpha: item.presentationAlpha)
        }
        if let back = item as? Button, back.accessibilityIdentifier == "back-button", let full = back.title,
            let label = back.titleLabel
        {
            // Left-aligned; the name starts after the chevron and a space.
            let start = onScreen.minX + back.contentEdgeInsets.left * scale
            let chevron = Label(text: String(full.prefix(2)))
            chevron.fontSize = label.fontSize
            chevron.fontWeight = label.fontWeight
            chevron.textMeasurer = bar.window?.textMeasurer
            return DrawnText(
                text: String(full.dropFirst(2)), minX: start + chevron.intrinsicContentSize.width * scale,
                maxX: start + label.intrinsicContentSize.width * scale, alpha: item.presentationAlpha)
        }
        return nil
    }
}

@MainActor
private func assertReadable(
    _ bar: NavigationBar, _ moment: String, file: StaticString = #filePath, line: UInt = #line
) {
    let texts = drawnTexts(bar)
    for (i, a) in texts.enumerated() {
        for b in texts[(i + 1)...] {
            if a.text == b.text {
                XCTAssertTrue(
                    abs(a.minX - b.minX) <= 1 && abs(a.maxX - b.maxX) <= 1,
                    "\(moment): \"\(a.text)\" is drawn twice, at \(a.minX)...\(a.maxX) and \(b.minX)...\(b.maxX)",
                    file: file, line: line)
            } else {
                XCTAssertTrue(
                    a.maxX <= b.minX || b.maxX <= a.minX,
                    "\(moment): \"\(a.text)\" (\(a.minX)...\(a.maxX), alpha \(a.alpha)) overlaps \"\(b.text)\" "
                        + "(\(b.minX)...\(b.maxX), alpha \(b.alpha))", file: file, line: line)
            }
        }
    }
}
