#!/usr/bin/env bash
# Serve the notebooks as Voilà dashboards, from the repository root so that voila.json is read:
#   scripts/serve.sh [PORT]          (default 8866; `make serve` and the browser tests use this)
# The landing page is http://127.0.0.1:PORT/voila/render/notebooks/index.ipynb
# VOILA names the voila executable (default: the project's .venv, else voila on PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-8866}"
voila="${VOILA:-.venv/bin/voila}"
[[ -x "$voila" ]] || voila=voila

# Standalone Voilà only (never under a full Jupyter server, see shared/STACK.md):
# - the shutdown beacon of a closed page carries no _xsrf cookie and is refused unless the
#   check is off, so every visit would leave its kernel running (voila issue #1458);
# - kernels whose page vanished without a beacon (crash, sleeping laptop) are culled after
#   30 idle minutes; kernels with an open page are never culled (cull_connected is off).
# Preheated kernels: for each notebook of notebooks/, one kernel has already run it, so a page is
# usable sooner (measured here, medians of 5: landing 1.65 s -> 0.80 s, game board and buttons
# 3.4 s -> 2.1 s); the cost is one idle kernel per notebook (about 70-100 MiB each). Voilà would
# preheat every notebook under the root, .venv included: the denylist keeps only those directly
# in notebooks/ or benchmarks/ (empty.ipynb: the benchmark compares the game with it served the
# same way). Voilà matches these regexes against absolute paths.
# VoilaConfiguration settings shared with `jupyter lab` / Binder live in voila.json.
exec "$voila" \
    --no-browser \
    --Voila.ip=127.0.0.1 \
    --Voila.port="$port" \
    --Voila.tornado_settings="{'disable_check_xsrf': True}" \
    --MappingKernelManager.cull_idle_timeout=1800 \
    --MappingKernelManager.cull_interval=120 \
    --preheat_kernel=True \
    --pool_size=1 \
    --VoilaKernelManager.preheat_denylist='["^(?!.*/(notebooks|benchmarks)/[^/]+[.]ipynb$)", "/.venv/"]'
