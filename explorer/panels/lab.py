"""Simulation lab: many bot games, a progress bar, charts of the outcomes; cancellable."""

from __future__ import annotations

import asyncio
import time

import ipywidgets as w
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from explorer.palette import seat_colour
from explorer.text import esc
from rules.core.bots import GameTooLong, available_bots, make_bots, play_stepwise
from rules.core.simulate import Summary

from .base import Panel

SLICE = 0.04  # seconds of play between two pauses, in which the kernel hears Cancel and keys
REDRAW = 0.25  # seconds between two redraws of the bar and the charts
#: Actions one Lab game may take: a game the bots have not finished by then is stopped, and
#: the run with it, saying so (far above the longest games of the default bots).
GAME_LIMIT = 20_000


class LabPanel(Panel):
    title = "Lab"

    def __init__(self, app) -> None:
        super().__init__(app)
        low, high = self.session.game.info.players
        self.players = w.Dropdown(
            options=list(range(low, high + 1)), value=self.session.players, description="Players"
        )
        self.players.observe(lambda _: self._seat_dropdowns(), "value")
        self.games = w.BoundedIntText(value=200, min=1, max=100_000, description="Games")
        self.seats = w.VBox()
        self.run_button = w.Button(description="Run", button_style="primary")
        self.run_button.add_class("rx-lab-run")
        self.cancel_button = w.Button(description="Cancel", disabled=True)
        self.cancel_button.add_class("rx-lab-cancel")
        self.progress = w.IntProgress(value=0, min=0, max=1, description="0 games")
        self.summary_text = w.HTML()
        self.summary_text.add_class("rx-lab-summary")
        self.figure = self._figure()
        self.run_button.on_click(lambda _: self.start())
        self.cancel_button.on_click(lambda _: self.cancel())
        self.cancelled = False
        self.task: asyncio.Task | None = None
        self.summary: Summary | None = None
        self._seat_dropdowns()
        self.widget = w.VBox(
            [
                w.HBox([self.players, self.games]),
                self.seats,
                w.HBox([self.run_button, self.cancel_button, self.progress]),
                self.summary_text,
                self.figure,
            ]
        )

    def _figure(self) -> go.FigureWidget:
        base = make_subplots(
            rows=1,
            cols=3,
            subplot_titles=("Wins by seat", "Spooky points by seat", "Game length (turns)"),
        )
        fig = go.FigureWidget(base)
        fig.add_bar(x=[], y=[], row=1, col=1, name="wins", hovertemplate="%{x}: %{y:.1f}%")
        fig.add_box(x=[], y=[], row=1, col=2, name="points", boxmean=True)
        fig.add_histogram(x=[], row=1, col=3, name="turns", nbinsx=20)
        fig.update_layout(height=300, showlegend=False, margin=dict(l=30, r=10, t=40, b=30))
        return fig

    def _seat_dropdowns(self) -> None:
        names = list(available_bots(self.session.game))
        default = "heuristic" if "heuristic" in names else names[0]
        game = self.session.game
        self.seats.children = tuple(
            w.Dropdown(
                options=names,
                value=default if seat == 0 else "random",
                description=game.seat_name(seat) if hasattr(game, "seat_name") else str(seat),
            )
            for seat in range(self.players.value)
        )

    def bot_names(self) -> list[str]:
        return [d.value for d in self.seats.children]

    # ----- running -------------------------------------------------------------------------
    def run_sync(self, games: int) -> Summary:
        """Run a batch to the end without yielding (tests, notebooks)."""
        summary = self._begin(games)
        for seed in range(games):
            if not self._drain(self._game(summary, seed)):
                break
        self._finish(summary)
        return summary

    def start(self) -> None:
        if self.task is not None and not self.task.done():
            return
        self.task = asyncio.get_event_loop().create_task(self.run_async(self.games.value))

    def cancel(self) -> None:
        self.cancelled = True

    async def run_async(self, games: int) -> Summary:
        """The batch in slices of about SLICE seconds, with a pause after each (even inside a
        long game), so Cancel, the keys and the other tabs answer at once."""
        summary = self._begin(games)
        ends = time.perf_counter() + SLICE
        drawn = time.perf_counter()
        try:
            for seed in range(games):
                steps = self._game(summary, seed)
                while True:
                    try:
                        next(steps)
                    except StopIteration as done:
                        finished = done.value
                        break
                    if time.perf_counter() >= ends:
                        if time.perf_counter() - drawn >= REDRAW:
                            self._draw(summary)
                            drawn = time.perf_counter()
                        await asyncio.sleep(0)
                        ends = time.perf_counter() + SLICE
                        if self.cancelled:
                            break
                if self.cancelled or not finished:
                    break
        finally:
            self._finish(summary)
        return summary

    def _begin(self, games: int) -> Summary:
        self.cancelled = False
        self.stopped = ""
        players = self.players.value
        self._bots = make_bots(self.session.game, self.bot_names(), players)
        self._started = time.perf_counter()
        self.summary = Summary(players=players, bots=self.bot_names())
        self.progress.max = games
        self.progress.value = 0
        self.run_button.disabled = True
        self.cancel_button.disabled = False
        return self.summary

    @staticmethod
    def _drain(steps) -> bool:
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value

    def _game(self, summary: Summary, seed: int):
        """One game, yielding after every action; returns False (and a note under the
        summary) if the bots do not finish it within GAME_LIMIT actions."""
        session = self.session
        try:
            record = yield from play_stepwise(
                session.game,
                summary.players,
                seed,
                self._bots,
                session.variants,
                session.rulings,
                limit=GAME_LIMIT,
            )
        except GameTooLong as exc:
            self.stopped = (
                f" (stopped: game {seed + 1} {str(exc).removeprefix('the game ')}; these bots "
                "may never finish it: choose a round limit in Setup, if the game has one, or "
                "stronger bots)"
            )
            return False
        summary.add(record)
        self.progress.value = summary.games
        return True

    def _finish(self, summary: Summary) -> None:
        summary.seconds = time.perf_counter() - self._started
        self._draw(summary)
        self.run_button.disabled = False
        self.cancel_button.disabled = True
        self.task = None

    def _rule_title(self, rule: str) -> str:
        """The words for the rule that ended a game (a learner sees no section ids)."""
        book = self.session.game.rulebook
        return book.section(rule).title if rule in book else rule

    def _draw(self, summary: Summary) -> None:
        game = self.session.game
        name = game.seat_name if hasattr(game, "seat_name") else str
        seats = [f"{name(s)} ({summary.bots[s]})" for s in range(summary.players)]
        n = max(summary.games, 1)
        self.progress.description = f"{summary.games} games"
        stopped = " (cancelled)" if self.cancelled else getattr(self, "stopped", "")
        report = summary.report(self._rule_title)
        self.summary_text.value = f"<pre>{esc(report)}{stopped}</pre>"
        with self.figure.batch_update():
            bar, box, hist = self.figure.data
            if summary.team_games:  # a cooperative game: the team's wins and its losses
                lost = summary.team_games - summary.team_wins
                bar.x = ["team won", "team lost"]
                bar.y = [100 * summary.team_wins / n, 100 * lost / n]
                bar.marker.color = [seat_colour("", 0), seat_colour("", 1)]
            else:
                bar.x = seats
                bar.y = [100 * wins / n for wins in summary.wins] if summary.wins else []
                colours = [seat_colour(name(s).lower(), s) for s in range(summary.players)]
                bar.marker.color = colours
            box.x = [seats[s] for r in summary.records for s in range(len(r.result.scores))]
            box.y = [score for r in summary.records for score in r.result.scores]
            hist.x = [r.turns for r in summary.records]
