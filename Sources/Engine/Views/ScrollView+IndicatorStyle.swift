import Geometry

extension ScrollView {
    /// `UIScrollView.IndicatorStyle`: the colour of the scroll indicators, chosen against the
    /// content's background.
    public enum IndicatorStyle: Int, Hashable, Sendable, CaseIterable {
        /// Dark bars that stay visible on most content; UIKit's adds a light border, which
        /// this renderer leaves out.
        case `default`
        /// Black bars, for light content.
        case black
        /// White bars, for dark content.
        case white

        /// The bars' fill for this style.
        var color: Color {
            switch self {
            case .default: Color(red: 0, green: 0, blue: 0, alpha: 0.35)
            case .black: Color(red: 0, green: 0, blue: 0, alpha: 0.5)
            case .white: Color(red: 1, green: 1, blue: 1, alpha: 0.5)
            }
        }
    }

    /// The style of the scroll indicators (`indicatorStyle`), `.default` until set. The style
    /// lives in the bars' own fill, so the bars are the one record of it.
    public var indicatorStyle: IndicatorStyle {
        get { IndicatorStyle.allCases.first { $0.color == verticalIndicator.backgroundColor } ?? .default }
        set {
            verticalIndicator.backgroundColor = newValue.color
            horizontalIndicator.backgroundColor = newValue.color
        }
    }
}
