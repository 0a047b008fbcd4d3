# Transition Playground: two set-up commands, `make run` and `make test`.
# Each installs the Debian packages it needs when they are missing.

SWIFT ?= swift
ENSURE := scripts/ensure-apt-packages.sh
PKGS_BUILD := pkg-config libx11-dev libxext-dev libxrandr-dev libfreetype-dev libpng-dev
PKGS_TEST := $(PKGS_BUILD) xvfb xdotool imagemagick x11-utils python3
PKGS_BENCH := $(PKGS_BUILD) build-essential libcairo2-dev
BENCH_DIR ?= ../shared/bench

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

## bench: release renderer vs cairo on the shared benchmark scene, in one run.
bench: deps-bench
	scripts/bench.sh $(BENCH_DIR)

deps-build:
	@$(ENSURE) $(PKGS_BUILD)
deps-test:
	@$(ENSURE) $(PKGS_TEST)
deps-bench:
	@$(ENSURE) $(PKGS_BENCH)

clean:
	rm -rf .build out

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
