import Engine

extension SearchBar {
    /// The style of the bar's default background (`barStyle`, `.default` by default):
    /// `.black` draws it black. A `barTintColor` or a background image wins, and
    /// `.minimal` (`searchBarStyle`) draws none.
    public var barStyle: BarStyle {
        get { BarStyle(rawValue: barStyleValue) ?? .default }
        set { barStyleValue = newValue.rawValue }
    }
}
