"""Reading a saved state back with errors that name the field that is wrong."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, TypeVar

from .errors import StateError, quoted
from .messages import Msg, render

if TYPE_CHECKING:
    from .game import Game

T = TypeVar("T")

#: Lists and objects inside one another, at most, in a saved game: ours nest at most 6 deep
#: (Daybreak); a file nested deeper is refused before any codec walks it (a codec that
#: recursed through it would stop with a RecursionError, not a sentence).
MAX_DEPTH = 32


def parse(data: str | bytes | dict[str, Any], source: str = "saved state") -> dict[str, Any]:
    """Accept a JSON text or an already parsed object; reject anything but an object, and an
    object nested deeper than any save (``MAX_DEPTH``)."""
    if isinstance(data, (str, bytes, bytearray)):
        try:
            data = json.loads(data)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise StateError("(document)", f"not valid JSON: {exc}", source, "not-json") from None
        except ValueError as exc:  # e.g. a number longer than Python reads (4,300 digits)
            raise StateError(
                "(document)", f"not a saved game: {exc}", source, "unreadable"
            ) from None
        except RecursionError:
            # json.loads recurses once per nested list or object: far deeper than MAX_DEPTH.
            raise StateError("(document)", too_deep(), source, "too-deep") from None
    if not isinstance(data, dict):
        raise StateError("(document)", "expected a JSON object", source, "not-an-object")
    if deeper_than(data, MAX_DEPTH):
        raise StateError("(document)", too_deep(), source, "too-deep")
    return data


def too_deep() -> str:
    return (
        f"lists and objects nested more than {MAX_DEPTH} levels deep; a saved game nests only a few"
    )


def deeper_than(data: Any, limit: int) -> bool:
    """True when lists and objects nest more than ``limit`` levels in ``data``: walked without
    recursion and given up at the limit, so neither a deep nor a self-containing object (a
    dict handed over in memory may hold itself) can exhaust the stack or loop for ever."""
    if not isinstance(data, (dict, list)):
        return False
    level: list[Any] = [data]
    for _ in range(limit):
        inside = {  # by identity: an object held twice is walked once
            id(inner): inner
            for outer in level
            for inner in (outer.values() if isinstance(outer, dict) else outer)
            if isinstance(inner, (dict, list))
        }
        level = list(inside.values())
        if not level:
            return False
    return True


#: The Reader field a load is reading (``reading``): named when a codec fails unexpectedly.
_READING: ContextVar[list[Any] | None] = ContextVar("reading", default=None)


@contextmanager
def reading() -> Iterator[list[Any]]:
    """While a save is loaded: a cell where each ``Reader`` notes the field it hands out,
    read by ``field_being_read`` when the load fails in a way the codec did not foresee."""
    cell: list[Any] = [None]
    token = _READING.set(cell)
    try:
        yield cell
    finally:
        _READING.reset(token)


def field_being_read(cell: list[Any]) -> str:
    """The path of the last field handed out during a load (``(document)`` before any)."""
    last = cell[0]
    if last is None:
        return "(document)"
    reader, key = last
    return reader._p(key)


class Reader:
    """Typed access to a JSON object, tracking the path for error messages."""

    def __init__(self, obj: Any, path: str, source: str = "saved state") -> None:
        if not isinstance(obj, dict):
            raise StateError(path or "(document)", "expected an object", source)
        self.obj = obj
        self.path = path
        self.source = source
        self.version = 0  # the file's format, once ``read_setup`` has read it

    def _p(self, key: str | int) -> str:
        if isinstance(key, int):
            return f"{self.path}[{key}]"
        return f"{self.path}.{key}" if self.path else key

    def fail(self, key: str | int, problem: str) -> StateError:
        return StateError(self._p(key), problem, self.source)

    def raw(self, key: str) -> Any:
        cell = _READING.get()
        if cell is not None:
            cell[0] = (self, key)
        if key not in self.obj:
            raise self.fail(key, "missing")
        return self.obj[key]

    def integer(self, key: str, low: int | None = None, high: int | None = None) -> int:
        value = self.raw(key)
        return check_int(value, self._p(key), low, high, self.source)

    def text(self, key: str, choices: tuple[str, ...] | None = None) -> str:
        value = self.raw(key)
        if not isinstance(value, str):
            raise self.fail(key, f"expected a string, got {json.dumps(value)}")
        if choices is not None and value not in choices:
            raise self.fail(key, f"expected one of {', '.join(choices)}; got {value!r}")
        return value

    def flag(self, key: str) -> bool:
        value = self.raw(key)
        if not isinstance(value, bool):
            raise self.fail(key, "expected true or false")
        return value

    def optional_int(self, key: str, low: int | None = None, high: int | None = None) -> int | None:
        value = self.raw(key)
        if value is None:
            return None
        return check_int(value, self._p(key), low, high, self.source)

    def array(self, key: str, length: int | None = None) -> list[Any]:
        value = self.raw(key)
        if not isinstance(value, list):
            raise self.fail(key, "expected a list")
        if length is not None and len(value) != length:
            raise self.fail(key, f"expected {length} entries, got {len(value)}")
        return value

    def int_array(
        self, key: str, length: int | None = None, low: int | None = None, high: int | None = None
    ) -> tuple[int, ...]:
        values = self.array(key, length)
        where = self._p(key)
        return tuple(
            check_int(v, f"{where}[{i}]", low, high, self.source) for i, v in enumerate(values)
        )

    def sub(self, key: str) -> Reader:
        return Reader(self.raw(key), self._p(key), self.source)

    def later(self, key: str, since: int, default: Any) -> Any:
        """A field that saves have held since format ``since``: older files, which lack it,
        read as ``default``; from that format on it must be there."""
        if key not in self.obj and self.version < since:
            return default
        return self.raw(key)


def check_int(
    value: Any, where: str, low: int | None, high: int | None, source: str = "saved state"
) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise StateError(where, f"expected a whole number, got {json.dumps(value)}", source)
    if low is not None and value < low:
        raise StateError(where, f"must be at least {low}, got {value}", source)
    if high is not None and value > high:
        raise StateError(where, f"must be at most {high}, got {value}", source)
    return value


def read_setup(
    doc: Reader, game: Game, format_version: int, oldest: int = 1
) -> tuple[int, tuple[str, ...], dict]:
    """The fields every saved game starts with: game, format, players, variants, rulings.

    Returns (players, variants, rulings), checked the way ``Game.setup`` checks them. Files
    of any format from ``oldest`` to ``format_version`` load: ``doc.version`` tells the codec
    which, and a field added in a later format takes its default when absent
    (``Reader.later``).
    """
    saved_from = doc.text("game")
    if saved_from != game.info.slug:
        raise StateError(
            "game",
            f"this is a saved {quoted(saved_from)}, not {game.info.slug!r}",
            doc.source,
            "other-game",
            saved_from,
        )
    version = doc.integer("format", oldest)
    if version > format_version:
        raise StateError(
            "format",
            f"must be at most {format_version}, got {version}: saved by a newer version",
            doc.source,
            "newer-format",
        )
    doc.version = version
    players = doc.integer("players", *game.info.players)
    try:
        variants = game.check_variants(doc.array("variants"))
    except ValueError as exc:
        raise doc.fail("variants", str(exc)) from None
    rulings_obj = doc.raw("rulings")
    if not isinstance(rulings_obj, dict):
        raise doc.fail("rulings", "expected an object of ruling name to reading")
    try:
        rulings = game.resolve_rulings(rulings_obj)
    except ValueError as exc:
        raise doc.fail("rulings", str(exc)) from None
    return players, variants, rulings


#: Why a player's view cannot be loaded as a game (the same words for every game): the core's
#: ``view-refused`` message, in English as every ``StateError`` is (the dashboard tells the
#: learner by the error's ``code``, in the dashboard's language).
VIEW_REFUSED = render(Msg("view-refused"))


def read_full_position(doc: Reader, everyone: Any) -> int:
    """The seed of a saved full position; a saved view is refused, naming ``viewer``.

    ``everyone`` is the value a game's ``viewer`` field holds in a full position (None or -1).
    A view (``Game.view``) keeps no seed, since the seed replays every hidden draw; so a view
    is never loaded as if it were the whole game.
    """
    if doc.obj.get("viewer", everyone) != everyone:
        raise StateError(doc._p("viewer"), VIEW_REFUSED, doc.source, "view")
    return doc.integer("seed", 0)


def whole_game(cls: type[T], everyone: int) -> Callable[..., T]:
    """A game's ``full_position``: the one constructor of its whole position (``viewer`` is
    ``everyone``: no seat's view) from a save's header (players, variants, rulings, seed) and
    the fields that follow it, which both a setup and a loaded save call (issue 45), so that
    the two cannot each write the header their own way. The rulings are kept as pairs sorted
    by name; a field left out takes the class's default (its start value)."""

    def full_position(
        players: int,
        variants: Iterable[str],
        rulings: Mapping[str, str],
        seed: int | None,
        **fields: Any,
    ) -> T:
        return cls(
            players=players,
            variants=tuple(variants),
            rulings=tuple(sorted(rulings.items())),
            seed=seed,
            viewer=everyone,
            **fields,
        )

    full_position.__doc__ = f"The whole game as a {cls.__name__} (rules.core.jsonstate.whole_game)."
    return full_position


#: What a law of reachability finds wrong with a position: (the file's field, a sentence saying
#: what is wrong), or None. The games' laws return it; ``check_position`` raises it.
Problem = tuple[str, str] | None


def count_problem(field: str, what: str, counted: int, expected: int, where: str) -> Problem:
    """A law of conservation: the ``counted`` pieces of one kind (``what``) a position holds in
    all its places together (``where``, in words) must be the ``expected`` number."""
    if counted == expected:
        return None
    return (field, f"{what}: {counted} in the game, {expected} expected ({where})")


def first_problem(checks: Iterable[Callable[..., Any]], *args: Any) -> Any:
    """The first problem a sequence of checks finds in a position, or None: each check takes
    ``args`` (the game, the state) and returns a problem, e.g. (field, sentence), or None.
    The games' loaders and ``check_position`` list their invariants this way."""
    for check in checks:
        problem = check(*args)
        if problem:
            return problem
    return None
