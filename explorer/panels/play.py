"""Play: whose turn, the die (roll or choose the outcome), and the actions, legal or not."""

from __future__ import annotations

import ipywidgets as w

from explorer.text import esc

from .base import ButtonPool, Panel

LONG_LIST = 24  # more actions than this are offered as a list with one button


class PlayPanel(Panel):
    title = "Play"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.turn = w.HTML()
        self.turn.add_class("rx-status")
        self.roll_button = w.Button(
            description=app.session.game.chance_label,
            button_style="primary",
            layout=w.Layout(width="auto"),
        )
        self.roll_button.add_class("rx-roll")
        self.roll_button.on_click(lambda _: self.app.roll())
        self.outcomes = ButtonPool(self.app.choose, "rx-outcome")
        self.outcomes_note = w.HTML()
        self.chance_box = w.VBox([self.roll_button, self.outcomes_note, self.outcomes.box])
        self.actions = ButtonPool(self.app.act, "rx-action")
        self.show_illegal = w.Checkbox(
            value=True,
            description="Also show moves the rules forbid (⊘: click one to see why)",
            indent=False,
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        self.show_illegal.observe(lambda _: self.refresh(), "value")
        self.heading = w.HTML()
        # Long lists (placing on any of 40 spaces) read better as one list than as a wall of
        # buttons, and cost the page three widgets instead of a hundred.
        self.choice = w.Dropdown(options=[], layout=w.Layout(flex="1 1 220px", width="auto"))
        self.choice.add_class("rx-action-list")
        self.go = w.Button(
            description="Do it", button_style="primary", layout=w.Layout(flex="0 0 auto")
        )
        self.go.add_class("rx-action-go")
        self.go.on_click(lambda _: self.choice.value and self.app.act(self.choice.value))
        self.long_list = w.HBox(
            [self.choice, self.go], layout=w.Layout(flex_flow="row wrap", width="100%")
        )
        self.widget = w.VBox(
            [
                self.turn,
                self.chance_box,
                self.heading,
                self.actions.box,
                self.long_list,
                self.show_illegal,
            ]
        )

    def refresh(self) -> None:
        session = self.session
        self.turn.value = f"<b>{esc(self._turn_text())}</b>"
        at_chance = session.at_chance
        self.chance_box.layout.display = "" if at_chance else "none"
        if at_chance:
            viewer = session.viewer
            if viewer is not None and session.game.chance_hidden_from(session.state, viewer):
                # Listing the outcomes would show this player what the rules hide.
                self.outcomes_note.value = (
                    "<i>What chance can give is hidden in this player's view; the teacher's "
                    "view lets you choose it (what if?).</i>"
                )
                self.outcomes.show([])
            else:
                self.outcomes_note.value = "<i>…or choose the outcome yourself (what if?):</i>"
                self.outcomes.show(
                    [
                        (a.key, f"{a.label} ({p:.0%})", a.key, True)
                        for a, p in session.chance_outcomes()
                    ]
                )
            self.actions.show([])
            self.long_list.layout.display = "none"
            self.heading.value = ""
            return
        legal = {a.key for a in session.legal_actions()}
        actions = (
            session.candidate_actions() if self.show_illegal.value else session.legal_actions()
        )
        items = [(a.key, a.label, a.key, a.key in legal) for a in actions]
        if len(items) > LONG_LIST:
            self.actions.show([])
            options = [(label if ok else f"⊘ {label}", key) for key, label, _, ok in items]
            if list(self.choice.options) != options:
                self.choice.options = options
                self.choice.value = options[0][1]
            self.long_list.layout.display = ""
        else:
            self.actions.show(items)
            self.long_list.layout.display = "none"
        titles = session.game.action_kinds
        order = list(titles)
        kinds = sorted(
            {a.kind for a in actions},
            key=lambda k: (order.index(k) if k in order else len(order), k),
        )
        names = [titles.get(k, k.capitalize()) for k in kinds]
        self.heading.value = "<b>" + esc(" / ".join(names)) + "</b>" if kinds else ""

    def _turn_text(self) -> str:
        session = self.session
        if session.over:
            result = session.game.result(session.state)
            return f"Game over. {result.reason if result else ''}"
        return session.game.describe(session.state).split(". ")[0] + "."
