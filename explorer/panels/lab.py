"""Simulation lab: many bot games, a progress bar, charts of the outcomes; cancellable."""

from __future__ import annotations

import asyncio
import time
from functools import partial

import ipywidgets as w
from plotly.subplots import make_subplots

from explorer.chrome import bot_name, set_options, words
from explorer.figure import LeanFigureWidget
from explorer.palette import INK, seat_colour
from explorer.text import esc
from rules.core.bots import GameTooLong, available_bots, make_bots, play_stepwise, run_to_end
from rules.core.simulate import Summary

from .base import SEAT_LABEL, Panel

SLICE = 0.04  # seconds of play between two pauses, in which the kernel hears Cancel and keys
REDRAW = 0.25  # seconds between two redraws of the bar and the charts
#: Actions one Lab game may take: a game the bots have not finished by then is stopped, and
#: the run with it, saying so (far above the longest games of the default bots).
GAME_LIMIT = 20_000


class LabPanel(Panel):
    title = "tab-lab"

    def __init__(self, app) -> None:
        super().__init__(app)
        bind = self.chrome.bind
        low, high = self.session.game.info.players
        self.players = w.Dropdown(options=list(range(low, high + 1)), value=self.session.players)
        bind(self.players, "description", "lab-players")
        self.players.observe(lambda _: self._seat_dropdowns(), "value")
        self.games = w.BoundedIntText(value=200, min=1, max=100_000)
        bind(self.games, "description", "lab-games")
        self.seats = w.VBox()
        self.run_button = w.Button(button_style="primary")
        bind(self.run_button, "description", "lab-run")
        self.run_button.add_class("rx-lab-run")
        self.cancel_button = w.Button(disabled=True)
        bind(self.cancel_button, "description", "lab-cancel")
        self.cancel_button.add_class("rx-lab-cancel")
        self.progress = w.IntProgress(
            value=0,
            min=0,
            max=1,
            description=self._progress_words(0, self.games.value),
            style={"description_width": "initial"},
        )
        self.progress.add_class("rx-lab-progress")
        self.summary_text = w.HTML()
        self.summary_text.add_class("rx-lab-summary")
        self.figure = self._figure()
        self.run_button.on_click(lambda _: self.start())
        self.cancel_button.on_click(lambda _: self.cancel())
        self.cancelled = False
        self._table, self._table_for = None, None  # a game of the Lab's size, to name seats
        self.stopped: GameTooLong | None = None  # the game the bots did not finish
        self.stopped_at = 0
        self.task: asyncio.Task | None = None
        self.summary: Summary | None = None
        self._drawn_in = ""  # the language the summary and charts were last drawn in
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

    def _chart_titles(self) -> tuple[str, str, str]:
        return (self.t("lab-chart-wins"), self.t("lab-chart-points"), self.t("lab-chart-length"))

    def _progress_words(self, games: int, total: int) -> str:
        return self.t("lab-progress", games=games, total=total)

    def _figure(self) -> LeanFigureWidget:
        """The three charts one above the other: side by side in the right-hand column,
        the third was cut off on a 1366 px screen. One box per seat, each in its seat's
        colour (a single box trace takes one colour for every seat)."""
        base = make_subplots(
            rows=3, cols=1, subplot_titles=self._chart_titles(), vertical_spacing=0.12
        )
        fig = LeanFigureWidget(base)
        fig.add_bar(x=[], y=[], row=1, col=1, name="wins", hovertemplate="%{x}: %{y:.1f}%")
        for seat in range(self.session.game.info.players[1]):
            fig.add_box(x=[], y=[], row=2, col=1, name=f"points {seat + 1}", boxmean=True)
        fig.add_histogram(x=[], row=3, col=1, name="turns", nbinsx=20)
        fig.update_layout(
            height=620, autosize=True, showlegend=False, margin=dict(l=40, r=10, t=40, b=30)
        )
        return fig

    def seat(self, seat: int, players: int):
        """A seat of the Lab's games by its name. The Lab may play another number of players
        than the game on the board, and a seat's name may depend on it (a Daybreak seat is the
        world power it plays at that count): named from a new game of that many players."""
        if self._table_for != players:
            session = self.session
            self._table = session.game.setup(players, 0, session.variants, session.rulings)
            self._table_for = players
        return self.session.seat(seat, self._table)

    def bot_options(self) -> list[tuple[str, str]]:
        return [(self.words(bot_name(name)), name) for name in available_bots(self.session.game)]

    def _seat_dropdowns(self) -> None:
        names = list(available_bots(self.session.game))
        default = "heuristic" if "heuristic" in names else names[0]
        self.seats.children = tuple(
            w.Dropdown(
                options=self.bot_options(),
                value=default if seat == 0 else "random",
                description=self.words(self.seat(seat, self.players.value)),
                style=SEAT_LABEL,  # the seat's name whole on its line (panels/base.py)
            )
            for seat in range(self.players.value)
        )

    def refresh(self) -> None:
        """The words of the tab in the dashboard's language (the numbers stay)."""
        for seat, dropdown in enumerate(self.seats.children):
            set_options(dropdown, self.bot_options())
            dropdown.description = self.words(self.seat(seat, len(self.seats.children)))
        titles = self._chart_titles()
        annotations = self.figure.layout.annotations
        if tuple(a.text for a in annotations) != titles:
            with self.figure.batch_update():
                for annotation, title in zip(annotations, titles, strict=True):
                    annotation.text = title
        if self.summary is None:
            self.progress.description = self._progress_words(0, self.games.value)
        elif self._drawn_in != self.chrome.language:
            self._draw(self.summary)  # only the words changed: after a change of language

    def bot_names(self) -> list[str]:
        return [d.value for d in self.seats.children]

    # ----- running -------------------------------------------------------------------------
    def run_sync(self, games: int) -> Summary:
        """Run a batch to the end without yielding (tests, notebooks)."""
        summary = self._begin(games)
        for seed in range(games):
            if not run_to_end(self._game(summary, seed)):
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
        self.stopped = None
        players = self.players.value
        self._bots = make_bots(self.session.game, self.bot_names(), players)
        self._started = time.perf_counter()
        self.summary = Summary(players=players, bots=self.bot_names())
        self.progress.max = games
        self.progress.value = 0
        self.run_button.disabled = True
        self.cancel_button.disabled = False
        return self.summary

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
            self.stopped, self.stopped_at = exc, seed + 1
            return False
        summary.add(record)
        self.progress.value = summary.games
        return True

    def _elapsed(self) -> float:
        started = getattr(self, "_started", None)
        return 0.0 if started is None else time.perf_counter() - started

    def _finish(self, summary: Summary) -> None:
        summary.seconds = self._elapsed()
        self._draw(summary)
        self.run_button.disabled = False
        self.cancel_button.disabled = True
        self.task = None

    def report(self, summary: Summary) -> list[str]:
        """The batch's figures in words, line by line, in the dashboard's language."""
        t, n = self.t, max(summary.games, 1)
        rule, seat = self.app.rule_title, self.words
        bots = tuple(self.words(bot_name(b)) for b in summary.bots)
        lines = [t("lab-head", games=summary.games, players=summary.players, bots=bots)]
        if summary.team_games:
            won = summary.team_wins
            share = won / max(summary.team_games, 1)
            lines.append(t("lab-team-won", share=share, won=won, games=summary.team_games))
            for ended, count in summary.losses.most_common():
                lines.append(t("lab-lost-by", rule=rule(ended), share=count / n))
        else:
            for s in range(summary.players):
                share = summary.wins[s] / n if summary.wins else 0.0
                mean = summary.points[s] / n if summary.points else 0.0
                name = seat(self.seat(s, summary.players))
                lines.append(t("lab-seat", seat=name, bot=bots[s], share=share, mean=mean))
            if summary.no_winner:
                lines.append(t("lab-no-winner", games=summary.no_winner))
        turns, actions = summary.turns / n, summary.actions / n
        lines.append(t("lab-length", turns=turns, actions=actions))
        for ended, count in summary.reasons.most_common():
            lines.append(t("lab-ended-by", rule=rule(ended), share=count / n))
        # While the batch runs, the time so far (the summary's own is set at the end).
        seconds = summary.seconds or self._elapsed()
        rate = summary.games / seconds if seconds else 0.0
        lines.append(t("lab-time", seconds=seconds, rate=rate))
        return [lines[0], *(f"  {line}" for line in lines[1:])]  # figures under the heading

    def _note(self) -> str:
        """Why the batch stopped early, if it did."""
        if self.cancelled:
            return self.t("lab-cancelled")
        if self.stopped is not None:
            return self.t("lab-stopped", game=self.stopped_at, limit=self.stopped.limit)
        return ""

    def _draw(self, summary: Summary) -> None:
        self._drawn_in = self.chrome.language
        seat, bot = partial(self.seat, players=summary.players), self.words
        seats = [
            self.t("lab-seat-bot", seat=self.words(seat(s)), bot=bot(bot_name(summary.bots[s])))
            for s in range(summary.players)
        ]
        n = max(summary.games, 1)
        self.progress.description = self._progress_words(summary.games, self.progress.max)
        lines = self.report(summary)
        note = self._note()
        if note:
            lines.append(f"  {note}")
        self.summary_text.value = f"<pre>{esc(chr(10).join(lines))}</pre>"
        # The palette knows the seats by their colours' English names.
        names = [words(seat(s), "en").lower() for s in range(summary.players)]
        colours = [seat_colour(name, s) for s, name in enumerate(names)]
        with self.figure.batch_update():
            bar, *boxes, hist = self.figure.data
            if summary.team_games:  # a cooperative game: the team's wins and its losses
                lost = summary.team_games - summary.team_wins
                bar.x = [self.t("lab-team-bar-won"), self.t("lab-team-bar-lost")]
                bar.y = [100 * summary.team_wins / n, 100 * lost / n]
                bar.marker.color = [seat_colour("", 0), seat_colour("", 1)]
            else:
                bar.x = seats
                bar.y = [100 * wins / n for wins in summary.wins] if summary.wins else []
                bar.marker.color = colours
            for s, box in enumerate(boxes):
                scores = [r.result.scores[s] for r in summary.records if s < len(r.result.scores)]
                used = s < summary.players
                box.x = [seats[s]] * len(scores) if used else []
                box.y = scores if used else []
                # The seat's colour fills the box; a dark outline keeps a yellow box visible.
                box.fillcolor = colours[s] if used else None
                box.marker.color = colours[s] if used else None
                box.line.color = INK
            hist.x = [r.turns for r in summary.records]
