import Engine

extension ViewController {
    /// `edgesForExtendedLayout` or `extendedLayoutIncludesOpaqueBars` changed: the container
    /// frames the view afresh in its next layout pass, and the view's safe area follows.
    func extendedLayoutDidChange() {
        parent?.viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.setNeedsLayout()
    }
}
