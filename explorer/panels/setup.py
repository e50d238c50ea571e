"""Setup: players, variants, rulings and seed, then a new game."""

from __future__ import annotations

import ipywidgets as w

from explorer.chrome import set_options
from explorer.text import esc

from .base import Panel


class SetupPanel(Panel):
    title = "tab-setup"

    def __init__(self, app) -> None:
        super().__init__(app)
        bind = self.chrome.bind
        info = self.session.game.info
        low, high = info.players
        self.players = w.Dropdown(options=list(range(low, high + 1)), value=self.session.players)
        bind(self.players, "description", "setup-players")
        # Named for what it does for a player (the same number, the same game), not "seed",
        # which the rulings' readings used to be called after.
        self.seed = w.BoundedIntText(
            value=self.session.seed,
            min=0,
            max=2**31,
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        bind(self.seed, "description", "setup-seed")
        self.variants = {}
        for variant in info.variants:
            box = w.Checkbox(
                value=variant.name in self.session.variants,
                indent=False,  # in line with the lists and buttons above and below
                style={"description_width": "initial"},
                layout=w.Layout(width="auto"),
            )
            bind(box, "description", lambda v=variant: self.words(v.title))
            self.variants[variant.name] = box
        self.rulings = {}
        rows = []
        for option in info.rulings:
            # The title on its own line, then every reading in full, one under the other: a
            # ruling has two or three readings, often a sentence long, which a dropdown cut
            # short at 1366 x 768 and in presenter mode (issue 44).
            readings = w.RadioButtons(
                options=self._readings(option),
                value=self.session.rulings.get(option.name, option.default),
                description_allow_html=False,
                style={"description_width": "initial"},
                layout=w.Layout(width="auto"),
            )
            bind(readings, "description", "setup-reading")
            readings.add_class("rx-readings")
            self.rulings[option.name] = readings
            rule_button = w.Button(layout=w.Layout(width="auto", align_self="flex-start"))
            bind(rule_button, "description", "setup-why")
            bind(
                rule_button,
                "tooltip",
                lambda o=option: self.t("setup-why-tip", ruling=self.words(o.title)),
            )
            rule_button.on_click(lambda _, sid=option.section: self.app.show_rule(sid))
            title = bind(w.HTML(), "value", lambda o=option: f"<i>{esc(self.words(o.title))}</i>")
            rows.append(
                w.VBox([title, readings, rule_button], layout=w.Layout(margin="0 0 0.4em 0"))
            )
        self.start = w.Button(button_style="primary")
        bind(self.start, "description", "setup-new-game")
        self.start.add_class("rx-new-game")
        self.start.on_click(lambda _: self.new_game())
        self.message = w.HTML()
        variants_heading = bind(
            w.HTML(), "value", lambda: f"<b>{esc(self.t('setup-variants'))}</b>"
        )
        rulings_heading = bind(
            w.HTML(),
            "value",
            lambda: f"<b>{esc(self.t('setup-rulings'))}</b> {esc(self.t('setup-rulings-note'))}",
        )
        self.widget = w.VBox(
            [
                self.players,
                self.seed,
                *([variants_heading] if self.variants else []),
                *self.variants.values(),
                rulings_heading,
                *rows,
                self.start,
                self.message,
            ]
        )

    def _readings(self, option) -> list[tuple[str, str]]:
        """A ruling's readings in words, the default one marked."""
        readings = []
        for choice in option.choices:
            label = self.words(option.label(choice))
            if choice == option.default:
                label = self.t("setup-default-reading", reading=label)
            readings.append((label, choice))
        return readings

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
        for option in session.game.info.rulings:
            readings = self.rulings[option.name]
            set_options(readings, self._readings(option))
            if option.name in session.rulings:
                readings.value = session.rulings[option.name]
