"""Bots: one move, play to the end, or autoplay at a chosen speed (stoppable)."""

from __future__ import annotations

import asyncio
import time

import ipywidgets as w

from explorer.session import PLAY_TO_END_LIMIT, HistoryFull
from rules import IllegalAction
from rules.core.bots import available_bots

from .base import Panel

SLICE = 0.04  # seconds of bot moves between two pauses: the page stays responsive
REDRAW = 0.5  # seconds between two board redraws while the bots play to the end


class BotsPanel(Panel):
    title = "Bots"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.seats = w.VBox()
        self.one = w.Button(description="Bot: one move", tooltip="Let the bot move (b)")
        self.one.add_class("rx-bot-one")
        self.to_end = w.Button(description="Bots: play to the end")
        self.to_end.add_class("rx-bot-end")
        self.auto = w.Button(description="▶ Autoplay", button_style="success")
        self.auto.add_class("rx-bot-auto")
        self.stop = w.Button(description="■ Stop", button_style="danger", disabled=True)
        self.stop.add_class("rx-bot-stop")
        self.delay = w.FloatSlider(
            value=0.6, min=0.05, max=2.0, step=0.05, description="Seconds/move", readout=True
        )
        self.one.on_click(lambda _: self.app.bot_move())
        self.to_end.on_click(lambda _: self.start_to_end())
        self.auto.on_click(lambda _: self.start_autoplay())
        self.stop.on_click(lambda _: self.stop_autoplay())
        self.task: asyncio.Task | None = None
        self.widget = w.VBox(
            [
                w.HTML("Bot for each seat:"),
                self.seats,
                w.HBox([self.one, self.to_end]),
                w.HBox([self.auto, self.stop]),
                self.delay,
            ]
        )

    def refresh(self) -> None:
        session = self.session
        names = list(available_bots(session.game))
        if len(self.seats.children) != len(session.bot_names):
            dropdowns = []
            for seat, current in enumerate(session.bot_names):
                label = session.game.seat_name(seat) if hasattr(session.game, "seat_name") else ""
                dropdown = w.Dropdown(options=names, value=current, description=label or str(seat))
                dropdown.observe(self._chosen(seat), "value")
                dropdowns.append(dropdown)
            self.seats.children = tuple(dropdowns)
        over = session.over
        self.one.disabled = self.to_end.disabled = over
        running = self.task is not None and not self.task.done()
        self.auto.disabled = over or running
        self.stop.disabled = not running

    def _chosen(self, seat: int):
        def update(change) -> None:
            self.session.bot_names[seat] = change["new"]

        return update

    def start_to_end(self) -> None:
        """Play to the end in slices, answering the page between them (Stop, keys, tabs);
        without a running event loop (tests, a plain script) at once."""
        if self.task is not None and not self.task.done():
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.app.play_to_end()
            return
        self.task = loop.create_task(self.play_to_end())
        self.refresh()

    async def play_to_end(self, limit: int = PLAY_TO_END_LIMIT) -> int:
        """Bot moves until the game ends or ``limit``: about SLICE seconds of moves at a time,
        then a pause so the kernel hears the page, and the board redrawn now and then."""
        moves = self.session.bot_moves(limit)
        count, problem = 0, None
        shown = time.perf_counter()
        try:
            while True:
                ends = time.perf_counter() + SLICE
                for _ in moves:
                    count += 1
                    if time.perf_counter() >= ends:
                        break
                else:
                    break
                if time.perf_counter() - shown >= REDRAW:
                    self.session.last_step()
                    self.app.draw_board()
                    shown = time.perf_counter()
                await asyncio.sleep(0)
        except (HistoryFull, IllegalAction) as exc:
            problem = exc
        finally:
            self.task = None
            self.app.bots_finished(count, limit, problem)
        return count

    def start_autoplay(self) -> None:
        if self.task is not None and not self.task.done():
            return
        loop = asyncio.get_event_loop()
        self.task = loop.create_task(self.autoplay())
        self.refresh()

    def stop_autoplay(self) -> None:
        if self.task is not None:
            self.task.cancel()
        self.task = None
        self.refresh()

    async def autoplay(self, limit: int = 10_000) -> int:
        """Bot moves with a pause between them, so the kernel still hears the Stop button."""
        moves = 0
        try:
            while not self.session.over and moves < limit:
                before = self.session.cursor
                self.app.bot_move()
                if self.session.cursor == before:  # stopped with a message (history full)
                    break
                moves += 1
                await asyncio.sleep(self.delay.value)
        finally:
            self.task = None
            self.refresh()
        return moves
