// UIKit's names for the controls that hold a value, so settings screens and pickers built
// from switches, sliders and segmented controls compile with their import changed.

/// `UISwitch` (`Switch`).
public typealias UISwitch = Switch
/// `UISlider` (`Slider`).
public typealias UISlider = Slider
/// `UISegmentedControl` (`SegmentedControl`); `UISegmentedControl.noSegment` comes with it.
public typealias UISegmentedControl = SegmentedControl
/// `UIActivityIndicatorView` (`ActivityIndicatorView`): the spinning gear of a task in progress.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// `UIPageControl` (`PageControl`): a row of dots, one per page.
public typealias UIPageControl = PageControl
