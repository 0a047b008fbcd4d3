extension View {
    /// Ends editing in the view and its subviews (`endEditing(_:)`), returning whether the
    /// first responder resigned. There are no text fields here, so nothing is ever editing:
    /// it returns true, which UIKit also returns when no descendant is the first responder.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        true
    }
}
