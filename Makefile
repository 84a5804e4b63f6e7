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
# (so a target that stops building fails), plus formatting.
test:
	scripts/install-dependencies test
	swift build $(SWIFT_FLAGS)
	scripts/build-wasm
	swift test $(SWIFT_FLAGS)
	python3 Tests/Docs/links_test.py
	scripts/architecture --check
	python3 Tests/Lab/differential_test.py
	python3 Tests/Lab/module_size_test.py
	python3 Tests/Terminal/study_test.py
	python3 Tests/Terminal/polish_test.py
	python3 Tests/Export/export_test.py
	/usr/bin/python3 Tests/Install/install_test.py
	/usr/bin/python3 Tests/Serve/serve_test.py
	python3 Tests/LSP/lsp_test.py
	python3 Tests/Neovim/neovim_test.py
	python3 Tests/Hostile/hardening_test.py --quick
	python3 Tests/Device/app_typecheck_test.py --quick
	/usr/bin/python3 Tests/Study/fsrs_crosscheck_test.py
	/usr/bin/python3 Tests/Browser/site_test.py
	/usr/bin/python3 Tests/Browser/lab_test.py
	/usr/bin/python3 Tests/Browser/language_test.py
	/usr/bin/python3 Tests/Browser/review_test.py
	/usr/bin/python3 Tests/Browser/webkit_test.py
	scripts/fuzz --smoke
	swift format lint --strict --recursive Sources Tests Package.swift

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
