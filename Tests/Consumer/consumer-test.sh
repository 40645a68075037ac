#!/usr/bin/env bash
# Builds a separate package that depends on this checkout's Raster and LayerKit by URL and version (a tagged local
# git repository), then runs it: SwiftPM refuses versioned dependencies with unsafe build flags, so this proves the
# libraries can be used by other packages; and checks that neither manifest has unsafe flags. Prints
# "consumer: N passed, N failed" as its last line.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The working tree as it is (tracked files and new ones not ignored), committed and tagged in a repository of its own.
mkdir -p "$work/AnimationPlayground"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$work/AnimationPlayground")
git -C "$work/AnimationPlayground" init -q
git -C "$work/AnimationPlayground" add -A
git -C "$work/AnimationPlayground" -c user.name=consumer-test -c user.email=consumer-test@localhost commit -q -m checkout
git -C "$work/AnimationPlayground" tag 1.0.0
mkdir -p "$work/consumer/Sources/Consumer"
cp "$root/Tests/Consumer/Sources/Consumer/main.swift" "$work/consumer/Sources/Consumer/"
cat > "$work/consumer/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(url: "file://$work/AnimationPlayground", from: "1.0.0")],
    targets: [.executableTarget(name: "Consumer", dependencies: [.product(name: "LayerKit", package: "AnimationPlayground")])]
)
PACKAGE
passed=0
failed=0
# The app's manifest too: scene scripts get the engine from its shared library, not through linker flags.
if grep -n "unsafeFlags" "$root/Package.swift" "$root/App/Package.swift"; then
    echo "  FAIL no unsafe build flags in either manifest"
    failed=$((failed + 1))
else
    echo "  ok   no unsafe build flags in either manifest"
    passed=$((passed + 1))
fi
cd "$work/consumer"
if swift build -c release > "$work/build.log" 2>&1 && output=$(.build/release/Consumer); then
    echo "  ok   a package depending on LayerKit by version builds and renders ($output)"
    passed=$((passed + 1))
else
    grep -E "error|unsafe" "$work/build.log" | head -5
    echo "  FAIL a package depending on LayerKit by version builds and renders"
    failed=$((failed + 1))
fi
echo "consumer: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
