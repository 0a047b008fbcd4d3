extension ViewController {
    /// The sheet presentation controller managing this controller
    /// (`sheetPresentationController`): for a `.pageSheet`, `.formSheet` or `.automatic`
    /// style it exists before `present` too, so detents can be set first; nil for the
    /// other styles.
    public var sheetPresentationController: SheetPresentationController? {
        if let sheet = presentationController as? SheetPresentationController { return sheet }
        guard presentationController == nil, presentingViewController == nil, effectivePresentationStyle.isSheet else {
            return nil
        }
        // The presenter is not known yet; `present` puts the real one in.
        let sheet = SheetPresentationController(
            presentedViewController: self, presenting: self,
            style: effectivePresentationStyle)
        presentationController = sheet
        return sheet
    }
}
