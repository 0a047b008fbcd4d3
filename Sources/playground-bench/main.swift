import Renderer

// The benchmark scene of shared/bench/README.md; see Makefile's `bench` target.
