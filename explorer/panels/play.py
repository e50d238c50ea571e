"""Play: whose turn and what they must do, the die (roll or choose the outcome), the actions
(legal ones prominent, forbidden ones played down), and before the first move the game's
guided first game."""

from __future__ import annotations

from dataclasses import dataclass

import ipywidgets as w
from ipywidgets.widgets.trait_types import TypedTuple
from traitlets import Unicode

from explorer.chrome import on_choice, set_options
from explorer.text import esc

from .base import ButtonPool, Panel
from .tutorial_way_back import TutorialWayBack

LONG_LIST = 24  # more actions than this are offered as two short lists instead of buttons
GROUP_MAX = 12  # the most actions one group of the two lists offers


def shared_start(labels: list[str]) -> str | None:
    """The words a few labels all start with, and "…" for the rest (None if they share fewer
    than two words)."""
    shared: list[str] = []
    for words in zip(*(label.split(" ") for label in labels), strict=False):
        if len(set(words)) > 1:
            break
        shared.append(words[0])
    if len(shared) < 2 or any(label == " ".join(shared) for label in labels):
        return None
    return " ".join(shared) + " …"


#: A zero-width space: where a line may break without showing anything.
BREAK = "\u200b"


def breakable(label: str) -> str:
    """An entry of the list box as the browser receives it: a line may break after each of its
    spaces. ipywidgets writes each space of an entry as a no-break space (its SelectView
    replaces " " with U+00A0), so an entry too long for the column broke wherever its line
    ran out, in the middle of a word ("chak / ra"); the zero-width space after each space
    is a break the browser takes first. The mark of a forbidden action stays with its first
    word."""
    return label.replace(" ", " " + BREAK).replace("⊘ " + BREAK, "⊘ ")


class WrappingSelect(w.Select):
    """A list box whose entries wrap between words (``breakable``), sent so to the browser
    only: in Python its options, label and value are the entries as given."""

    _options_labels = TypedTuple(trait=Unicode(), read_only=True).tag(
        sync=True, to_json=lambda labels, _widget: [breakable(label) for label in labels]
    )


@dataclass(frozen=True)
class Group:
    """Some actions of one kind, offered together in the first of the two lists."""

    name: str
    items: tuple[tuple[str, str, str, bool], ...]  # (key, label, tooltip, legal)


class PlayPanel(Panel):
    title = "tab-play"

    def __init__(self, app) -> None:
        super().__init__(app)
        bind = self.chrome.bind
        self.turn = w.HTML()
        self.turn.add_class("rx-status")
        self.first_game = self._first_game_offer()
        self.roll_button = w.Button(button_style="primary", layout=w.Layout(width="auto"))
        bind(self.roll_button, "description", lambda: self.words(self.session.game.chance_label))
        bind(self.roll_button, "tooltip", "play-roll-tip")
        self.roll_button.add_class("rx-roll")
        self.roll_button.on_click(lambda _: self.app.roll())
        self.outcomes = ButtonPool(self.app.choose, "rx-outcome")
        self.outcomes_note = w.HTML()
        self.chance_box = w.VBox([self.roll_button, self.outcomes_note, self.outcomes.box])
        self.actions = ButtonPool(self.app.act, "rx-action", legal_style="primary")
        self.show_illegal = w.Checkbox(
            value=True,
            indent=False,
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        bind(self.show_illegal, "description", "play-show-forbidden")
        self.show_illegal.observe(lambda _: self.refresh(), "value")
        self.heading = w.HTML()
        # A long list (92 ways to take energy) is two short ones: which group, then which
        # action of it; the board composes the same actions with clicks.
        self.groups: list[Group] = []
        # Full width, no flex: in the column a flex basis would be the list's height.
        self.group = w.Dropdown(options=[], layout=w.Layout(width="auto"))
        bind(self.group, "description", "play-group")
        self.group.add_class("rx-action-group")
        on_choice(self.group, lambda _: self._show_group())
        # The group's actions in a list box, each entry whole and wrapped within the column
        # (style.css): a drop-down list cannot wrap, and a long action ("Move light blue from
        # the light blue chakra to the dark blue chakra") was cut short in it at 1366 x 768
        # and in presenter mode (issue 44), and wrapped only between words (WrappingSelect).
        # The arrow keys move through it and a screen reader reads each entry; the button
        # under it says the chosen action in full and takes it.
        self.choice = WrappingSelect(options=[], rows=GROUP_MAX, layout=w.Layout(width="auto"))
        bind(self.choice, "description", "play-action")
        self.choice.add_class("rx-action-list")
        self.go = w.Button(button_style="primary", layout=w.Layout(width="auto"))
        bind(self.go, "description", self._go_words)
        self.go.add_class("rx-action-go")
        self.go.on_click(lambda _: self.choice.value and self.app.act(self.choice.value))
        # (A choice unset while another group's actions come in is not a choice: the new
        # group's first action is, once it is set.)
        on_choice(self.choice, lambda key: key is not None and self._show_chosen())
        self.long_list = w.VBox([self.group, self.choice, self.go], layout=w.Layout(width="100%"))
        self.long_list.add_class("rx-long-list")
        self.widget = w.VBox(
            [
                self.turn,
                self.first_game,
                self.chance_box,
                self.heading,
                self.actions.box,
                self.long_list,
                self.show_illegal,
            ]
        )

    # ----- the first game ------------------------------------------------------------------
    def _first_game_offer(self) -> w.Box:
        """Before the first move: the game's guided first game, one click away."""
        bind = self.chrome.bind
        tutorials = self.session.game.tutorials
        self.first_game_buttons: list[w.Button] = []
        for tutorial in tutorials:
            button = w.Button(button_style="info", layout=w.Layout(width="auto"))
            title = tutorial.title_in
            bind(
                button,
                "description",
                lambda title=title: self.t("tutorial-start", title=title(self.chrome.language)),
            )
            button.add_class("rx-first-game")
            button.on_click(lambda _, t=tutorial: self.app.start_tutorial(t))
            self.first_game_buttons.append(button)
        self.lesson_next = w.Button(button_style="info", layout=w.Layout(width="auto"))
        bind(self.lesson_next, "description", "tutorial-next")
        self.lesson_next.add_class("rx-play-tutorial-next")
        self.lesson_next.on_click(lambda _: self.app.tutorial_next())
        self.lesson = w.HTML()
        self.lesson.add_class("rx-play-tutorial")
        # A move other than the tutorial's leaves it: the Play tab says so, with a way back
        # (the Scenarios tab says the same, with the same way back).
        self.way_back = TutorialWayBack(self, "rx-play-tutorial-back")
        self.lesson_back = self.way_back.button
        self.offer = bind(w.HTML(), "value", lambda: f"<i>{esc(self.t('play-first-game'))}</i>")
        # The offer and its buttons show and hide together: one change for the browser.
        self.offer_box = w.VBox([self.offer, *self.first_game_buttons])
        box = w.VBox([self.offer_box, self.lesson, self.lesson_next, self.lesson_back])
        box.add_class("rx-first-game-box")
        return box

    def _refresh_first_game(self) -> None:
        session = self.session
        tutorial = session.tutorial
        offer = not session.game.tutorials or session.cursor > 0 or tutorial is not None
        self.offer_box.layout.display = "none" if offer else ""
        in_lesson = tutorial is not None and session.tutorial_on_track()
        self.lesson_next.layout.display = "" if in_lesson else "none"
        language = self.chrome.language
        left = self.way_back.note()
        if left is not None:
            self.lesson.value = left
            return
        if not in_lesson:
            self.lesson.value = ""
            return
        total = len(tutorial.moves)
        self.lesson_next.disabled = session.cursor >= total
        where = self.t("tutorial-where", move=session.cursor, total=total)
        if session.cursor >= total:
            where = f"{where} {self.t('tutorial-over')}"
        comment = session.tutorial_comment(language)
        self.lesson.value = f"<p><b>{esc(tutorial.title_in(language))}</b>: {esc(where)}</p>" + (
            f'<div class="rx-note">{esc(comment)}</div>' if comment else ""
        )

    # ----- drawing -------------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.session
        self.turn.value = f"<b>{esc(self.turn_text())}</b>"
        self._refresh_first_game()
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
        # Legal moves first: the ones a learner may take are the ones to find.
        ordered = sorted(actions, key=lambda a: a.key not in legal)
        items = [self._item(a, a.key in legal) for a in ordered]
        if len(items) > LONG_LIST:
            self.actions.show([])
            self._show_groups(ordered, items)
            self.long_list.layout.display = ""
        else:
            self.actions.show(items)
            self.long_list.layout.display = "none"
        self.heading.value = self._heading(actions)

    def _heading(self, actions) -> str:
        titles = self.session.game.action_kinds
        order = list(titles)
        kinds = sorted(
            {a.kind for a in actions},
            key=lambda k: (order.index(k) if k in order else len(order), k),
        )
        names = [self.words(titles[k]) if k in titles else k.capitalize() for k in kinds]
        return "<b>" + esc(" / ".join(names)) + "</b>" if kinds else ""

    def _item(self, action, legal: bool) -> tuple[str, str, str, bool]:
        """An action button: its key (kept, never shown), its label, and a tooltip in words."""
        label = action.render(self.chrome.language)
        tip = label if legal else self.t("play-forbidden-tip", action=label)
        return (action.key, label, tip, legal)

    # ----- long lists in two -------------------------------------------------------------
    def _show_groups(self, actions, items) -> None:
        groups = self.grouped(actions, items)
        keep = self.group.value
        self.groups = groups
        options = [(group.name, index) for index, group in enumerate(groups)]
        names = [name for name, _ in self.group.options]
        if names != [name for name, _ in options]:
            keep = 0  # another position: its first group is offered
        set_options(self.group, options, keep)
        if self.group.value not in range(len(groups)):
            self.group.value = 0
        self._show_group()

    def _show_group(self) -> None:
        if not self.groups or self.group.value is None:
            return
        group = self.groups[self.group.value]
        options = [(label if ok else f"⊘ {label}", key) for key, label, _, ok in group.items]
        with self.choice.hold_sync():  # the browser hears of the new choice once
            if [key for _, key in self.choice.options] != [key for _, key in options]:
                self.choice.value = None  # another group: its first action is offered
            set_options(self.choice, options, options[0][1])
        self._show_chosen()  # once, for the action now chosen

    def _chosen(self) -> tuple[str, bool] | None:
        """The action chosen in the long list: its words and whether the rules allow it."""
        chosen = self.choice.value
        for group in self.groups:
            for key, label, _, legal in group.items:
                if key == chosen:
                    return label, legal
        return None

    def _go_words(self) -> str:
        """The button under the long list: the chosen action in full, and whether it is taken
        (a legal one) or explained (one the rules forbid)."""
        chosen = self._chosen()
        if chosen is None:
            return self.t("play-do-it")
        label, legal = chosen
        return self.t("play-do-chosen" if legal else "play-why-not-chosen", action=label)

    def _show_chosen(self) -> None:
        """The button follows the chosen action: its words, and played down (as a forbidden
        move's button is) when the rules forbid it."""
        chosen = self._chosen()
        with self.go.hold_sync():  # one message for the button
            self.go.button_style = "" if chosen is not None and not chosen[1] else "primary"
            self.chrome.reapply(self.go, "description")

    def grouped(self, actions, items) -> list[Group]:
        """The actions by kind; a kind with more than GROUP_MAX of them by what they start
        from (their key's first part: "flow:1"), and any group still too long in parts."""
        titles = self.session.game.action_kinds
        by_kind: dict[str, list[tuple]] = {}
        for action, item in zip(actions, items, strict=True):
            by_kind.setdefault(action.kind, []).append((action, item))
        groups: list[Group] = []
        for kind, members in by_kind.items():
            kind_name = self.words(titles[kind]) if kind in titles else kind.capitalize()
            for name, part in self._split(kind_name, members):
                groups.extend(self._parts(name, part))
        return groups

    def _split(self, kind_name: str, members: list[tuple]) -> list[tuple[str, list[tuple]]]:
        if len(members) <= GROUP_MAX:
            return [(kind_name, members)]
        by_start: dict[str, list[tuple]] = {}
        for action, item in members:
            parts = action.key.split(" ")
            by_start.setdefault(parts[1] if len(parts) > 2 else "", []).append((action, item))
        if not 2 <= len(by_start) <= GROUP_MAX or "" in by_start:
            return [(kind_name, members)]
        unnamed = self.t("board-piece")
        names = {}
        for start, part in by_start.items():
            place = self.app.element_words(start)
            # Named after the board's name for where its actions start; where the board names
            # none, by the words its actions' labels share ("Start EV Mandate on stack …"),
            # never by the key ("us ev mandate"): a learner sees words.
            if place != unnamed:
                names[start] = self.t("play-group-from", kind=kind_name, start=place)
            else:
                names[start] = shared_start([item[1] for _, item in part])
        if None in names.values() or len(set(names.values())) < len(names):
            return [(kind_name, members)]  # cut in numbered parts instead
        return [(names[start], part) for start, part in by_start.items()]

    def _parts(self, name: str, members: list[tuple]) -> list[Group]:
        items = tuple(item for _, item in members)
        if len(items) <= GROUP_MAX:
            return [Group(name, items)]
        total = len(items)
        return [
            Group(
                self.t(
                    "play-group-part",
                    group=name,
                    first=start + 1,
                    last=min(start + GROUP_MAX, total),
                    total=total,
                ),
                items[start : start + GROUP_MAX],
            )
            for start in range(0, total, GROUP_MAX)
        ]

    # ----- chance --------------------------------------------------------------------------
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

    # ----- whose turn ----------------------------------------------------------------------
    def turn_text(self) -> str:
        """Whose turn it is and what they must do: the first sentence of the game's own
        description, which says it; if that sentence does not name the seat to move, the seat
        comes first (so the Play tab never speaks of another player's turn)."""
        session = self.session
        state = session.state
        over = session.ending
        if session.looking_at_view:  # nobody's turn: a saved view is only looked at
            said = self.t("view-status", seat=self.words(session.seat(state.viewer)))
            return said if over is None else f"{said} {over.sentence(self.chrome.language)}"
        if over is not None:
            return over.sentence(self.chrome.language)
        first = self.app.described(state).split(". ")[0].rstrip(".") + "."
        mover = session.mover_words(self.chrome.language)
        if mover and mover not in first:
            return self.t("play-turn-of", seat=mover, task=first)
        return first
