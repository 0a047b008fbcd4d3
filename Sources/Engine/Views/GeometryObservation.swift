/// A geometry observer kept on a view without keeping the view alive, until `stop()`: what
/// an object holds while it follows another view's frame or scrolling
/// (`View.addGeometryObserver(for:_:)` with the id kept beside a weak reference).
@MainActor
package final class GeometryObservation<Observed: View> {
    /// The view observed, while it lives.
    package private(set) weak var view: Observed?
    /// The observer's id on `view`.
    private let id: Int

    /// Adds `handler` to `view`'s observers of `properties`.
    package init(
        of view: Observed, for properties: Set<ObservedGeometry>,
        _ handler: @escaping (View, ObservationPhase) -> Void
    ) {
        self.view = view
        id = view.addGeometryObserver(for: properties, handler)
    }

    /// Removes the observer; later changes of the view are not heard.
    package func stop() {
        view?.removeGeometryObserver(id)
    }
}
