"""The engine contract every game implements (see DESIGN.md)."""

from __future__ import annotations

import functools
import random
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from . import chance
from .errors import IllegalAction, StateError, quoted
from .jsonstate import field_being_read, reading
from .messages import Msg, redact, render
from .package import PackageDefaults
from .rulebook import Rulebook
from .types import CHANCE, Action, Result, Ruling, Step, Transition


class Game(PackageDefaults, ABC):
    """A game's rules. States are immutable values; the game holds no per-play data.

    Subclasses implement the ``_``-prefixed hooks and ``legal_actions``; this base class adds
    validation of ``setup`` arguments, the legality check before ``apply``, seeded chance and
    parsing of action keys, so each game states those rules once. What a game declares in its
    files (info, rulebook, scenarios, tutorial, bots, its save's codec) the core reads from
    its package (``PackageDefaults``, rules/core/package.py).
    """

    #: True when players may not see everything (hands, face-down tokens): the explorer then
    #: offers a switch between the teacher's view and each player's ``view``.
    hidden_information: bool = False
    #: The button that lets the seeded random source decide a chance node.
    chance_label: Msg | str = Msg("chance-label")
    #: The rulebook section that says what the actions of the game are; cited when a key
    #: cannot be understood at all.
    turn_rule: str
    #: No key of the game is longer (the longest of ours, Vrienden's take keys, have about 60
    #: characters): a longer one is refused before the game reads it, so a key pasted by
    #: mistake (a whole file) costs nothing and is not quoted back in full.
    longest_key: int = 200
    #: A seat's ``view`` at its own decision lists exactly the actions of the whole position
    #: (a player can tell their moves from what they see): so a choice taken from the view's
    #: legal list needs no check in the position (``chosen_in_view``). The contract holds every
    #: game to it (tests/rules/test_core_views.py); a game whose moves depend on what the
    #: mover cannot see says False, and every choice made on a view is then checked.
    views_list_the_moves: bool = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's ``parse_action`` and ``from_json`` go through the core's guards, so
        that bad input is refused the same way in every game (see ``_guarded_parse`` and
        ``_guarded_load``) without each game writing the checks again."""
        super().__init_subclass__(**kwargs)
        for name, guard in (("parse_action", _guarded_parse), ("from_json", _guarded_load)):
            own = cls.__dict__.get(name)
            abstract = getattr(own, "__isabstractmethod__", False)
            if callable(own) and not abstract and not getattr(own, "_guarded", False):
                setattr(cls, name, guard(own))

    def __init__(self) -> None:
        # The legal list of the last position asked about: bots ask for the legal actions and
        # then apply one of them, and the legality check of ``apply`` would otherwise compute
        # the same list twice.
        self._legal_cache: tuple[Any, dict[str, Action]] = (None, {})
        # ... and of the few positions asked about before it (see ``_legal_map``), by identity.
        self._legal_kept: dict[int, tuple[Any, dict[str, Action]]] = {}
        # (state, action) that the game itself picked as legal there (``_vouch``): ``apply``
        # then skips the look-up in the legal map, which a game may not have built.
        self._vouched: tuple[Any, Action | None] = (None, None)
        self._parsed_actions: dict[str, Action] = BoundedCache(PARSED_LIMIT)  # see cached_action

    # ----- setup ---------------------------------------------------------------------------
    def setup(
        self,
        players: int,
        seed: int = 0,
        variants: Iterable[str] = (),
        rulings: Mapping[str, str] | None = None,
    ) -> Any:
        """A new game for ``players`` players; the same arguments give the same game."""
        low, high = self.info.players
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError(f"players must be a whole number, got {players!r}")
        if not low <= players <= high:
            raise ValueError(
                f"{self.info.title} is for {low} to {high} players; {players} asked for"
            )
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise ValueError(f"seed must be a whole number of at least 0, got {seed!r}")
        return self._setup(
            players, seed, self.check_variants(variants), self.resolve_rulings(rulings)
        )

    def check_variants(self, variants: Iterable[str]) -> tuple[str, ...]:
        if isinstance(variants, str):
            variants = (variants,)
        known = {v.name for v in self.info.variants}
        chosen = tuple(variants)
        for name in chosen:
            if not isinstance(name, str):
                raise ValueError(f"a variant is named by a string, got {name!r}")
            if name not in known:
                listed = ", ".join(sorted(known)) or "none"
                raise ValueError(f"unknown variant {name!r}; this game has: {listed}")
        if len(set(chosen)) != len(chosen):
            raise ValueError(f"a variant is named twice in {list(chosen)}")
        return tuple(sorted(chosen))

    def resolve_rulings(self, rulings: Mapping[str, str] | None) -> dict[str, str]:
        """Every ruling's chosen reading, defaults filled in; unknown names and values refused."""
        options = {r.name: r for r in self.info.rulings}
        chosen = {name: r.default for name, r in options.items()}
        for name, value in (rulings or {}).items():
            if not isinstance(name, str) or not isinstance(value, str):
                raise ValueError(f"a ruling is a name and a reading, both strings: {name!r}")
            if name not in options:
                listed = ", ".join(sorted(options)) or "none"
                raise ValueError(f"unknown ruling {name!r}; this game has: {listed}")
            if value not in options[name].choices:
                allowed = ", ".join(options[name].choices)
                raise ValueError(f"ruling {name!r} cannot be {value!r}; choose one of: {allowed}")
            chosen[name] = value
        return chosen

    @abstractmethod
    def _setup(
        self, players: int, seed: int, variants: tuple[str, ...], rulings: dict[str, str]
    ) -> Any: ...

    # ----- actions -------------------------------------------------------------------------
    @abstractmethod
    def _legal(self, state: Any) -> list[Action]:
        """All legal actions in ``state`` (the outcomes at a chance node)."""

    @abstractmethod
    def _apply(self, state: Any, action: Action, explain: bool) -> Transition:
        """Apply an action already known to be legal."""

    @abstractmethod
    def _explain_illegal(self, state: Any, action: Action) -> Ruling:
        """Why ``action``, which is not among the legal actions, is forbidden."""

    @abstractmethod
    def parse_action(self, key: str) -> Action:
        """The Action a key stands for, legal or not; ValueError if the key means nothing."""

    def cached_action(self, key: str) -> Action:
        """The Action a key stands for, parsed once and then shared: legal lists are built
        from these objects on every decision, so they must not be parsed again each time."""
        try:
            action = self._parsed_actions.get(key)
        except TypeError:  # unhashable: not a key at all; parse_action says so
            action = None
        if action is None:
            action = self._parsed_actions[key] = self.parse_action(key)
        return action

    def _legal_map(self, state: Any) -> dict[str, Action]:
        """The legal actions of ``state`` by key, computed once per position while it is
        among the last ``LEGAL_KEPT`` positions asked about. A look-ahead asks about a
        position, then about the positions each of its actions leads to, then applies the
        next action to the first one again: a single kept list was lost by then and made
        again for every action (issue 47). Positions are kept by identity (states are
        immutable; an entry holds its state, so its ``id`` is not reused while kept), the
        least recently asked about dropped first."""
        cached_state, cached = self._legal_cache
        if cached_state is state:
            return cached
        kept = self._legal_kept
        ident = id(state)
        entry = kept.pop(ident, None)
        if entry is None or entry[0] is not state:
            entry = (state, {a.key: a for a in self._legal(state)})
            if len(kept) >= LEGAL_KEPT:
                del kept[next(iter(kept))]
        kept[ident] = self._legal_cache = entry
        return entry[1]

    def _legal_with_key(self, state: Any, key: str) -> Action | None:
        """The legal Action of ``state`` with this key, or None: from the whole legal list
        unless the game can tell one move's legality alone (``DeclaredGame``)."""
        return self._legal_map(state).get(key)

    def legal_by_key(self, state: Any, key: str) -> Action | None:
        """The legal Action of ``state`` with this key, vouched for (``apply`` takes it as it
        is), or None: for a bot that lists only the moves it means to rate."""
        action = self._legal_with_key(state, key)
        return None if action is None else self._vouch(state, action)

    def legal_actions(self, state: Any) -> list[Action]:
        return list(self._legal_map(state).values())

    def why_illegal(self, state: Any, action: Action | str) -> Ruling | None:
        """None when ``action`` is legal in ``state``; else the Ruling that forbids it. A key
        (or an Action, e.g. of another game) that means nothing in this game is refused under
        the turn rule with ``parse_action``'s sentence; anything else is a ValueError."""
        key = key_of(action)
        if key in self._legal_map(state):
            return None
        try:
            # An Action is read again from its key: only the game's own actions reach
            # ``_explain_illegal`` (one made by another game may not mean anything here).
            own = self.parse_action(key)
        except ValueError as exc:
            return Ruling(self.turn_rule, str(exc))
        return self._explain_illegal(state, action if isinstance(action, Action) else own)

    def apply(self, state: Any, action: Action | str, explain: bool = True) -> Transition:
        """Apply an action; ``explain=False`` skips building Step sentences (for bots)."""
        vouched_state, vouched = self._vouched
        if action is vouched and state is vouched_state:
            return self._apply(state, action, explain)
        key = action.key if type(action) is Action else key_of(action)
        legal = self._legal_with_key(state, key)
        if legal is None:
            ruling = self.why_illegal(state, action)
            assert ruling is not None
            raise IllegalAction(ruling, action)
        return self._apply(state, legal, explain)

    def random_action(self, state: Any, rng: random.Random) -> Action:
        """What a uniformly random player picks: ``rng.choice`` over the legal actions.

        A game may override it with a cheaper way to the very same pick (the same draws from
        ``rng``, the same action), e.g. without building the legal list, and ``_vouch`` for it.
        """
        # The seed first: a whole game's position has one, and reading it is cheaper than
        # asking who moves (a property the flow works out, on every random move).
        if getattr(state, "seed", 0) is None and state.to_move == CHANCE:
            self.refuse_unseeded(state)
        return rng.choice(self.legal_actions(state))

    @staticmethod
    def refuse_unseeded(state: Any) -> None:
        """Raise a ValueError where chance is asked to act on a seat's view. A view keeps no
        seed (``view``): a draw or roll picked on it would be one the seeded game never
        makes, so chance acts on the whole game. ``sample_chance`` and ``random_action`` ask
        this first; a game's own quicker pick asks it too."""
        if getattr(state, "seed", 0) is None:
            raise ValueError(
                "a seat's view holds no seed (the seed would foretell every draw and roll to "
                "come): chance acts on the whole game, not on a view"
            )

    def _vouch(self, state: Any, action: Action) -> Action:
        """Record that the game picked ``action`` among the legal ones of ``state`` (states
        are immutable, so it stays legal there): ``apply`` then takes it without a look-up."""
        self._vouched = (state, action)
        return action

    def chosen_in_view(self, state: Any, view: Any, choice: Action) -> Action:
        """The action a bot chose on ``view`` (the seat to move's ``view`` of ``state``),
        taken in ``state``. A choice that is the very Action the view's legal list holds under
        its key (kept from the bot's own asking, see ``_legal_map``) is legal in ``state`` too,
        since a seat's view lists the moves its position lists (``views_list_the_moves``): it
        is vouched for without a check (issue 47). Anything else (an Action made elsewhere, a
        list no longer kept) is checked by ``action_from_key``, which names the rule that
        refuses it."""
        if self.views_list_the_moves and type(choice) is Action:
            entry = self._legal_kept.get(id(view))
            if entry is not None and entry[0] is view and entry[1].get(choice.key) is choice:
                return self._vouch(state, choice)
        return self.action_from_key(state, key_of(choice))

    def action_from_key(self, state: Any, key: str) -> Action:
        """The legal Action with this key; IllegalAction (naming the rule) when not legal here.
        The Action found is vouched for: ``apply`` in ``state`` takes it without a look-up."""
        legal = self._legal_with_key(state, key_of(key))
        if legal is not None:
            return self._vouch(state, legal)
        ruling = self.why_illegal(state, key)
        assert ruling is not None
        raise IllegalAction(ruling, key)

    # ----- chance --------------------------------------------------------------------------
    def chance_outcomes(self, state: Any) -> list[tuple[Action, float]]:
        """Outcomes and probabilities at a chance node; empty elsewhere."""
        return []

    def sample_chance(self, state: Any) -> Action:
        """The outcome the state's seeded random source picks at this chance node. It is one
        of the node's outcomes, so legal there (the contract tests hold every outcome to
        ``why_illegal``): vouched for, ``apply`` takes it without making the legal list,
        which at a chance node would work the outcomes out once more (issue 47)."""
        self.refuse_unseeded(state)
        outcomes = self.chance_outcomes(state)
        if not outcomes:
            raise ValueError("the state is not at a chance node")
        index = chance.pick(state.seed, state.draws, [p for _, p in outcomes])
        return self._vouch(state, outcomes[index][0])

    def chance_for(self, state: Any) -> int | None:
        """The seat a chance event at ``state`` is for (the player a card is drawn for), so
        that the explorer names the same player its Steps name; by default the player whose
        turn it is; None when chance does not act here or the state has no current player."""
        if state.to_move != CHANCE:
            return None
        return getattr(state, "current", None)

    def chance_hidden_from(self, state: Any, player: int) -> bool:
        """True when listing this chance node's outcomes would tell ``player`` what the rules
        hide (the cards left in a deck, another's hand). Open dice return False."""
        return False

    def is_chance(self, state: Any) -> bool:
        return state.to_move == CHANCE

    # ----- end, views, JSON ----------------------------------------------------------------
    @abstractmethod
    def result(self, state: Any) -> Result | None: ...

    def view(self, state: Any, player: int) -> Any:
        """What ``player`` may see. Games with open information return the state itself."""
        return state

    def view_step(self, step: Step, player: int) -> Step:
        """A Step as ``player`` may read it: its sentence without what that player may not know
        (the secrets of its message that ``player`` may not see, by structure: ``redact``; a
        message without secrets stays as it is), its state through ``view``. Open-information
        games return it unchanged."""
        if not self.hidden_information:
            return step
        message = step.message
        if isinstance(message, Msg) and message.args:
            message = redact(message, player)
        return Step(step.rule, message, step.highlight, self.view(step.state, player))

    def seat_name(self, seat: int, state: Any = None) -> Msg:
        """A seat's name for people (the explorer's seat labels, a tutorial's lines): a
        message, read where it is shown, in the reader's language; by default the seat by its
        number ("seat 1"). A game that names its seats ("Red", "Scout 1", a Daybreak power)
        gives its own message, from the position when the name depends on it (``state``,
        None where there is no position)."""
        return Msg("seat-number", number=seat + 1)

    def view_label(self, before: Any, action: Action, player: int) -> Msg | str:
        """An action's name as ``player`` may read it in the history (``before`` is the state
        it was taken in): a card drawn by someone else is just "a card". A message, so that
        the reader's language reads it (never its English text); open-information games
        return the action's own name."""
        return action.name

    def rulebook_in(self, language: str) -> Rulebook:
        """The rulebook in ``language``: its translation where the game has one (a file
        ``rulebook.<language>.toml`` beside ``rulebook.toml``), else the rulebook itself."""
        if not isinstance(language, str) or not LANGUAGE_TAG.fullmatch(language):
            return self.rulebook  # not a language: no file to look for
        cache = self.__dict__.setdefault("_rulebooks", BoundedCache(LANGUAGES_LIMIT))
        if language not in cache:
            cache[language] = self.rulebook.translation(language) or self.rulebook
        return cache[language]

    def check_position(self, state: Any) -> None:
        """Raise a StateError naming the field if ``state`` is not a position the rules can
        reach (cards or pieces not conserved, tasks or phases inconsistent, over without an
        ending rule, no legal action while running). ``from_json`` calls it on every load and
        the shared contract tests after every action of random games."""
        return None  # a game without invariants of its own accepts every position

    def bounded(self, rulings: Mapping[str, str]) -> bool:
        """False when these readings let a game run for ever (Vrienden's "play on when
        nobody can harmonize" without a round limit): the contract tests' "every game ends"
        holds for every other choice of rulings."""
        return True

    def action_limit(self, players: int) -> int:
        """The most actions a game of ``players`` may take before it must have ended: the
        game's own bound (its rules end every game), checked by the contract tests."""
        return 100_000

    # ----- teaching hooks (used by the explorer; the defaults make every game work) --------
    # (``scenarios``, ``tutorials`` and ``describe`` are read from the package's files:
    # PackageDefaults.)
    def action_for(self, state: Any, picks: tuple[str, ...]) -> Action | None:
        """The action meant by clicking these board elements in order, legal or not.

        None means the picks do not name an action yet (a piece chosen, no target).
        """
        return None

    def lead_in(self, state: Any, action: Action) -> Action | None:
        """The action that must come first for ``action`` to be legal, if any: a click on a
        card may mean "name the action, then this card" (Oasis names its mandatory action
        before the card). The explorer applies both when both are legal, one after the other."""
        return None

    def with_lead_in(self, state: Any, action: Action | str) -> tuple[Action, ...]:
        """The actions that carry out ``action`` here, in order: ``action`` alone when it is
        legal; its ``lead_in`` and then ``action`` when both are legal one after the other;
        none otherwise (``why_illegal(state, action)`` then says why). So a click on a card at
        Oasis's mandatory action names the action, then plays the card; a ValueError for a
        key that means nothing."""
        if not isinstance(action, Action):
            action = self.parse_action(key_of(action))
        if self.why_illegal(state, action) is None:
            return (action,)
        lead = self.lead_in(state, action)
        if lead is None or self.why_illegal(state, lead) is not None:
            return ()
        after = self.apply(state, lead, explain=False).state
        return (lead, action) if self.why_illegal(after, action) is None else ()

    def keeps_picks(self, state: Any, picks: tuple[str, ...]) -> bool:
        """True when ``picks`` is a selection still growing (several gems from one flow),
        so the explorer keeps it rather than starting over from the last click."""
        return False

    def candidate_actions(self, state: Any) -> list[Action]:
        """Legal actions plus tempting illegal ones, so learners can ask why not."""
        return self.legal_actions(state)

    def summarize_outcome(self, before: Any, transition: Transition) -> str:
        """What an action brought about, in a sentence that does not name the action."""
        # English, as every game's summary (the quiz reads it as plain text)
        return " ".join(step.text for step in transition.steps[1:]) or render(NOTHING_ELSE)

    def quiz_variants(self, state: Any, action: Action) -> list[Any]:
        """Positions close to ``state`` where ``action`` turns out differently (quiz foils)."""
        return []


def key_of(action: Any) -> str:
    """An action's key; a ValueError for anything that is neither an Action nor a string (a key
    read from a file or typed by a tool may be a number or a list)."""
    if isinstance(action, str):
        return action
    if isinstance(action, Action):
        return action.key
    raise ValueError(f"an action is an Action or its key (a string), got {quoted(action)}")


#: The default summary of an action whose Steps tell of nothing after the action's own.
NOTHING_ELSE = Msg("nothing-else-happens")
#: What a language is named by ("pt", "en", "pt-BR"): anything else names no rulebook file.
LANGUAGE_TAG = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})?")
#: Rulebooks by language a game keeps (``rulebook_in``): far more than any game speaks.
LANGUAGES_LIMIT = 16

#: Positions whose legal lists a game keeps (``_legal_map``): more than a look-ahead of a few
#: moves visits between two visits of the same position, few enough to cost no memory.
LEGAL_KEPT = 64

#: Parsed actions a game keeps (``cached_action``): more than any game makes in many games
#: (Vrienden, the most, about 1,300 in six), few enough that keys sent by a tool or a
#: notebook cannot fill the memory.
PARSED_LIMIT = 4096


class BoundedCache(dict):
    """A dict that keeps at most ``limit`` entries, dropping the oldest when full. Reading is
    a plain dict's (the hot path of every legal list); only adding an entry is checked."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def __setitem__(self, key: Any, value: Any) -> None:
        if key not in self and len(self) >= self.limit:
            del self[next(iter(self))]
        super().__setitem__(key, value)


def check_key(game: Game, key: Any) -> str:
    """``key`` if it can be an action key of ``game``; else a ValueError saying why, before
    the game's own grammar reads it: not a string, or longer than any key the game makes."""
    if not isinstance(key, str):
        raise ValueError(f"an action key is a string, got {type(key).__name__} {quoted(key)}")
    if len(key) > game.longest_key:
        raise ValueError(
            f"an action key of {game.info.title} has at most {game.longest_key} characters; "
            f"{quoted(key)} has {len(key):,}"
        )
    return key


def _guarded_parse(parse: Callable[[Game, str], Action]) -> Callable[[Game, Any], Action]:
    """A game's ``parse_action`` behind ``check_key``: every game refuses a non-string or an
    overlong key with the same ValueError, whatever its grammar would have done with it."""

    @functools.wraps(parse)
    def parse_action(self: Game, key: Any) -> Action:
        return parse(self, check_key(self, key))

    parse_action._guarded = True  # type: ignore[attr-defined]
    return parse_action


def _guarded_load(load: Callable[[Game, Any], Any]) -> Callable[[Game, Any], Any]:
    """A game's ``from_json`` whose every failure is a StateError (a ValueError) naming the
    field: a codec that trips over a value of the wrong type (a KeyError, TypeError,
    IndexError, a recursion too deep, ...) is refused naming the field it was reading, the
    last one its ``Reader`` handed out."""

    @functools.wraps(load)
    def from_json(self: Game, data: Any) -> Any:
        with reading() as where:
            try:
                return load(self, data)
            except StateError:
                raise
            except RecursionError:
                raise StateError(
                    field_being_read(where), "nested too deeply", code="unreadable"
                ) from None
            except ValueError as exc:  # a check of the game's own, e.g. a key in a log
                raise StateError(field_being_read(where), str(exc)) from None
            except Exception as exc:  # any failure of a load is the file's to answer for
                field = field_being_read(where)
                raise StateError(field, _failure(exc), code="unreadable") from None

    from_json._guarded = True  # type: ignore[attr-defined]
    return from_json


def _failure(exc: Exception) -> str:
    """An unexpected failure of a codec as a sentence (for programmers: the Files tab says
    it in plain words)."""
    detail = quoted(exc.args[0]) if exc.args else ""
    return f"a value the game cannot read ({type(exc).__name__} {detail})".replace(" )", ")")


# The core's own ``from_json`` goes through the same guard as a game's (``__init_subclass__``
# guards only what a game writes).
Game.from_json = _guarded_load(Game.from_json)  # type: ignore[method-assign]
