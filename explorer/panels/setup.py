"""Setup: players, variants, rulings and seed, then a new game."""

from __future__ import annotations

import ipywidgets as w

from explorer.text import esc

from .base import Panel


class SetupPanel(Panel):
    title = "Setup"

    def __init__(self, app) -> None:
        super().__init__(app)
        info = self.session.game.info
        low, high = info.players
        self.players = w.Dropdown(
            options=list(range(low, high + 1)), value=self.session.players, description="Players"
        )
        self.seed = w.BoundedIntText(value=self.session.seed, min=0, max=2**31, description="Seed")
        self.variants = {
            v.name: w.Checkbox(value=v.name in self.session.variants, description=v.title)
            for v in info.variants
        }
        self.rulings = {}
        rows = []
        for option in info.rulings:
            # The title on its own line: beside a dropdown a long title wrapped word by word.
            dropdown = w.Dropdown(
                options=[
                    (
                        f"{option.label(c)} (default)" if c == option.default else option.label(c),
                        c,
                    )
                    for c in option.choices
                ],
                value=self.session.rulings.get(option.name, option.default),
                description="Reading",
                description_allow_html=False,
                style={"description_width": "70px"},
                layout=w.Layout(width="auto", min_width="360px"),
            )
            self.rulings[option.name] = dropdown
            rule_button = w.Button(
                description="why?",
                tooltip=f"Open the rulebook at: {option.title}",
                layout=w.Layout(width="auto"),
            )
            rule_button.on_click(lambda _, sid=option.section: self.app.show_rule(sid))
            rows.append(
                w.VBox(
                    [
                        w.HTML(f"<i>{esc(option.title)}</i>"),
                        w.HBox([dropdown, rule_button]),
                    ],
                    layout=w.Layout(margin="0 0 0.4em 0"),
                )
            )
        self.start = w.Button(description="New game", button_style="primary")
        self.start.add_class("rx-new-game")
        self.start.on_click(lambda _: self.new_game())
        self.message = w.HTML()
        self.widget = w.VBox(
            [
                self.players,
                self.seed,
                *([w.HTML("<b>Variants</b>")] if self.variants else []),
                *self.variants.values(),
                w.HTML("<b>Rulings</b> (readings of unclear passages; default: the seed's)"),
                *rows,
                self.start,
                self.message,
            ]
        )

    def new_game(self) -> None:
        variants = [name for name, box in self.variants.items() if box.value]
        rulings = {name: d.value for name, d in self.rulings.items()}
        try:
            self.app.new_game(self.players.value, self.seed.value, variants, rulings)
        except ValueError as exc:
            self.message.value = f'<div class="rx-whynot">{esc(str(exc))}</div>'
            return
        self.message.value = ""

    def refresh(self) -> None:
        session = self.session
        self.players.value = session.players
        for name, box in self.variants.items():
            box.value = name in session.variants
        for name, dropdown in self.rulings.items():
            if name in session.rulings:
                dropdown.value = session.rulings[name]
