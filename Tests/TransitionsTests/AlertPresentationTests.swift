import Engine
import Geometry
import XCTest

@testable import Transitions

/// An alert and an action sheet presented and dismissed through the real transition
/// machinery, headless, frame by frame on the window's virtual clock: the alert grows in
/// from 1.2 times its size while it fades in and fades out where it stands, the action sheet
/// rises from below the window and sinks back, and the library's dimming goes from clear to
/// 20 % black and back with the presenter's tint greyed meanwhile, as under iOS's alerts.
final class AlertPresentationTests: XCTestCase {
    func testAnAlertScalesAndFadesInThenFadesOut() throws {
        MainActor.assumeIsolated {
            let h = Harness()
            let alert = AlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            let tint = h.root.view.tintAdjustmentMode
            h.root.present(alert, animated: true)
            var scales: [Double] = []
            var alphas: [Double] = []
            var dims: [Double] = []
            while h.context != nil {
                h.frame()
                scales.append(alert.view.presentationTransform.a)
                alphas.append(alert.view.presentationAlpha)
                dims.append(dimming(h)?.presentationAlpha ?? -1)
            }
            XCTAssertGreaterThan(scales.count, 10, "animated over frames")
            XCTAssertGreaterThan(scales[0], 1.15, "starts near 1.2")
            XCTAssertLessThanOrEqual(scales[0], AlertAnimator.startScale)
            XCTAssertEqual(scales, scales.sorted(by: >), "shrinks to its size without overshoot")
            XCTAssertEqual(alphas, alphas.sorted(), "fades in")
            XCTAssertEqual(dims, dims.sorted(), "the dimming fades in alongside")
            XCTAssertEqual(alert.view.presentationTransform, .identity)
            XCTAssertEqual(alert.view.presentationAlpha, 1)
            XCTAssertEqual(dimming(h)?.presentationAlpha ?? 0, 0.2, accuracy: 1e-9)
            XCTAssertEqual(h.root.view.tintAdjustmentMode, .dimmed, "the presenter's tint greys")
            let frame = alert.view.frame
            XCTAssertEqual(frame.width, 270)
            XCTAssertEqual(frame.midX, 200, accuracy: 0.5)
            XCTAssertEqual(frame.midY, 400, accuracy: 0.5)

            alert.dismiss(animated: true)
            alphas = []
            dims = []
            while h.context != nil {
                h.frame()
                XCTAssertEqual(alert.view.presentationTransform, .identity, "it leaves where it stands")
                XCTAssertEqual(alert.view.frame, frame)
                alphas.append(alert.view.presentationAlpha)
                dims.append(dimming(h)?.presentationAlpha ?? 0)
            }
            XCTAssertGreaterThan(alphas.count, 5)
            XCTAssertEqual(alphas, alphas.sorted(by: >), "fades out")
            XCTAssertEqual(dims, dims.sorted(by: >))
            XCTAssertNil(alert.view.window, "gone")
            XCTAssertNil(dimming(h))
            XCTAssertEqual(h.root.view.tintAdjustmentMode, tint, "the tint comes back")
            XCTAssertTrue(h.window.diagnostics.entries.isEmpty, "\(h.window.diagnostics.entries)")
        }
    }

    func testAnActionSheetRisesFromBelowAndSinksBack() throws {
        MainActor.assumeIsolated {
            let h = Harness()
            let sheet = AlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(AlertAction(title: "Share", style: .default))
            sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
            h.root.present(sheet, animated: true)
            var tops: [Double] = []
            while h.context != nil {
                h.frame()
                tops.append(sheet.view.presentationFrame.minY)
            }
            let final = sheet.view.frame
            XCTAssertEqual(final.maxY, 800 - 8, accuracy: 0.5)
            XCTAssertGreaterThan(tops.count, 10)
            XCTAssertGreaterThan(tops[0], final.minY + 0.8 * final.height, "starts below its place")
            XCTAssertEqual(tops, tops.sorted(by: >), "rises without overshoot")
            XCTAssertEqual(tops.last ?? 0, final.minY, accuracy: 0.01)
            XCTAssertEqual(sheet.view.presentationAlpha, 1, "slides, does not fade")

            sheet.dismiss(animated: true)
            tops = []
            while h.context != nil {
                h.frame()
                tops.append(sheet.view.presentationFrame.minY)
            }
            XCTAssertEqual(tops, tops.sorted(), "sinks")
            XCTAssertGreaterThanOrEqual(tops.last ?? 0, 800 - 1, "below the window at the end")
            XCTAssertNil(sheet.view.window)
            XCTAssertTrue(h.window.diagnostics.entries.isEmpty, "\(h.window.diagnostics.entries)")
        }
    }

    func testPresentingWithoutAnimationPlacesItAtOnce() throws {
        MainActor.assumeIsolated {
            for style in [AlertController.Style.alert, .actionSheet] {
                let h = Harness()
                let alert = AlertController(title: "T", message: nil, preferredStyle: style)
                alert.addAction(AlertAction(title: "OK", style: .default))
                h.root.present(alert, animated: false)
                h.frame()
                XCTAssertNil(h.context, "\(style)")
                XCTAssertNotNil(alert.view.window)
                XCTAssertEqual(alert.view.presentationAlpha, 1)
                XCTAssertEqual(dimming(h)?.alpha ?? -1, 0.2, accuracy: 1e-9, "\(style)")
                alert.dismiss(animated: false)
                h.frame()
                XCTAssertNil(alert.view.window, "\(style)")
            }
        }
    }
}

@MainActor
private func dimming(_ h: Harness) -> View? {
    h.window.rootView.viewWithID("dimming")
}
