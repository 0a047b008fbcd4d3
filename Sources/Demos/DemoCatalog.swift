import DemoKit

/// Every demo in catalog order, the one the catalog screen and `--help` show: popping, bottom-sheet, direction, fade,
/// vertical-sheet, styles, overlay, navigation, tabs, then the
/// newer presentations: sheet-detents, zoom, flip; then scrolling: address-picker, sheet-list; then
/// materials and alerts.
@MainActor
public enum DemoCatalog {
    /// The demos, in the order the catalog screen lists them.
    public static let all: [any Demo.Type] = [
        PoppingDemo.self,
        BottomSheetDemo.self,
        DirectionDemo.self,
        FadeDemo.self,
        VerticalSheetDemo.self,
        StylesDemo.self,
        OverlayDemo.self,
        NavigationDemo.self,
        TabsDemo.self,
        SheetDetentsDemo.self,
        ZoomDemo.self,
        FlipDemo.self,
        AddressPickerDemo.self,
        SheetListDemo.self,
        MaterialsDemo.self,
        AlertsDemo.self,
    ]

    /// The demo whose `name` is `named` (exact, case-sensitive), or nil when there is none.
    package static func demo(named: String) -> (any Demo.Type)? {
        all.first { $0.name == named }
    }
}
