/// `.fullScreen`: the presenting view leaves once the presentation ends.
@MainActor
final class FullScreenPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
}
