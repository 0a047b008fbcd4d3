import Engine
import Geometry

extension ViewController {
    /// Makes `view` this controller's root view for the safe area: its insets take what the
    /// parent's bars cover and `additionalSafeAreaInsets`, asked afresh each layout pass,
    /// and a change of them reaches `viewSafeAreaInsetsDidChange()`.
    func giveSafeArea(to view: View) {
        view.safeAreaContribution = { [weak self] in
            guard let self else {
                return SafeAreaContribution(barInsets: .zero, additionalInsets: .zero, isShownByBarContainer: false)
            }
            return self.safeAreaContribution
        }
        view.onSafeAreaInsetsChange = { [weak self] in self?.viewSafeAreaInsetsDidChange() }
        view.controllerLayoutCallback = { [weak self] didLayout in
            if didLayout { self?.viewDidLayoutSubviews() } else { self?.viewWillLayoutSubviews() }
        }
        view.controllerUpdateConstraints = { [weak self, weak view] in
            if let self { self.updateViewConstraints() } else { view?.updateConstraints() }
        }
    }

    /// The parent's bars over this controller's view, and this controller's own insets.
    var safeAreaContribution: SafeAreaContribution {
        let container = parent.map { $0 is NavigationController || $0 is TabBarController } ?? false
        return SafeAreaContribution(
            barInsets: parent?.barInsets(forChild: self) ?? .zero, additionalInsets: additionalSafeAreaInsets,
            isShownByBarContainer: container)
    }
}
