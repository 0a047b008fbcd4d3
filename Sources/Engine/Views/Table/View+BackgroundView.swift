extension View {
    /// Puts `new` behind every other subview, out of hit-testing, in place of `old`: the
    /// `backgroundView` of tables and cells, which lies under the rows or the content.
    func installBackgroundView(_ new: View?, replacing old: View?) {
        if old !== new { old?.removeFromSuperview() }
        if let new {
            new.isUserInteractionEnabled = false
            insertSubview(new, at: 0)
        }
        setNeedsLayout()
    }
}
