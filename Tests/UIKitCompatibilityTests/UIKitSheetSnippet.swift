// A sheet snippet in the shape UIKit answers give it, compiled through UIKitCompatibility
// with its import changed and its `import Foundation` kept (Xcode's file templates start
// with it): CGRect and CGFloat below are the engine's, not Foundation's own Linux types.
// UIKitSnippetTests runs it headless.
import Foundation
import UIKitCompatibility

// MARK: 6. A sheet with medium and large detents, a grabber, and a delegate

class OptionsSheetPresenter: NSObject, UISheetPresentationControllerDelegate {
    private(set) var selectedDetents: [UISheetPresentationController.Detent.Identifier?] = []

    func presentOptions(from presenter: UIViewController) {
        let options = UIViewController()
        options.view.backgroundColor = .secondarySystemBackground
        options.view.accessibilityIdentifier = "options"

        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        header.frame = headerFrame(in: CGRect(x: 0, y: 0, width: 400, height: 340), height: 44)
        header.backgroundColor = .systemBlue
        options.view.addSubview(header)

        if let sheet = options.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = self
        }
        presenter.present(options, animated: true, completion: nil)
    }

    func headerFrame(in bounds: CGRect, height: CGFloat) -> CGRect {
        CGRect(x: bounds.minX + 16, y: bounds.minY + 20, width: bounds.width - 32, height: height)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        selectedDetents.append(sheetPresentationController.selectedDetentIdentifier)
    }
}
