"""What every panel shares: the explorer it belongs to, and a pool of reusable buttons."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import ipywidgets as w

#: A seat's list (its bot, in the Bots and Lab tabs) labelled by the seat's name at the name's
#: own width: in the default label width "Jogador(a) 1" broke before its number, which stood
#: alone on a line under the name (issue 44, the final screenshots).
SEAT_LABEL = {"description_width": "initial"}

if TYPE_CHECKING:
    from explorer.app import GameExplorer


class Panel:
    """A part of the dashboard. ``widget`` is what gets laid out; ``refresh`` redraws it
    (in the dashboard's language: a change of language refreshes every panel)."""

    #: The message id of the panel's tab title.
    title = ""

    def __init__(self, app: GameExplorer) -> None:
        self.app = app
        self.widget: w.Widget = w.VBox()

    @property
    def session(self):
        return self.app.session

    @property
    def chrome(self):
        return self.app.chrome

    def t(self, message_id: str, **params) -> str:
        """A chrome message in the dashboard's language."""
        return self.app.chrome.t(message_id, **params)

    def words(self, message) -> str:
        """A game's text (a message or plain English) in the dashboard's language."""
        return self.app.chrome.words(message)

    def refresh(self) -> None:
        """Redraw from the session; called after every change."""


class ButtonPool:
    """Buttons created once and re-labelled on every refresh.

    Creating widgets costs a round trip to the browser each; changing a label is cheap, so
    the action list keeps its buttons and hides the ones it does not need.
    """

    def __init__(self, on_click: Callable[[str], None], css: str, legal_style: str = "") -> None:
        self.on_click = on_click
        self.css = css
        #: How a legal choice looks ("primary": the moves one may take stand out).
        self.legal_style = legal_style
        self.buttons: list[w.Button] = []
        self.box = w.Box(layout=w.Layout(flex_flow="row wrap"))

    def show(self, items: list[tuple[str, str, str, bool]]) -> None:
        """Show (key, label, tooltip, legal) items; illegal ones stay clickable to ask why."""
        while len(self.buttons) < len(items):
            # made with its class and shown: a change right after would be a message more
            button = w.Button(
                layout=w.Layout(width="auto", min_width="150px", display=""),
                _dom_classes=(self.css,),
            )
            button.on_click(self._clicked)
            self.buttons.append(button)
        for button, (key, label, tooltip, legal) in zip(self.buttons, items, strict=False):
            with button.hold_sync():  # what changed of a button, in one message
                button.description = label if legal else f"⊘ {label}"
                button.tooltip = tooltip
                # Legal moves up, forbidden ones down: a plain button marked ⊘ and
                # rx-forbidden (never the bright warning colour, which drew the eye to what
                # one may not do).
                button.button_style = self.legal_style if legal else ""
                if legal:
                    button.remove_class("rx-forbidden")
                    button.add_class("rx-legal")
                else:
                    button.remove_class("rx-legal")
                    button.add_class("rx-forbidden")
            button.layout.display = ""
            button._rx_key = key  # type: ignore[attr-defined]
        for button in self.buttons[len(items) :]:
            button.layout.display = "none"
        self.box.children = tuple(self.buttons)

    def _clicked(self, button: w.Button) -> None:
        self.on_click(button._rx_key)  # type: ignore[attr-defined]

    def visible(self) -> list[w.Button]:
        return [b for b in self.buttons if b.layout.display != "none"]

    def by_key(self) -> dict[str, w.Button]:
        """The buttons shown, by the key of what they do (keys are never shown)."""
        return {b._rx_key: b for b in self.visible()}  # type: ignore[attr-defined]
