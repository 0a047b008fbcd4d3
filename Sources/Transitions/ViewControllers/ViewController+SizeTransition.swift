import Engine
import Geometry

extension ViewController {
    /// The traits of the window the controller is shown in (`traitCollection`): its view's,
    /// else its parent's or presenter's, else (a presenter whose view left the window under a
    /// full-screen presentation) the window of what it presents; unspecified in none. The
    /// appearance is the nearest `overrideUserInterfaceStyle` (see there), else the window's.
    public var traitCollection: TraitCollection {
        windowTraitCollection.overriding(userInterfaceStyle: inheritedUserInterfaceStyle)
    }

    /// The traits of the window the controller is shown in, before any style override.
    private var windowTraitCollection: TraitCollection {
        var up: ViewController? = self
        while let vc = up {
            if let window = vc.window {
                return window.transitionHost.traitsBeforeChange ?? TraitCollection(window: window)
            }
            up = vc.parent ?? vc.presentingViewController
        }
        var down = ownPresentedViewController
        while let vc = down {
            if let window = vc.window { return TraitCollection(window: window) }
            down = vc.ownPresentedViewController
        }
        return TraitCollection(windowSize: nil)
    }

    /// `viewWillTransition(to:with:)`'s default: the children, then the presented controller
    /// through its presentation controller.
    func forwardViewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        if let presented = ownPresentedViewController {
            if let pc = presented.presentationController {
                pc.viewWillTransition(to: size, with: coordinator)
            } else {
                presented.viewWillTransition(to: size, with: coordinator)
            }
        }
    }

    /// This controller, its children and the controllers it presents, depth first.
    var controllersFromHere: [ViewController] {
        var all = [self]
        for child in children { all += child.controllersFromHere }
        if let presented = ownPresentedViewController { all += presented.controllersFromHere }
        return all
    }
}

extension PresentationController {
    /// The traits of the window the presentation is in (`traitCollection`).
    public var traitCollection: TraitCollection {
        TraitCollection(window: containerView?.window ?? presentingViewController.window)
    }
}

/// The animations and completions given to the coordinator of one window resize.
@MainActor
final class SizeChange {
    var animations: [(any TransitionCoordinatorContext) -> Void] = []
    var completions: [(any TransitionCoordinatorContext) -> Void] = []
    var hasEnded = false
    /// The view the resize happens in (the window's root view): the coordinator's container.
    weak var container: View?
}

extension TransitionHost {
    /// A window resize, this platform's rotation: `viewWillTransition(to:with:)` down the
    /// controller tree before the views take the new size; then, with the new size laid out,
    /// `willAnimateRotation(to:duration:)` when the window turned between portrait and
    /// landscape, and the coordinator's animations and its completions (a resize is not animated here: the
    /// window already has its new size); then, when a size class changed, each popover on
    /// screen adapts again and `traitCollectionDidChange(_:)` goes to every controller. A
    /// change of size class is announced first, with `willTransition(to:with:)` to every
    /// controller, parents first, while `traitCollection` still reads the old traits.
    func windowDidResize(from old: Size, to new: Size) {
        guard let root = rootViewController, let window else { return }
        let change = SizeChange()
        change.container = window.rootView
        let coordinator = SystemTransitionCoordinator(sizeChange: change)
        var previous = TraitCollection(window: window)
        previous.horizontalSizeClass = TraitCollection(windowSize: old).horizontalSizeClass
        previous.verticalSizeClass = TraitCollection(windowSize: old).verticalSizeClass
        let traits = TraitCollection(window: window)
        if traits != previous {
            // Controllers still read the old traits while they hear of the new ones.
            traitsBeforeChange = previous
            for vc in root.controllersFromHere { vc.willTransition(to: traits, with: coordinator) }
            traitsBeforeChange = nil
        }
        root.viewWillTransition(to: new, with: coordinator)
        let turned = (old.width > old.height) != (new.width > new.height)
        if !change.animations.isEmpty || !change.completions.isEmpty || turned {
            window.rootView.layoutIfNeeded()
            if turned {
                let orientation: InterfaceOrientation = new.width > new.height ? .landscapeRight : .portrait
                for vc in root.controllersFromHere { vc.willAnimateRotation(to: orientation, duration: 0) }
            }
            for animation in change.animations { animation(coordinator) }
            change.hasEnded = true
            for completion in change.completions { completion(coordinator) }
        }
        change.hasEnded = true
        guard traits != previous else { return }
        // Popovers adapt again first, so the controllers hear of the new traits in their new places.
        for vc in root.controllersFromHere { PopoverPresentationController.readapt(vc, to: traits) }
        for vc in root.controllersFromHere { vc.traitCollectionDidChange(previous) }
        var views = [window.rootView]
        while let view = views.popLast() {
            view.traitCollectionDidChange(previous)
            views.append(contentsOf: view.subviews.reversed())
        }
    }
}
