// UIKit's names for scrolling and pickers, so a UIScrollView or UIPickerView snippet
// compiles with its import changed.

/// `UIScrollView` (`ScrollView`); `UIScrollView.DecelerationRate` comes with it.
public typealias UIScrollView = ScrollView
/// `UIScrollViewDelegate` (`ScrollViewDelegate`).
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UIPickerView` (`PickerView`).
public typealias UIPickerView = PickerView
/// `UIPickerViewDataSource` (`PickerViewDataSource`).
public typealias UIPickerViewDataSource = PickerViewDataSource
/// `UIPickerViewDelegate` (`PickerViewDelegate`).
public typealias UIPickerViewDelegate = PickerViewDelegate
/// `UIEdgeInsets` (`EdgeInsets`): `.zero`, `init(top:left:bottom:right:)`, `CGRect.inset(by:)`, `contentInset`.
public typealias UIEdgeInsets = EdgeInsets
