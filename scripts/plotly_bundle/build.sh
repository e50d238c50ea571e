#!/usr/bin/env bash
# Rebuild the plotly.js bundle the boards load (explorer/labextensions/rules-explorer/static/):
# plotly.js's core and only the traces the explorer draws (entry.js). Run it after a plotly
# upgrade, with the plotly.js version of the installed plotly (tests/explorer/test_figure.py
# checks that they agree): set it in package.json and in explorer/figure.py (PLOTLY_VERSION).
# Needs node and npm; neither the tests nor CI run it: the built file is in the repository.
#
# Why a bundle of our own (benchmarks/README.md, "The lean board figure"): plotly.js's
# cartesian partial bundle registers a dozen traces the boards never draw, and evaluating it
# was most of the browser's part of a dashboard's first paint.
set -euo pipefail
cd "$(dirname "$0")"
version="$(node -p 'require("./package.json").dependencies["plotly.js"]')"
out="../../explorer/labextensions/rules-explorer/static/plotly-rules-explorer-${version}.min.js"
npm install --no-audit --no-fund --silent
# The same settings as plotly.js's own esbuild-config.js, less its CSS and GLSL plugins: the
# traces here need neither (only map traces bring CSS, only WebGL ones shaders).
npx esbuild entry.js --bundle --minify --format=iife --global-name=Plotly \
    --define:global=window --define:define.amd=false --target=es2016 \
    --banner:js="/** plotly.js (scatter, bar, box, histogram - minified) v${version}; MIT license, see plotly-LICENSE.txt */" \
    --outfile="$out"
rm -f "${out%.js}.css"  # maplibre's stylesheet, pulled in by a branch that only map traces take
cp node_modules/plotly.js/LICENSE ../../explorer/labextensions/rules-explorer/static/plotly-LICENSE.txt
echo "wrote $out"
