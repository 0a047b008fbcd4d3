# Transition Playground: two set-up commands, `make run` and `make test`.
# Each installs the Debian packages it needs when they are missing.

SWIFT ?= swift
ENSURE := scripts/ensure-apt-packages.sh
PKGS_BUILD := pkg-config libx11-dev libxext-dev libxrandr-dev libfreetype-dev libpng-dev
PKGS_TEST := $(PKGS_BUILD) xvfb xdotool imagemagick x11-utils python3
PKGS_BENCH := $(PKGS_BUILD) build-essential libcairo2-dev

.PHONY: run test build bench deps-build deps-test deps-bench clean

## run: build (debug) and open the playground window.
run: deps-build
	$(SWIFT) run playground-x11 $(ARGS)

## test: every test: unit, render, headless and real-X11 (under Xvfb).
test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --disable-swift-testing

build: deps-build
	$(SWIFT) build

## bench: release renderer vs cairo (scripts/cairo-reference.c), paired frame by frame,
## then every demo's frame times at 2560x1600 in the debug build.
bench: deps-bench
	scripts/bench.sh

deps-build:
	@$(ENSURE) $(PKGS_BUILD)
deps-test:
	@$(ENSURE) $(PKGS_TEST)
deps-bench:
	@$(ENSURE) $(PKGS_BENCH)

clean:
	rm -rf .build out
