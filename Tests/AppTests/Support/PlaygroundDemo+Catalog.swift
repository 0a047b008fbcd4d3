import Demos

@testable import PlaygroundKit

extension PlaygroundDemo {
    /// Every built-in demo, in catalog order, as `playground-x11` lists them.
    static var catalog: [PlaygroundDemo] {
        DemoCatalog.all.map(PlaygroundDemo.init(demo:))
    }
}
