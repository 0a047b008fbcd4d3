# Transition Playground: two set-up commands, `make run` and `make test`.
# Each installs the Debian packages it needs when they are missing (without apt it says
# what is missing and how to build by hand).

SWIFT ?= swift
ENSURE := scripts/ensure-apt-packages.sh
PKGS_BUILD := pkg-config libx11-dev libxext-dev libxrandr-dev libfreetype-dev libpng-dev libgif-dev libharfbuzz-dev libfontconfig-dev
PKGS_TEST := $(PKGS_BUILD) xvfb xdotool imagemagick x11-utils python3 ffmpeg fonts-wqy-microhei fonts-symbola fonts-inter xclip
PKGS_BENCH := $(PKGS_BUILD) build-essential libcairo2-dev

.PHONY: run test test-fast lint build bench docs gifs deps-build deps-test deps-bench clean

## run: build (debug) and open the playground window.
run: deps-build
	$(SWIFT) run playground-x11 $(ARGS)

## test-fast: the unit tiers (geometry, engine, transitions, renderer, sharing, UIKit names,
## the architecture's walls, the porting tool): no X server, no example packages; red in about a minute.
## One `swift test` a target: SwiftPM hands a filter to the test bundle as one argument
## listing every matching test, and the eight targets' names together passed Linux's limit
## for one argument (128 KB), so a single run could not start.
FAST_SUITES := GeometryTests EngineTests TransitionsTests ArchitectureTests RendererTests UIKitCompatibilityTests SharingTests PortKitTests
test-fast: deps-test
	$(SWIFT) build --build-tests
	@for suite in $(FAST_SUITES); do \
		scripts/with-failure-summary.sh $(SWIFT) test --disable-swift-testing --skip-build --filter "^$$suite\\." || exit 1; \
	done

## lint: the formatter's rules (.swift-format) over every Swift file, warnings as errors.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift Examples

## test: every test: unit, render, headless and real-X11 (under Xvfb), the swift-testing
## ones (the snapshot API from swift-testing, under a second, quick run), then the example
## package (Examples/MyTransition, its own build of the whole library) as a user's package,
## and a package outside the repository depending on it by version (`from:`), built in a
## temporary folder of this run's own, removed afterwards; then a UIKit library in the
## Swift 5 language mode (Tests/Fixtures/Swift5Library) built against it by path, and three
## real UIKit presentation libraries ported (Tests/Fixtures/PanModal, DeckTransition,
## PullUpController), run headless.
test: deps-test
	$(SWIFT) build --build-tests
	cd Examples/MyTransition && $(SWIFT) build --build-tests
	REQUIRE_EXAMPLE=1 scripts/with-failure-summary.sh $(SWIFT) test --disable-swift-testing
	$(SWIFT) test --skip-build --disable-xctest
	cd Examples/MyTransition && $(SWIFT) test --disable-swift-testing --skip-build
	scripts/check-outside-package.sh
	scripts/check-swift5-fixture.sh
	scripts/check-ported-libraries.sh

build: deps-build
	$(SWIFT) build

## bench: release renderer vs cairo (scripts/cairo-reference.c), paired frame by frame,
## then every demo's frame times at 2560x1600 in the debug build, then live reload: save to
## first frame of the new build under Xvfb (scripts/bench-reload.sh), then input to glass:
## xdotool drags in the live window to each frame on the screen (scripts/bench-input.sh),
## then every demo again through a user's package depending on the library by version and
## by path (scripts/bench-versioned.sh).
bench: deps-bench deps-test
	scripts/bench.sh
	scripts/bench-reload.sh
	scripts/bench-input.sh
	scripts/bench-versioned.sh

## docs: the DocC site (PlaygroundKit, Engine, Transitions) into docs/site, with the toolchain's docc.
docs: deps-build
	scripts/build-docs.sh docs/site

## gifs: the README's GIFs again, docs/gifs/NAME.gif from docs/scripts/gif-NAME.txt, headless
## (ReadmeGIFTests fails when a committed GIF no longer matches what its script records).
gifs: deps-build
	scripts/make-gifs.sh

deps-build:
	@$(ENSURE) $(PKGS_BUILD)
deps-test:
	@$(ENSURE) $(PKGS_TEST)
deps-bench:
	@$(ENSURE) $(PKGS_BENCH)

clean:
	rm -rf .build out Examples/MyTransition/.build

## fuzz: seeded fuzzing of every demo and the catalog beyond `make test`'s seeds 1:100:
## SEEDS=a:b (default 1:1000, 100,000 events), EVENTS commands per case (default 100);
## each failing case is written as a reproducer script to fuzz-failures/fuzz-SEED.txt.
SEEDS ?= 1:1000
EVENTS ?= 100
.PHONY: fuzz
fuzz: deps-test
	$(SWIFT) build --build-tests
	FUZZ_SEEDS=$(SEEDS) FUZZ_EVENTS=$(EVENTS) FUZZ_OUT=$(CURDIR)/fuzz-failures \
		$(SWIFT) test --disable-swift-testing --skip-build --filter FuzzTests
