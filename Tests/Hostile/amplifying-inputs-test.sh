#!/usr/bin/env bash
# Small files that used to cost a lot: each is rendered (or refused with its message) by the release build within
# 2 s and 500 MB of resident memory. A 65 KB PNG of 4096 x 4096 named by 40 layers (one decode), 1,000 emitters at
# full rate (particles bounded per frame), and 3.6 MB of escaped emoji in one string (read in linear time, refused
# past 10,000 characters). Prints "amplifying inputs: N passed, N failed" as its last line.
set -u
binary="${1:-App/.build/release/playground}"
passed=0
failed=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

convert -size 4096x4096 xc:'#336699' "$work/big.png"
layers=""
for i in $(seq 0 39); do
    layers+="${layers:+, }{\"name\": \"l$i\", \"bounds\": [0, 0, 40, 40], \"position\": [$((i * 25 + 20)), 50], \"contents\": \"big.png\"}"
done
printf '{"size": [1040, 100], "layers": [%s]}' "$layers" >"$work/forty.json"

convert -size 4x4 xc:white "$work/dot.png"
cell='{"birthRate": 10000, "lifetime": 100, "velocity": 50, "emissionRange": 6.28, "contents": "dot.png"}'
emitters=""
for i in $(seq 0 999); do
    emitters+="${emitters:+, }{\"type\": \"emitter\", \"bounds\": [0, 0, 10, 10], \"position\": [$((i % 40 * 30)), $((i / 40 * 30))], \"emitterCells\": [$cell]}"
done
printf '{"size": [1280, 800], "layers": [%s]}' "$emitters" >"$work/emitters.json"

escape='\\uD83D\\uDE00'
block=$(printf "$escape%.0s" $(seq 1000))
text=$(for _ in $(seq 300); do printf '%s' "$block"; done)
printf '{"size": [100, 100], "layers": [{"type": "text", "string": "%s"}]}' "$text" >"$work/escapes.json"

# check NAME EXPECTED-STATUS SCENE: renders at 5 s; the peak memory and the time must stay within bounds.
check() {
    local status seconds kib
    /usr/bin/time -o "$work/time" -f '%e %M' timeout 30 "$binary" render --scene "$3" --time 5 --out "$work/out.png" >/dev/null 2>"$work/err"
    status=$?
    read -r seconds kib <<<"$(tail -1 "$work/time")"
    if [ "$status" -eq "$2" ] && [ -n "$kib" ] && awk -v s="$seconds" -v k="$kib" 'BEGIN { exit !(s <= 2 && k <= 500 * 1024) }'; then
        passed=$((passed + 1)); echo "  ok   $1: ${seconds} s, $((kib / 1024)) MB"
    else
        failed=$((failed + 1)); echo "  FAIL $1: status $status (expected $2), ${seconds:-?} s, $(( ${kib:-0} / 1024 )) MB"; cat "$work/err"
    fi
}
check "a 4096 x 4096 PNG named by 40 layers" 0 "$work/forty.json"
check "1,000 emitters at full rate" 0 "$work/emitters.json"
check "3.6 MB of escaped emoji in one string" 1 "$work/escapes.json"
grep -q "longer than 10000 characters (300000)" "$work/err" && passed=$((passed + 1)) && echo "  ok   the string is refused, counted in characters" \
    || { failed=$((failed + 1)); echo "  FAIL the string's message: $(cat "$work/err")"; }
echo "amplifying inputs: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
