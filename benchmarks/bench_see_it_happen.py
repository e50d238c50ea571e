"""See it happen (issue 48: "it opens within a second"): what a click on "See it happen" costs
the kernel, for every example of every game.

As the dashboard does it, in-process: a learner's game a few moves in (``GameExplorer``, as
the dashboard builds it), then for each rule with an example ``see_example`` (the position just
before set up from the example's setup and moves, the action played with its Steps, the board,
the Steps and the banner drawn) and ``back_to_own_game``. Wall and CPU seconds of the open;
the page's own share (the widgets' messages, plotly.js redrawing) comes on top, as for any
click (``bench_voila.py``'s click to board change: 100-450 ms).

    python benchmarks/bench_see_it_happen.py [slug ...]
"""

from __future__ import annotations

import argparse
import statistics
import time

import rules
from explorer.app import GameExplorer
from rules.core.examples import examples_of


def open_times(slug: str) -> list[tuple[str, float, float]]:
    """(section, wall seconds, CPU seconds) of opening each of ``slug``'s examples."""
    app = GameExplorer(slug, language="en")
    for _ in range(6):
        app.bot_move()
    times = []
    for section in examples_of(app.session.game):
        wall, cpu = time.perf_counter(), time.process_time()
        app.see_example(section)
        times.append((section, time.perf_counter() - wall, time.process_time() - cpu))
        app.back_to_own_game()
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("slugs", nargs="*", default=rules.available_games())
    args = parser.parse_args([] if argv is None and __name__ != "__main__" else argv)
    for slug in args.slugs:
        times = open_times(slug)
        walls = sorted(t[1] for t in times)
        slowest = max(times, key=lambda t: t[1])
        print(
            f"{slug}: {len(times)} examples, open median {statistics.median(walls) * 1e3:.0f} ms,"
            f" 90th percentile {walls[int(len(walls) * 0.9)] * 1e3:.0f} ms,"
            f" slowest {slowest[1] * 1e3:.0f} ms ({slowest[0]}; CPU {slowest[2] * 1e3:.0f} ms)",
            flush=True,
        )


if __name__ == "__main__":
    main()
