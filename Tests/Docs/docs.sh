#!/bin/bash
# Builds the DocC documentation of the library's public modules into .build-docs/NAME.doccarchive (static hosting:
# serve the folder and open /documentation/NAME). Symbol graphs come from a build of its own (.build-docs), so the
# main builds keep their flags. Warnings (a broken symbol link, a topic naming nothing) fail the build.
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=.build-docs
graphs=$scratch/symbol-graphs
mkdir -p "$graphs"
swift build --scratch-path "$scratch" --target UIKit -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
for module in Raster LayerKit CoreText QuartzCore UIKit; do
    mkdir -p "$graphs/$module"
    cp "$graphs/$module".symbols.json "$graphs/$module"/
    cp "$graphs/$module"@*.symbols.json "$graphs/$module"/ 2>/dev/null || true
    docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "io.github.animationplayground.$module" \
        --transform-for-static-hosting --warnings-as-errors --output-path "$scratch/$module.doccarchive" >/dev/null
    echo "docs: $scratch/$module.doccarchive"
done
