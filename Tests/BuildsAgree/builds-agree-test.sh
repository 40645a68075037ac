#!/usr/bin/env bash
# The debug build paints with scalar loops, the release build with eight-pixel vector loops (PixelArithmetic.vectorLoops):
# frames from both must be byte-identical. Renders a set of scenes, the Raster gallery and the benchmark frames with each
# binary and compares the PNGs. Prints "builds agree: N passed, N failed" as its last line.
set -u
debug=$1 release=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
compare_frame() {
    local name=$1; shift
    if "$debug" render "$@" --out "$work/debug.png" >/dev/null 2>"$work/err" &&
        "$release" render "$@" --out "$work/release.png" >/dev/null 2>>"$work/err" &&
        cmp -s "$work/debug.png" "$work/release.png"; then
        echo "  ok   $name"; passed=$((passed + 1))
    else
        echo "  FAIL $name"; cat "$work/err"; failed=$((failed + 1))
    fi
}
compare_frame "Raster gallery" --gallery
compare_frame "splash at 2x, 1.3 s" --scene splash --time 1.3 --scale 2 --size 640x400
compare_frame "drip, 2 s" --scene drip --time 2
compare_frame "images magnified past two pixels a texel, spans starting in their last texels" --scene "$root/Tests/BuildsAgree/magnified-images.json" --scale 2
compare_frame "3-D carousel (perspective images)" --scene "$root/examples/3d/carousel.json" --time 1 --scale 2
compare_frame "shadows" --scene "$root/examples/shadows/card-lift.json" --time 0.8 --scale 2
compare_frame "LayerKit gallery" --scene "$root/examples/gallery/layers.json" --time 1
compare_frame "confetti (tinted, additive images)" --scene "$root/examples/particles/confetti.json" --time 1.5
compare_frame "fireworks (sub-cells)" --scene "$root/examples/particles/fireworks.json" --time 2.4
for frame in tiles strokes discs; do compare_frame "benchmark frame: $frame" --synthetic "$frame"; done
echo "builds agree: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
