/// `UIView.mask`: a view whose layer is the view's `layer.mask`.
extension View {
    /// A view that masks this one (`mask`): where it covers, this view and its subtree
    /// show, weighted by the mask's coverage; elsewhere nothing of them shows. The mask is
    /// placed by its `frame` in this view's bounds and is never a subview. Its coverage is
    /// what `layer.mask` takes from a layer: a shape layer's path, else its rounded bounds
    /// times its background colour's alpha, else what it draws (an image view's drawn
    /// image, resizable ones too; a bitmap from a file covers its whole rectangle). A mask
    /// view drawing nothing hides the view, as in UIKit; its subviews do not add to the
    /// mask. nil (the default) masks nothing.
    public var mask: View? {
        get {
            guard let maskLayer = backingLayer?.mask, !maskLayer.isOwnLayer else { return nil }
            return maskLayer.view
        }
        set {
            if let old = mask, old !== newValue { old.window = nil }
            newValue?.window = window
            // The layer holds its view unowned; UIKit's `mask` is a strong property, so the
            // view keeps its mask view alive while it is set.
            maskView = newValue
            layer.mask = newValue?.layer
        }
    }

    /// Gives a mask view the masked view's window, so that its animations run on that
    /// window's clock and its changes redraw the view.
    func moveMaskView(to window: Window?) {
        mask?.window = window
    }
}
