/// Tells a picker how many wheels it has and how many rows each holds
/// (`UIPickerViewDataSource`).
@preconcurrency @MainActor
public protocol PickerViewDataSource: AnyObject {
    /// The number of wheels (components).
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows of wheel `component`.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a picker its rows' titles and widths and hears the user's choices
/// (`UIPickerViewDelegate`). Every method has a default.
@preconcurrency @MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The text of a row; nil (the default) shows an empty row.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The user brought `row` of `component` to rest in the selection band. Not called
    /// for `selectRow(_:inComponent:animated:)`, as in UIKit.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    /// The width of a wheel; by default the picker's width is shared equally.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double
}

extension PickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// Does nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// An equal share of the picker's width.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double {
        pickerView.equalComponentWidth
    }
}
