#!/usr/bin/env bash
# Steady frames allocate (almost) nothing: valgrind's heap totals after a warm-up and after 15 more frames, differenced,
# for a scene of each kind of drawing (images, 3-D, shadows of content and of paths, particles). A few one-off
# allocations (a buffer growing once) are allowed; one per frame would be 15. The short form of `make allocations`,
# for `make test`. A script's scene is counted in the process that runs its code (the child the command starts, run
# directly). Prints "allocations: N passed, N failed" as its last line.
set -u
binary="${1:-App/.build/release/playground}"
passed=0
failed=0
# scene, warm-up frames, most allocations allowed over the 15 measured frames
for entry in "splash:10:5" "examples/benchmarks/carousel.json:10:2" "examples/benchmarks/shadows.json:10:2" \
    "examples/benchmarks/shadow-paths.json:10:2" "examples/benchmarks/particles.json:10:8" \
    "examples/benchmarks/drawn-rings.swift:10:2"; do
    scene=${entry%%:*}; rest=${entry#*:}; warm=${rest%%:*}; allowed=${rest#*:}
    count() {
        PLAYGROUND_SCRIPT_CHILD=1 valgrind --tool=memcheck --leak-check=no "$binary" bench --scene "$scene" --size 640x400 --threads 1 --frames "$1" 2>&1 \
            | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
    }
    before=$(count "$warm")
    after=$(count $((warm + 15)))
    if [ -n "$before" ] && [ -n "$after" ] && [ $((after - before)) -le "$allowed" ]; then
        passed=$((passed + 1)); echo "  ok   $scene: $((after - before)) allocations in 15 frames (at most $allowed)"
    else
        failed=$((failed + 1)); echo "  FAIL $scene: ${before:-?} -> ${after:-?} allocations over 15 frames (at most $allowed)"
    fi
done
echo "allocations: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
