// The playground window with this package's demo: `swift run` (add `--demo grow` to skip
// the catalog; `--help` lists the rest). Add the Demos product and pass
// `DemoCatalog.all + [GrowDemo.self]` to list the built-in demos too.
import MyTransition
import PlaygroundKit

Playground.main(demos: [GrowDemo.self])
