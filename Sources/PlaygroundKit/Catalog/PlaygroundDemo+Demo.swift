import DemoKit
import Engine

extension PlaygroundDemo {
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
