"""Many bot games and their statistics: for the command line and the simulation lab."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .bots import GameRecord, make_bots, play_one
from .game import Game


@dataclass
class Summary:
    """Statistics over a batch of games (mutable while the batch runs)."""

    players: int
    bots: list[str]
    games: int = 0
    seconds: float = 0.0
    wins: list[float] = field(default_factory=list)  # a shared win counts as a fraction
    points: list[int] = field(default_factory=list)  # summed per seat
    actions: int = 0
    turns: int = 0
    reasons: Counter[str] = field(default_factory=Counter)
    no_winner: int = 0
    team_games: int = 0  # games of a cooperative game: won or lost by all together
    team_wins: int = 0
    losses: Counter[str] = field(default_factory=Counter)  # rule that ended a lost team game
    records: list[GameRecord] = field(default_factory=list)

    def add(self, record: GameRecord) -> None:
        if not self.wins:
            self.wins = [0.0] * self.players
            self.points = [0] * self.players
        self.games += 1
        self.actions += record.actions
        self.turns += record.turns
        self.reasons[record.result.rule] += 1
        if record.result.team:
            self.team_games += 1
            self.team_wins += record.result.team_won
            if not record.result.team_won:
                self.losses[record.result.rule] += 1
        winners = record.result.winners
        for seat in winners:
            self.wins[seat] += 1 / len(winners)
        if not winners:
            self.no_winner += 1
        for seat, score in enumerate(record.result.scores):
            self.points[seat] += score
        self.records.append(record)

    def report(self, name_of: Callable[[str], str] = str) -> str:
        """The statistics as text; ``name_of`` turns the rule that ended a game into words
        (the dashboard passes the rulebook section's title)."""
        n = max(self.games, 1)
        lines = [f"{self.games} games, {self.players} players, bots: {', '.join(self.bots)}"]
        if self.team_games:
            lines.append(
                f"  the team won {self.team_wins / max(self.team_games, 1):.1%} "
                f"({self.team_wins} of {self.team_games})"
            )
            for rule, count in self.losses.most_common():
                lines.append(f"  lost by {name_of(rule)}: {count / n:.1%}")
        for seat in range(self.players if not self.team_games else 0):
            share = self.wins[seat] / n if self.wins else 0.0
            mean = self.points[seat] / n if self.points else 0.0
            lines.append(
                f"  seat {seat + 1} ({self.bots[seat]}): wins {share:6.1%}, mean score {mean:6.2f}"
            )
        if self.no_winner and not self.team_games:
            lines.append(f"  games with no winner: {self.no_winner}")
        lines.append(f"  mean length: {self.turns / n:.1f} turns, {self.actions / n:.1f} actions")
        for reason, count in self.reasons.most_common():
            lines.append(f"  ended by {name_of(reason)}: {count / n:.1%}")
        rate = self.games / self.seconds if self.seconds else 0.0
        lines.append(f"  time: {self.seconds:.2f} s ({rate:,.0f} games/s)")
        return "\n".join(lines)


def simulate(
    game: Game,
    players: int,
    games: int,
    bot_names: Sequence[str] = ("random",),
    seed: int = 0,
    variants: Sequence[str] = (),
    rulings: dict[str, str] | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Summary:
    """Play ``games`` games with seeds ``seed``, ``seed + 1``, ...; stop early if cancelled."""
    bots = make_bots(game, bot_names, players)
    summary = Summary(players=players, bots=[b.name for b in bots])
    started = time.perf_counter()
    for i in range(games):
        if cancelled is not None and cancelled():
            break
        summary.add(play_one(game, players, seed + i, bots, variants, rulings))
        if progress is not None:
            progress(i + 1, games)
    summary.seconds = time.perf_counter() - started
    return summary
