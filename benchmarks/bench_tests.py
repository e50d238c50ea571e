"""How long a developer waits for the tests: each tier's pytest run, timed as a whole process.

``make bench`` times the quick tier (``make test`` without its lint) once; ``--rounds N`` times
it N times, ``--all`` the full tier as well (``make test-all``: about as long as CI's tests,
and it needs Debian's chromium). Wall time is what a developer feels; CPU seconds (the run and
every process it waited for: workers, servers, kernels, browsers) are steadier on a machine
whose speed moves within minutes. The tiers' commands are the Makefile's (``make -n``), so that
this times exactly what ``make test`` and ``make test-all`` run.
"""

from __future__ import annotations

import argparse
import resource
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def tier_command(target: str) -> list[str]:
    """The pytest command ``make <target>`` runs, as make itself spells it out (``make -n``)."""
    spelled = subprocess.run(
        ["make", "-n", target], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.replace("\\\n", " ")
    line = next(raw for raw in spelled.splitlines() if " -m pytest" in raw)
    words = shlex.split(line)
    return [sys.executable, *words[words.index("-m") :]]


def timed(command: list[str]) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds of the command's whole process tree, and its exit code."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.returncode


def report(name: str, command: list[str], rounds: int) -> None:
    walls, cpus = [], []
    for _ in range(rounds):
        wall, cpu, code = timed(command)
        if code:
            print(f"{name}: pytest exited with {code}; run `{' '.join(command)}` to see why")
            return
        walls.append(wall)
        cpus.append(cpu)
    print(
        f"{name}: wall median {statistics.median(walls):.0f} s (min {min(walls):.0f}, "
        f"max {max(walls):.0f}), CPU median {statistics.median(cpus):.0f} s over {rounds} run(s)"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--all", action="store_true", help="time make test-all's tests too")
    args = parser.parse_args(argv if argv is not None else [])
    report("make test (quick tier, without ruff)", tier_command("test"), args.rounds)
    if args.all:
        report("make test-all (full tier, without ruff)", tier_command("test-all"), args.rounds)


if __name__ == "__main__":
    main(sys.argv[1:])
