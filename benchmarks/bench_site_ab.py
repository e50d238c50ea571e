"""Two builds of the static site and `make serve`'s page, visit by visit in turn, in one run.

bench_site.py measures one site against the server; a change to the site is best judged
against the site before it in the same minutes (this machine's load moves a single visit by
half). Each round visits, in turn, site A, site B and the Voilà server with a new profile: a
first visit (which, on a site, stays until its worker has kept the memory snapshot) and the
same profile's second visit, each timed until usable as bench_site.py times it.

    python benchmarks/bench_site_ab.py <site A> <site B> [--rounds 3] [--profile private|disk]
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_site  # noqa: E402
import bench_voila  # noqa: E402


def serve(site: Path) -> tuple[subprocess.Popen, str]:
    bench_site.SITE = site
    return bench_site.serve_site()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("a", type=Path)
    parser.add_argument("b", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--profile", choices=bench_site.PROFILES, default=bench_site.PROFILE)
    args = parser.parse_args()
    bench_site.PROFILE = args.profile
    print(f"browser profile: {args.profile}")
    from playwright.sync_api import sync_playwright

    bench_site.ROUNDS = 1  # one round per call, the three pages in turn
    servers = {name: serve(site.resolve()) for name, site in (("A", args.a), ("B", args.b))}
    voila, voila_url = bench_voila.start_server()
    pages = {
        "A": servers["A"][1] + bench_site.SITE_GAME,
        "B": servers["B"][1] + bench_site.SITE_GAME,
        "server": voila_url + bench_voila.GAME,
    }
    found = {name: {"cold": [], "warm": [], "restored": 0} for name in pages}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=bench_voila.CHROMIUM, args=bench_voila.ARGS)
            for _ in range(args.rounds):
                for name, url in pages.items():
                    visits = bench_site.cold_and_warm(browser, url, site=name != "server")
                    found[name]["cold"] += visits["cold"]
                    found[name]["warm"] += visits["warm"]
                    found[name]["restored"] += visits["restored"]
            browser.close()
    finally:
        for process, _ in servers.values():
            process.terminate()
        os.killpg(voila.pid, signal.SIGTERM)
        voila.wait(timeout=30)
    server = {kind: statistics.median(found["server"][kind]) for kind in ("cold", "warm")}
    for name, figures in found.items():
        line = [f"{name}:"]
        for kind in ("cold", "warm"):
            times = figures[kind]
            median = statistics.median(times)
            line.append(
                f"{kind} {median:.1f} s ({', '.join(f'{t:.1f}' for t in times)})"
                + (f" = {median / server[kind]:.1f} times the server's" if name != "server" else "")
            )
        if name != "server":
            line.append(f"second visits from the snapshot: {figures['restored']}")
        print("; ".join(line))


if __name__ == "__main__":
    main()
