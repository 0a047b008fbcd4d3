// Tutorial: a picker in a bottom sheet (the original BTCoverVertical
// article's use: an address picker in its sheet).
//
// UIKit concept: a `.custom` presentation whose presentation controller places the sheet at the
// bottom and owns the dimming, with the original's spring (damping 0.9, velocity 1, 0.3 s); inside,
// a `UIPickerView` with dependent wheels: choosing a province reloads the cities, a city the
// districts. Each wheel is a scroll view that snaps to a row through the target-offset hook.
// The lines that matter:
//     picker.dataSource = self; picker.delegate = self
//     func pickerView(_:didSelectRow:inComponent:) { picker.reloadComponent(1); picker.selectRow(0, inComponent: 1, animated: false) }
//     View.animate(withDuration: 0.3, usingSpringWithDamping: 0.9, initialSpringVelocity: 1) { sheet.transform = .identity }
// The sheet's motion and placement are the bottom-sheet demo's (`CoverVerticalMotion` and
// `CoverVerticalPresentationController`, Support), with BTCoverVertical's own numbers.

import DemoKit
import Engine
import Geometry
import Transitions

/// An address picker in a sheet from the bottom, the use BTCoverVertical was written for. The
/// button opens the sheet with BTCoverVertical's spring; three wheels choose a province, a city and a district, each
/// wheel reloaded when the one to its left changes; Done writes the choice on the page,
/// Cancel (or a tap on the dimming) leaves it.
///
/// Ids: `present-button`, `choice-label` on the page; `sheet`, `cancel-button`,
/// `done-button`, `picker` (wheels `picker-wheel-C`, rows `picker-row-C-N`) and `dimming`.
public struct AddressPickerDemo: ListedDemo {
    /// `--demo address-picker`, its catalog row and summary.
    public static let entry = DemoEntry(
        "address-picker", title: "Address picker",
        summary: "Three dependent wheels in a bottom sheet: province, city, district")

    /// Creates the demo.
    public init() {}

    /// The page: a `present-button` that opens the picker, and the address last chosen
    /// (`choice-label`) under it.
    public func makeRootViewController() -> ViewController {
        let present = DemoButton.present("Choose an address") { root in
            let sheet = AddressSheetViewController()
            sheet.onDone = { [weak root] address in (root?.view.viewWithID("choice-label") as? Label)?.text = address }
            root.present(sheet, animated: true)
        }
        return DemoRootViewController(
            Self.entry, subtitle: "Spin the wheels, then tap Done", background: Palette.groupedBackground,
            buttons: [present], onLoad: Self.addChoiceLabel)
    }

    /// Puts the chosen address's line 20 points under the button.
    private static func addChoiceLabel(to screen: DemoScreen) {
        let choice = Label(text: "No address chosen yet").styled(
            id: "choice-label", size: 17, alignment: .center, passesTouches: true)
        screen.view.addSubview(choice)
        let pageLayout = screen.view.onLayoutSubviews
        screen.view.onLayoutSubviews = { v in
            pageLayout?(v)
            let b = v.bounds
            let button = v.viewWithID("present-button")?.frame ?? Rect(x: 0, y: b.midY, width: 0, height: 44)
            choice.frame = Rect(x: 16, y: button.maxY + 20, width: max(0, b.width - 32), height: 24)
        }
    }
}

/// The sheet: a bar with Cancel, a title and Done over a three-wheel picker.
@MainActor
final class AddressSheetViewController: DemoViewController, PickerViewDataSource, PickerViewDelegate {
    /// Height of the bar holding Cancel and Done, points.
    static let barHeight = 48.0
    /// Height of the picker (UIKit's picker height).
    static let pickerHeight = 216.0
    /// Room under the picker, points.
    static let bottomMargin = 24.0
    /// The sheet's corner radius (its bottom corners hide below the window's edge).
    static let cornerRadius = 12.0

    /// Keeps the transitioning delegate alive as long as the sheet.
    let transition = CoverVerticalTransition()
    /// Told the chosen address when Done is tapped.
    var onDone: ((String) -> Void)?
    let picker = PickerView()
    private let provinces = AddressBook.provinces

    convenience init() {
        self.init(named: "address-sheet")
        modalPresentationStyle = .custom
        transitioningDelegate = transition
    }

    override func loadView() {
        let sheet = SheetParts.surface(cornerRadius: Self.cornerRadius)
        let cancel = Button(title: "Cancel") { [weak self] _ in self?.dismiss(animated: true) }
        cancel.accessibilityIdentifier = "cancel-button"
        let done = Button(title: "Done") { [weak self] _ in self?.finish() }
        done.accessibilityIdentifier = "done-button"
        done.titleLabel.fontWeight = .bold
        let heading = SheetParts.heading("选择地址 Address")
        heading.isUserInteractionEnabled = false
        let rule = View()
        rule.backgroundColor = Palette.separator
        picker.accessibilityIdentifier = "picker"
        picker.rowFontSize = 15
        picker.dataSource = self
        picker.delegate = self
        for v in [heading, cancel, done, rule, picker] { sheet.addSubview(v) }
        let picker = picker
        sheet.onLayoutSubviews = { v in
            let b = v.bounds
            cancel.frame = Rect(x: 8, y: 2, width: 88, height: Self.barHeight - 4)
            done.frame = Rect(x: b.maxX - 96, y: 2, width: 88, height: Self.barHeight - 4)
            heading.frame = Rect(x: 100, y: 12, width: max(0, b.width - 200), height: 24)
            rule.frame = Rect(x: 0, y: Self.barHeight, width: b.width, height: 0.5)
            picker.frame = Rect(x: 0, y: Self.barHeight + 4, width: b.width, height: Self.pickerHeight)
        }
        view = sheet
    }

    /// Writes the address in the wheels' band to the page and closes the sheet.
    private func finish() {
        let p = provinces[max(picker.selectedRow(inComponent: 0), 0)]
        let c = p.cities[max(picker.selectedRow(inComponent: 1), 0)]
        let d = c.districts[max(picker.selectedRow(inComponent: 2), 0)]
        onDone?("\(p.name) · \(c.name) · \(d)")
        dismiss(animated: true)
    }

    private var province: AddressBook.Province { provinces[max(picker.selectedRow(inComponent: 0), 0)] }
    private var city: AddressBook.City {
        let cities = province.cities
        return cities[min(max(picker.selectedRow(inComponent: 1), 0), cities.count - 1)]
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { 3 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        switch component {
        case 0: provinces.count
        case 1: province.cities.count
        default: city.districts.count
        }
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        switch component {
        case 0: provinces[row].name
        case 1: province.cities[row].name
        default: city.districts[row]
        }
    }

    /// Dependent wheels: a new province brings its cities (from the first), a new city its districts.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        if component == 0 {
            pickerView.selectRow(0, inComponent: 1, animated: false)
            pickerView.reloadComponent(1)
        }
        if component <= 1 {
            pickerView.selectRow(0, inComponent: 2, animated: false)
            pickerView.reloadComponent(2)
        }
    }
}

/// BTCoverVertical's transition object: transitioning delegate and animator in one, with its
/// own numbers, and the presentation controller that places the sheet and dims behind it.
@MainActor
final class CoverVerticalTransition: SelfAnimatingTransition, CustomPresentationDelegate {
    func makePresentationController(presenting: ViewController, presented: ViewController) -> PresentationController {
        let s = AddressSheetViewController.self
        return CoverVerticalPresentationController(
            presented: presented, presenting: presenting,
            sheetHeight: s.barHeight + 4 + s.pickerHeight + s.bottomMargin,
            cornerRadius: s.cornerRadius)
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        CoverVerticalMotion.original.duration(for: context)
    }

    func animateTransition(using context: TransitionContext) {
        CoverVerticalMotion.original.animate(context)
    }
}
