# The two commands: `make setup` (system packages + release build), `make test` (the whole suite).
SHELL := /bin/bash
APT_PACKAGES := libsdl2-dev libpng-dev libfreetype-dev pkg-config fonts-dejavu-core xvfb xdotool xclip imagemagick ffmpeg valgrind
# Tune the release build for this machine's vector units when it has AVX2 (as -march=native would).
CPU_FLAGS := $(shell grep -q avx2 /proc/cpuinfo 2>/dev/null && echo "-Xswiftc -target-cpu -Xswiftc haswell")
RELEASE := swift build -c release $(CPU_FLAGS)

.PHONY: setup packages build test run bench allocations gallery clean

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

# The window test runs against both builds: the release one is what `make run` opens, built with other
# optimizations (unchecked arithmetic in Raster).
test:
	swift build --build-tests
	swift test --skip-build
	bash Tests/Window/window-test.sh .build/debug/playground
	$(RELEASE)
	bash Tests/Window/window-test.sh .build/release/playground

run: build
	.build/release/playground

# Every figure the README reports: Raster's synthetic frames, the four scenes, LayerKit's evaluation and solver.
bench: build
	.build/release/playground bench --synthetic all --size 1280x720 --threads 1
	.build/release/playground bench --synthetic all --size 1280x720 --threads 2
	.build/release/playground bench --synthetic all --size 1280x720 --scale 2 --threads 1
	.build/release/playground bench --synthetic all --size 1280x720 --scale 2 --threads 2
	for scene in splash ripple worm drip; do for scale in 1 2; do \
		.build/release/playground bench --scene $$scene --size 1280x800 --scale $$scale --threads 2 | tail -1; done; done
	.build/release/playground bench --evaluation
	$(MAKE) --no-print-directory allocations

# Heap allocations per steady-state frame: valgrind's heap totals after 10 and after 50 frames, differenced.
allocations: build
	@for target in "--scene splash" "--scene ripple" "--scene worm" "--scene drip" "--evaluation"; do \
		count() { valgrind --tool=memcheck --leak-check=no .build/release/playground bench $$target --size 640x400 \
			--threads 1 --frames $$1 2>&1 | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,; }; \
		before=$$(count 10); after=$$(count 50); \
		echo "{\"bench\": \"$$target\", \"allocations_per_frame\": $$(awk "BEGIN { print ($$after - $$before) / 40 }")}"; \
	done

gallery: build
	.build/release/playground render --gallery --scale 2 --out gallery.png

clean:
	rm -rf .build
