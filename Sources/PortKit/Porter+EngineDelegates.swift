// UIKit declares most of its delegates' and data sources' methods `@objc optional`, and
// library code calls them as optionals (`delegate?.scrollViewDidScroll?(scrollView)`). The
// engine's protocols declare the same methods as requirements with default implementations
// (Swift on Linux has no optional requirements), so the member is always there and `?(`
// after its name does not compile. This table is what those protocols declare, by name and
// argument labels; `EngineDelegateTableTests` reads the engine's sources and fails when the
// two part.
extension Porter {
    /// `name(label:label:)` of every requirement the engine's UIKit delegate and data source
    /// protocols declare, grouped by the engine's protocol (its UIKit name is `UI` before it).
    static let engineDelegateRequirements: Set<String> = [
        // AdaptivePresentationControllerDelegate
        "adaptivePresentationStyle(for:)", "adaptivePresentationStyle(for:traitCollection:)",
        "presentationControllerDidAttemptToDismiss(_:)", "presentationControllerDidDismiss(_:)",
        "presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)",
        // CollectionViewDataSource
        "collectionView(_:cellForItemAt:)", "collectionView(_:numberOfItemsInSection:)",
        "collectionView(_:viewForSupplementaryElementOfKind:at:)", "numberOfSections(in:)",
        // CollectionViewDelegate
        "collectionView(_:didDeselectItemAt:)", "collectionView(_:didEndDisplaying:forItemAt:)",
        "collectionView(_:didSelectItemAt:)", "collectionView(_:shouldHighlightItemAt:)",
        "collectionView(_:shouldSelectItemAt:)", "collectionView(_:willDisplay:forItemAt:)",
        // CollectionViewDelegateFlowLayout
        "collectionView(_:layout:insetForSectionAt:)",
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
        "collectionView(_:layout:referenceSizeForFooterInSection:)",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)", "collectionView(_:layout:sizeForItemAt:)",
        // CollisionBehaviorDelegate
        "collisionBehavior(_:beganContactFor:with:at:)",
        "collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)",
        "collisionBehavior(_:endedContactFor:with:)", "collisionBehavior(_:endedContactFor:withBoundaryIdentifier:)",
        // DynamicAnimatorDelegate
        "dynamicAnimatorDidPause(_:)", "dynamicAnimatorWillResume(_:)",
        // GestureRecognizerDelegate
        "gestureRecognizer(_:shouldBeRequiredToFailBy:)", "gestureRecognizer(_:shouldReceive:)",
        "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)", "gestureRecognizer(_:shouldRequireFailureOf:)",
        "gestureRecognizerShouldBegin(_:)",
        // NavigationBarDelegate
        "navigationBar(_:didPop:)", "navigationBar(_:didPush:)", "navigationBar(_:shouldPop:)",
        "navigationBar(_:shouldPush:)",
        // NavigationControllerDelegate
        "navigationController(_:animationControllerFor:from:to:)", "navigationController(_:didShow:animated:)",
        "navigationController(_:interactionControllerFor:)", "navigationController(_:willShow:animated:)",
        "navigationControllerPreferredInterfaceOrientationForPresentation(_:)",
        "navigationControllerSupportedInterfaceOrientations(_:)",
        // PageViewControllerDataSource
        "pageViewController(_:viewControllerAfter:)", "pageViewController(_:viewControllerBefore:)",
        "presentationCount(for:)", "presentationIndex(for:)",
        // PageViewControllerDelegate
        "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
        "pageViewController(_:willTransitionTo:)",
        // PickerViewDataSource
        "numberOfComponents(in:)", "pickerView(_:numberOfRowsInComponent:)",
        // PickerViewDelegate
        "pickerView(_:didSelectRow:inComponent:)", "pickerView(_:titleForRow:forComponent:)",
        "pickerView(_:widthForComponent:)",
        // PopoverPresentationControllerDelegate
        "prepareForPopoverPresentation(_:)",
        // ScrollViewDelegate
        "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndDragging(_:willDecelerate:)",
        "scrollViewDidEndScrollingAnimation(_:)", "scrollViewDidEndZooming(_:with:atScale:)",
        "scrollViewDidScroll(_:)", "scrollViewDidZoom(_:)", "scrollViewWillBeginDecelerating(_:)",
        "scrollViewWillBeginDragging(_:)", "scrollViewWillBeginZooming(_:with:)",
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "viewForZooming(in:)",
        // SheetPresentationControllerDelegate
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
        // TabBarControllerDelegate
        "tabBarController(_:animationControllerForTransitionFrom:to:)", "tabBarController(_:didSelect:)",
        "tabBarController(_:interactionControllerFor:)", "tabBarController(_:shouldSelect:)",
        "tabBarController(_:willBeginCustomizing:)", "tabBarController(_:willEndCustomizing:changed:)",
        "tabBarController(_:didEndCustomizing:changed:)",
        "tabBarControllerPreferredInterfaceOrientationForPresentation(_:)",
        "tabBarControllerSupportedInterfaceOrientations(_:)",
        // TabBarDelegate
        "tabBar(_:didBeginCustomizing:)", "tabBar(_:didEndCustomizing:changed:)", "tabBar(_:didSelect:)",
        "tabBar(_:willBeginCustomizing:)", "tabBar(_:willEndCustomizing:changed:)",
        // TableViewDataSource
        "numberOfSections(in:)", "tableView(_:cellForRowAt:)", "tableView(_:numberOfRowsInSection:)",
        "tableView(_:titleForFooterInSection:)", "tableView(_:titleForHeaderInSection:)",
        // TableViewDelegate
        "tableView(_:didDeselectRowAt:)", "tableView(_:didEndDisplaying:forRowAt:)", "tableView(_:didSelectRowAt:)",
        "tableView(_:heightForFooterInSection:)", "tableView(_:heightForHeaderInSection:)",
        "tableView(_:heightForRowAt:)", "tableView(_:shouldHighlightRowAt:)", "tableView(_:viewForFooterInSection:)",
        "tableView(_:viewForHeaderInSection:)", "tableView(_:willDisplay:forRowAt:)",
        "tableView(_:willSelectRowAt:)", "tableView(_:didEndDisplayingHeaderView:forSection:)",
        "tableView(_:didEndDisplayingFooterView:forSection:)",
        // TextFieldDelegate
        "textField(_:shouldChangeCharactersIn:replacementString:)", "textFieldDidBeginEditing(_:)",
        "textFieldDidChangeSelection(_:)", "textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)",
        "textFieldShouldBeginEditing(_:)",
        "textFieldShouldClear(_:)", "textFieldShouldEndEditing(_:)", "textFieldShouldReturn(_:)",
        // TextViewDelegate
        "textView(_:shouldChangeTextIn:replacementText:)", "textViewDidBeginEditing(_:)", "textViewDidChange(_:)",
        "textViewDidChangeSelection(_:)", "textViewDidEndEditing(_:)", "textViewShouldBeginEditing(_:)",
        "textViewShouldEndEditing(_:)",
        // UITextViewDelegate (UIKitCompatibility)
        "textView(_:shouldInteractWith:in:interaction:)",
        // TransitioningDelegate
        "animationController(forDismissed:)", "animationController(forPresented:presenting:source:)",
        "interactionControllerForDismissal(using:)", "interactionControllerForPresentation(using:)",
        "presentationController(forPresented:presenting:source:)",
    ]
}
