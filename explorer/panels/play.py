"""Play: whose turn, the die (roll or choose the outcome), and the actions, legal or not."""

from __future__ import annotations

import ipywidgets as w

from explorer.chrome import set_options
from explorer.text import esc

from .base import ButtonPool, Panel

LONG_LIST = 24  # more actions than this are offered as a list with one button


class PlayPanel(Panel):
    title = "tab-play"

    def __init__(self, app) -> None:
        super().__init__(app)
        bind = self.chrome.bind
        self.turn = w.HTML()
        self.turn.add_class("rx-status")
        self.roll_button = w.Button(button_style="primary", layout=w.Layout(width="auto"))
        bind(self.roll_button, "description", lambda: self.words(self.session.game.chance_label))
        bind(self.roll_button, "tooltip", "play-roll-tip")
        self.roll_button.add_class("rx-roll")
        self.roll_button.on_click(lambda _: self.app.roll())
        self.outcomes = ButtonPool(self.app.choose, "rx-outcome")
        self.outcomes_note = w.HTML()
        self.chance_box = w.VBox([self.roll_button, self.outcomes_note, self.outcomes.box])
        self.actions = ButtonPool(self.app.act, "rx-action")
        self.show_illegal = w.Checkbox(
            value=True,
            indent=False,
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        bind(self.show_illegal, "description", "play-show-forbidden")
        self.show_illegal.observe(lambda _: self.refresh(), "value")
        self.heading = w.HTML()
        # Long lists (placing on any of 40 spaces) read better as one list than as a wall of
        # buttons, and cost the page three widgets instead of a hundred.
        self.choice = w.Dropdown(options=[], layout=w.Layout(flex="1 1 220px", width="auto"))
        self.choice.add_class("rx-action-list")
        self.go = w.Button(button_style="primary", layout=w.Layout(flex="0 0 auto"))
        bind(self.go, "description", "play-do-it")
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
            self._show_outcomes()
            self.actions.show([])
            self.long_list.layout.display = "none"
            self.heading.value = ""
            return
        legal = {a.key for a in session.legal_actions()}
        actions = (
            session.candidate_actions() if self.show_illegal.value else session.legal_actions()
        )
        items = [self._item(a, a.key in legal) for a in actions]
        if len(items) > LONG_LIST:
            self.actions.show([])
            options = [(label if ok else f"⊘ {label}", key) for key, label, _, ok in items]
            if [key for _, key in self.choice.options] != [key for _, key in options]:
                self.choice.value = None  # another position: its first action is offered
            set_options(self.choice, options, options[0][1])
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
        names = [self.words(titles[k]) if k in titles else k.capitalize() for k in kinds]
        self.heading.value = "<b>" + esc(" / ".join(names)) + "</b>" if kinds else ""

    def _item(self, action, legal: bool) -> tuple[str, str, str, bool]:
        """An action button: its key (kept, never shown), its label, and a tooltip in words."""
        label = action.render(self.chrome.language)
        tip = label if legal else self.t("play-forbidden-tip", action=label)
        return (action.key, label, tip, legal)

    def _show_outcomes(self) -> None:
        session = self.session
        viewer = session.viewer
        if viewer is not None and session.game.chance_hidden_from(session.state, viewer):
            # Listing the outcomes would show this player what the rules hide.
            self.outcomes_note.value = f"<i>{esc(self.t('play-outcomes-hidden'))}</i>"
            self.outcomes.show([])
            return
        self.outcomes_note.value = f"<i>{esc(self.t('play-outcomes-choose'))}</i>"
        items = []
        for action, chance in session.chance_outcomes():
            outcome = action.render(self.chrome.language)
            label = self.t("play-outcome", outcome=outcome, chance=chance)
            tip = self.t("play-outcome-tip", outcome=outcome)
            items.append((action.key, label, tip, True))
        self.outcomes.show(items)

    def _turn_text(self) -> str:
        session = self.session
        if session.over:
            result = session.game.result(session.state)
            reason = self.words(result.reason) if result else ""
            return self.t("play-game-over", reason=reason).strip()
        return self.words(session.game.describe(session.state)).split(". ")[0] + "."
