"""The command line, run as users run it."""

from __future__ import annotations

import re
import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "rules", *args], capture_output=True, text=True, timeout=120
    )


def test_play_prints_a_step_by_step_transcript_with_rule_ids():
    out = run("play", "escape-from-the-hidden-castle", "--players", "3", "--seed", "1")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "# Escape from the Hidden Castle: 3 players, seed 1"
    steps = [line for line in lines if line.startswith("   hidden-castle.")]
    assert len(steps) > 50
    assert any(".hugo.capture: " in line for line in steps)
    assert lines[-1].startswith("# ") and "spooky points" in lines[-1]


def test_play_is_reproducible_for_a_seed():
    a = run("play", "escape-from-the-hidden-castle", "--players", "3", "--seed", "1").stdout
    b = run("play", "escape-from-the-hidden-castle", "--players", "3", "--seed", "1").stdout
    assert a == b


def test_simulate_prints_statistics_and_time():
    out = run("simulate", "escape-from-the-hidden-castle", "--players", "4", "-n", "200")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("200 games, 4 players")
    shares = [float(x) for x in re.findall(r"wins\s+([\d.]+)%", out.stdout)]
    assert len(shares) == 4 and abs(sum(shares) - 100) < 0.5
    assert re.search(r"time: [\d.]+ s \([\d,]+ games/s\)", out.stdout)


def test_simulate_shows_the_heuristic_bot_beats_random():
    out = run(
        "simulate", "escape-from-the-hidden-castle", "--players", "4", "-n", "200",
        "--bots", "heuristic,random,random,random",
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    shares = [float(x) for x in re.findall(r"wins\s+([\d.]+)%", out.stdout)]
    assert shares[0] > 2 * max(shares[1:]), out.stdout


def test_bad_arguments_give_a_clear_error():
    out = run("play", "escape-from-the-hidden-castle", "--players", "9")
    assert out.returncode == 2
    assert "2 to 8 players" in out.stderr
    out = run("play", "escape-from-the-hidden-castle", "--ruling", "ties=coin")
    assert out.returncode == 2 and "ties" in out.stderr
    out = run("simulate", "nope")
    assert out.returncode == 2 and "unknown game" in out.stderr


def test_list_names_games_variants_rulings_and_bots():
    out = run("list")
    assert "escape-from-the-hidden-castle" in out.stdout
    assert "midnight-party" in out.stdout and "first-exit-speed" in out.stdout
    assert "heuristic" in out.stdout


def test_simulate_random_bots_without_a_round_limit_fail_with_a_hint():
    """Under the readings that let a Vrienden game play on for ever (a blocked game goes on,
    no round limit), random bots never finish, and the command says how to bound the game
    instead of printing a traceback. With the default readings every game ends."""
    out = run("simulate", "vrienden", "--players", "3", "-n", "2")
    assert out.returncode == 0, out.stderr
    out = run("simulate", "vrienden", "--players", "3", "-n", "2", "--ruling", "blocked=plays-on")
    assert out.returncode == 1
    assert "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: the game did not end within")
    assert "--ruling round-limit=30" in lines[0] and "heuristic" in lines[0]
    out = run(
        "simulate", "vrienden", "--players", "3", "-n", "2",
        "--ruling", "blocked=plays-on", "--ruling", "round-limit=30",
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    assert "ended by vrienden.ruling.round-limit" in out.stdout
