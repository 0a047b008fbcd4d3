// The built-in playground: a thin client of PlaygroundKit, as a user's own executable is.
// Everything it does (command line, window, catalog, tools, headless recording) lives in
// the library; this file only says which demos the catalog lists.
import Demos
import PlaygroundKit

Playground.main(demos: DemoCatalog.all)
