extension View {
    /// The state object in `storage`, made by `make` and kept there on first use: a view
    /// carries the state of a feature (Auto Layout, safe area) only once something uses it.
    func madeOnFirstUse<State>(_ storage: inout State?, _ make: () -> State) -> State {
        if let state = storage { return state }
        let state = make()
        storage = state
        return state
    }
}
