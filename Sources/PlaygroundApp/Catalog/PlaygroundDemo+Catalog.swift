import Demos

extension PlaygroundDemo {
    /// Every demo of the Demos layer, in catalog order. Empty until the Demos layer lands.
    public static var catalog: [PlaygroundDemo] { [] }
}
