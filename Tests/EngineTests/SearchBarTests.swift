import Geometry
import LayerTree
import Renderer
import XCTest

@testable import Engine

/// `SearchBar` is `UISearchBar`. The rules come from Apple's documentation:
/// - `UISearchBar`: "A search bar doesn't actually perform any searches. You use a delegate,
///   an object conforming to the UISearchBarDelegate protocol, to implement the actions when
///   the user enters text or clicks buttons."
/// - `searchBar(_:textDidChange:)`: "Tells the delegate that the user changed the search
///   text." "This method is also invoked when text is cleared from the search text field."
/// - `searchBar(_:shouldChangeTextIn:replacementText:)`: "Ask the delegate if text in a
///   specified range should be replaced with given text."
/// - `searchBarShouldBeginEditing(_:)` / `searchBarShouldEndEditing(_:)`: return false "to
///   not become first responder" / "to not resign first responder".
/// - `searchBar(_:selectedScopeButtonIndexDidChange:)`: "Tells the delegate that the scope
///   button selection changed."
/// - `selectedScopeButtonIndex`: "The indexes of the scope buttons are determined by the
///   indexes of the strings in scopeButtonTitles."
final class SearchBarTests: XCTestCase {
    /// A delegate that logs every call and answers as told.
    final class Recorder: SearchBarDelegate {
        var log: [String] = []
        var allowsBegin = true, allowsEnd = true
        var allowsChange = true
        func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
            log.append("shouldBegin")
            return allowsBegin
        }
        func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool {
            log.append("shouldEnd")
            return allowsEnd
        }
        func searchBarTextDidEndEditing(_ searchBar: SearchBar) { log.append("didEnd") }
        func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
            log.append("text '\(searchText)'")
        }
        func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText text: String)
            -> Bool
        {
            log.append("change \(range.lowerBound)+\(range.count) '\(text)'")
            return allowsChange
        }
        func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
        func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) { log.append("bookmark") }
        func searchBarResultsListButtonClicked(_ searchBar: SearchBar) { log.append("resultsList") }
        func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            log.append("scope \(selectedScope)")
        }
    }

    @MainActor
    private static func bar(in h: Harness, width: Double = 320) -> (SearchBar, Recorder) {
        let bar = SearchBar(frame: Rect(x: 0, y: 0, width: width, height: SearchBar.rowHeight))
        let recorder = Recorder()
        bar.delegate = recorder
        h.root.addSubview(bar)
        h.step()
        return (bar, recorder)
    }

    @MainActor
    private static func type(_ text: String, in h: Harness) {
        for character in text { h.window.sendKey(Key(typing: character)) }
        h.step()
    }

    @MainActor
    private static func tap(_ view: View, in h: Harness) {
        let p = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: h.root)
        h.send(.pointerDown(p), .pointerUp(p))
        h.step()
    }

    func testTypingThroughTheKeyPathTellsTheDelegateInUIKitsOrder() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (bar, recorder) = Self.bar(in: h)
            XCTAssertTrue(bar.becomeFirstResponder())
            XCTAssertTrue(bar.isFirstResponder)
            XCTAssertTrue(bar.searchTextField.isEditing)
            Self.type("ab", in: h)
            h.window.sendKey(Key("BackSpace"))
            h.step()
            XCTAssertEqual(bar.text, "a")
            h.window.sendKey(Key("Return"))
            h.step()
            XCTAssertTrue(bar.isFirstResponder, "Return is the Search key: the bar keeps editing")
            XCTAssertTrue(bar.resignFirstResponder())
            XCTAssertEqual(
                recorder.log,
                [
                    "shouldBegin", "didBegin", "change 0+0 'a'", "text 'a'", "change 1+0 'b'", "text 'ab'",
                    "change 1+1 ''", "text 'a'", "search", "shouldEnd", "didEnd",
                ])
        }
    }

    func testTextSetInCodeTellsTheDelegateNothingButAClearDoes() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (bar, recorder) = Self.bar(in: h)
            bar.text = "code"
            XCTAssertEqual(bar.searchTextField.text, "code")
            XCTAssertEqual(recorder.log, [], "textDidChange is for the user's changes")
            bar.becomeFirstResponder()
            recorder.log = []
            bar.searchTextField.clear()
            XCTAssertEqual(recorder.log, ["text ''"], "also invoked when text is cleared")
        }
    }

    func testRefusalsKeepTheFieldAndTheText() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (bar, recorder) = Self.bar(in: h)
            recorder.allowsBegin = false
            XCTAssertFalse(bar.becomeFirstResponder())
            XCTAssertFalse(bar.isFirstResponder)
            recorder.allowsBegin = true
            XCTAssertTrue(bar.becomeFirstResponder())
            recorder.allowsChange = false
            Self.type("x", in: h)
            XCTAssertEqual(bar.text, "", "a refused edit changes nothing")
            XCTAssertFalse(recorder.log.contains("text 'x'"))
            recorder.allowsEnd = false
            XCTAssertFalse(bar.resignFirstResponder())
            XCTAssertTrue(bar.isFirstResponder)
        }
    }

    func testATapOnCancelTellsTheDelegateAndLeavesTheRestToIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (bar, recorder) = Self.bar(in: h)
            bar.showsCancelButton = true
            bar.becomeFirstResponder()
            Self.type("q", in: h)
            recorder.log = []
            Self.tap(bar.cancelButton, in: h)
            XCTAssertEqual(recorder.log, ["cancel"])
            XCTAssertEqual(bar.text, "q", "the bar clears nothing by itself")
            XCTAssertTrue(bar.isFirstResponder)
        }
    }

    func testAHiddenCancelTakesNoTapAndTheFieldTakesItsRoom() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (bar, recorder) = Self.bar(in: h)
            XCTAssertFalse(bar.showsCancelButton, "hidden by default")
            XCTAssertEqual(bar.searchTextField.frame, Rect(x: 8, y: 10, width: 304, height: 36))
            Self.tap(bar.cancelButton, in: h)
            XCTAssertFalse(recorder.log.contains("cancel"))
            bar.showsCancelButton = true
            bar.layoutIfNeeded()
            let cancel = bar.cancelButton.frame
            XCTAssertEqual(cancel.maxX, 312)
            XCTAssertEqual(bar.searchTextField.frame.maxX, cancel.minX - 8, accuracy: 1e-9)
        }
    }

    func testAnimatedCancelSlidesInOnTheWindowsClock() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (bar, _) = Self.bar(in: h)
            bar.setShowsCancelButton(true, animated: true)
            let final = 320 - 16 - bar.cancelWidth - 8
            h.advance(0.125)
            let middle = bar.searchTextField.layer.presentation()?.bounds.width ?? 0
            XCTAssertLessThan(middle, 304 - 1)
            XCTAssertGreaterThan(middle, final + 1)
            h.advance(0.2)
            XCTAssertEqual(bar.searchTextField.layer.presentation()?.bounds.width ?? 0, final, accuracy: 1e-6)
            XCTAssertEqual(bar.searchTextField.frame.width, final)
        }
    }

    func testATapOnAScopeButtonSelectsItAndTellsTheDelegate() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (bar, recorder) = Self.bar(in: h)
            bar.scopeButtonTitles = ["All", "Mail", "Files"]
            bar.showsScopeBar = true
            bar.frame.size.height = bar.sizeThatFits(Size(width: 320, height: 0)).height
            h.step()
            XCTAssertEqual(bar.selectedScopeButtonIndex, 0)
            let scope = bar.scopeBar.frame
            let third = bar.convert(Point(x: scope.minX + scope.width * 5 / 6, y: scope.midY), to: h.root)
            h.send(.pointerDown(third), .pointerUp(third))
            h.step()
            XCTAssertEqual(bar.selectedScopeButtonIndex, 2)
            XCTAssertEqual(recorder.log, ["scope 2"])
            bar.selectedScopeButtonIndex = 1
            XCTAssertEqual(recorder.log, ["scope 2"], "set in code, nothing is told")
            XCTAssertEqual(bar.scopeBar.selectedSegmentIndex, 1)
        }
    }

    func testHeightsFollowThePromptAndTheScopeBar() {
        MainActor.assumeIsolated {
            let bar = SearchBar(frame: .zero)
            XCTAssertEqual(bar.sizeThatFits(Size(width: 375, height: 999)), Size(width: 375, height: 56))
            XCTAssertEqual(bar.intrinsicContentSize.width, View.noIntrinsicMetric)
            bar.showsScopeBar = true
            XCTAssertEqual(bar.intrinsicContentSize.height, 56, "no titles, no scope bar")
            bar.scopeButtonTitles = ["A", "B"]
            XCTAssertEqual(bar.intrinsicContentSize.height, 100)
            bar.prompt = "Pick a city"
            XCTAssertEqual(bar.sizeThatFits(Size(width: 375, height: 0)).height, 130)
        }
    }

    func testTheFieldButtonsShowWhileTheFieldIsEmpty() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (bar, recorder) = Self.bar(in: h)
            bar.showsBookmarkButton = true
            h.step()
            XCTAssertTrue(bar.searchTextField.rightView === bar.bookmarkButton)
            Self.tap(bar.bookmarkButton, in: h)
            XCTAssertEqual(recorder.log, ["bookmark"])
            bar.text = "x"
            XCTAssertNil(bar.searchTextField.rightView, "the bookmark button shows only while empty")
            bar.text = ""
            bar.showsSearchResultsButton = true
            XCTAssertTrue(bar.searchTextField.rightView === bar.resultsListButton)
        }
    }

    // MARK: Pixels

    @MainActor
    private static func render(_ h: Harness) throws -> Framebuffer {
        if h.window.textMeasurer == nil { h.window.textMeasurer = try FontMeasurer.makeDefault() }
        h.root.setNeedsLayout()
        h.step()
        let fb = Framebuffer(width: Int(h.window.bounds.width), height: Int(h.window.bounds.height))
        try Renderer(textMasks: TextRasterizer.makeDefault()).renderFull(
            h.window.layerTree(), into: fb, scale: 1, background: .white)
        return fb
    }

    private static func assertPixel(
        _ fb: Framebuffer, _ x: Int, _ y: Int, _ expected: (Double, Double, Double), tolerance: Double = 2,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let p = fb[x, y]
        XCTAssertEqual(Double(p.searchRed), expected.0, accuracy: tolerance, "red at \(x),\(y)", file: file, line: line)
        XCTAssertEqual(
            Double(p.searchGreen), expected.1, accuracy: tolerance, "green at \(x),\(y)", file: file, line: line)
        XCTAssertEqual(
            Double(p.searchBlue), expected.2, accuracy: tolerance, "blue at \(x),\(y)", file: file, line: line)
    }

    /// Source-over of `color` at `alpha` on `under`, per channel.
    private static func over(_ color: (Double, Double, Double), _ alpha: Double, on under: (Double, Double, Double))
        -> (Double, Double, Double)
    {
        (
            color.0 * alpha + under.0 * (1 - alpha), color.1 * alpha + under.1 * (1 - alpha),
            color.2 * alpha + under.2 * (1 - alpha)
        )
    }

    /// As iOS draws it: the grey bar, the rounded grey field inset 8 points, the
    /// magnifying glass as a grey ring with a hole, the grey placeholder, white outside the
    /// field's rounded corner's arc only where the bar is.
    func testTheBarDrawsItsBackgroundFieldGlassAndPlaceholder() throws {
        try MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 320, height: 80))
            let (bar, _) = Self.bar(in: h)
            bar.placeholder = "Search"
            let fb = try Self.render(h)
            let barColor = Self.over((248, 248, 248), SearchBar.translucentAlpha, on: (255, 255, 255))
            let field = Self.over((118, 118, 128), 0.12, on: barColor)
            Self.assertPixel(fb, 2, 2, barColor)
            Self.assertPixel(fb, 8, 10, barColor, tolerance: 3)  // outside the field's rounded corner
            Self.assertPixel(fb, 300, 28, field)
            Self.assertPixel(fb, 22, 26, field)  // the ring's hole
            Self.assertPixel(fb, 17, 26, Self.over((60, 60, 67), 0.6, on: field), tolerance: 14)  // the ring
            Self.assertPixel(fb, 160, 70, (255, 255, 255))  // below the bar
            // The placeholder is grey text after the glass: dark pixels, none coloured.
            var darkest = 255
            for y in 18..<38 {
                for x in 40..<110 {
                    let p = fb[x, y]
                    darkest = min(darkest, Int(p.searchRed))
                    XCTAssertLessThan(abs(Int(p.searchRed) - Int(p.searchBlue)), 12, "grey, not tinted, at \(x),\(y)")
                }
            }
            XCTAssertLessThan(darkest, 190, "the placeholder is drawn")
            XCTAssertGreaterThan(darkest, 100, "in grey, not black")
        }
    }

    func testCancelIsDrawnInTheTintColour() throws {
        try MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 320, height: 60))
            let (bar, _) = Self.bar(in: h)
            bar.showsCancelButton = true
            let fb = try Self.render(h)
            let cancel = bar.cancelButton.frame
            var blue = 0
            for y in Int(cancel.minY)..<Int(cancel.maxY) {
                for x in Int(cancel.minX)..<Int(cancel.maxX)
                where Int(fb[x, y].searchBlue) - Int(fb[x, y].searchRed) > 100 {
                    blue += 1
                }
            }
            XCTAssertGreaterThan(blue, 20, "Cancel's title in systemBlue")
            bar.tintColor = Color(r8: 255, g8: 0, b8: 0)
            let red = try Self.render(h)
            var reds = 0
            for y in Int(cancel.minY)..<Int(cancel.maxY) {
                for x in Int(cancel.minX)..<Int(cancel.maxX)
                where Int(red[x, y].searchRed) - Int(red[x, y].searchBlue) > 100 {
                    reds += 1
                }
            }
            XCTAssertGreaterThan(reds, 20, "a new tint recolours it")
        }
    }

    /// `searchBarStyle`: `.minimal` draws no bar background; `barTintColor` replaces the grey;
    /// `backgroundImage` wins over it.
    func testStyleAndBarTintChooseTheBackground() throws {
        try MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 320, height: 60))
            let (bar, _) = Self.bar(in: h)
            bar.searchBarStyle = .minimal
            Self.assertPixel(try Self.render(h), 2, 2, (255, 255, 255))
            bar.searchBarStyle = .default
            bar.isTranslucent = false
            bar.barTintColor = Color(r8: 200, g8: 0, b8: 0)
            Self.assertPixel(try Self.render(h), 2, 2, (200, 0, 0))
            let square = Rect(x: 0, y: 0, width: 4, height: 4)
            let blue = DrawingCommand(
                path: Path(rect: square), operation: .fill(.nonZero), paint: .color(Color(r8: 0, g8: 0, b8: 200)),
                clips: [])
            bar.backgroundImage = Image(drawing: DrawingContent(size: square.size, commands: [blue]), scale: 1)
            Self.assertPixel(try Self.render(h), 2, 2, (0, 0, 200))
            bar.backgroundImage = nil
            bar.barTintColor = nil
            bar.barStyleValue = 1
            Self.assertPixel(try Self.render(h), 2, 2, (0, 0, 0))
        }
    }
}

extension UInt32 {
    /// The channels of an ARGB32 pixel.
    fileprivate var searchRed: Int { Int(self >> 16 & 0xFF) }
    fileprivate var searchGreen: Int { Int(self >> 8 & 0xFF) }
    fileprivate var searchBlue: Int { Int(self & 0xFF) }
}
