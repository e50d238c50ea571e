"""The explorer's model: one game being explored, its history, and the step-through.

No widgets here, so every behaviour of the dashboard can be tested without a browser:
the panels only translate clicks into calls on a Session and redraw from its state.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules import CHANCE, IllegalAction, available_games, load_game
from rules.core import Action, Game, Ruling, StateError, Step
from rules.core.bots import make_bots, next_action
from rules.core.examples import examples_of, fired, open_example, rules_met, unmet
from rules.core.game import key_of
from rules.core.messages import DEFAULT_LANGUAGE, Msg
from rules.core.saved_view import is_players_view, view_from_json
from rules.core.scenarios import Scenario
from rules.core.tutorials import Tutorial

from .chrome import bot_name, text, words
from .ending import Ending, game_ending

#: Actions one "play to the end" takes at most: a game that has not ended by then is stopped
#: with a message (bots that never finish it would otherwise run on for ever).
PLAY_TO_END_LIMIT = 2000
#: The most entries the history keeps: each holds its Steps and their states, so a history
#: that grows without bound would fill the kernel's memory.
HISTORY_LIMIT = 5000
#: A text in any language: a message, plain text, or a function of the language (a scenario's
#: title, which its data file gives per language).
Words = Msg | str | Callable[[str], str]


class HistoryFull(RuntimeError):
    """The history holds HISTORY_LIMIT entries: no more moves are recorded (``message`` says
    so to whoever asked: the bots, or a player)."""

    def __init__(self, limit: int, message: str = "bots-history-full") -> None:
        super().__init__(text(message, DEFAULT_LANGUAGE, limit=limit))
        self.limit, self.message = limit, message

    def render(self, language: str) -> str:
        return text(self.message, language, limit=self.limit)


class NotLoaded(ValueError):
    """A saved position that was refused: ``name`` is the file, ``reason`` what is wrong with
    it in plain words (a message), ``detail`` the loader's own account, for programmers
    (field names and all), kept in the exception's text but never shown on the page."""

    def __init__(self, name: str, reason: Msg, detail: str = "") -> None:
        said = text("files-not-loaded", DEFAULT_LANGUAGE, name=name, reason=reason)
        super().__init__(f"{said} [{detail}]" if detail else said)
        self.name, self.reason, self.detail = name, reason, detail

    def render(self, language: str) -> str:
        return text("files-not-loaded", language, name=self.name, reason=self.reason)


#: What is wrong with a file as a whole, by the loader's ``StateError.code``.
WHOLE_FILE_WORDS = {
    "not-json": "files-why-not-json",
    "not-an-object": "files-why-not-an-object",
    "too-deep": "files-why-too-deep",
    "newer-format": "files-why-newer-format",
    "view": "files-why-view",
}
#: The fields every save starts with, as the Setup tab names them: a wrong one is told so.
SETUP_FIELD_WORDS = {
    "players": "files-field-players",
    "seed": "files-field-seed",
    "variants": "files-field-variants",
    "rulings": "files-field-rulings",
}


def why_not_loaded(problem: BaseException, game: Game) -> Msg:
    """What is wrong with a refused file, in plain words: no field ids, no parser's jargon,
    no names of Python's. The loader's ``StateError.code`` says which kind of problem."""
    title = game.info.title
    if isinstance(problem, HistoryFull):
        return Msg("files-why-history-full", limit=problem.limit)
    if not isinstance(problem, StateError):
        return Msg("files-why-unreadable", game=title)
    if problem.code == "other-game":
        other = problem.value
        if isinstance(other, str) and other in available_games():
            return Msg("files-why-other-game", game=title, other=load_game(other).info.title)
        return Msg("files-why-not-ours")
    if problem.code in WHOLE_FILE_WORDS:
        return Msg(WHOLE_FILE_WORDS[problem.code], game=title)
    field = problem.field.split(".", 1)[0].split("[", 1)[0]
    if field in SETUP_FIELD_WORDS:
        return Msg("files-why-setup", field=Msg(SETUP_FIELD_WORDS[field]), game=title)
    return Msg("files-why-position", game=title)


@dataclass(frozen=True, slots=True)
class ActionStep(Step):
    """The explanation of an action for which the rules fired no Step of their own (O
    Inconsciente's "end the insight moves", a Mushroom Eaters talk card drawn): one Step that
    names the action, citing the game's turn rule, so that an action taken is never followed
    by "no action yet". Its words are the action as the viewer may read it (``seen_label``)."""


@dataclass(frozen=True)
class Entry:
    """One point of the history: a state, and the action and steps that led to it. ``name``
    says what it was and ``actor`` who did it, in any language (``render``, ``who_in``);
    ``label`` and ``who`` read them in English."""

    state: Any
    action: Action | None = None
    steps: tuple[Step, ...] = ()
    name: Words = Msg("history-start")  # noqa: RUF009 - a Msg is an immutable value
    actor: Words = ""

    @property
    def label(self) -> str:
        return self.render(DEFAULT_LANGUAGE)

    @property
    def who(self) -> str:
        return words(self.actor, DEFAULT_LANGUAGE)

    def render(self, language: str) -> str:
        if self.action is not None:
            return self.action.render(language)
        return words(self.name, language)

    def who_in(self, language: str) -> str:
        return words(self.actor, language)


@dataclass(frozen=True)
class OwnGame:
    """The learner's own game, kept whole while an example is shown: everything a Session
    holds of the game being explored (its history list is never changed in place: the
    example gets a list of its own)."""

    fields: dict[str, Any]
    rng_state: Any

    KEPT = (
        "history",
        "cursor",
        "step_index",
        "picks",
        "scenario",
        "tutorial",
        "viewer",
        "players",
        "seed",
        "variants",
        "rulings",
        "bot_names",
    )

    @classmethod
    def of(cls, session: Session) -> OwnGame:
        fields = {name: getattr(session, name) for name in cls.KEPT}
        fields["bot_names"] = list(session.bot_names)
        return cls(fields, session.rng.getstate())

    def restore(self, session: Session) -> None:
        for name, value in self.fields.items():
            setattr(session, name, value)
        session.bot_names = list(self.fields["bot_names"])
        session.rng.setstate(self.rng_state)


@dataclass
class PickResult:
    """What a click on the board did: selected a piece, applied an action, or was refused."""

    kind: str  # "selected", "applied", "illegal", "ignored"
    action: Action | None = None
    ruling: Ruling | None = None


@dataclass
class Session:
    """A game being explored: setup options, history with undo/redo, picks, step-through."""

    slug: str
    players: int | None = None
    seed: int = 0
    variants: tuple[str, ...] = ()
    rulings: dict[str, str] = field(default_factory=dict)
    bot_names: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.game: Game = load_game(self.slug)
        self.players = self.players or self.game.info.players[0]
        self.history: list[Entry] = []
        self.cursor = 0
        #: The Step of the last action the board shows, or None for the present ("now"):
        #: every change of the present shows the present, stepping back is explicit.
        self.step_index: int | None = None
        self.picks: tuple[str, ...] = ()
        self.scenario: Scenario | None = None
        self.viewer: int | None = None  # None: the teacher's view, everything open
        self.tutorial: Tutorial | None = None
        self.rng = random.Random(self.seed)
        #: The sections the learner's own games cited in this session (their Steps, the rule
        #: that ended a game, the refusals shown), each once in the order met; kept only in
        #: this page's session.
        self.met: dict[str, None] = {}
        #: While an example is open: the learner's own game, kept whole to go back to.
        self.own_game: OwnGame | None = None
        #: The open example's section (None: the learner's own game is shown).
        self.example_section: str | None = None
        self.example_refused = False
        self.new_game()

    # ----- games and positions -------------------------------------------------------------
    def new_game(
        self,
        players: int | None = None,
        seed: int | None = None,
        variants: Sequence[str] | None = None,
        rulings: dict[str, str] | None = None,
    ) -> None:
        """Start afresh; bad options raise ValueError and leave the current game alone."""
        players = self.players if players is None else players
        seed = self.seed if seed is None else seed
        variants = tuple(self.variants if variants is None else variants)
        rulings = dict(self.rulings if rulings is None else rulings)
        state = self.game.setup(players, seed=seed, variants=variants, rulings=rulings)
        self.leave_example()
        self.players, self.seed, self.variants, self.rulings = players, seed, variants, rulings
        self.rng = random.Random(seed)
        self.scenario = None
        self.tutorial = None
        self._restart(state, Msg("history-new-game"))

    def _restart(self, state: Any, name: Words) -> None:
        self.history = [Entry(state, name=name)]
        self.cursor = 0
        self.step_index = None
        self.picks = ()
        self._fit_bots(state)

    def _fit_bots(self, state: Any) -> None:
        """One bot per seat of ``state`` (a loaded file or an undo across it may change the
        number of players)."""
        if len(self.bot_names) != state.players:
            self.bot_names = ["heuristic" if "heuristic" in self._bot_choices() else "random"] * (
                state.players
            )

    def _bot_choices(self) -> list[str]:
        from rules.core.bots import available_bots

        return list(available_bots(self.game))

    # ----- tutorials -----------------------------------------------------------------------
    def start_tutorial(self, tutorial: Tutorial) -> None:
        self.new_game(tutorial.players, tutorial.seed, tutorial.variants, {})
        self.tutorial = tutorial
        title = tutorial.title_in
        self.history[0] = Entry(
            self.state, name=lambda lang: text("history-tutorial", lang, title=title(lang))
        )

    def tutorial_on_track(self) -> bool:
        """True while the history up to now follows the tutorial's moves."""
        tutorial = self.tutorial
        if tutorial is None or self.cursor > len(tutorial.moves):
            return False
        played = [e.action.key for e in self.history[1 : self.cursor + 1] if e.action]
        return played == [key for key, _ in tutorial.moves[: self.cursor]]

    def tutorial_left_at(self) -> int | None:
        """Where the learner left the tutorial: the number of its moves played before a move
        of their own was taken instead of its next one (None while they follow it, once it is
        over, and with no tutorial). Going on after its last move is not leaving it."""
        tutorial = self.tutorial
        if tutorial is None:
            return None
        played = self.history[1 : self.cursor + 1]
        for index, ((key, _), entry) in enumerate(zip(tutorial.moves, played, strict=False)):
            if entry.action is None or entry.action.key != key:
                return index
        return None

    def tutorial_expected(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The tutorial's move where the learner left it, in words ("" if they did not)."""
        index = self.tutorial_left_at()
        if index is None:
            return ""
        state = self.history[index].state
        return self.game.action_from_key(state, self.tutorial.moves[index][0]).render(language)

    def back_to_tutorial(self) -> bool:
        """Go back to where the learner left the tutorial (their own moves stay in the
        history, for redo); False if they had not left it."""
        index = self.tutorial_left_at()
        if index is None:
            return False
        self.jump(index)
        return True

    def tutorial_next(self) -> Entry | None:
        """Play the tutorial's next move; None at its end or off its path."""
        tutorial = self.tutorial
        if tutorial is None or not self.tutorial_on_track() or self.cursor >= len(tutorial.moves):
            return None
        return self.apply(tutorial.moves[self.cursor][0])

    def tutorial_comment(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The comment of the tutorial move that led to the present, if any."""
        if not self.tutorial_on_track() or self.cursor == 0:
            return ""
        return self.tutorial.comment_in(self.cursor - 1, language)

    def load_scenario(self, scenario: Scenario) -> None:
        """Start from a scenario's position, in the view it is meant for (a task about a
        player's hidden cards opens in that player's view)."""
        title = scenario.text
        self._adopt(
            scenario.state,
            lambda lang: text("history-scenario", lang, title=title("title", lang)),
        )
        self.scenario = scenario
        if self.game.hidden_information:
            self.viewer = scenario.viewer

    def _adopt(self, state: Any, name: Words) -> None:
        self.leave_example()
        self.tutorial = None
        self._take_setup(state)
        self.scenario = None
        self._restart(state, name)

    def _take_setup(self, state: Any) -> None:
        """Players, variants, rulings and seed as ``state`` has them (a new game in Setup
        starts from them)."""
        self.players = state.players
        variants, rulings = getattr(state, "variants", None), getattr(state, "rulings", None)
        seed = getattr(state, "seed", None)
        if variants is not None:
            self.variants = tuple(variants)
        if rulings is not None:
            self.rulings = dict(rulings)
        if seed is not None:
            self.seed = seed

    def save(self) -> str:
        """The current position as JSON text, as the chosen viewer may see it: a player's
        view holds only what that player may see (and is refused as a game to play on)."""
        return json.dumps(self.game.to_json(self.saved_state), indent=1)

    @property
    def saving_a_view(self) -> bool:
        """True when a save holds one player's view rather than the whole game."""
        return self.game.hidden_information and self.viewer is not None

    @property
    def saved_state(self) -> Any:
        if self.saving_a_view and self.viewer < self.state.players:
            return self.game.view(self.state, self.viewer)
        return self.state

    def load(self, text: str | bytes, name: str = "uploaded file") -> None:
        """Go on from a saved position; on any error the current game is kept. The file is
        one more entry of the history, so Undo goes back to the game played before it."""
        self._open(lambda: self.game.from_json(text), name, "history-loaded")

    def open_view(self, text: str | bytes, name: str = "uploaded file") -> int:
        """Show a player's view saved by the Files tab, to look at (never played on:
        ``looking_at_view``), from that player's seat, as one more entry of the history;
        returns the seat. NotLoaded, nothing changed, if the file is damaged."""
        view = self._open(
            lambda: view_from_json(self.game, text, name), name, "history-loaded-view"
        )
        self.viewer = view.viewer
        return view.viewer

    def _open(self, read: Callable[[], Any], name: str, entry_name: str) -> Any:
        """The state ``read`` gets from a file, made the present as one more history entry;
        NotLoaded (naming the file, in plain words) and nothing changed on any failure."""
        try:
            self._make_room(1, "files-why-history-full")
            state = read()
        except Exception as exc:  # any failure: the file is refused, nothing changes
            raise NotLoaded(name, why_not_loaded(exc, self.game), str(exc)) from None
        self.leave_example()
        self.tutorial = None
        self.scenario = None
        del self.history[self.cursor + 1 :]
        self.history.append(Entry(state, name=Msg(entry_name, name=name)))
        self.jump(len(self.history) - 1)
        return state

    # ----- the present ---------------------------------------------------------------------
    @property
    def entry(self) -> Entry:
        return self.history[self.cursor]

    @property
    def state(self) -> Any:
        return self.entry.state

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.entry.steps

    @property
    def step(self) -> Step | None:
        """The Step the board shows, or None when it shows the present."""
        steps, index = self.steps, self.step_index
        return steps[index] if index is not None and index < len(steps) else None

    @property
    def at_present(self) -> bool:
        """True when the board shows the present rather than a Step of the last action."""
        return self.step is None

    @property
    def highlight(self) -> tuple[str, ...]:
        """What the board rings: the shown Step's elements; at the present, everything the
        last action changed (each element once)."""
        step = self.step
        if step is not None:
            return tuple(step.highlight)
        return tuple(dict.fromkeys(e for s in self.steps for e in s.highlight))

    @property
    def shown_state(self) -> Any:
        """The state the board shows: the shown Step's, else the present state."""
        step = self.step
        return step.state if step is not None else self.state

    @property
    def seen_step(self) -> Step | None:
        """The current Step as the chosen viewer may read it."""
        step = self.step
        if step is None or self.viewer is None:
            return step
        return self.game.view_step(step, self.viewer)

    @property
    def seen_state(self) -> Any:
        """What the board shows: ``shown_state`` as the chosen viewer may see it."""
        shown = self.shown_state
        if self.viewer is None or self.viewer >= shown.players:
            return shown
        return self.game.view(shown, self.viewer)

    def seen_labels(self, language: str = DEFAULT_LANGUAGE) -> list[str]:
        """The history's labels as the chosen viewer may read them, in ``language``."""
        return [self.seen_label(i, language) for i in range(len(self.history))]

    def seen_label(self, index: int, language: str = DEFAULT_LANGUAGE) -> str:
        """What history entry ``index`` was, as the chosen viewer may read it: a card drawn
        by another player is only "a card"."""
        entry = self.history[index]
        if self.viewer is None or entry.action is None or index == 0:
            return entry.render(language)
        before = self.history[index - 1].state
        return words(self.game.view_label(before, entry.action, self.viewer), language)

    @property
    def over(self) -> bool:
        return self.state.to_move is None

    @property
    def at_chance(self) -> bool:
        return self.state.to_move == CHANCE

    @property
    def ending(self) -> Ending | None:
        """Who won the game and why (None while it runs): one wording for every game."""
        return game_ending(self.game, self.state, self.seat) if self.over else None

    @property
    def looking_at_view(self) -> bool:
        """Whether the present is one player's view opened from a file (Files tab): what was
        hidden from that player is not in it, so it is looked at, never played on."""
        return is_players_view(self.state)

    def legal_actions(self) -> list[Action]:
        return [] if self.looking_at_view else self.game.legal_actions(self.state)

    def candidate_actions(self) -> list[Action]:
        return [] if self.looking_at_view else self.game.candidate_actions(self.state)

    def why_not(self, action: Action | str) -> Ruling | None:
        if self.looking_at_view:
            return self._view_only()
        return self.game.why_illegal(self.state, action)

    def _view_only(self) -> Ruling:
        return Ruling(
            self.game.turn_rule, Msg("view-not-for-play", seat=self.seat(self.state.viewer))
        )

    def action_named(self, key: str) -> Action:
        """The Action ``key`` stands for now, with its words: the one offered here (legal, or
        listed as tempting), else the key parsed alone. A game whose labels depend on the
        position (O Inconsciente) names a parsed bare key by the key itself ("row 0 0").
        ValueError if the key means nothing."""
        wanted = key_of(key)
        for offered in (self.legal_actions, self.candidate_actions):
            for action in offered():
                if action.key == wanted:
                    return action
        return self.game.parse_action(key)

    # ----- live examples and the rules met (issue 48) ----------------------------------------
    def meet(self, rules: Sequence[str]) -> None:
        """Count these sections as met, unless an example is open (an example is shown to the
        learner, not played by them)."""
        if self.own_game is None:
            self.met.update(dict.fromkeys(rules))

    def rules_met(self) -> tuple[tuple[str, ...], int]:
        """The sections that can fire which the learner's games met, in the order met, and how
        many sections can fire ("23 of 41 rules met")."""
        return rules_met(self.game, (Ruling(rule, "") for rule in self.met))

    def unmet_rules(self) -> tuple[str, ...]:
        """The rules not met yet that have an example, in rulebook order."""
        return unmet(self.game, self.rules_met()[0])

    def suggested_rule(self) -> str | None:
        """The rule to suggest next: the first not met whose example shows it happening (a
        refusal only when no other is left); None when every rule with an example was met."""
        left = self.unmet_rules()
        examples = examples_of(self.game)
        return next((s for s in left if not examples[s].refused), left[0] if left else None)

    def has_example(self, section: str) -> bool:
        return section in examples_of(self.game)

    def open_example(self, section: str) -> Entry | Ruling | None:
        """Open the example of ``section`` in place of the learner's game, which is kept whole
        (history, cursor, setup, view, tutorial or scenario) for ``back_to_own_game``. The
        history starts at the position just before; the example's action is played there,
        with its first Step shown (undo goes back to the position before), or, when the rule
        forbids it, the Ruling is returned and nothing is played. None (nothing changed) when
        the rule has no example."""
        opened = open_example(self.game, section)
        if opened is None:
            return None
        if self.own_game is None:
            self.own_game = OwnGame.of(self)
        title = self.game.rulebook_in
        name = lambda lang: text(  # noqa: E731
            "example-history", lang, rule=title(lang).section(section).title
        )
        self.tutorial = None
        self._take_setup(opened.state)
        self.scenario = None
        self._restart(opened.state, name)
        if self.viewer is not None and self.viewer >= opened.state.players:
            self.viewer = None  # a seat the example's table does not have: the whole table
        self.rng = random.Random(opened.example.seed)
        self.example_section, self.example_refused = section, opened.refused
        if opened.refused:
            return self.game.why_illegal(opened.state, opened.action)
        entry = self.apply(opened.action, Msg("example-actor"))
        self.step_index = 0
        return entry

    def back_to_own_game(self) -> bool:
        """Back to the learner's own game as it was when the first example opened; False if
        no example is open."""
        own = self.own_game
        if own is None:
            return False
        own.restore(self)
        self.own_game = None
        self.example_section = None
        return True

    def leave_example(self) -> None:
        """A new game, scenario, tutorial or file replaces the example: the learner chose to
        start afresh, so the way back to the game before goes."""
        self.own_game = None
        self.example_section = None

    # ----- acting --------------------------------------------------------------------------
    def apply(self, action: Action | str, who: Words | None = None) -> Entry:
        """Apply an action; IllegalAction (and HistoryFull when the history holds
        HISTORY_LIMIT entries) leaves history and state untouched."""
        self._make_room(1, "history-full")
        if self.looking_at_view:
            raise IllegalAction(self._view_only(), action)
        state = self.state
        transition = self.game.apply(state, action)  # raises before anything changes
        applied = action if isinstance(action, Action) else self.action_named(action)
        if who is None:
            who = self._who(state)
        steps = transition.steps or (
            ActionStep(self.game.turn_rule, applied.name, (), transition.state),
        )
        entry = Entry(transition.state, applied, steps, applied.name, who)
        if self.own_game is None:  # the learner's own game: the rules it met
            self.meet((*(s.rule for s in steps), *fired(self.game, transition)))
        del self.history[self.cursor + 1 :]
        self.history.append(entry)
        self.cursor += 1
        self.step_index = None
        self.picks = ()
        return entry

    def plan(self, action: Action) -> tuple[tuple[Action, ...], Ruling | None]:
        """What taking ``action`` now means: the actions to apply in turn (a lead-in the game
        asks for first, then ``action``; see ``Game.with_lead_in``), or none and the Ruling
        that refuses ``action``. Board clicks go through here, so one click on a card at
        Oasis's mandatory action both names the action and plays the card."""
        actions = self.game.with_lead_in(self.state, action)
        return actions, None if actions else self.why_not(action)

    def _who(self, state: Any) -> Msg | str:
        seat = state.to_move
        if seat == CHANCE:
            seat = self.game.chance_for(state)  # the seat the draw is for, as its Step says
            if seat is None:
                return Msg("who-chance")
            return Msg("who-chance-for", seat=self.seat(seat, state))
        return self.seat(seat, state)

    def mover_words(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The seat to move by its name, in ``language``; "" at chance or after the end."""
        seat = self.state.to_move
        if seat is None or seat == CHANCE:
            return ""
        return words(self.seat(seat), language)

    def seat(self, seat: int, state: Any = None) -> Msg:
        """A seat by its name in the game ("Red", "Scout 2", a Daybreak power; the core's
        "seat 2" for a game that names none), a message. The name may depend on the position
        (``state``; the present by default)."""
        return self.game.seat_name(seat, self.state if state is None else state)

    def roll(self) -> Entry:
        """Let the seeded random source pick the chance outcome."""
        if self.looking_at_view:
            raise IllegalAction(self._view_only())
        if not self.at_chance:
            raise IllegalAction(Ruling(self.game.turn_rule, Msg("chance-nothing-to-decide")))
        return self.apply(self.game.sample_chance(self.state))

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return self.game.chance_outcomes(self.state)

    def bot_move(self) -> Entry | None:
        """One action by the bot of the seat to move (or the seeded chance outcome)."""
        if self.over:
            return None
        self._make_room(1, "bots-history-full")
        if self.looking_at_view:  # a view holds no seed: no bot or chance may act on it
            raise IllegalAction(self._view_only())
        if not self.at_chance and not self.legal_actions():
            # Loaders refuse such positions; this guards the bots against any that slip by.
            raise IllegalAction(Ruling(self.game.turn_rule, Msg("bots-nothing-to-play")))
        bots = make_bots(self.game, self.bot_names, self.state.players)
        action = next_action(self.game, self.state, bots, self.rng)
        who = self._who(self.state)
        if self.state.to_move != CHANCE:
            who = Msg("who-bot", seat=who, bot=bot_name(self.bot_names[self.state.to_move]))
        return self.apply(action, who)

    def play_to_end(self, limit: int = PLAY_TO_END_LIMIT) -> int:
        """Let the bots play on, at most ``limit`` actions; returns how many they took.
        (The dashboard plays in slices between which it answers the page: ``bot_moves``.)"""
        count = 0
        for _ in self.bot_moves(limit):
            count += 1
        return count

    def bot_moves(self, limit: int = PLAY_TO_END_LIMIT):
        """Bot actions one at a time until the game ends or ``limit`` actions were taken,
        yielding each history entry; raises HistoryFull before the history outgrows its cap."""
        for _ in range(limit):
            if self.over:
                return
            yield self.bot_move()

    def pick(self, element: str) -> PickResult:
        """A click on a board element: builds an action from the picks so far."""
        if self.over or self.at_chance:
            return PickResult("ignored")
        picks = (*self.picks, element)
        action = self.game.action_for(self.state, picks)
        if action is None:
            # A growing selection is kept (several gems of one flow); otherwise the latest
            # click starts a new one (clicking another guest re-selects).
            self.picks = picks if self.game.keeps_picks(self.state, picks) else (element,)
            return PickResult("selected")
        actions, ruling = self.plan(action)
        if ruling is not None:
            self.picks = ()
            return PickResult("illegal", action, ruling)
        self._make_room(len(actions), "history-full")  # all of them, or none
        for one in actions:  # each its own history entry: undo goes back one at a time
            self.apply(one)
        return PickResult("applied", action)

    def clear_picks(self) -> None:
        self.picks = ()

    # ----- history -------------------------------------------------------------------------
    def make_room(self, entries: int) -> None:
        """HistoryFull unless ``entries`` more moves fit after the present (a board click that
        takes a lead-in and its action checks both before it plays either)."""
        self._make_room(entries, "history-full")

    def _make_room(self, entries: int, message: str) -> None:
        """HistoryFull (saying ``message``) unless ``entries`` more fit after the present: the
        history never holds more than HISTORY_LIMIT entries, whoever adds them."""
        if self.cursor + 1 + entries > HISTORY_LIMIT:
            raise HistoryFull(HISTORY_LIMIT, message)

    @property
    def can_undo(self) -> bool:
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.history) - 1

    def undo(self) -> None:
        if self.can_undo:
            self.jump(self.cursor - 1)

    def redo(self) -> None:
        if self.can_redo:
            self.jump(self.cursor + 1)

    def jump(self, index: int) -> None:
        if not 0 <= index < len(self.history):
            raise IndexError(f"no move {index} in the history (0 to {len(self.history) - 1})")
        self.cursor = index
        self.step_index = None
        self.picks = ()
        # An undo across a loaded file may change the players, variants and rulings.
        self._take_setup(self.state)
        self._fit_bots(self.state)

    # ----- step-through --------------------------------------------------------------------
    # The Steps of the last action, then the present: Next from the last Step comes back to
    # the present, Previous from the present goes to the last Step.
    def next_step(self) -> bool:
        index = self.step_index
        if index is None:
            return False
        self.step_index = index + 1 if index + 1 < len(self.steps) else None
        return True

    def previous_step(self) -> bool:
        index = self.step_index
        if index is None:
            if not self.steps:
                return False
            self.step_index = len(self.steps) - 1
            return True
        if index > 0:
            self.step_index = index - 1
            return True
        return False

    def show_step(self, index: int | None) -> bool:
        """Show Step ``index`` of the last action (None: the present); False if unchanged."""
        if index is not None and not 0 <= index < len(self.steps):
            raise IndexError(f"no step {index} in the last action (it has {len(self.steps)})")
        changed = index != self.step_index
        self.step_index = index
        return changed

    def back_to_now(self) -> bool:
        """Show the present again; False if it was shown already."""
        return self.show_step(None)

    def last_step(self) -> None:
        """After the bots: the present (kept for callers of the old name)."""
        self.step_index = None
