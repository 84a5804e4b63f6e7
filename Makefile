# The two commands of the README. Each installs what is missing, builds, and runs.
SWIFT_FLAGS := -Xswiftc -warnings-as-errors

.PHONY: run test build lint benchmark install uninstall

# Where `make install` puts vclab, by the GNU conventions: PREFIX (or prefix) and DESTDIR, with bindir and
# datadir beneath. The engine's WebAssembly module goes to $(datadir)/vclab/, which the executable finds from its
# own real location (../share/vclab/ beside its bin/); CONFIGURATION=debug installs the debug build instead.
PREFIX ?= /usr/local
prefix ?= $(PREFIX)
exec_prefix ?= $(prefix)
bindir ?= $(exec_prefix)/bin
datarootdir ?= $(prefix)/share
datadir ?= $(datarootdir)
CONFIGURATION ?= release
INSTALL ?= install
INSTALL_PROGRAM ?= $(INSTALL)
INSTALL_DATA ?= $(INSTALL) -m 644

# The main job: build the engine for the browser, check the course and build it into site/ (open
# site/index.html; every simulation runs live), then print the trace of the bundled scenario that
# reproduces a published simulator log.
run:
	scripts/install-dependencies build
	swift build -c release $(SWIFT_FLAGS)
	scripts/build-wasm
	.build/release/vclab build
	.build/release/vclab run Content/shared/modal-segue-log.sim

# Every test: unit, golden, reference, random-invariant and end-to-end, a few seconds of each fuzz target
# (so a target that stops building fails), plus formatting. One after another the steps took 25 minutes on
# two cores, most of it with one core busy and the other idle: the WebAssembly build is one compiler process,
# and the browser and tmux tests mostly wait on a page or a pane. So they run in lanes: the native build
# beside the WebAssembly build, then the computing tests (the Swift tests, native against WebAssembly,
# hostile input) beside the browser, terminal and end-to-end scripts. The fuzz targets' build is a third
# lane, started with the native build's end and run at a lower priority (nice), so that it takes the time
# the other two leave idle rather than theirs: in the two lanes it came last, after the hostile inputs, and
# took the run past 20 minutes on a slower machine. A lane keeps its order and stops at its first failure,
# and make then lets the other lanes finish only the step each is on. Each step's output is printed whole
# when it ends (--output-sync), so the lanes' lines never interleave. `make test TEST_JOBS=1` runs the steps
# one after another.
TEST_JOBS ?= 3

test:
	scripts/install-dependencies test
	$(MAKE) --no-print-directory -j$(TEST_JOBS) --output-sync=target test-fuzz test-app-typecheck test-webkit

# Each step's recipe runs through scripts/timed-step, which prints how long the step took.
test-%: SHELL := scripts/timed-step
test-%: .SHELLFLAGS = $@ -c

# One target a step, each waiting for the step before it in its lane, so a failure stops both lanes at once.
.PHONY: test-native test-wasm test-swift-tests test-install test-differential test-module-size test-hardening \
  test-app-typecheck test-fuzz test-format test-links test-architecture test-study test-polish test-export \
  test-serve test-lsp test-neovim test-fsrs test-site test-lab test-device test-language test-review test-webkit

# `--build-tests` builds the test bundles too, so `swift test --skip-build` builds nothing, and with the same
# flags.
test-native:
	swift build --build-tests $(SWIFT_FLAGS)

test-wasm:
	scripts/build-wasm

# The computing lane. `make install`, which builds (SwiftPM lets one build at a time use .build), comes
# right after the Swift tests rather than beside them.
test-swift-tests: test-native test-wasm
	swift test --skip-build

test-install: test-swift-tests
	/usr/bin/python3 Tests/Install/install_test.py

test-differential: test-install
	python3 Tests/Lab/differential_test.py

test-module-size: test-differential
	python3 Tests/Lab/module_size_test.py

test-hardening: test-module-size
	python3 Tests/Hostile/hardening_test.py --quick

test-app-typecheck: test-hardening
	python3 Tests/Device/app_typecheck_test.py --quick

# The third lane: its own build folder (.build-fuzz-smoke), so it waits for no other build.
test-fuzz: test-native
	nice -n 10 scripts/fuzz --smoke

# The browser, terminal and end-to-end lane; the format lint first, as the quickest to fail. Its steps up to the
# first that builds a site need only the native build, so they run while the WebAssembly build, which takes a
# minute longer, finishes.
test-format: test-native
	swift format lint --strict --recursive Sources Tests Package.swift

test-links: test-format
	python3 Tests/Docs/links_test.py

test-architecture: test-links
	scripts/architecture --check

test-study: test-architecture
	python3 Tests/Terminal/study_test.py

test-polish: test-study
	python3 Tests/Terminal/polish_test.py

test-export: test-polish
	python3 Tests/Export/export_test.py

test-serve: test-export test-wasm
	/usr/bin/python3 Tests/Serve/serve_test.py

test-lsp: test-serve
	python3 Tests/LSP/lsp_test.py

test-neovim: test-lsp
	python3 Tests/Neovim/neovim_test.py

test-fsrs: test-neovim
	/usr/bin/python3 Tests/Study/fsrs_crosscheck_test.py

test-site: test-fsrs
	/usr/bin/python3 Tests/Browser/site_test.py

test-lab: test-site
	/usr/bin/python3 Tests/Browser/lab_test.py

test-device: test-lab
	/usr/bin/python3 Tests/Browser/device_test.py

test-language: test-device
	/usr/bin/python3 Tests/Browser/language_test.py

test-review: test-language
	/usr/bin/python3 Tests/Browser/review_test.py

test-webkit: test-review
	/usr/bin/python3 Tests/Browser/webkit_test.py

build:
	scripts/install-dependencies build
	swift build -c release $(SWIFT_FLAGS)
	scripts/build-wasm

# Speed: every benchmark script, each against its reference in the same run (docs/QUALITY.md has the figures).
benchmark: build
	scripts/install-dependencies benchmark
	scripts/benchmark-engine
	scripts/benchmark-compare
	scripts/benchmark-check
	scripts/benchmark-show
	scripts/benchmark-site
	scripts/benchmark-lab
	scripts/benchmark-study

# Builds (the executable, the engine's module and the review page's scheduler) and installs them; vclab then works on a course anywhere.
install:
	swift build -c $(CONFIGURATION) $(SWIFT_FLAGS)
	scripts/build-wasm
	$(INSTALL) -d "$(DESTDIR)$(bindir)" "$(DESTDIR)$(datadir)/vclab"
	$(INSTALL_PROGRAM) "$$(swift build -c $(CONFIGURATION) --show-bin-path)/vclab" "$(DESTDIR)$(bindir)/vclab"
	$(INSTALL_DATA) .build/wasm/vclab.wasm "$(DESTDIR)$(datadir)/vclab/vclab.wasm"
	$(INSTALL_DATA) .build/wasm/vclab-review.wasm "$(DESTDIR)$(datadir)/vclab/vclab-review.wasm"

uninstall:
	rm -f "$(DESTDIR)$(bindir)/vclab" "$(DESTDIR)$(datadir)/vclab/vclab.wasm" "$(DESTDIR)$(datadir)/vclab/vclab-review.wasm"
	-rmdir "$(DESTDIR)$(datadir)/vclab"
