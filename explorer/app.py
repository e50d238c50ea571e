"""GameExplorer: the whole dashboard for any registered game.

The Session holds the game; panels show it; this class wires clicks to the Session and
redraws everything that depends on it. Game-specific drawing lives in ``explorer/boards``.
Every word the dashboard shows is read in its language (``explorer/chrome.py``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w
import plotly.graph_objects as go

from rules import IllegalAction
from rules.core import Action, Ruling
from rules.core.examples import examples_of
from rules.core.scenarios import Scenario

from . import badge_line, palette, target_marks
from .access import page_access
from .boards import board_view
from .boards.base import BADGE_MARGIN, BoardView
from .chrome import LANGUAGE_NAMES, Chrome, on_choice, set_options
from .connection import ConnectionWatch
from .examples_view import ExampleBanner, SeeItHappen
from .keyboard import Announcer, KeyboardShortcuts
from .landing import players_text
from .panels.base import Panel
from .panels.bots import BotsPanel
from .panels.files import FilesPanel
from .panels.history import HistoryPanel
from .panels.lab import LabPanel
from .panels.play import PlayPanel
from .panels.quiz import QuizPanel
from .panels.rulebook import RulebookPanel
from .panels.scenarios import ScenariosPanel
from .panels.setup import SetupPanel
from .panels.steps import StepsPanel
from .reveal import Reveal
from .session import PLAY_TO_END_LIMIT, HistoryFull, Session
from .text import STYLE, esc, source_words

#: The first bold words of a board element's hover text name it ("<b>Red guest 1</b>...").
_HOVER_NAME = re.compile(r"<b>(.*?)</b>")
_TAG = re.compile(r"<[^>]+>")
#: plotly's toolbar over a board keeps only its picture download: its "Share" button
#: (sendChartToCloud) uploads the board to plotly's cloud, and its box and lasso selections
#: (boards never zoom or pan) only grey out the pieces left outside. One button leaves the line
#: above the board its room (badge_line.MODEBAR_PX; issue 44: four covered that line's end).
MODEBAR_CONFIG = {
    "modeBarButtonsToRemove": ["sendChartToCloud", "sendDataToCloud", "select2d", "lasso2d"]
}


class GameExplorer(w.VBox):
    """The dashboard of one game: ``GameExplorer("escape-from-the-hidden-castle")``."""

    def __init__(
        self,
        slug: str,
        players: int | None = None,
        seed: int = 0,
        variants: Sequence[str] = (),
        rulings: dict[str, str] | None = None,
        language: str | None = None,
    ) -> None:
        super().__init__()
        self.add_class("rx-explorer")
        self.session = Session(slug, players, seed, tuple(variants), dict(rulings or {}))
        game = self.session.game
        # The game's first language unless told otherwise; a language it does not speak is
        # refused before anything is drawn.
        self.chrome = Chrome(game.info.languages, language)
        self.view = board_view(game)
        if self.chrome.language in game.info.languages:  # the board in the dashboard's words
            self.view.set_language(self.chrome.language)
        self.view.decorate = self._add_extras
        self.figure = self.view.build(self.session.shown_state)
        self.figure.add_class("rx-board")
        if self.view.modebar:
            self.figure._config = {**self.figure._config, **MODEBAR_CONFIG}
        for index in range(self._view_traces):
            self.figure.data[index].on_click(self._clicked_on(index))

        chrome = self.chrome
        self.header = chrome.bind(w.HTML(), "value", self._header_html)
        self.header.add_class("rx-header")
        self.language_switch = self._language_switch()
        self.viewer = w.Dropdown(layout=w.Layout(width="auto"))
        chrome.bind(self.viewer, "description", "viewer-label")
        self.viewer.add_class("rx-viewer")
        on_choice(self.viewer, self._viewer_chosen)
        viewer_note = chrome.bind(
            w.HTML(), "value", lambda: f"<small>{esc(self.t('viewer-note'))}</small>"
        )
        self._viewer_box = w.HBox([self.viewer, viewer_note])
        self.board_text = w.HTML()
        self.board_text.add_class("rx-board-text")
        self.message = w.HTML()
        self.message.add_class("rx-whynot-box")
        # Each answer said there is scrolled into sight: the control clicked may be far below.
        self.reveal = Reveal(".rx-whynot-box")
        self.why_rule: str | None = None
        self.why_button = w.Button(layout=w.Layout(display="none"))
        chrome.bind(self.why_button, "description", "open-rule")
        self.why_button.add_class("rx-whynot-rule")
        self.why_button.on_click(lambda _: self.why_rule and self.show_rule(self.why_rule))
        # Beside the rule a refusal names: see it happen in a short example (issue 48).
        self.why_see = SeeItHappen(self, "rx-whynot-see")
        self._why_buttons = w.HBox(
            [self.why_button, self.why_see.button], layout=w.Layout(flex_flow="row wrap")
        )
        #: While an example is open: what to watch, and the way back to the learner's game.
        self.example_banner = ExampleBanner(self)
        self.example_reveal = Reveal(".rx-example-box")
        self.example_banner.box.children = (*self.example_banner.box.children, self.example_reveal)
        # The message line belongs to the present it was said in: once the game moves on
        # (a bot, an undo, the quiz taking the move), it goes.
        self._said_for: object = None
        self.announcer = Announcer()
        self._announced_for: object = None
        # The last descriptions read (see ``described``): (which, id of the state, language,
        # viewer) -> (the state, its words).
        self._descriptions: dict[tuple, tuple[Any, str]] = {}
        self.presenter = w.ToggleButton(value=False, layout=w.Layout(width="auto"))
        chrome.bind(self.presenter, "description", "presenter-mode")
        chrome.bind(self.presenter, "tooltip", "presenter-mode-tip")
        self.presenter.add_class("rx-presenter-toggle")
        self.presenter.observe(lambda change: self.set_presenter(change["new"]), "value")

        self.play_panel = PlayPanel(self)
        self.steps_panel = StepsPanel(self)
        self.history_panel = HistoryPanel(self)
        # The other tabs are built the first time they are opened: every widget costs the
        # page a model to create, and most visitors never open the lab or the files tab.
        self.tab_classes: list[type[Panel]] = [
            PlayPanel,
            HistoryPanel,
            RulebookPanel,
            ScenariosPanel,
            QuizPanel,
            BotsPanel,
            LabPanel,
            SetupPanel,
            FilesPanel,
        ]
        self.panels: dict[type[Panel], Panel] = {
            PlayPanel: self.play_panel,
            HistoryPanel: self.history_panel,
        }
        self.tabs = w.Tab(
            children=[
                self.panels[cls].widget if cls in self.panels else w.VBox()
                for cls in self.tab_classes
            ],
        )
        chrome.bind(self.tabs, "titles", lambda: tuple(self.t(c.title) for c in self.tab_classes))
        self.tabs.add_class("rx-tabs")
        self.tabs.observe(self._tab_opened, "selected_index")
        self.shortcuts = KeyboardShortcuts(
            {
                "ArrowLeft": self.previous_step,
                "ArrowRight": self.next_step,
                "Escape": self.back_to_now,
                "z": self.undo,
                "ctrl+z": self.undo,
                "y": self.redo,
                "ctrl+y": self.redo,
                "d": self.roll,
                "b": self.bot_move,
            },
            "",
        )
        chrome.bind(self.shortcuts, "help", "key-help")
        chrome.bind(self.shortcuts, "help_lab", "key-help-lab")
        # Board left; what just happened and what to do next right of it. The bases are
        # small enough that a JupyterLab notebook (about 900 px) keeps both columns.
        left = w.VBox(
            [self.figure, self.board_text, self.history_panel.toolbar],
            layout=w.Layout(flex="3 1 500px", min_width="340px"),
        )
        left.add_class("rx-left")
        right = w.VBox(
            [
                self.example_banner.box,
                self.message,
                self._why_buttons,
                self.steps_panel.widget,
                self.tabs,
            ],
            layout=w.Layout(flex="2 1 320px", min_width="300px"),
        )
        right.add_class("rx-right")
        self._viewer_box.layout.display = "" if game.hidden_information else "none"
        self.children = [
            w.HTML(STYLE),
            self.header,
            w.HBox([self.language_switch, self.presenter], layout=w.Layout(flex_flow="row wrap")),
            self._viewer_box,
            w.Box([left, right], layout=w.Layout(flex_flow="row wrap")),
            self.shortcuts,
            ConnectionWatch(self.chrome),
            self.announcer,
            self.reveal,
            page_access(chrome, lambda: chrome.words(game.info.title)),
        ]
        chrome.on_change(self.refresh)
        self.refresh()

    # ----- language ------------------------------------------------------------------------
    def t(self, message_id: str, **params) -> str:
        """A chrome message in the dashboard's language."""
        return self.chrome.t(message_id, **params)

    def _language_switch(self) -> w.Dropdown:
        """The language switch: shown only when the game speaks more than one language."""
        languages = self.chrome.languages
        switch = w.Dropdown(
            options=[(LANGUAGE_NAMES.get(code, code), code) for code in languages],
            value=self.chrome.language,
            style={"description_width": "initial"},
            layout=w.Layout(width="300px", display="" if len(languages) > 1 else "none"),
        )
        self.chrome.bind(switch, "description", "language-switch")
        switch.add_class("rx-language")
        on_choice(switch, self.set_language)
        return switch

    def set_language(self, language: str) -> None:
        """Speak ``language``: every text redrawn in place; the game, the history, the step
        shown and the open tab stay as they are."""
        board = self.view.language != language
        if board:  # refused here if the game does not speak it, before anything changed
            # The board's own texts and its description, redrawn by the chrome's listeners.
            self.view.set_language(language)
        self.chrome.set_language(language)
        if self.language_switch.value != language:
            self.language_switch.value = language
        if board:
            # The message line was rewritten before the board: it may name board pieces by
            # their labels on the board (a click's "Selected: ..."), which are new now.
            self.chrome.reapply(self.message, "value")
        # What a screen reader last heard is said again in the new language (its live region
        # would otherwise keep a sentence of the old one).
        self._announced_for = None
        self._announce_turn()

    def set_presenter(self, on: bool) -> None:
        """Presenter mode: large text, the board filling the screen (styled by the CSS of
        ``.rx-presenter``)."""
        if on:
            self.add_class("rx-presenter")
        else:
            self.remove_class("rx-presenter")
        if self.presenter.value != on:
            self.presenter.value = on

    # ----- drawing -------------------------------------------------------------------------
    def _add_extras(self, plain: go.Figure) -> None:
        """What the generic explorer draws on every board, after the view's own traces: the
        legal targets of the piece picked, and (above the board) what moment it shows. Added
        to the view's plain figure before its widget is made (BoardView.decorate): changes
        sent to a FigureWidget before the page renders it never reach the browser, so they
        must be in its first picture."""
        self._view_traces = len(plain.data)
        self._view_marks_targets = any(t.name == "legal targets" for t in plain.data)
        # Under the board's own traces, as its rings are (explorer/target_marks.py).
        plain.add_trace(target_marks.trace())
        plain.layout.margin.t = BADGE_MARGIN
        #: The board's own height and the room added above it for the badge's lines after the
        #: first (_draw_badge).
        self._badge_room = (plain.layout.height, 0)
        plain.layout.annotations = [
            dict(
                name="rx-badge",
                text=esc(self.chrome.t("steps-badge-start")),
                xref="paper",
                yref="paper",
                x=0,
                y=1,
                xanchor="left",
                yanchor="bottom",
                showarrow=False,
                font=dict(size=badge_line.FONT_PX, color=palette.TEXT),
                bgcolor=palette.PANEL_FILL,
                bordercolor=palette.TEXT,
                borderpad=3,
            )
        ]

    def _header_html(self) -> str:
        info = self.session.game.info
        words = self.chrome.words
        facts = [words(info.pitch)] if info.pitch else []
        facts += [players_text(info.players, self.chrome.language)]
        facts += [self.t("header-rules-source")]
        note = ""
        if self.view.example_note:
            note = (
                f'<div class="rx-note rx-example-note"><b>{esc(self.t("header-example"))}</b> '
                f"{esc(source_words(words(self.view.example_note), self.t))}</div>"
            )
        facts_html = f'<div class="rx-facts">{esc(" · ".join(facts))}</div>'
        return f"<h2>{esc(words(info.title))}</h2>{facts_html}{note}"

    def _viewer_options(self) -> list[tuple[str, int]]:
        players = self.session.state.players
        seats = [(self.chrome.words(self.session.seat(s)), s) for s in range(players)]
        return [(self.t("viewer-teacher"), -1), *seats]

    def _viewer_chosen(self, value: int | None) -> None:
        if value is None:
            return
        chosen = None if value < 0 else value
        if chosen == self.session.viewer:
            return  # the list following the session (a scenario's view), not the learner
        #: The view the learner chose: a scenario that names none keeps it (issue 44).
        self.learners_view = chosen
        self.session.viewer = chosen
        self.draw_board()
        self.steps_panel.refresh()
        self.history_panel.refresh()  # labels of secret draws change with the viewer
        for kind in (PlayPanel, FilesPanel):  # the chance outcomes one may list, the save
            panel = self.panels.get(kind)
            if panel is not None:
                panel.refresh()

    def refresh(self) -> None:
        """Redraw everything from the session: the board first, so it changes soonest."""
        shown = -1 if self.session.viewer is None else self.session.viewer
        set_options(self.viewer, self._viewer_options(), shown)
        if self.viewer.value != shown:
            self.viewer.value = shown
        if self._said_for is not None and self._said_for is not self.session.entry:
            self.say("")  # said about a moment that has passed
        self.draw_board()
        self.example_banner.refresh()
        for panel in (self.steps_panel, *self.panels.values()):
            panel.refresh()
        self._announce_turn()

    def draw_board(self) -> None:
        session = self.session
        shown = session.seen_state
        picks = session.picks if session.at_present else ()
        # The board and its badge in one message, so the page redraws the board once per
        # move: sent apart, the badge's own redraw doubled the browser's work for each click.
        with self.figure.batch_update():
            self.view.draw(self.figure, shown, session.highlight, picks)
            self._draw_badge(self.steps_panel.badge())
        # Outside the batch: the generic targets read the board's elements as just drawn
        # (inside it, the figure still holds the last drawing's).
        self._draw_targets(shown, picks)
        described = self.described(shown, board=True)
        over = session.ending if session.at_present else None
        if over is not None:  # the board's words end as its badge does: who won, and why
            described = f"{described} {over.sentence(self.chrome.language)}"
        self.board_text.value = f"<p>{esc(described)}</p>"

    def _draw_badge(self, words: str) -> None:
        """The line above the board, in as many lines as the board's width needs (a long
        action's label ran past its edge and was cut: explorer/badge_line.py), with room made
        above the board for each line after the first: the figure grows by as much as its top
        margin, so the board itself keeps its size and place in its drawing."""
        layout = self.figure.layout
        own_height, extra = self._badge_room
        if layout.height != own_height + extra:  # the view drew a board of another size
            own_height, extra = layout.height, 0
        width = badge_line.board_width(layout)
        room = badge_line.line_ems(width, own_height, modebar=self.view.modebar)
        lines = badge_line.badge_lines(words, room)
        text = "<br>".join(esc(line) for line in lines)
        annotation = layout.annotations[0]
        if annotation.text != text:
            annotation.text = text
        # Lines after the first under the first, not centred under it (set only when there
        # are more: the opening board's figure, and so its served picture, stays as it was).
        align = "left" if len(lines) > 1 else None
        if annotation.align != align:
            annotation.align = align
        more = (len(lines) - 1) * badge_line.LINE_PX
        if more != extra or layout.margin.t != BADGE_MARGIN + more:
            layout.margin.t = BADGE_MARGIN + more
            layout.height = own_height + more
        self._badge_room = (own_height, more)

    def described(self, state: Any, board: bool = False) -> str:
        """The description of ``state`` in the dashboard's language: the board's own (the text
        under the board) with ``board``, else the game's (whose turn it is, on the Play tab
        and in the screen reader's announcement). Each is read once per position: a refresh
        asked for it three times, and the words of a long position took a third of a bot
        move's time on the dashboard. States are never changed in place, so the same object
        has the same words."""
        own = board and type(self.view).describe is not BoardView.describe
        key = (own, id(state), self.chrome.language, self.session.viewer)
        kept = self._descriptions.get(key)
        if kept is not None and kept[0] is state:
            return kept[1]
        text = self.chrome.words((self.view if own else self.session.game).describe(state))
        if len(self._descriptions) >= 8:  # a refresh reads two or three; old ones go
            self._descriptions.clear()
        self._descriptions[key] = (state, text)
        return text

    def targets(self, picks: tuple[str, ...] | None = None) -> list[str]:
        """The board elements a click could take the picked piece to legally: the game's
        own answer (``Game.targets``) where it gives one, else each element that makes, with
        the picks, a legal action (or a selection that goes on growing)."""
        session = self.session
        picks = session.picks if picks is None else picks
        if not picks or session.over or session.at_chance:
            return []
        game, state = session.game, session.state
        own = getattr(game, "targets", None)
        if own is not None:
            return list(own(state, tuple(picks)))
        legal = {a.key for a in session.legal_actions()}
        found = []
        for element in self._board_elements():
            if element in picks:
                continue
            more = (*picks, element)
            action = game.action_for(state, more)
            if action is None:
                if game.keeps_picks(state, more):
                    found.append(element)
            elif action.key in legal or game.with_lead_in(state, action):
                found.append(element)
        return found

    def _board_elements(self) -> list[str]:
        """Every clickable element the board draws now, each once."""
        elements: dict[str, None] = {}
        for trace in self.figure.data[: self._view_traces]:
            for element in trace.customdata or ():
                if isinstance(element, str):
                    elements[element] = None
        return list(elements)

    def _draw_targets(self, shown, picks: tuple[str, ...]) -> None:
        """The generic mark of the legal targets, for a view that draws none of its own."""
        if self._view_marks_targets:
            return
        elements = self.targets(picks) if picks else ()
        xs, ys, sizes = target_marks.points(self.view, shown, elements)
        trace = self.figure.data[self._view_traces]
        if (tuple(trace.x or ()), tuple(trace.y or ()), tuple(trace.marker.size or ())) != (
            xs,
            ys,
            sizes,
        ):
            with self.figure.batch_update():
                trace.x, trace.y, trace.marker.size = xs, ys, sizes

    def say(self, content: str | Callable[[], str], rule: str | None = None) -> None:
        """The message line: HTML, or a function that writes it in the current language
        (so a change of language rewrites the message shown). It lasts while the present
        it was said in lasts."""
        self.chrome.bind(self.message, "value", content if callable(content) else lambda: content)
        self.why_rule = rule
        self.why_button.layout.display = "" if rule else "none"
        self.why_see.follow(rule)
        self._said_for = self.session.entry if content else None
        if content:  # an answer: where the learner looks, wherever they clicked
            self.reveal.show()

    def turn_words(self) -> str:
        """Whose turn it is and what they must do (or how the game ended), in words."""
        return self.play_panel.turn_text()

    def _announce_turn(self) -> None:
        """Tell a screen reader what the last change did and whose turn it is now."""
        entry = self.session.entry
        if entry is self._announced_for:
            return
        self._announced_for = entry
        turn = self.turn_words()
        if entry.action is None:
            self.announcer.announce(turn)
            return
        done = self.steps_panel.action_words()
        self.announcer.announce(self.t("announce-turn", done=done, turn=turn))

    def _announce_step(self) -> None:
        """Tell a screen reader which Step the board shows now, and what it says."""
        session = self.session
        if session.at_present:
            self.announcer.announce(self.t("announce-now", turn=self.turn_words()))
            return
        sentence = self.steps_panel.step_words()[session.step_index]
        self.announcer.announce(
            self.t(
                "announce-step",
                number=session.step_index + 1,
                total=len(session.steps),
                text=sentence,
            )
        )

    def note(self, css: str, message_id: str, **params) -> None:
        """A one-sentence chrome message on the message line; a parameter given as a function
        is asked again whenever the message is rewritten (words that follow the language)."""

        def text() -> str:
            values = {name: v() if callable(v) else v for name, v in params.items()}
            return f'<div class="{css}">{esc(self.t(message_id, **values))}</div>'

        self.say(text)

    @property
    def rulebook(self):
        """The rulebook in the dashboard's language (the game's own where not translated)."""
        return self.session.game.rulebook_in(self.chrome.language)

    def rule_title(self, rule: str) -> str:
        """A rule by its section's title: a learner sees words, never section ids."""
        rulebook = self.rulebook
        return rulebook.section(rule).title if rule in rulebook else self.t("rule-unnamed")

    def say_why_not(self, action: Action | str, ruling: Ruling) -> None:
        def why_not() -> str:
            language = self.chrome.language
            label = (
                action.render(language) if isinstance(action, Action) else self._key_words(action)
            )
            return (
                f'<div class="rx-whynot" data-rule="{esc(ruling.rule)}"><b>'
                f"{esc(self.t('whynot-title'))}</b> {esc(label)}.<br>"
                f"{esc(ruling.render(language))}<br><small>"
                f"{esc(self.t('rule-cited'))} <b>{esc(self.rule_title(ruling.rule))}</b>"
                "</small></div>"
            )

        self.say(why_not, ruling.rule)
        # A refusal shown is a rule met (issue 48): the Rulebook tab counts it.
        self.session.meet((ruling.rule,))
        rulebook = self.panels.get(RulebookPanel)
        if rulebook is not None:
            rulebook.refresh()

    def _key_words(self, key: str) -> str:
        """An action named by its key, in words ("this move" for a key that means nothing)."""
        try:
            return self.session.action_named(key).render(self.chrome.language)
        except ValueError:
            return self.t("action-unknown")

    def element_words(self, element: str) -> str:
        """A board element in words: the name its hover text gives it on the board now."""
        for trace in reversed(self.figure.data):
            ids = list(trace.customdata or ())
            if element not in ids:
                continue
            hovers = trace.hovertext if trace.hovertext is not None else trace.text
            if hovers is None or isinstance(hovers, str):
                continue
            found = _HOVER_NAME.search(str(hovers[ids.index(element)]))
            if found:
                return html.unescape(_TAG.sub("", found.group(1))).strip()
        return self.t("board-piece")

    # ----- tabs, built on first use --------------------------------------------------------
    def panel(self, cls: type[Panel]) -> Panel:
        """The panel of class ``cls``, built (and put into its tab) on first use."""
        panel = self.panels.get(cls)
        if panel is None:
            panel = cls(self)
            self.panels[cls] = panel
            # Into the tab's empty box, not in place of it: a new list of tabs makes the
            # page redraw the tab bar, and a second tab clicked meanwhile was lost.
            self.tabs.children[self.tab_classes.index(cls)].children = (panel.widget,)
            panel.refresh()
        return panel

    def _tab_opened(self, change: dict) -> None:
        if change["new"] is not None:
            self.panel(self.tab_classes[change["new"]])

    @property
    def tab_panels(self) -> list[Panel]:
        return [self.panel(cls) for cls in self.tab_classes]

    @property
    def rulebook_panel(self) -> RulebookPanel:
        return self.panel(RulebookPanel)  # type: ignore[return-value]

    @property
    def scenarios_panel(self) -> ScenariosPanel:
        return self.panel(ScenariosPanel)  # type: ignore[return-value]

    @property
    def quiz_panel(self) -> QuizPanel:
        return self.panel(QuizPanel)  # type: ignore[return-value]

    @property
    def bots_panel(self) -> BotsPanel:
        return self.panel(BotsPanel)  # type: ignore[return-value]

    @property
    def lab_panel(self) -> LabPanel:
        return self.panel(LabPanel)  # type: ignore[return-value]

    @property
    def setup_panel(self) -> SetupPanel:
        return self.panel(SetupPanel)  # type: ignore[return-value]

    @property
    def files_panel(self) -> FilesPanel:
        return self.panel(FilesPanel)  # type: ignore[return-value]

    def _quiz_takes(self, action: Action) -> bool:
        """True when the quiz (if it was ever opened) holds the action back for a prediction."""
        quiz = self.panels.get(QuizPanel)
        return quiz is not None and quiz.intercept(action)  # type: ignore[attr-defined]

    def _play_unless_quizzed(self, action: Action) -> None:
        """Play ``action``, unless the quiz asks about it first; with the quiz on and nothing
        to predict, the action is played and the message line says why there was no question."""
        if self._quiz_takes(action):
            self.say("")  # the quiz asks now: a selection message has done its work
            return
        played = self.session.cursor
        self.play(action)
        quiz = self.panels.get(QuizPanel)
        if quiz is not None and quiz.skipped and self.session.cursor != played:  # type: ignore[attr-defined]
            self.note("rx-note", "quiz-no-question")

    def focus_tab(self, panel: Panel) -> None:
        self.tabs.selected_index = self.tab_classes.index(type(panel))

    def show_rule(self, section_id: str) -> None:
        self.rulebook_panel.show(section_id)
        self.focus_tab(self.rulebook_panel)

    # ----- live examples (issue 48) ---------------------------------------------------------
    def see_example(self, section: str) -> None:
        """Open the example of ``section`` in place of the learner's game (kept whole, one
        click away: ``back_to_own_game``): the position just before, the action played with
        its first Step on the board (or, for a rule that forbids, the refusal said), and a
        sentence saying what to watch, which a screen reader hears too."""
        session = self.session
        outcome = session.open_example(section)
        if outcome is None:
            return
        self.say("")
        self.refresh()
        if isinstance(outcome, Ruling):
            key = examples_of(session.game)[section].action
            self.say_why_not(session.action_named(key), outcome)
        self.example_reveal.show()
        self.announcer.announce(self._example_announcement())

    def _example_announcement(self) -> str:
        said = self.example_banner.watch_words()
        session = self.session
        if session.step is not None:
            sentence = self.steps_panel.step_words()[session.step_index]
            step = self.t("announce-step", number=1, total=len(session.steps), text=sentence)
            return f"{said} {step}"
        return f"{said} {html.unescape(_TAG.sub(' ', self.message.value)).strip()}"

    def back_to_own_game(self) -> None:
        """Back to the learner's own game, as it was: its history, the move shown, its
        setup, view, tutorial or scenario."""
        if not self.session.back_to_own_game():
            return
        self.say("")
        self.refresh()
        self.announcer.announce(self.t("example-back-announce", turn=self.turn_words()))

    # ----- actions -------------------------------------------------------------------------
    def act(self, key: str) -> None:
        """An action button: play it, or say which rule forbids it."""
        session = self.session
        ruling = session.why_not(key)
        action = session.action_named(key)
        if ruling is not None:
            self.say_why_not(action, ruling)
            return
        self._play_unless_quizzed(action)

    def play(self, action: Action | str) -> None:
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self.say_why_not(action, exc.ruling)
            return
        except HistoryFull as exc:  # the history's cap: say so, the position stays
            self.say(self._bots_stopped(exc))
            return
        self.say("")
        self.refresh()

    def choose(self, key: str) -> None:
        """Pick a chance outcome by hand."""
        self.act(key)

    def roll(self) -> None:
        session = self.session
        if session.looking_at_view:  # a view holds no seed to roll with
            self.say(self._bots_stopped(IllegalAction(session.why_not(""))))
            return
        if not session.at_chance:
            self.note("rx-whynot", "chance-nothing-to-decide")
            return
        self.act(session.game.sample_chance(session.state).key)

    def _clicked_on(self, trace_index: int):
        def clicked(_trace, points, _selector) -> None:
            for point in points.point_inds:
                element = self.view.element_at(trace_index, point)
                if element is not None:
                    self.click(element)
                    return

        return clicked

    def click(self, element: str) -> None:
        """A click on a board element (the figure calls this; tests may too)."""
        session = self.session
        if not session.at_present:  # a click acts on the present: show it first
            session.back_to_now()
            self.steps_panel.refresh()
        if session.over:
            self.draw_board()
            self.note("rx-whynot", "board-game-over")
            return
        if session.at_chance:
            chance = self.chrome.words(session.game.chance_label)
            self.draw_board()
            self.note("rx-whynot", "board-chance-first", chance=chance)
            return
        if element in session.picks:  # a second click on a picked piece puts it back
            session.picks = tuple(p for p in session.picks if p != element)
            self.draw_board()
            self.say("")
            return
        picks = (*session.picks, element)
        action = session.game.action_for(session.state, picks)
        if action is None:
            keep = session.game.keeps_picks(session.state, picks)
            picks = picks if keep else (element,)

            def names() -> tuple[str, ...]:  # asked anew: the board's labels follow the language
                return tuple(map(self.element_words, picks))

            session.picks = picks
            # With no legal target the piece stays picked, so a click where the learner
            # meant it to go says which rule forbids that; the message says so first.
            stuck = not self.targets(picks)
            # The board first, then the words: the page applies the board's change before it
            # shows them, so whoever acts on the words (a person, a test) clicks a board that
            # already shows the pick.
            self.draw_board()
            self.note("rx-note", "board-selected-stuck" if stuck else "board-selected", names=names)
            return
        session.picks = ()
        actions, ruling = session.plan(action)
        if ruling is not None:
            self.draw_board()
            self.say_why_not(action, ruling)
            return
        *leads, action = actions
        try:
            session.make_room(len(actions))  # the lead-in and its action, or neither
        except HistoryFull as exc:
            self.say(self._bots_stopped(exc))
            self.draw_board()
            return
        for lead in leads:
            # The lead-in (Oasis: the named action) goes into the history at once, so a quiz
            # asks about the card in the position where the card is legal.
            session.apply(lead)
        if leads:
            self.refresh()
        self._play_unless_quizzed(action)
        self.draw_board()  # the picks are gone: played, or held back by the quiz

    # ----- steps and history ---------------------------------------------------------------
    def next_step(self) -> None:
        if self.session.next_step():
            self._step_shown()

    def previous_step(self) -> None:
        if self.session.previous_step():
            self._step_shown()

    def show_step(self, index: int | None) -> None:
        """Show Step ``index`` of the last action on the board (None: the present)."""
        if self.session.show_step(index):
            self._step_shown()

    def back_to_now(self) -> None:
        if self.session.back_to_now():
            self._step_shown()

    def _step_shown(self) -> None:
        self.steps_panel.refresh()  # first: the board's badge reads the panel's words
        self.draw_board()
        self._announce_step()

    def undo(self) -> None:
        if self.session.can_undo:
            self.session.undo()
            self.say("")
            self.refresh()

    def redo(self) -> None:
        if self.session.can_redo:
            self.session.redo()
            self.say("")
            self.refresh()

    def jump(self, index: int) -> None:
        if index != self.session.cursor:
            self.session.jump(index)
            self.say("")
            self.refresh()

    # ----- bots, games, scenarios, files ---------------------------------------------------
    def bot_move(self) -> None:
        try:
            entry = self.session.bot_move()
        except (HistoryFull, IllegalAction) as exc:
            self.say(self._bots_stopped(exc))
            return
        if entry is not None:
            self.session.last_step()
            self.refresh()

    def play_to_end(self, limit: int = PLAY_TO_END_LIMIT) -> None:
        """Let the bots finish the game at once (tests, notebooks); the Bots tab's button plays
        in slices instead, answering the page between them (``BotsPanel.start_to_end``)."""
        moves = self.session.bot_moves(limit)
        count, problem = 0, None
        try:
            for _ in moves:
                count += 1
        except (HistoryFull, IllegalAction) as exc:
            problem = exc
        self.bots_finished(count, limit, problem)

    def bots_finished(self, count: int, limit: int, problem: Exception | None) -> None:
        """After the bots played ``count`` actions: the board at the present, and a message
        when they stopped before the end."""
        self.session.last_step()
        self.refresh()
        if problem is not None:
            self.say(self._bots_stopped(problem))
        elif not self.session.over and count >= limit:
            self.note("rx-whynot", "bots-limit-reached", count=count)

    def new_game(
        self, players: int, seed: int, variants: Sequence[str], rulings: dict[str, str]
    ) -> None:
        self.session.new_game(players, seed, variants, rulings)
        self.say("")
        self.refresh()

    def load_scenario(self, scenario: Scenario) -> None:
        """Start from a scenario in the view the learner had (issue 44), unless the scenario
        opens in a player's view: then the message line says so, and why."""
        session = self.session
        had = getattr(self, "learners_view", None)  # the teacher's, until the learner chooses
        session.load_scenario(scenario)
        if scenario.viewer is None or not session.game.hidden_information:
            keep = had is not None and had < session.state.players
            session.viewer = had if keep else None
        self.say("")
        self.refresh()
        if session.viewer is not None and session.viewer != had:
            seat = session.seat(session.viewer)
            self.note("rx-note", "scenario-opens-in-view", seat=lambda: self.chrome.words(seat))

    def start_tutorial(self, tutorial) -> None:
        self.session.start_tutorial(tutorial)
        self.say("")
        self.refresh()

    def back_to_tutorial(self) -> None:
        """Back to the move where the learner left the tutorial, to carry on with it."""
        if self.session.back_to_tutorial():
            self.say("")
            self.refresh()

    def tutorial_next(self) -> None:
        try:
            entry = self.session.tutorial_next()
        except HistoryFull as exc:
            self.say(self._bots_stopped(exc))
            return
        if entry is not None:
            self.say("")
            self.refresh()

    def load_position(self, content: bytes | str, name: str) -> None:
        """Go on from a saved position, or open a saved player's view to look at (a file the
        Files tab saves while viewing as a player); raises ValueError, game kept."""
        from .panels.files import saved_view_in

        if saved_view_in(content):
            seat = self.session.seat(self.session.open_view(content, name))  # or NotLoaded
            self.say("")
            self.refresh()
            self.note("rx-note", "files-view-opened", seat=lambda: self.chrome.words(seat))
            return
        self.session.load(content, name)  # raises ValueError, game kept; undo goes back
        self.say("")
        self.refresh()

    def _bots_stopped(self, problem: Exception) -> Callable[[], str]:
        """Why the bots (or a player's move at the history's cap) could not move, for the
        message line, in the current language."""

        def why() -> str:
            if isinstance(problem, IllegalAction):
                text = problem.ruling.render(self.chrome.language)
            elif isinstance(problem, HistoryFull):
                text = problem.render(self.chrome.language)
            else:
                text = str(problem)
            return f'<div class="rx-whynot">{esc(text)}</div>'

        return why
