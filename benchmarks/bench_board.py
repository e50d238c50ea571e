"""Board views: milliseconds per redraw of a position, for every game (what a click costs the
kernel before the page redraws). Moved here from two tests that asserted it: speed is measured
in benchmarks, never asserted."""

from __future__ import annotations

import random
import statistics
import time

import rules
from explorer.boards import board_view


def redraw_times(slug: str, players: int = 4, moves: int = 200) -> list[float]:
    game = rules.load_game(slug)
    players = max(game.info.players[0], min(game.info.players[1], players))
    state, pick, states = game.setup(players, seed=5), random.Random(5), []
    for _ in range(moves):
        if state.to_move is None:
            break
        state = game.apply(state, pick.choice(game.legal_actions(state)), explain=False).state
        states.append(state)
    view = board_view(game)
    fig = view.build()
    times = []
    for state in states:
        started = time.perf_counter()
        view.draw(fig, state)
        times.append(time.perf_counter() - started)
    return times


def main() -> None:
    for slug in rules.available_games():
        times = redraw_times(slug)
        print(
            f"{slug}: redraw median {statistics.median(times) * 1e3:.1f} ms, "
            f"max {max(times) * 1e3:.1f} ms over {len(times)} positions of a 4-player game"
        )


if __name__ == "__main__":
    main()
