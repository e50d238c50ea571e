"""The shared vocabulary of every engine: actions, steps, rulings, results and game facts."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from .messages import Msg, render

#: ``state.to_move`` at a chance node: nature, not a player, picks the next action.
CHANCE: int = -1


@dataclass(frozen=True, slots=True)
class Action:
    """Something the player to move (or chance) can do.

    ``key`` is a stable string that survives saving and reloading; ``name`` is for people (a
    message, or plain text), read as ``label`` in English or ``render(language)``; ``kind``
    groups actions for display ("roll", "place", "move", ...).
    """

    key: str
    name: Msg | str
    kind: str = ""

    def __hash__(self) -> int:
        # By key alone: Actions equal in every field have equal keys, so equal Actions hash
        # equal; hashing the name as well walked its message's parameters each time (issue
        # 47: 18 % of Daybreak's bot's CPU time while it kept actions in dicts and sets).
        return hash(self.key)

    @property
    def label(self) -> str:
        return render(self.name)

    def render(self, language: str) -> str:
        return render(self.name, language)

    @classmethod
    def named_later(cls, key: str, kind: str, say: Callable[..., Msg | str], *args: Any) -> Action:
        """An Action whose name is ``say(*args)``, made when it is first read (then kept):
        bots and random seats list thousands of actions whose names nobody reads (issue 47).
        Everything that reads the name (``name``, ``label``, equality, ``repr``, a copy) reads
        the same message as if it had been made at once."""
        return cls(key, _NameLater(say, args), kind)


class _NameLater:
    """What says an Action's name, until it is first read (``Action.named_later``)."""

    __slots__ = ("args", "say")

    def __init__(self, say: Callable[..., Msg | str], args: tuple) -> None:
        self.say = say
        self.args = args


#: The slot that holds an Action's name (or what says it), under the ``name`` property below.
_NAME_SLOT = Action.__dict__["name"]


def _read_name(action: Action) -> Msg | str:
    """The Action's name, for people: said on its first read where it was made to be said later."""
    name = _NAME_SLOT.__get__(action, Action)
    if type(name) is _NameLater:
        name = name.say(*name.args)
        _NAME_SLOT.__set__(action, name)  # said once: the Action is a value, its name fixed
    return name


# ``name`` read through the slot: a name said later is said on its first read. The dataclass's
# own __init__ sets it through the same property (object.__setattr__ finds it on the class).
Action.name = property(_read_name, _NAME_SLOT.__set__)  # type: ignore[assignment,method-assign]


@dataclass(frozen=True, slots=True)
class Ruling:
    """Why something happens or is forbidden: a rulebook section id and a sentence (a
    message, read as ``text`` in English or ``render(language)``)."""

    rule: str
    message: Msg | str

    @property
    def text(self) -> str:
        return render(self.message)

    def render(self, language: str) -> str:
        return render(self.message, language)


@dataclass(frozen=True, slots=True)
class Step:
    """One rule firing during an action, with the state right after it. ``message`` says
    what happened in this situation; ``text`` is it in English, ``render`` in a language."""

    rule: str
    message: Msg | str
    highlight: tuple[str, ...]
    state: Any

    @property
    def text(self) -> str:
        return render(self.message)

    def render(self, language: str) -> str:
        return render(self.message, language)


@dataclass(frozen=True, slots=True)
class Transition:
    """What ``Game.apply`` returns: the new state and the steps that led there."""

    state: Any
    steps: tuple[Step, ...] = ()


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome of a finished game.

    In a cooperative game (``team``) the players win or lose together: ``winners`` is every
    seat or none, and ``reason`` says why (which goal was met, which loss condition struck).

    ``reason`` is a message of the game's catalogue, kept as a message and read where it is
    shown: ``text`` in English, ``render(language)`` in the reader's language. A reason
    rendered when the result was made stayed in the language of that moment (issue 45).
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: Msg
    rule: str
    team: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.reason, Msg):
            raise TypeError(
                f"a result's reason is a message of the game's catalogue, not {self.reason!r}"
            )
        if self.team and self.winners and len(self.winners) != len(self.scores):
            raise ValueError("a team result is won by every seat or by none")

    @property
    def text(self) -> str:
        return render(self.reason)

    def render(self, language: str) -> str:
        return render(self.reason, language)

    @property
    def team_won(self) -> bool:
        return self.team and bool(self.winners)


@dataclass(frozen=True, slots=True)
class Variant:
    """A named rules variant that ``setup`` accepts."""

    name: str
    title: Msg | str
    section: str


@dataclass(frozen=True, slots=True)
class RulingOption:
    """A reading of an ambiguous passage that the user may switch.

    ``default`` is the seed's reading; the other choices are documented in ``section``.
    """

    name: str
    title: Msg | str
    section: str
    default: str
    choices: tuple[str, ...]
    #: Each choice in words, for people (the Setup tab); by default made from the choice.
    labels: tuple[Msg | str, ...] = ()

    def __post_init__(self) -> None:
        if self.labels and len(self.labels) != len(self.choices):
            raise ValueError(f"ruling {self.name!r}: one label per choice")

    @classmethod
    def worded(
        cls, prefix: str, name: str, section: str, default: str, choices: tuple[str, ...]
    ) -> RulingOption:
        """A ruling whose title and readings are messages of the game's catalogue (message
        prefix ``prefix``): ``<prefix>ruling-<name>`` and ``<prefix>reading-<name>-<choice>``,
        so that Setup reads them in its language."""
        labels = tuple(Msg(f"{prefix}reading-{name}-{choice}") for choice in choices)
        title = Msg(f"{prefix}ruling-{name}")
        return cls(name, title, section, default, tuple(choices), labels=labels)

    @classmethod
    def table(
        cls, prefix: str, rulebook: str, readings: Iterable[tuple[str, tuple[str, ...]]]
    ) -> tuple[RulingOption, ...]:
        """A game's rulings from its table of ``(name, readings)`` rows, the first reading
        the default (the seed's): each one's rulebook section is ``<rulebook>ruling.<name>``
        and its title and readings are messages of the catalogue (``worded``)."""
        return tuple(
            cls.worded(prefix, name, rulebook + "ruling." + name, choices[0], choices)
            for name, choices in readings
        )

    def label(self, choice: str) -> Msg | str:
        if self.labels:
            return self.labels[self.choices.index(choice)]
        return choice.replace("-", " ").capitalize()


@dataclass(frozen=True, slots=True)
class GameInfo:
    """Facts about a game that the explorer shows before a game starts."""

    slug: str
    title: str
    players: tuple[int, int]
    seed_file: str
    pitch: Msg | str = ""
    variants: tuple[Variant, ...] = ()
    rulings: tuple[RulingOption, ...] = ()
    languages: tuple[str, ...] = ("en",)
    extra: dict[str, Any] = field(default_factory=dict)
