extension View {
    /// The first view with `tag` in a depth-first search of the view and its subviews, the
    /// view itself first (`viewWithTag(_:)`); nil when none has it.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

}
