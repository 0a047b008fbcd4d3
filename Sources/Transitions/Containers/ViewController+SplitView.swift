extension ViewController {
    /// The nearest split view controller up the parent chain (`splitViewController`), as
    /// `navigationController` and `tabBarController` find theirs: a column's controller, or
    /// one pushed inside a column's navigation controller, finds the split that owns it; nil
    /// when no ancestor is one.
    public var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }
}
