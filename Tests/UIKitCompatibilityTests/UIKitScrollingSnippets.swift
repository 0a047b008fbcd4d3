// UIScrollView and UIPickerView code as a UIKit app writes it, compiled against the
// aliases with only its import changed (no XCTest here, whose Foundation has CG names too).

import UIKitCompatibility

/// A snapping delegate as a UIKit app writes it: rows of 44 points.
final class RowSnapping: NSObject, UIScrollViewDelegate {
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
    }
}

/// A two-wheel picker model as a UIKit app writes it.
final class SizePicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["S", "M", "L"]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : 10
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : "\(row + 1)"
    }
}
