#!/usr/bin/env bash
# Serve the notebooks as Voilà dashboards, from the repository root so that voila.json is read:
#   scripts/serve.sh [PORT]          this machine only (default port 8866; `make serve` and the
#                                    browser tests use this)
#   scripts/serve.sh --class [PORT]  for a class: every network interface, behind a token the
#                                    teacher shares (printed at start; CLASS_TOKEN=... to choose it)
# Options after PORT go to the server (traitlets refuses an option given twice: the ones set
# below are tuned by the environment instead).
# The landing page is http://127.0.0.1:PORT/ (it leads to /voila/render/notebooks/index.ipynb).
# VOILA names the voila executable (default: the project's .venv, else voila on PATH); the
# server is scripts/voila_server.py run by the Python next to it (Voilà with the parts a class
# server replaces: hosts, pages, listing, shutdown, kernel limit; see that file).
# MAX_KERNELS (default 40) bounds the kernels, the preheated ones included; KERNELS_PER_VISITOR
# (8), FIRST_VISITS_PER_ADDRESS (6) and KERNELS_PER_ADDRESS (class mode 30, else none) bound
# each client's share of them (see below); IDLE_TIMEOUT (1800), UNCONNECTED_TIMEOUT (120),
# FLOOD_TIMEOUT (15), DISCONNECTED_TIMEOUT (300) and CULL_INTERVAL (5), in seconds, set the
# culling (the tests shorten them). CLASS_GAME=<game> (the notebook's name, e.g. oasis)
# preheats CLASS_PAGES (30) kernels for that game and none for the other games
# (`make serve CLASS=1 GAME=oasis`).
# REFILL_DELAY (4), in seconds: how long after a page is taken its pool makes the next one.
# PREHEAT: which notebooks get a preheated page, a regex over their folder and name without
# .ipynb (default: every notebook of notebooks/ and benchmarks/); the tests' own servers,
# which open two pages only, preheat those two (each preheat costs about 3 s of CPU).
set -euo pipefail
cd "$(dirname "$0")/.."
class_mode=False
if [[ "${1:-}" == "--class" ]]; then
    class_mode=True
    shift
fi
port=8866
if [[ $# -gt 0 && "$1" != --* ]]; then
    port="$1"
    shift
fi
voila="${VOILA:-.venv/bin/voila}"
[[ -x "$voila" ]] || voila="$(command -v voila)"
python="$(dirname "$voila")/python"
[[ -x "$python" ]] || python=python3
ip=127.0.0.1
per_address=0
if [[ "$class_mode" == True ]]; then
    ip=0.0.0.0
    per_address=30
fi

# Standalone Voilà only (never under a full Jupyter server, see shared/STACK.md).
# The login page of class mode asks for the token only (no "set a password" form, which would
# write a password into the teacher's Jupyter configuration).
# Kernels (BoundedKernelManager in voila_server.py):
# - at most MAX_KERNELS; a page beyond that is told the server is full;
# - one client cannot take them all (explorer/visitor_limits.py; 60 GETs from one script once
#   took 51 kernels and locked a person out). A browser is one visitor by a signed cookie the
#   server sets (on / and on every page): at most KERNELS_PER_VISITOR (8) kernels, so several
#   tabs of one person fit. Requests without that cookie (a first page, or a script that keeps
#   no cookies) share, per address, FIRST_VISITS_PER_ADDRESS (6) kernels whose page has not
#   connected yet: a browser's page connects within seconds and leaves the share, a script's
#   GETs never do. In class mode each address holds at most KERNELS_PER_ADDRESS (30) kernels in
#   all: it stops a script that fetches a new cookie for each page, and it is a class's size
#   because a class behind one school router shares one address (raise it with MAX_KERNELS
#   for a larger class behind one router). Locally every client is this machine: no bound by
#   address beyond MAX_KERNELS. A page refused for its share says why in the reader's words;
# - a kernel whose page never connected (a GET without its websocket) is culled 2 minutes (to
#   2 min 5 s) after its page was sent: a loaded server's pages needed more than one minute to
#   connect; but if whoever asked for it was refused a page for asking too many (a flood),
#   after FLOOD_TIMEOUT (15 s): a person's browser never asks for more than its share, so only
#   a flood's kernels go that fast, and a slow page of a loaded class keeps its 2 minutes. The
#   culler looks every CULL_INTERVAL (5) seconds (a look at each kernel's state costs nothing
#   worth counting); a kernel whose page connected and then lost its websocket (a tab gone without
#   the shutdown beacon: a browser that crashed or was killed, a laptop asleep) 5 minutes after
#   that, so such pages do not hold places under MAX_KERNELS for half an hour; any other after
#   30 minutes without activity: that is how long a forgotten open tab may hold a kernel (its
#   page then says so);
# - a kernel that dies is not restarted (restart_limit=0): a restarted kernel does not know the
#   page's widgets, so the page says it stopped instead of silently doing nothing;
# - tracebacks of widget callbacks are not sent to the page (allow_tracebacks), and the page's
#   websocket never carries a traceback, an error's text or the kernel's stderr (the kernel
#   logs a malformed comm_open there, with the server's paths): voila_server.py filters every
#   message to a page (explorer/page_safe_messages.py);
# - kernels talk to the server over Unix sockets in Voilà's connection folder (transport=ipc):
#   with TCP, kernels started together could pick the same port ("ZMQError: Address already in
#   use", one of the failures of a class opening its pages at once).
# Preheated kernels: for each notebook of notebooks/, one kernel has already run it, so a page is
# usable sooner (measured here, medians of 5: landing 1.65 s -> 0.80 s, game board and buttons
# 3.4 s -> 2.1 s); the cost is one idle kernel per notebook (about 70-100 MiB each). Voilà would
# preheat every notebook under the root, .venv included: the denylist keeps only those directly
# in notebooks/ or benchmarks/ (empty.ipynb: the benchmark compares the game with it served the
# same way). Voilà matches these regexes against absolute paths.
# A page taken from the pool is made again REFILL_DELAY (4) seconds later, not Voilà's 1: the
# new kernel's start and run of the notebook took the CPU the visitor's page was still using to
# connect and draw (one run, 7 visits each: a page of one widget 1.72 s -> 1.42 s, the game
# 2.03 s -> 1.86 s). A visitor who comes before it is made gets a kernel of its own at once
# (explorer/page_pool.py, pages_to_take), not the refill still waiting its delay.
# VoilaConfiguration settings shared with `jupyter lab` / Binder live in voila.json.
# Its extension_denylist keeps out of every page the front-end extensions a dashboard never
# uses but pays for on each load: plotly's own widget (the boards bring a lean one), and the
# JupyterLab preview button and the Pyodide kernel (the static site's) that the site's build
# tools install; the Pyodide one also failed to start in Voilà's page, logging errors.
exec "$python" scripts/voila_server.py \
    --no-browser \
    --Voila.ip="$ip" \
    --Voila.port="$port" \
    --Voila.port_retries=0 \
    --ClassVoila.class_mode="$class_mode" \
    --ClassVoila.class_game="${CLASS_GAME:-}" \
    --ClassVoila.class_pages="${CLASS_PAGES:-30}" \
    --Voila.token="${CLASS_TOKEN:-}" \
    --PasswordIdentityProvider.allow_password_change=False \
    --BoundedKernelManager.max_kernels="${MAX_KERNELS:-40}" \
    --BoundedKernelManager.unconnected_timeout="${UNCONNECTED_TIMEOUT:-120}" \
    --BoundedKernelManager.idle_timeout="${IDLE_TIMEOUT:-1800}" \
    --BoundedKernelManager.disconnected_timeout="${DISCONNECTED_TIMEOUT:-300}" \
    --BoundedKernelManager.flood_timeout="${FLOOD_TIMEOUT:-15}" \
    --BoundedKernelManager.kernels_per_visitor="${KERNELS_PER_VISITOR:-8}" \
    --BoundedKernelManager.first_visits_per_address="${FIRST_VISITS_PER_ADDRESS:-6}" \
    --BoundedKernelManager.kernels_per_address="${KERNELS_PER_ADDRESS:-$per_address}" \
    --MappingKernelManager.cull_idle_timeout="${IDLE_TIMEOUT:-1800}" \
    --MappingKernelManager.cull_interval="${CULL_INTERVAL:-5}" \
    --MappingKernelManager.allow_tracebacks=False \
    --KernelRestarter.restart_limit=0 \
    --KernelManager.transport=ipc \
    --preheat_kernel=True \
    --pool_size=1 \
    --VoilaKernelManager.fill_delay="${REFILL_DELAY:-4}" \
    --VoilaKernelManager.preheat_denylist="[\"^(?!.*/(${PREHEAT:-(notebooks|benchmarks)/[^/]+})[.]ipynb\$)\", \"/.venv/\"]" \
    "$@"
