#!/usr/bin/env bash
# A real-window test: runs the playground under Xvfb, drives it with xdotool and checks the screen.
# Prints "window: N passed, N failed" as its last line. Fails when a tool is missing (make setup installs them);
# skips (exit 0, saying why) only when no X server can start.
set -u
binary="${1:-App/.build/debug/playground}"
passed=0
failed=0
check() {  # check NAME COMMAND...
    if "${@:2}"; then passed=$((passed + 1)); echo "  ok   $1"; else failed=$((failed + 1)); echo "  FAIL $1"; fi
}
for tool in Xvfb xdotool xclip xprop xwininfo import convert compare; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "window test: $tool is not installed (make setup installs it)"
        echo "window: 0 passed, 1 failed"
        exit 1
    fi
done
# Without a display the window fails at once with a clear message (rather than running unseen).
nodisplay=$(env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER timeout 20 "$binary" --quit-after 10 2>&1)
status=$?
check "without a display it exits at once, saying why (status $status)" \
    bash -c "[ $status -ne 0 ] && [ $status -ne 124 ] && grep -q 'no display' <<< \"\$1\"" _ "$nodisplay"
# A display number no other server holds (a socket or lock left by one still shutting down counts), and a server that
# is ours: when Xvfb finds the number taken it exits, and a client would reach the other server while it goes away.
xvfb=""
for _ in 1 2 3 4 5; do
    number=$((90 + RANDOM % 400))
    [ -e "/tmp/.X11-unix/X$number" ] || [ -e "/tmp/.X$number-lock" ] && continue
    display=":$number"
    Xvfb "$display" -screen 0 1400x900x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    export DISPLAY="$display"
    for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
    kill -0 "$xvfb" 2>/dev/null && xdotool getmouselocation >/dev/null 2>&1 && break
    kill "$xvfb" 2>/dev/null
    xvfb=""
done
if [ -z "$xvfb" ]; then
    echo "window test skipped: Xvfb could not start an X server"
    exit 0
fi
work=$(mktemp -d)
cleanup() { kill "$app" 2>/dev/null; kill "$xvfb" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
(cd "$work" && XDG_CONFIG_HOME="$work/config" XDG_PICTURES_DIR= exec "$OLDPWD/$binary" --scene splash --size 1280x800 --scale 1 --threads 2 --quit-after 60) >"$work/log" 2>&1 &
app=$!
# The window of process $app, in $window: a loaded machine can take a while to start a debug build (and to compile
# a script), so wait up to SECONDS, unless the app has died.
# The window must also answer X requests, twice, half a second apart: a window found while it is still being set
# up can vanish, and asking a vanished window for its pixels would wait for ever.
find_window() {  # find_window SECONDS
    window=""
    for _ in $(seq $(($1 * 10))); do
        window=$(xdotool search --pid "$app" --name "Animation Playground" 2>/dev/null | tail -1)
        if [ -n "$window" ] && timeout 5 xprop -id "$window" WM_NAME >/dev/null 2>&1; then
            sleep 0.5
            latest=$(xdotool search --pid "$app" --name "Animation Playground" 2>/dev/null | tail -1)
            [ "$latest" = "$window" ] && timeout 5 xprop -id "$window" WM_NAME >/dev/null 2>&1 && break
        fi
        window=""
        kill -0 "$app" 2>/dev/null || break
        sleep 0.1
    done
}
find_window 30
check "the window opens" test -n "$window"
if [ -z "$window" ]; then cat "$work/log"; echo "window: $passed passed, $((failed)) failed"; exit 1; fi
xdotool windowmove "$window" 0 0 >/dev/null 2>&1
check "the window has the app's icon" bash -c "timeout 10 xprop -id $window _NET_WM_ICON | grep -q 'Icon (64 x 64)'"
sleep 1
shot() { timeout 20 import -window "$window" "$work/$1.png" 2>/dev/null; }
# Pixel at window point (x, y) as "r,g,b".
pixel() { convert "$work/$1.png" -format "%[pixel:p{$2,$3}]" info: 2>/dev/null; }
# Pixels that differ between two screenshots (ImageMagick writes large counts as 1.024e+06: printed back as a whole number).
changed() {
    local n; n=$(compare -metric AE "$work/$1.png" "$work/$2.png" /dev/null 2>&1 | cut -d' ' -f1)
    if [[ "$n" =~ ^[0-9.]+(e\+?[0-9]+)?$ ]]; then printf '%.0f' "$n"; else echo -1; fi
}
differs() { [ "$(changed "$1" "$2")" -gt 1000 ]; }
differs_readout() { [ "$(changed "$1" "$2")" -gt 20 ]; }
same() { local n; n=$(changed "$1" "$2"); [ "$n" -ge 0 ] && [ "$n" -lt 50 ]; }

shot a; sleep 0.6; shot b
check "successive frames of the splash differ" differs a b
# Space pauses: two screenshots a moment apart are the same (given a loaded machine a few tries to settle).
xdotool key --window "$window" space; sleep 0.5
for _ in 1 2 3 4 5; do shot c; sleep 0.6; shot d; same c d && break; done
check "space pauses the scene" same c d
# Right arrow steps one frame while paused.
xdotool key --window "$window" Right; sleep 0.8
shot e
check "an arrow key steps the paused scene" differs d e
xdotool key --window "$window" space
# 4 switches to the drip scene: its black background replaces the splash's blue.
xdotool key --window "$window" 4; sleep 0.6
shot f
check "key 4 shows the drip scene" test "$(pixel f 100 300)" = "srgb(0,0,0)"
# A click on the drip button starts the download: droplets appear and the frame keeps changing.
xdotool mousemove --window "$window" 640 400 click 1; sleep 1.5
shot g; sleep 0.5; shot h
check "a click on the drip button starts the download" differs g h
# H shows the help panel over the scene.
xdotool key --window "$window" h; sleep 0.8
shot i
check "H shows the help panel" differs h i
xdotool key --window "$window" h; sleep 0.2
# The curve editor: E opens it on the drip's first slot (ease-in, 0.42, 0, 1, 1); Up raises the first handle's y;
# Ctrl+C puts the changed curve on the clipboard as Swift.
xdotool key --window "$window" e; sleep 0.8
xdotool key --window "$window" Up Up Up; sleep 0.6
shot j
check "E opens the curve editor beside the scene" differs i j
xdotool key --window "$window" ctrl+c; sleep 0.8
clip=$(xclip -o -selection clipboard 2>/dev/null)
check "the nudged curve is on the clipboard (got: $clip)" test "$clip" = "CAMediaTimingFunction(controlPoints: 0.42, 0.03, 1.0, 1.0)"
# K names a preset of the curve: the typed text (case and all) replaces the suggested name, Enter keeps it in the
# presets file.
xdotool key --window "$window" k; sleep 0.2
xdotool type --window "$window" --delay 40 "Snappy Out"; sleep 0.2
xdotool key --window "$window" Return; sleep 0.6
check "K, a typed name and Enter keep a named preset" grep -q '"name" : "Snappy Out"' "$work/config/animation-playground/curves.json"
xdotool key --window "$window" e; sleep 0.2
# Ctrl+S saves a screenshot into the working folder (no pictures folder here), a second one in the same second
# under another name.
xdotool key --window "$window" ctrl+s ctrl+s
# Each is rendered and encoded as it is asked for: a slow moment of the machine may take more than a second for both.
for _ in $(seq 40); do [ "$(ls "$work"/playground-*.png 2>/dev/null | wc -l)" -ge 2 ] && break; sleep 0.25; done
check "two quick screenshots are two files" test "$(ls "$work"/playground-*.png 2>/dev/null | wc -l)" -eq 2
# Ctrl+R records the worm's current loop (2.4 s) as a GIF beside them, while the window keeps playing.
xdotool key --window "$window" 3; sleep 0.5
xdotool key --window "$window" ctrl+r
for _ in $(seq 120); do ls "$work"/playground-*.gif >/dev/null 2>&1 && break; sleep 0.5; done
check "Ctrl+R records the loop to a GIF" bash -c "ls '$work'/playground-*.gif >/dev/null 2>&1"
# Escape quits (on the key press: there is no window left to receive the release).
xdotool keydown --window "$window" Escape
for _ in $(seq 30); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
check "Escape quits" bash -c "! kill -0 $app 2>/dev/null"

# A scene script: it opens in the window, an edit saved to disk shows within seconds, a broken edit shows its
# error while the last good build keeps running, and fixing it recovers.
script_with() {  # script_with COLOR-EXPRESSION
    printf 'import LayerKit\n\nfunc makeScene(root: Layer) {\n    let panel = Layer()\n    panel.frame = root.bounds\n    panel.backgroundColor = %s\n    root.addSublayer(panel)\n}\n' "$1"
}
# Starts the app in $work on a scene, at 1280x800, writing LOG; then finds its window (up to SECONDS) and moves it
# to the corner.
launch() {  # launch LOG SECONDS SCENE QUIT-AFTER
    kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
    (cd "$work" && XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" exec "$OLDPWD/$binary" --scene "$3" --size 1280x800 \
        --scale 1 --quit-after "$4") >"$work/$1" 2>&1 &
    app=$!
    find_window "$2"
    [ -n "$window" ] && xdotool windowmove "$window" 0 0 >/dev/null 2>&1
    # No window: what the app said, and whether it still runs, for the failure that follows.
    if [ -z "$window" ]; then
        echo "  (no window for $3 after $2 s; the app is $(kill -0 "$app" 2>/dev/null && echo running || echo gone); its log:)"
        tail -n 20 "$work/$1" | sed 's/^/    /'
    fi
}
wait_for() {  # wait_for SHOT X Y EXPECTED: up to 20 s
    for _ in $(seq 40); do shot "$1"; [ "$(pixel "$1" "$2" "$3")" = "$4" ] && return 0; sleep 0.5; done
    return 1
}
script_with "Color(red: 1, green: 0, blue: 0)" >"$work/panel.swift"
launch log2 60 panel.swift 90
check "the window opens on a scene script" test -n "$window"
if [ -n "$window" ]; then
    sleep 1
    shot s1
    check "the script's scene is on screen (got $(pixel s1 640 400))" test "$(pixel s1 640 400)" = "srgb(255,0,0)"
    script_with "Color(red: 0, green: 0, blue: 1)" >"$work/panel.swift.new" && mv "$work/panel.swift.new" "$work/panel.swift"
    check "a saved edit of the script shows in the window" wait_for s2 640 400 "srgb(0,0,255)"
    script_with "Color(red: 0, green: 1, blue: oops)" >"$work/panel.swift.new" && mv "$work/panel.swift.new" "$work/panel.swift"
    sleep 4
    shot s3
    check "a broken edit shows its error over the last good build" bash -c \
        "[ \"$(pixel s3 640 400)\" = 'srgb(0,0,255)' ] && [ \"$(pixel s3 30 70)\" != 'srgb(0,0,255)' ]"
    script_with "Color(red: 0, green: 1, blue: 0)" >"$work/panel.swift.new" && mv "$work/panel.swift.new" "$work/panel.swift"
    check "fixing the script recovers" wait_for s4 30 70 "srgb(0,255,0)"
    xdotool keydown --window "$window" Escape
fi
# Touches: a click on a script's view reaches its tap recognizer (through SDL, the app and the scene session).
cat >"$work/tap.swift" <<'SCRIPT'
import UIKit

final class Panel: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .red
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }
    required init?(coder: NSCoder) { fatalError("no archives") }
    @objc func tapped() { backgroundColor = .blue }
}

func makeScene(root: UIView) { root.addSubview(Panel(frame: root.bounds)) }
SCRIPT
launch log4 60 tap.swift 60
check "the window opens on a script with a tap recognizer" test -n "$window"
if [ -n "$window" ]; then
    check "the script's view is on screen" wait_for t1 640 400 "srgb(255,0,0)"
    xdotool mousemove --window "$window" 640 400 click 1
    check "a click reaches the script's tap recognizer" wait_for t2 640 400 "srgb(0,0,255)"
    xdotool keydown --window "$window" Escape
fi
# A script's faults never reach the window: its code runs in a scene host process. An endless loop in a tap handler
# and exit(0) in a timer are each reported in the window's red banner while the window keeps answering keys; SIGTERM
# ends it at once, and no process of the script outlives it.
fault_script() {  # fault_script BODY
    printf 'import UIKit\n\nfunc fault() {\n    %s\n}\n\nfinal class Target: NSObject {\n    @objc func tapped() { fault() }\n}\nlet target = Target()\n\nfunc makeScene(root: UIView) {\n    let box = UIView(frame: root.bounds)\n    box.backgroundColor = .red\n    root.addSubview(box)\n    box.addGestureRecognizer(UITapGestureRecognizer(target: target, action: #selector(Target.tapped)))\n    %s\n}\n' "$1" "$2"
}
# The banner (a dark red band under the scene bar) at window point (1250, 62), right of its text.
banner_red() {  # banner_red SHOT
    local p; p=$(pixel "$1" 1250 62 | tr -dc '0-9,'); IFS=, read -r r g b <<<"$p"
    [ -n "$r" ] && [ "$r" -ge 110 ] && [ "$r" -le 170 ] && [ "$g" -le 50 ] && [ "$b" -le 50 ]
}
scene_hosts() { pgrep -f "scene-host .*--script (.*/)?$1\$" | wc -l; }
fault_script 'var n = 0; while n >= 0 { n = (n &+ 1) & 0xFFFF }' '' >"$work/loop.swift"
launch log5 60 loop.swift 90
check "the window opens on a script that loops for ever when tapped" test -n "$window"
if [ -n "$window" ]; then
    wait_for l1 640 400 "srgb(255,0,0)"
    xdotool mousemove --window "$window" 640 400 click 1
    for _ in $(seq 30); do shot l2; banner_red l2 && break; sleep 0.5; done
    check "an endless loop in a tap handler is reported in the window ($(pixel l2 1250 62))" banner_red l2
    xdotool key --window "$window" h; sleep 0.8
    shot l3
    check "the window still answers keys" differs l2 l3
    # R starts the script again in a new scene host, which must end with the window.
    xdotool key --window "$window" r; sleep 1
    hosts=$(scene_hosts loop.swift)
    check "R starts the script again in a new scene host" test "$hosts" -eq 1
    kill -TERM "$app"
    for _ in $(seq 10); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
    check "SIGTERM ends the window within a second" bash -c "! kill -0 $app 2>/dev/null"
    sleep 0.5
    check "no scene host outlives the window (had $hosts)" test "$(scene_hosts loop.swift)" -eq 0
fi
fault_script 'exit(0)' 'DispatchQueue.main.asyncAfter(deadline: .now() + 1) { fault() }' >"$work/exit.swift"
launch log6 60 exit.swift 90
check "the window opens on a script that calls exit(0)" test -n "$window"
if [ -n "$window" ]; then
    for _ in $(seq 30); do shot x1; banner_red x1 && break; sleep 0.5; done
    check "exit(0) in a timer is reported in the window" banner_red x1
    check "the window stays up after the script's exit(0)" kill -0 "$app"
    # Slow motion, then the window is killed: the speed was saved when it changed, and the next start opens the
    # script paused, saying why, rather than playing into its fault again.
    xdotool key --window "$window" s; sleep 1.2
    xdotool key --window "$window" r; sleep 0.5
    check "R starts the script again" test "$(scene_hosts exit.swift)" -eq 1
    kill -9 "$app"; wait "$app" 2>/dev/null
    sleep 0.6
    check "no scene host outlives a killed window" test "$(scene_hosts exit.swift)" -eq 0
    check "a setting changed before kill -9 is remembered" grep -q '"speed" : 0.5' "$work/config/animation-playground/settings.json"
    (cd "$work" && XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" exec "$OLDPWD/$binary" --size 1280x800 \
        --scale 1 --quit-after 30) >"$work/log7" 2>&1 &
    app=$!
    find_window 60
    check "after an unclean end the window opens again" test -n "$window"
    if [ -n "$window" ]; then
        xdotool windowmove "$window" 0 0 >/dev/null 2>&1
        sleep 2
        shot x2; sleep 1; shot x3
        convert "$work/x2.png" -crop 240x40+1040+770 "$work/x2c.png"; convert "$work/x3.png" -crop 240x40+1040+770 "$work/x3c.png"
        check "the script opens paused (its clock readout stands still)" same x2c x3c
        kill -INT "$app"
        for _ in $(seq 10); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
        check "SIGINT ends the window within a second" bash -c "! kill -0 $app 2>/dev/null"
    fi
fi
# A trap in a display link callback (every kind of fault from every place is in SceneHostTests, headless).
fault_script 'let values = [1]; _ = values[values.count + 2]' 'CADisplayLink { link in if link.timestamp > 1 { fault() } }.add(to: .main, forMode: .common)' >"$work/trap.swift"
launch log8 60 trap.swift 60
check "the window opens on a script that traps in a display link" test -n "$window"
if [ -n "$window" ]; then
    for _ in $(seq 30); do shot d1; banner_red d1 && break; sleep 0.5; done
    check "a trap in a display link is reported in the window ($(pixel d1 1250 62))" banner_red d1
    # The clock readout (bottom right) still moves after the fault, and Space stops it.
    readout() { convert "$work/$1.png" -crop 240x40+1040+770 "$work/$1r.png"; }
    shot d2; sleep 1; shot d3; readout d2; readout d3
    check "the timeline keeps running after the fault" differs_readout d2r d3r
    xdotool key --window "$window" space; sleep 0.6
    shot d4; sleep 1; shot d5; readout d4; readout d5
    check "the window still answers keys (Space pauses)" same d4r d5r
    xdotool keydown --window "$window" Escape
fi
# Xcode playgrounds: a multi-page bundle opens at its first page (the window's title names the bundle and page),
# Page Down turns to the next page (its code compiled and run in its own host), and a single-page playground's view
# controller presents a card when its button is clicked.
title_has() {  # title_has TEXT: up to 60 s (a page compiles on first open)
    for _ in $(seq 120); do xdotool getwindowname "$window" 2>/dev/null | grep -qF "$1" && return 0; sleep 0.5; done
    return 1
}
launch log6 90 "$OLDPWD/examples/playgrounds/Timing Tour.playground" 120
check "the window opens on a playground bundle" test -n "$window"
if [ -n "$window" ]; then
    check "the first page shows, named in the title" title_has "Timing Tour.playground › Curves (1/3)"
    sleep 1
    shot p1
    xdotool key --window "$window" Next
    check "Page Down turns to the second page" title_has "Timing Tour.playground › Springs (2/3)"
    sleep 2
    shot p2
    check "the second page's scene replaced the first's" differs p1 p2
    xdotool keydown --window "$window" Escape
fi
launch log7 90 "$OLDPWD/examples/playgrounds/Pulse.playground" 90
check "the window opens on a single-page playground" test -n "$window"
if [ -n "$window" ]; then
    check "its page shows" title_has "Pulse.playground"
    sleep 2
    card_shown() {  # the card's near-white background covers the point below the button
        for _ in $(seq 30); do
            shot v2
            local red; red=$(pixel v2 640 560 | sed -E 's/srgba?\(([0-9]+),.*/\1/')
            [ "${red:-0}" -gt 200 ] && return 0
            sleep 0.5
        done
        return 1
    }
    xdotool mousemove --window "$window" 640 400 click 1
    check "a click on the page's button presents its card" card_shown
    xdotool keydown --window "$window" Escape
fi
# Auto Layout and controls: dragging the slider of a published-style page scrubs its property animator.
launch log8 90 "$OLDPWD/examples/playgrounds/Scrubber.playground" 90
check "the window opens on the scrubber page" test -n "$window"
if [ -n "$window" ]; then
    sleep 3
    shot k1
    # Laid out by anchors and stack views at 1280 x 800: the card at (40, 60) in the scene, the slider's thumb at its
    # left end (46, 646) in the window.
    check "the card starts at the left (got $(pixel k1 90 150))" test "$(pixel k1 90 150)" = "srgb(88,86,214)"
    xdotool mousemove --window "$window" 46 646 mousedown 1; sleep 0.3
    xdotool mousemove --window "$window" 340 646; sleep 0.3
    xdotool mousemove --window "$window" 640 646; sleep 0.5
    xdotool mouseup 1; sleep 1
    shot k2
    check "dragging the slider to the middle moves the card halfway (got $(pixel k2 640 150))" bash -c \
        "[ \"$(pixel k2 90 150)\" = 'srgb(242,242,247)' ] && [ \"$(pixel k2 640 150)\" != 'srgb(242,242,247)' ]"
    # Without a window manager the app itself keeps the window at its minimum size.
    xdotool windowsize "$window" 300 200; sleep 1.5
    size=$(xwininfo -id "$window" | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}')
    check "the window cannot be made smaller than 640 x 400 (got $size)" bash -c "[ ${size%x*} -ge 640 ] && [ ${size#*x} -ge 400 ]"
    xdotool keydown --window "$window" Escape
fi
# A 3-D example: the carousel of image cards turns in the window.
launch log3 30 "$OLDPWD/examples/3d/carousel.json" 30
check "the window opens on the 3-D carousel" test -n "$window"
if [ -n "$window" ]; then
    sleep 2
    shot c1
    sleep 0.7
    shot c2
    check "the carousel turns" differs c1 c2
    xdotool keydown --window "$window" Escape
fi
# Starts the splash at 640 x 400 points at SCALE, with its own settings, and finds its window (up to 30 s).
launch_small() {  # launch_small SCALE
    kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
    (cd "$work" && XDG_CONFIG_HOME="$work/config-$1" exec "$OLDPWD/$binary" --scene splash --size 640x400 --scale "$1" \
        --quit-after 30) >"$work/log-$1" 2>&1 &
    app=$!
    find_window 30
}
# --scale 2 on this 1x display: each point gets 2 x 2 of the display's pixels, so the window is twice its size in
# points and a click lands on the point under it (the scene bar's second button, at (150, 20) points).
launch_small 2
check "the window opens at --scale 2" test -n "$window"
if [ -n "$window" ]; then
    xdotool windowmove "$window" 0 0 >/dev/null 2>&1
    size=$(xwininfo -id "$window" | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}')
    check "at --scale 2 on a 1x display, 640 x 400 points is 1280 x 800 pixels (got $size)" test "$size" = "1280x800"
    sleep 1
    xdotool mousemove --window "$window" 300 40 click 1; sleep 1
    check "a click at twice a point's coordinates selects what is at the point (got $(shot s2; pixel s2 300 64))" \
        wait_for s2 300 64 "srgb(50,171,155)"
    xdotool keydown --window "$window" Escape
fi
# A window made larger is drawn to its new edges: the status bar follows the bottom, the frame fills the width.
launch_small 1
check "the window opens at 640 x 400 points" test -n "$window"
if [ -n "$window" ]; then
    xdotool windowmove "$window" 0 0 >/dev/null 2>&1
    xdotool windowsize "$window" 900 600; sleep 1.5
    status_bar="srgb(17,23,38)"
    shot g1
    bottom_left=$(pixel g1 10 590) bottom_right=$(pixel g1 890 590) old_bottom=$(pixel g1 10 390)
    check "resized to 900 x 600, the status bar lies along the new bottom (got $bottom_left, $bottom_right, $old_bottom)" \
        bash -c "[ '$bottom_left' = '$status_bar' ] && [ '$bottom_right' = '$status_bar' ] && [ '$old_bottom' != '$status_bar' ]"
    xdotool keydown --window "$window" Escape
fi
# --scale 0.5: the frame has a quarter of the window's pixels and is magnified over all of it (no dark margin).
launch_small 0.5
check "the window opens at --scale 0.5" test -n "$window"
if [ -n "$window" ]; then
    sleep 1
    shot h1
    check "at --scale 0.5 the frame fills the window to its corner (got $(pixel h1 630 390))" \
        test "$(pixel h1 630 390)" = "srgb(17,23,38)"
    xdotool keydown --window "$window" Escape
fi
# The window's frame path timed with its present: one line of JSON naming how frames reach the screen. Xvfb's OpenGL
# is a software one (or there is none), so frames go straight into the window's pixels.
bench=$(cd "$work" && XDG_CONFIG_HOME="$work/configbench" timeout 120 "$OLDPWD/$binary" bench --scene splash --window --present \
    --size 640x400 --frames 5 2>&1 | tail -1)
check "bench --window --present times the present (got $bench)" \
    bash -c "grep -q '\"present_median_ms\": [0-9]' <<< \"\$1\" && grep -q '\"presentation\": \"surface\"' <<< \"\$1\"" _ "$bench"
nobench=$(env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER timeout 20 "$binary" bench --scene splash --window --present 2>&1)
status=$?
check "bench --present without a display exits at once, saying why (status $status)" \
    bash -c "[ $status -ne 0 ] && [ $status -ne 124 ] && grep -q 'no display' <<< \"\$1\"" _ "$nobench"
# A scene's frames timed whole and up to the end of their recording, which each frame reaches before its whole.
scenebench=$(timeout 120 "$binary" bench --scene splash --size 640x400 --frames 5 2>&1 | tail -1)
check "bench --scene reports the recording's median within the frame's (got $scenebench)" \
    python3 -c 'import json, sys; s = json.loads(sys.argv[1]); sys.exit(not 0 < s["record_median_ms"] <= s["median_ms"])' \
    "$scenebench"
echo "window: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
