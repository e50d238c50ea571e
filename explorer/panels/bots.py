"""Bots: one move, play to the end, or autoplay at a chosen speed (stoppable)."""

from __future__ import annotations

import asyncio
import time

import ipywidgets as w

from explorer.chrome import bot_name, on_choice, set_options
from explorer.session import PLAY_TO_END_LIMIT, HistoryFull
from explorer.text import esc
from rules import IllegalAction
from rules.core.bots import available_bots

from .base import SEAT_LABEL, Panel


def _in_a_kernel() -> bool:
    """True inside a Jupyter kernel (Voilà, JupyterLab), whose event loop runs tasks between
    messages; False in a plain process (tests, scripts), where a task would never run (and
    a loop may be running for something else, such as a browser driver)."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


SLICE = 0.04  # seconds of bot moves between two pauses: the page stays responsive
REDRAW = 0.5  # seconds between two board redraws while the bots play to the end


class BotsPanel(Panel):
    title = "tab-bots"

    def __init__(self, app) -> None:
        super().__init__(app)
        bind = self.chrome.bind
        self.seats = w.VBox()
        self.one = w.Button()
        bind(self.one, "description", "bots-one")
        bind(self.one, "tooltip", "bots-one-tip")
        self.one.add_class("rx-bot-one")
        self.to_end = w.Button()
        bind(self.to_end, "description", "bots-to-end")
        self.to_end.add_class("rx-bot-end")
        self.auto = w.Button(button_style="success")
        bind(self.auto, "description", "bots-autoplay")
        self.auto.add_class("rx-bot-auto")
        self.stop = w.Button(button_style="danger", disabled=True)
        bind(self.stop, "description", "bots-stop")
        self.stop.add_class("rx-bot-stop")
        self.delay = w.FloatSlider(
            value=0.6,
            min=0.05,
            max=2.0,
            step=0.05,
            readout=True,
            style={"description_width": "initial"},
        )
        bind(self.delay, "description", "bots-delay")
        self.one.on_click(lambda _: self.app.bot_move())
        self.to_end.on_click(lambda _: self.start_to_end())
        self.auto.on_click(lambda _: self.start_autoplay())
        self.stop.on_click(lambda _: self.stop_autoplay())
        self.task: asyncio.Task | None = None
        self.widget = w.VBox(
            [
                bind(w.HTML(), "value", lambda: esc(self.t("bots-each-seat"))),
                self.seats,
                w.HBox([self.one, self.to_end]),
                w.HBox([self.auto, self.stop]),
                self.delay,
            ]
        )

    def refresh(self) -> None:
        session = self.session
        if len(self.seats.children) != len(session.bot_names):
            dropdowns = []
            for seat, current in enumerate(session.bot_names):
                # Named when made: a select drawn before its name arrives has no label.
                dropdown = w.Dropdown(
                    options=self.bot_options(),
                    value=current,
                    description=self.words(session.seat(seat)),
                    # the seat's name whole on its line ("Jogador(a) 1" was broken before its
                    # number in the default label width)
                    style=SEAT_LABEL,
                )
                on_choice(dropdown, self._chosen(seat))
                dropdowns.append(dropdown)
            self.seats.children = tuple(dropdowns)
        for seat, dropdown in enumerate(self.seats.children):
            set_options(dropdown, self.bot_options())
            dropdown.description = self.words(session.seat(seat))
        over = session.over
        self.one.disabled = self.to_end.disabled = over
        running = self.task is not None and not self.task.done()
        self.auto.disabled = over or running
        self.stop.disabled = not running

    def bot_options(self) -> list[tuple[str, str]]:
        """Every bot of the game, by its name in words."""
        return [(self.words(bot_name(name)), name) for name in available_bots(self.session.game)]

    def _chosen(self, seat: int):
        def update(name: str) -> None:
            self.session.bot_names[seat] = name

        return update

    def start_to_end(self) -> None:
        """Play to the end in slices, answering the page between them (Stop, keys, tabs);
        without a running event loop (tests, a plain script) at once."""
        if self.task is not None and not self.task.done():
            return
        if not _in_a_kernel():
            self.app.play_to_end()
            return
        self.task = asyncio.get_event_loop().create_task(self.play_to_end())
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
