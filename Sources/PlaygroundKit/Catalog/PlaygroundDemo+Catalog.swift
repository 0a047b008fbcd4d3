import DemoKit
import Demos
import Engine

extension PlaygroundDemo {
    /// Every demo of the Demos layer, in catalog order (`DemoCatalog.all`).
    public static var catalog: [PlaygroundDemo] {
        DemoCatalog.all.map(PlaygroundDemo.init(demo:))
    }

    /// The entry of one demo type: each opening makes a fresh instance.
    public init(demo type: any Demo.Type) {
        self.init(name: type.name, title: type.title, summary: type.summary) {
            let demo = type.init()
            return Running(
                rootViewController: demo.makeRootViewController(), tune: { demo.tune(key: $0) },
                springs: { demo.springSettings() })
        }
    }
}
