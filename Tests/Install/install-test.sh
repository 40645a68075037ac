#!/usr/bin/env bash
# Installs into a temporary prefix, runs the installed binary from elsewhere (a built-in scene and a scene script,
# which needs the installed modules), uninstalls, and checks that nothing is left. Last line: "install: N passed, N failed".
set -u
passed=0
failed=0
check() {  # check NAME COMMAND...
    if "${@:2}"; then passed=$((passed + 1)); echo "  ok   $1"; else failed=$((failed + 1)); echo "  FAIL $1"; fi
}
root=$(cd "$(dirname "$0")/../.." && pwd)
prefix=$(mktemp -d)
elsewhere=$(mktemp -d)
trap 'rm -rf "$prefix" "$elsewhere"' EXIT
make -C "$root" --no-print-directory install PREFIX="$prefix" >"$elsewhere/install.log" 2>&1
check "make install succeeds" test $? -eq 0
binary="$prefix/bin/animation-playground"
check "the binary (a link into PREFIX/lib/animation-playground, with the engine library and modules), desktop entry, metainfo and icons are installed" \
    test -L "$binary" -a -x "$binary" -a -f "$prefix/lib/animation-playground/libPlaygroundEngine.so" \
    -a -f "$prefix/lib/animation-playground/Modules/LayerKit.swiftmodule" -a \
    -f "$prefix/share/applications/animation-playground.desktop" -a -f "$prefix/share/metainfo/io.github.animationplayground.Playground.metainfo.xml" \
    -a -f "$prefix/share/icons/hicolor/256x256/apps/animation-playground.png" -a -f "$prefix/share/icons/hicolor/scalable/apps/animation-playground.svg"
# Run from another folder with the source tree out of reach: resources come from PREFIX/share/animation-playground.
(cd "$elsewhere" && "$binary" render --scene splash --time 1.3 --size 320x240 --out splash.png >/dev/null 2>"$elsewhere/err")
check "the installed binary renders the splash from another folder" test -s "$elsewhere/splash.png"
printf 'import LayerKit\nfunc makeScene(root: Layer) { root.backgroundColor = Color(red: 1, green: 0, blue: 0) }\n' >"$elsewhere/red.swift"
(cd "$elsewhere" && XDG_CACHE_HOME="$elsewhere/cache" "$binary" render --scene red.swift --size 40x30 --out red.png >/dev/null 2>>"$elsewhere/err")
check "the installed binary runs a scene script" test -s "$elsewhere/red.png"
found=$(cd "$elsewhere" && "$binary" resources --where)
check "the installed binary finds every resource in PREFIX/share/animation-playground" \
    test "$(echo "$found" | grep -c ": $prefix/share/animation-playground/")" -eq 4
make -C "$root" --no-print-directory uninstall PREFIX="$prefix" >>"$elsewhere/install.log" 2>&1
left=$(find "$prefix" ! -type d | wc -l)
check "make uninstall removes every file and link it installed ($left left)" test "$left" -eq 0
[ "$failed" -eq 0 ] || cat "$elsewhere/install.log" "$elsewhere/err"
echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
