"""The markers a save's layout carries (``typing.Annotated``), and the ``Ctx`` of the file
being read or written that computed bounds take: the vocabulary of rules/core/codec.py."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game

#: A bound or a choice may be a value, or computed from the file being read (``Ctx``).
Bound = int | Callable[["Ctx"], int] | None


# ----- what a file being read or written is about -----------------------------------------------
class Ctx:
    """The game and the header of the file being read or written: what bounds depend on."""

    __slots__ = ("_tables", "game", "players", "rulings", "source", "variants", "version")

    def __init__(
        self,
        game: Game,
        players: int,
        variants: tuple[str, ...] = (),
        rulings: Mapping[str, str] | None = None,
        version: int = 0,
        source: str = "saved state",
    ) -> None:
        self.game = game
        self.players = players
        self.variants = variants
        self.rulings = dict(rulings or {})
        self.version = version
        self.source = source
        # The name tables (``Names``) built for this game, kept on it (a bounded few).
        tables = game.__dict__.get("_codec_tables")
        if tables is None or len(tables) > 64:
            tables = game.__dict__["_codec_tables"] = {}
        self._tables: dict[tuple, Any] = tables

    def value(self, bound: Any) -> Any:
        return bound(self) if callable(bound) else bound


def last_seat(ctx: Ctx) -> int:
    """The highest seat number of the game being read."""
    return ctx.players - 1


def per_seat(ctx: Ctx) -> int:
    """One entry per seat (``Length(per_seat)``)."""
    return ctx.players


#: ``Keyed.absent`` of an object that must name every key.
REQUIRED: Any = type("Required", (), {"__repr__": lambda self: "REQUIRED"})()


# ----- the markers a layout's fields carry -------------------------------------------------------
@dataclass(frozen=True)
class Between:
    """A whole number from ``low`` to ``high`` (either may be None, or computed)."""

    low: Bound = None
    high: Bound = None


@dataclass(frozen=True)
class OneOf:
    """A text among ``choices`` (a tuple, or computed from the file)."""

    choices: tuple[str, ...] | Callable[[Ctx], tuple[str, ...]]


@dataclass(frozen=True)
class Length:
    """A list of exactly ``n`` entries (``per_seat``: one per seat)."""

    n: Bound


@dataclass(frozen=True)
class MaxLength:
    """A list of at most ``n`` entries (what bounds the work a file can ask for)."""

    n: Bound
    problem: str = ""


@dataclass(frozen=True)
class Sorted:
    """A pile whose order nobody knows, kept sorted: read back sorted, or (``refuse``) refused
    when the file's is not."""

    refuse: bool = False


@dataclass(frozen=True)
class Names:
    """A code saved by its name: ``table(ctx)`` maps each name to its code (the same mapping
    both ways, so a name written is a name read). ``what`` completes "'x' is not a ...".
    A table may depend on the game, the player count and the variants, no more: it is built
    once for each and kept on the game."""

    what: str | Callable[[Ctx], str]
    table: Callable[[Ctx], Mapping[str, Any]]
    #: Codes written under a name but never read back: a face-down card of a seat's view.
    written_only: Mapping[Any, str] = dataclasses.field(default_factory=dict)


@dataclass(frozen=True)
class Keyed:
    """A tuple saved as an object keyed by ``names(ctx)`` (the i-th name for the i-th entry);
    a key no name has is refused with ``unknown`` (formatted with ``players``)."""

    names: Callable[[Ctx], tuple[str, ...]]
    unknown: str = "no such entry"
    #: What a key left out of the object stands for (an entry of this value is left out
    #: when written: counts of which only those above 0 are saved); ``REQUIRED``: every key.
    absent: Any = REQUIRED


@dataclass(frozen=True)
class Since:
    """A field saved since format ``version`` (None: one that files of today's format may
    lack too): a file without it reads ``default``, or ``default(ctx, values)`` computed from
    the fields read before it."""

    version: int | None
    default: Any = None


@dataclass(frozen=True)
class Check:
    """A problem of the value itself (``check(value, ctx)`` returns a sentence or None): what
    its type and bounds cannot say, e.g. "a stack holds at least one played card"."""

    check: Callable[[Any, Ctx], str | None]


@dataclass(frozen=True)
class Empty:
    """In an ``X | None`` field: the state's ``value`` is saved as null (an empty slot)."""

    value: Any


@dataclass(frozen=True)
class Tasks:
    """A list of tasks (``rules.core.flow``): each a list of its name and its arguments, of the
    types ``args[name]`` declares (then any number of ``more`` where a kind takes them), or,
    where ``args[name]`` is a mapping, a first argument among its keys that names the types of
    the others (a draw naming its deck); the game's ``flow`` checks the task as a whole. A
    task is refused as a whole (``tasks[3]``), saying which argument is wrong."""

    args: Mapping[str, tuple[Any, ...] | Mapping[str, tuple[Any, ...]]]
    flow: Any = None
    more: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    #: Name the argument at fault (``tasks[3][1]``) rather than the task as a whole.
    name_argument: bool = False
    #: A problem of a task as a whole (its arguments read), or None.
    check: Callable[[tuple, Ctx], str | None] | None = None


@dataclass(frozen=True)
class Normal:
    """The value read, in the one form the state keeps it (``normal(value)``: e.g. the
    letters of a hand sorted)."""

    normal: Callable[[Any], Any]


@dataclass(frozen=True)
class SavedAs:
    """The name of the field in the file, where it is not the layout's."""

    key: str


class Refused(Exception):
    """A value refused deep inside a field (raised by a game's own ``Check`` or reader too):
    the keys of the field are added on the way out, innermost first."""

    def __init__(self, problem: str, *keys: str | int) -> None:
        self.problem = problem
        self.keys: list[str | int] = list(keys)
