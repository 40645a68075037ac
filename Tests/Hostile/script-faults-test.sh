#!/usr/bin/env bash
# A script's fault after the first seconds (which every new build plays once in a check) in the headless commands:
# each runs the script's code in a child process, so a trap is one error line naming the script's line, with status 1,
# not a crash of the command and its backtrace; what the command prints before it (the JSON of `dump` on standard
# output) is unchanged. Prints "script faults: N passed, N failed" as its last line.
set -u
binary="${1:-App/.build/release/playground}"
passed=0
failed=0
work=$(mktemp -d)
export XDG_CACHE_HOME="$work/cache"
trap 'rm -rf "$work"' EXIT

cat >"$work/late.swift" <<'SWIFT'
import UIKit
import PlaygroundSupport

let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
view.backgroundColor = .white
let values = [1, 2, 3]
DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
    UIView.animate(withDuration: 0.5) { view.alpha = 0.5 }
    _ = values[values.count + 2]
}
PlaygroundPage.current.liveView = view
SWIFT

# expect NAME STATUS PATTERN COMMAND...: the command's status, and PATTERN (a grep -E) in what it printed to stderr.
expect() {
    local name="$1" want="$2" pattern="$3"
    shift 3
    timeout 120 "$@" >"$work/out" 2>"$work/err"
    local status=$?
    if [ "$status" -eq "$want" ] && { [ -z "$pattern" ] || grep -qE -- "$pattern" "$work/err"; } \
        && ! grep -q "Backtracing\|Thread 0" "$work/err"; then
        passed=$((passed + 1)); echo "  ok   $name"
    else
        failed=$((failed + 1)); echo "  FAIL $name: status $status (expected $want)"; head -c 2000 "$work/err"
    fi
}
fault="^Error: $work/late.swift:9:[0-9]+: the script crashed while running its scene: Fatal error: Index out of range"
expect "render before the fault" 0 "" "$binary" render --scene "$work/late.swift" --size 200x200 --time 3.5 --out "$work/a.png"
expect "render after the fault" 1 "$fault" "$binary" render --scene "$work/late.swift" --size 200x200 --time 5 --out "$work/b.png"
[ ! -e "$work/b.png" ] && passed=$((passed + 1)) && echo "  ok   no image is left behind" \
    || { failed=$((failed + 1)); echo "  FAIL an image was written"; }
expect "record across the fault" 1 "$fault" "$binary" record --scene "$work/late.swift" --size 200x200 --duration 6 --fps 10 --out "$work/late.gif"
[ ! -e "$work/late.gif" ] && [ -z "$(ls -A "$work" | grep -v '^cache$\|^late.swift$\|^a.png$\|^out$\|^err$')" ] \
    && passed=$((passed + 1)) && echo "  ok   no recording or temporary file is left behind" \
    || { failed=$((failed + 1)); echo "  FAIL left behind: $(ls -A "$work")"; }
expect "dump before the fault" 0 "" "$binary" dump --scene "$work/late.swift" --time 1
grep -q '"root"' "$work/out" && passed=$((passed + 1)) && echo "  ok   dump's JSON reaches standard output" \
    || { failed=$((failed + 1)); echo "  FAIL dump's output: $(head -c 300 "$work/out")"; }
echo "script faults: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
