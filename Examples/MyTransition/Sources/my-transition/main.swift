// The playground window with this package's demo: `swift run` (add `--demo grow` to skip
// the catalog; `--help` lists the rest). `includingBuiltIns: true` lists the built-in ones too.
import MyTransition
import PlaygroundKit

Playground.main(demos: [GrowDemo.self])
