"""Moves as declarations, run by the core (see DESIGN.md, "Moves as declarations").

A game declares each kind of move once, as a ``Move`` in its class body:

- its **key grammar**: a template such as ``"move {guest} {place}"`` whose parts are read and
  written by a ``Part`` (what text it matches, how it becomes a value);
- the **tasks** it answers (the front task of the turn flow, ``rules.core.flow``);
- with decorators on the game's own methods: its ``options`` (the candidates the legal list
  tries), one ``check`` saying why it is refused or ``None``, its ``effect`` on the working copy
  (which says its Steps), its ``label``; optionally a ``form`` check of the key's parts that
  needs no position, and a ``not_now`` refusal when another task is due.

``DeclaredGame`` then gives the engine contract's hooks from those declarations, the same way
for every game: the legal list is the options that ``check`` passes, the why-not is the same
``check`` (after "the game is over", the form, and "not now"), keys are parsed by the
grammars, the effect is dispatched by the key's move, and the flow's automatic tasks run after
it. A rule is written once, and the legal list and the refusals cannot drift apart.

A refusal may be a ``Ruling``, or ``(rule, say)`` with ``say`` a function making the sentence:
the legal list asks every candidate and never needs the sentence, so a game with many
candidates makes it only when someone asks why.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from .fastbuild import positional_builder
from .game import PARSED_LIMIT, BoundedCache, Game
from .messages import Msg
from .types import Action, Ruling, Step, Transition

F = TypeVar("F", bound=Callable[..., Any])

#: A refusal whose sentence is made only when it is read: the rule, and what says why.
LazyRefusal = tuple[str, Callable[[], Msg]]
Refusal = Ruling | LazyRefusal


def ruling_of(refusal: Refusal) -> Ruling:
    """A refusal as a Ruling, its sentence said."""
    if isinstance(refusal, Ruling):
        return refusal
    rule, say = refusal
    return Ruling(rule, say())


@dataclass(frozen=True, slots=True)
class Part:
    """One part of a key: the text it matches (a regular expression without groups) and how it
    is read (``read(game, text)``: a value, or a ValueError saying what is wrong with the text)
    and written back (``write(value)``)."""

    pattern: str
    read: Callable[[Any, str], Any] = lambda game, text: text
    write: Callable[[Any], str] = str


def _small_number(game: Any, text: str) -> int:
    return int(text)


#: A small whole number in plain digits as Python writes it (no leading zero), and a word of
#: letters, digits and dashes.
NUMBER = Part(r"0|[1-9]\d{0,2}", _small_number)
WORD = Part(r"[a-z0-9][a-z0-9-]*")

_SLOT = re.compile(r"\{(\w+)\}")


class KeyGrammar:
    """The keys of one kind of move: literal text with ``{name}`` parts, each a ``Part``.

    ``read`` gives the parts' values in the template's order, or None when the key is not of
    this kind; a part whose text the kind takes but whose value means nothing in the game
    raises its ValueError. ``write`` makes the key of the values (keys are a public contract:
    a template writes exactly the keys the game always had)."""

    def __init__(self, template: str, parts: Mapping[str, Part]) -> None:
        names = _SLOT.findall(template)
        missing = [n for n in names if n not in parts]
        if missing:
            raise ValueError(f"key {template!r}: no Part for {{{missing[0]}}}")
        self.template = template
        self.parts = tuple(parts[n] for n in names)
        pieces, last = [], 0
        for match, part in zip(_SLOT.finditer(template), self.parts, strict=True):
            pieces.append(re.escape(template[last : match.start()]))
            pieces.append(f"({part.pattern})")
            last = match.end()
        pieces.append(re.escape(template[last:]))
        self._regex = re.compile("".join(pieces))
        self._format = _SLOT.sub("{}", template)

    def read(self, game: Any, key: str) -> tuple | None:
        match = self._regex.fullmatch(key)
        if match is None:
            return None
        return tuple(
            part.read(game, text) for part, text in zip(self.parts, match.groups(), strict=True)
        )

    def write(self, values: tuple) -> str:
        return self._format.format(
            *(part.write(v) for part, v in zip(self.parts, values, strict=True))
        )


class Move:
    """One kind of move, declared in a game's class body; its rules are the game's methods,
    attached with this object's decorators (``@roll.check``, ``@roll.effect``, ...).

    ``kind`` is ``Action.kind`` (the explorer groups actions by it); ``key`` the grammar's
    template and ``parts`` its Parts; ``tasks`` the front tasks it answers; ``example`` a key of
    this kind, shown when a key is not understood.

    ``checked_options``: the options are made by the same rule the check asks (a game whose
    candidates are cheaper to test in its own terms than from a key's parts, as the Hidden
    Castle's moves by guest and place numbers), so the legal list does not ask the check again.
    The contract tests hold every such option to the check.

    ``check_decides``: the check alone says whether a move of this kind is legal at its task
    (every move it passes is among the options), so one move is taken on its check without
    its kind's options being made (Vrienden's owed moves: each option's remaining moves are
    searched). tests/rules/test_core_labels_later.py holds such moves' checks to their
    options."""

    def __init__(
        self,
        kind: str,
        key: str,
        *,
        tasks: Iterable[str],
        parts: Mapping[str, Part] | None = None,
        example: str | None = None,
        checked_options: bool = False,
        check_decides: bool = False,
    ) -> None:
        self.kind = kind
        self.grammar = KeyGrammar(key, parts or {})
        self.tasks = frozenset(tasks)
        self.example = example or key
        self.checked_options = checked_options
        self.check_decides = check_decides
        self._options: Callable[..., Iterable[tuple]] | None = None
        self._check: Callable[..., Refusal | None] | None = None
        self._effect: Callable[..., None] | None = None
        self._label: Callable[..., Msg] | None = None
        self._form: Callable[..., Refusal | None] | None = None
        self._not_now: Callable[..., Refusal] | None = None

    def __repr__(self) -> str:
        return f"Move({self.kind!r}, {self.grammar.template!r})"

    # The decorators: each records the game's method and gives it back unchanged.
    def options(self, method: F) -> F:
        """``options(game, state) -> iterable of parts tuples``: the candidates the legal list
        tries (every legal move of this kind must be among them). Options that never change
        (the die's faces) may be one tuple given every time: the core then lists their
        Actions once."""
        self._options = method
        return method

    def check(self, method: F) -> F:
        """``check(game, state, *parts) -> Refusal | None``: why this move is refused when its
        task is due, or None when it is legal. The legal list and the why-not both ask it."""
        self._check = method
        return method

    def effect(self, method: F) -> F:
        """``effect(game, play, *parts)``: the move carried out on the working copy, its Steps
        said with ``play.step``."""
        self._effect = method
        return method

    def label(self, method: F) -> F:
        """``label(game, *parts) -> Msg``: what the move is called, in words."""
        self._label = method
        return method

    def form(self, method: F) -> F:
        """``form(game, *parts) -> Refusal | None``: what is wrong with the key's parts in any
        position (a number the die does not have), asked before "not now"."""
        self._form = method
        return method

    def not_now(self, method: F) -> F:
        """``not_now(game, state) -> Refusal``: why this move is refused while another task is
        due; without it, the game's ``due_refusal`` says what is due."""
        self._not_now = method
        return method

    def complete(self) -> str | None:
        """What the declaration lacks, or None."""
        needed = ("options", "effect", "label", *(("check",) if self.check_decides else ()))
        for name in needed:  # a move whose check decides alone must have one
            if getattr(self, "_" + name) is None:
                return f"{self!r} has no {name}"
        return None


class DeclaredGame(Game):
    """A Game whose moves are ``Move`` declarations in its class body.

    The game gives, besides the moves: ``Play`` (its working-copy class), ``flow`` (its
    ``TurnFlow``) and ``self.automatic`` (a handler per automatic task), ``over_refusal`` (why
    nothing may be done once the game is over: a refusal, or a method of the final state that
    gives one, e.g. citing the rule that ended it), ``due_refusal(state)`` (why a move is refused
    while another task is due), and optionally ``unlisted`` (why a move its check does not refuse
    is still not among the legal ones: a target out of reach; by default the core says the move
    cannot be made here, under the game's turn rule)."""

    moves: tuple[Move, ...] = ()
    _moves_at: Mapping[str, tuple[Move, ...]] = {}
    over_refusal: Refusal
    unlisted: Refusal
    automatic: Mapping[str, Callable[[Any, tuple], None]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        declared: dict[str, Move] = {}
        for klass in reversed(cls.__mro__):
            for value in vars(klass).values():
                if isinstance(value, Move):
                    declared[value.kind + " " + value.grammar.template] = value
        if declared:
            cls.moves = tuple(declared.values())
        by_task: dict[str, list[Move]] = {}
        for move in cls.moves:
            for task in move.tasks:
                by_task.setdefault(task, []).append(move)
        cls._moves_at = {task: tuple(moves) for task, moves in by_task.items()}

    def __init__(self) -> None:
        super().__init__()
        for move in self.moves:
            lacking = move.complete()
            if lacking:
                raise TypeError(f"{type(self).__name__}: {lacking}")
        # move -> parts -> its Action, made once: legal lists are built from these objects.
        self._move_actions: dict[Move, dict[tuple, Action]] = {}
        # move -> (the tuple its options gave, their Actions): options that never change.
        self._fixed_options: dict[Move, tuple[tuple, list[Action]]] = {}
        # key -> (move, parts), for keys read once and then met again.
        self._read_keys: dict[str, tuple[Move, tuple]] = BoundedCache(PARSED_LIMIT)
        # Whether the game's rules may end it mid-turn (``game_ended`` is its own): a game
        # that says nothing is not asked between its automatic tasks.
        self._ends_midturn = type(self).game_ended is not DeclaredGame.game_ended
        # Whether the legal list is the core's (the declared options its checks pass): then
        # one action's legality is its own check and options (``_listed``), no whole list.
        self._core_legal = type(self)._legal is DeclaredGame._legal

    # ----- the hooks a game may change ------------------------------------------------------
    def front_task(self, state: Any) -> str | None:
        """The kind of task due now, or None when nothing is left (the game is over)."""
        tasks = state.tasks
        return tasks[0][0] if tasks else None

    def due_refusal(self, state: Any) -> Refusal:
        """Why a move is refused while another task is due: the game says what is due."""
        raise NotImplementedError(f"{type(self).__name__} must say what is due")

    #: Whether each Step keeps the position its own rule left (True), or the last Step shows
    #: the position after the automatic tasks as well (False: the turn passing on is no rule
    #: worth a Step of its own). A game's golden transcripts hold whichever it chose.
    steps_keep_positions: bool = False

    def game_ended(self, play: Any) -> bool:
        """Whether a rule ended the game during this action: the automatic tasks stop there
        and those left are dropped. By default a game ends only where its tasks run out; a
        game whose rules may end it mid-turn (a loss at once, the last card drawn) says so.
        It is asked between the automatic tasks and may itself end the game (Daybreak's
        losses are found there)."""
        return False

    def run_flow(self, play: Any) -> None:
        """The flow's automatic tasks, until a decision or chance is due, nothing is left, or
        the game has ended (then the tasks left are moot and dropped). Setup runs it too."""
        if not self._ends_midturn:  # nothing to ask between the tasks (quiet mode's path)
            self.flow.run(play, self.automatic)
        elif self.flow.run(play, self.automatic, self.game_ended):  # asked once at the end
            play.tasks = []

    def finish(self, play: Any) -> Transition:
        """After a move's effect: the automatic tasks run (``run_flow``), and the working
        copy becomes the next state."""
        self.run_flow(play)
        new = play.freeze()
        log = play.log
        if not log:  # the quiet mode (bots, the Lab): no Steps
            return _transition(new, ())
        if not self.steps_keep_positions:
            last = log[-1]
            log[-1] = Step(last.rule, last.message, last.highlight, new)
        return _transition(new, tuple(log))

    # ----- actions from declarations --------------------------------------------------------
    def action_of(self, move: Move, parts: tuple) -> Action:
        """The Action of ``move`` with these parts (made once, then shared)."""
        made = self._move_actions.get(move)
        if made is None:
            made = self._move_actions[move] = {}
        action = made.get(parts)
        if action is None:
            # Its name is said when first read (``label_of``): bots never read one.
            key = move.grammar.write(parts)
            action = Action.named_later(key, move.kind, self.label_of, move, parts)
            made[parts] = action
            self._read_keys[key] = (move, parts)
        return action

    def label_of(self, move: Move, parts: tuple) -> Msg | str:
        """What the move with these parts is called: its declared ``label``, said when its
        Action's name is first read. A game may word a label its parts cannot give."""
        return move._label(self, *parts)

    def _legal(self, state: Any) -> list[Action]:
        front = self.front_task(state)
        if front is None:
            return []
        legal: list[Action] = []
        made, fixed = self._move_actions, self._fixed_options
        for move in self._moves_at.get(front, ()):
            options = move._options(self, state)
            check = None if move.checked_options else move._check
            if check is None and type(options) is tuple:
                # The same tuple every time (the die's faces): its Actions are listed once.
                memo = fixed.get(move)
                if memo is None or memo[0] is not options:
                    memo = fixed[move] = (options, [self.action_of(move, p) for p in options])
                legal += memo[1]
                continue
            # Each Action is made once (``action_of``) and looked up here without a call.
            actions = made.get(move) or made.setdefault(move, {})
            if check is None:
                legal += [actions.get(p) or self.action_of(move, p) for p in options]
            else:
                legal += [
                    actions.get(p) or self.action_of(move, p)
                    for p in options
                    if check(self, state, *p) is None
                ]
        return legal

    def _legal_with_key(self, state: Any, key: str) -> Action | None:
        """As ``Game._legal_with_key``; where the core makes the legal list and the list of
        ``state`` is not kept, by the move's own check and options alone (``_listed``): a
        bot's choice made on its seat's view and taken in the whole position
        (``action_from_key``), or a move a bot listed itself (``apply``), makes no list of the
        whole position (issue 47)."""
        if self._core_legal and len(key) <= self.longest_key:
            cached_state, cached = self._legal_cache
            if cached_state is state:
                return cached.get(key)
            if id(state) not in self._legal_kept:
                return self._listed(state, key)
        return super()._legal_with_key(state, key)

    def _listed(self, state: Any, key: str) -> Action | None:
        """The Action with this key if the core's legal list of ``state`` would list it (its
        move is among those the list asks at the front task, its check passes, its options
        hold it), else None."""
        try:
            move, parts = self._read_keys.get(key) or self.read_key(key)
        except ValueError:
            return None
        if move not in self._moves_at.get(self.front_task(state), ()):
            return None
        if move.check_decides:  # its check alone decides: no options made
            if move._form is not None and move._form(self, *parts) is not None:
                return None
            return self.action_of(move, parts) if move._check(self, state, *parts) is None else None
        check = None if move.checked_options else move._check
        if check is not None and check(self, state, *parts) is not None:
            return None
        if parts not in move._options(self, state):
            return None
        return self.action_of(move, parts)

    def read_key(self, key: str) -> tuple[Move, tuple]:
        """The move and parts a key stands for; a ValueError saying why if it means nothing.
        A part's error counts only when no other move reads the key ("keep none" is not a
        Global Project, but a move of its own)."""
        known = self._read_keys.get(key)
        if known is not None:
            return known
        problem: ValueError | None = None
        for move in self.moves:
            try:
                parts = move.grammar.read(self, key)
            except ValueError as exc:
                problem = problem or exc
                continue
            if parts is not None:
                written = move.grammar.write(parts)
                if written != key:  # "mark 03": a key is read only as the game writes it
                    raise ValueError(f"action {key!r} is not understood; it is written {written!r}")
                self._read_keys[key] = (move, parts)
                return move, parts
        raise self.unreadable(key, problem)

    def unreadable(self, key: str, problem: ValueError | None) -> ValueError:
        """The error for a key no move reads: the first part's error met (``problem``), else
        what the keys look like. A game may word it its own way."""
        if problem is not None:
            return ValueError(f"action {key!r}: {problem}")
        examples = ", ".join(repr(move.example) for move in self.moves)
        return ValueError(f"action {key!r} is not understood; keys look like {examples}")

    def parse_action(self, key: str) -> Action:
        return self.action_of(*self.read_key(key))

    def _explain_illegal(self, state: Any, action: Action) -> Ruling:
        move, parts = self.read_key(action.key)
        front = self.front_task(state)
        if front is None:
            over = self.over_refusal
            return ruling_of(over(state) if callable(over) else over)
        if move._form is not None:
            refusal = move._form(self, *parts)
            if refusal is not None:
                return ruling_of(refusal)
        if front not in move.tasks:
            say = move._not_now
            return ruling_of(say(self, state) if say else self.due_refusal(state))
        refusal = move._check(self, state, *parts) if move._check else None
        if refusal is None:  # the check lets it through, the options do not list it
            refusal = getattr(self, "unlisted", None) or Ruling(
                self.turn_rule, Msg("move-not-listed")
            )
        return ruling_of(refusal)

    def _apply(self, state: Any, action: Action, explain: bool) -> Transition:
        move, parts = self._read_keys.get(action.key) or self.read_key(action.key)
        play = self.Play(state, explain)
        move._effect(self, play, *parts)
        return self.finish(play)


#: A Transition made without the dataclass's checking constructor: one per action of a bot.
_transition = positional_builder(Transition)


def by_kind(moves: Iterable[Move]) -> dict[str, Move]:
    """Moves by their kind (tests and tools look a declaration up this way)."""
    return {move.kind: move for move in moves}


__all__ = [
    "NUMBER",
    "WORD",
    "DeclaredGame",
    "KeyGrammar",
    "Move",
    "Part",
    "Refusal",
    "by_kind",
    "ruling_of",
]
