# The two commands: `make setup` (system packages + release build), `make test` (the whole suite).
SHELL := /bin/bash
APT_PACKAGES := python3 libsdl2-dev libpng-dev libjpeg-dev libfreetype-dev libfontconfig-dev libharfbuzz-dev libfribidi-dev pkg-config fonts-dejavu-core fonts-noto-color-emoji xvfb xdotool xclip x11-utils imagemagick ffmpeg \
	valgrind desktop-file-utils appstream libcairo2-dev
# Tune the release build for this machine's vector units when it has AVX2 (as -march=native would).
CPU_FLAGS := $(shell grep -q avx2 /proc/cpuinfo 2>/dev/null && echo "-Xswiftc -target-cpu -Xswiftc haswell")
# C code as DWARF 4, like Swift's: valgrind (the allocation checks) cannot read clang's default DWARF 5.
# The app is the package in App/ (the engine, at the root, is a shared library it links); its builds live in App/.build.
RELEASE := swift build --package-path App -c release $(CPU_FLAGS) -Xcc -gdwarf-4
APP := App/.build/release/playground

.PHONY: setup packages build test generate docs run bench bench-peers bench-builds bench-4k allocations gallery fuzz sanitize soak install uninstall format clean

setup: packages build

packages:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	else echo "system packages: all present"; fi

build:
	$(RELEASE)

# The engine's tests run at the root, the app's (those that load scene scripts) in App/. The window test runs against
# both builds of the app: the release one is what `make run` opens. The debug build paints with scalar loops, the
# release one with vector loops: their frames must be byte-identical. The consumer test builds a separate package
# that depends on Raster and LayerKit by URL and version, as other packages would.
test:
	python3 tools/layer-properties.py --check
	desktop-file-validate Resources/animation-playground.desktop
	appstreamcli validate --no-net Resources/$(METAINFO)
	swift build --build-tests
	swift test --skip-build
	swift build --package-path App --build-tests
	swift test --package-path App --skip-build
	bash Tests/Window/window-test.sh App/.build/debug/playground
	$(RELEASE)
	bash Tests/Window/window-test.sh $(APP)
	bash Tests/BuildsAgree/builds-agree-test.sh App/.build/debug/playground $(APP)
	bash Tests/Allocations/allocations-test.sh $(APP)
	bash Tests/Hostile/amplifying-inputs-test.sh $(APP)
	bash Tests/Hostile/script-faults-test.sh $(APP)
	bash Tests/Consumer/consumer-test.sh
	bash Tests/Docs/docs.sh
	$(MAKE) --no-print-directory soak SOAK_CYCLES_SCALE=1
	bash Tests/Install/install-test.sh

# The code generated from one list: LayerKit's animatable properties (tools/layer-properties.py; `make test` checks it).
generate:
	python3 tools/layer-properties.py

# The DocC documentation of Raster, LayerKit, CoreText, QuartzCore and UIKit, into .build-docs/NAME.doccarchive (a broken symbol link fails it).
docs:
	bash Tests/Docs/docs.sh

# Installs like a desktop application (freedesktop layout): `make install` into ~/.local, or
# `sudo make install PREFIX=/usr/local`. `make uninstall` with the same PREFIX removes exactly what was installed.
# The executable, the engine library beside it (found through its `$ORIGIN` run path) and the modules scene scripts
# compile against go to PREFIX/lib/animation-playground; PREFIX/bin has a link to the executable.
PREFIX ?= $(HOME)/.local
DATA := $(DESTDIR)$(PREFIX)/share/animation-playground
LIB := $(DESTDIR)$(PREFIX)/lib/animation-playground
METAINFO := io.github.animationplayground.Playground.metainfo.xml
ICON_SIZES := 48 64 128 256
install: build
	install -Dm755 $(APP) $(LIB)/animation-playground
	install -Dm755 App/.build/release/libPlaygroundEngine.so $(LIB)/libPlaygroundEngine.so
	install -Dm644 -t $(LIB)/Modules App/.build/release/Modules/LayerKit.swiftmodule App/.build/release/Modules/Raster.swiftmodule App/.build/release/Modules/FileOutput.swiftmodule \
		App/.build/release/Modules/CoreGraphics.swiftmodule App/.build/release/Modules/CoreText.swiftmodule \
		App/.build/release/Modules/QuartzCore.swiftmodule \
		App/.build/release/Modules/UIKit.swiftmodule \
		App/.build/release/Modules/PlaygroundSupport.swiftmodule App/.build/release/Modules/XCPlayground.swiftmodule
	install -d $(DESTDIR)$(PREFIX)/bin
	ln -sf ../lib/animation-playground/animation-playground $(DESTDIR)$(PREFIX)/bin/animation-playground
	install -Dm644 -t $(DATA) Resources/tile.png Resources/tile@2x.png Resources/curve-presets.json
	install -Dm644 -t $(DATA)/icons Resources/icons/*.png
	for size in $(ICON_SIZES); do \
		install -Dm644 Resources/icons/animation-playground-$$size.png \
			$(DESTDIR)$(PREFIX)/share/icons/hicolor/$${size}x$$size/apps/animation-playground.png; done
	install -Dm644 Resources/animation-playground.svg $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/animation-playground.svg
	install -Dm644 Resources/animation-playground.desktop $(DESTDIR)$(PREFIX)/share/applications/animation-playground.desktop
	install -Dm644 Resources/$(METAINFO) $(DESTDIR)$(PREFIX)/share/metainfo/$(METAINFO)

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/animation-playground
	rm -rf $(DATA) $(LIB)
	for size in $(ICON_SIZES); do rm -f $(DESTDIR)$(PREFIX)/share/icons/hicolor/$${size}x$$size/apps/animation-playground.png; done
	rm -f $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/animation-playground.svg
	rm -f $(DESTDIR)$(PREFIX)/share/applications/animation-playground.desktop $(DESTDIR)$(PREFIX)/share/metainfo/$(METAINFO)

# Memory must stay flat while a scene is played for a long time (`playground soak`). `make test` runs short
# soaks (SOAK_CYCLES_SCALE=1); `make soak` the long ones: 3,600 downloads, 100 splash rebuilds, ...
SOAK_CYCLES_SCALE ?= 12
soak: build
	$(APP) soak --scene drip --cycles $$((300 * $(SOAK_CYCLES_SCALE)))
	$(APP) soak --scene splash --cycles $$((10 * $(SOAK_CYCLES_SCALE)))
	$(APP) soak --scene ripple --cycles $$((300 * $(SOAK_CYCLES_SCALE)))
	$(APP) soak --scene worm --cycles $$((100 * $(SOAK_CYCLES_SCALE)))
	$(APP) soak --scene examples/showcase.json --cycles $$((10 * $(SOAK_CYCLES_SCALE)))

# libFuzzer on each fuzz target for FUZZ_SECONDS (debug build with AddressSanitizer: traps and bounds checks on).
# New inputs collect in .build-fuzz/corpus; a crash is written to .build-fuzz/crashes and stops the run: add it
# to Tests/FuzzingTests/Corpus/TARGET/ (the suite replays that corpus) and fix it.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := scene-file path-geometry curve-text script-curves image-data
fuzz:
	@# One -sanitize=fuzzer,address: given as two flags, the second replaces the first and the coverage is lost.
	swift build --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --product playground-fuzz --scratch-path .build-fuzz
	@mkdir -p .build-fuzz/crashes
	@for target in $(FUZZ_TARGETS); do \
		mkdir -p .build-fuzz/corpus/$$target; \
		echo "== $$target: $(FUZZ_SECONDS) s"; \
		PLAYGROUND_FUZZ_TARGET=$$target .build-fuzz/debug/playground-fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=30 \
			-rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=.build-fuzz/crashes/$$target- \
			.build-fuzz/corpus/$$target Tests/FuzzingTests/Corpus/$$target 2>&1 \
			| grep -E "^(stat::|Done|==|SUMMARY|#[0-9]+.*(INITED|DONE))|ERROR|artifact" ; \
		test $${PIPESTATUS[0]} -eq 0 || exit 1; \
	done

# The whole suite and short soaks under AddressSanitizer (with LeakSanitizer), then both under ThreadSanitizer.
sanitize:
	swift build --build-tests --sanitize=address --scratch-path .build-asan
	PLAYGROUND_UNDER_SANITIZER=1 ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp \
		swift test --skip-build --sanitize=address --scratch-path .build-asan
	swift build --package-path App --build-tests --sanitize=address --scratch-path App/.build-asan
	PLAYGROUND_UNDER_SANITIZER=1 ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp \
		swift test --package-path App --skip-build --sanitize=address --scratch-path App/.build-asan
	# Under ASan the soaks look for leaks (reported at exit); its quarantine makes resident memory grow, so no bound.
	for scene in drip splash ripple worm; do \
		ASAN_OPTIONS=detect_leaks=1 App/.build-asan/debug/playground soak --scene $$scene --cycles 30 --max-growth 1e9 || exit 1; done
	swift build --build-tests --sanitize=thread --scratch-path .build-tsan
	PLAYGROUND_UNDER_SANITIZER=1 swift test --skip-build --sanitize=thread --scratch-path .build-tsan
	swift build --package-path App --build-tests --sanitize=thread --scratch-path App/.build-tsan
	PLAYGROUND_UNDER_SANITIZER=1 swift test --package-path App --skip-build --sanitize=thread --scratch-path App/.build-tsan
	for scene in drip splash ripple worm; do \
		TSAN_OPTIONS=halt_on_error=1 App/.build-tsan/debug/playground soak --scene $$scene --cycles 30 --max-growth 1e9 || exit 1; done

run: build
	$(APP)

# Every figure docs/performance.md reports: Raster's synthetic frames, the four scenes, the Core Animation feature scenes
# (examples/benchmarks, 1280x800 at 2x), LayerKit's evaluation and solver.
bench: build
	$(APP) bench --synthetic all --size 1280x720 --threads 1
	$(APP) bench --synthetic all --size 1280x720 --threads 2
	$(APP) bench --synthetic all --size 1280x720 --scale 2 --threads 1
	$(APP) bench --synthetic all --size 1280x720 --scale 2 --threads 2
	for scene in splash ripple worm drip; do for scale in 1 2; do \
		$(APP) bench --scene $$scene --size 1280x800 --scale $$scale --threads 2 | tail -1; done; done
	for scene in carousel gradient spinner shadows shadow-paths particles; do \
		$(APP) bench --scene examples/benchmarks/$$scene.json --size 1280x800 --scale 2 --threads 2 | tail -1; done
	$(APP) bench --evaluation
	$(MAKE) --no-print-directory allocations

# The synthetic frames drawn by Blend2D, Skia and cairo through their Python bindings (from PyPI, in a virtual
# environment under .build-peers; cairo's needs libcairo2-dev), alternating with ours in one run: docs/performance.md's peer
# columns. Not part of `make test`: it needs the network.
PEERS := .build-peers
bench-peers: build
	@mkdir -p $(PEERS)
	@test -x $(PEERS)/venv/bin/python || python3 -m venv $(PEERS)/venv
	$(PEERS)/venv/bin/pip install -q blend2d-python skia-python
	$(PEERS)/venv/bin/pip install -q pycairo || echo "(pycairo did not build: the table will have no cairo column)"
	$(APP) bench --synthetic tiles --frames 1 --geometry $(PEERS)/geometry.json > /dev/null
	$(PEERS)/venv/bin/python tools/bench-peers.py $(APP) $(PEERS)/geometry.json

# The tuned build against a plain `swift build -c release` (what `swift run`, an IDE or a depending package builds),
# alternating the two binaries in one run (DWARF 4 changes only the debug information, so that valgrind can read it).
bench-builds: build
	swift build --package-path App -c release -Xcc -gdwarf-4 --scratch-path App/.build-plain
	python3 tools/bench-builds.py $(APP) App/.build-plain/release/playground

# docs/performance.md's table up to 4K: the floor, the splash, the window's frame (presented too, on an Xvfb server this
# starts) and the synthetic frames at 1280x720, 2560x1440 and 3840x2160, tuned and plain builds alternating.
bench-4k: build
	swift build --package-path App -c release -Xcc -gdwarf-4 --scratch-path App/.build-plain
	python3 tools/bench-4k.py $(APP) App/.build-plain/release/playground

# Heap allocations per steady-state frame: valgrind's heap totals after a warm-up and after 40 more frames, differenced
# (a script's scene counted in the process that runs its code).
# The last line measures the window's whole frame (app core, scene, controls) as the window draws it, over 200 frames
# after a longer warm-up (the time readout's digits and the caches behind it fill in its first seconds).
allocations: build
	@for target in "--scene splash:10:40" "--scene ripple:10:40" "--scene worm:10:40" "--scene drip:10:40" "--evaluation:10:40" \
		"--scene examples/benchmarks/carousel.json:10:40" "--scene examples/benchmarks/gradient.json:10:40" \
		"--scene examples/benchmarks/spinner.json:10:40" "--scene examples/benchmarks/shadows.json:10:40" \
		"--scene examples/benchmarks/shadow-paths.json:10:40" "--scene examples/benchmarks/particles.json:10:40" \
		"--scene examples/benchmarks/drawn-rings.swift:10:40" "--scene drip --window:300:200"; do \
		frames=$${target##*:}; target=$${target%:*}; warm=$${target##*:}; target=$${target%:*}; \
		count() { PLAYGROUND_SCRIPT_CHILD=1 valgrind --tool=memcheck --leak-check=no $(APP) bench $$target --size 640x400 \
			--threads 1 --frames $$1 2>&1 | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,; }; \
		before=$$(count $$warm); after=$$(count $$((warm + frames))); \
		echo "{\"bench\": \"$$target\", \"allocations_per_frame\": $$(awk "BEGIN { print ($$after - $$before) / $$frames }")}"; \
	done

gallery: build
	$(APP) render --gallery --scale 2 --out gallery.png

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan .build-plain App/.build App/.build-asan App/.build-tsan App/.build-plain

# Formats the sources with swift-format (the toolchain's) and the repository's .swift-format (140 columns).
format:
	swift-format format -i -r Sources Tests Resources/AppResources.swift Package.swift
