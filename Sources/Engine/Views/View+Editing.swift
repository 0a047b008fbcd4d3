extension View {
    /// Ends editing in the view and its subviews (`endEditing(_:)`): the first responder,
    /// when it is this view or inside it, resigns. Returns whether it did; true also when no
    /// descendant is the first responder. With `force` a text field ends without asking
    /// its delegate's `textFieldShouldEndEditing`, as UIKit says of `force`.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = window?.firstResponder as? View, responder.isDescendant(of: self) else { return true }
        if force, let field = responder as? TextField { field.endsWithoutAsking = true }
        defer { (responder as? TextField)?.endsWithoutAsking = false }
        return responder.resignFirstResponder()
    }
}
