extension ViewController {
    /// The popover presentation controller managing this controller
    /// (`popoverPresentationController`): for the `.popover` style it exists before
    /// `present` too, so the source can be set first, and stays this controller's even when
    /// the presentation adapted to another style; nil for the other styles.
    public var popoverPresentationController: PopoverPresentationController? {
        if let popover = presentationController as? PopoverPresentationController { return popover }
        if let popover = adaptedFromPopover { return popover }
        guard presentationController == nil, presentingViewController == nil, modalPresentationStyle == .popover else {
            return nil
        }
        // The presenter is not known yet; `present` puts the real one in.
        let popover = PopoverPresentationController(presentedViewController: self, presenting: self)
        presentationController = popover
        return popover
    }
}
