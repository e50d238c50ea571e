"""The working copy every game applies an action on: mutable while the rules run, then frozen.

States are immutable values, so applying an action means building the next state. Rules read
and change a *working copy* (``play.points[seat] += 10``) and record each rule that fires as a
Step with a snapshot of the position at that moment; ``freeze`` makes the next state. One
generated class per state class does it, so no game writes that machinery itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter
from typing import Any

from .fastbuild import Filling
from .types import Step


def replaced(items: tuple, index: int, value: Any) -> tuple:
    """``items`` with entry ``index`` replaced by ``value``: through one list, half the cost of
    joining two slices round the new value (every action of a bot's look-ahead does it a few
    times)."""
    changed = list(items)
    changed[index] = value
    return tuple(changed)


def working_copy(
    state_class: type,
    *,
    lists: Iterable[str] = (),
    constants: Iterable[str] = (),
    rule_prefix: str = "",
    lists_on_use: Iterable[str] = (),
) -> type:
    """A working-copy class for ``state_class`` (a frozen, slotted dataclass).

    Every field becomes an attribute of the copy. ``lists`` are fields the rules change in
    place: copied into lists, frozen back into tuples. ``constants`` are fields no action
    changes (players, rulings, the seed): never copied, read from the original state (a
    read-only attribute of the copy, and when freezing). Other fields are plain attributes,
    replaced as a whole (tuples stay tuples); ``put(field, index, value)`` replaces one entry
    of such a tuple (``replaced``).
    ``rule_prefix`` is put before the rule names given to ``step`` (a game's section ids all
    start with it). Subclass the result (with ``__slots__ = ()``) to add a game's helpers.

    ``lists_on_use`` are lists too, but most actions leave them alone: each is copied into a
    list the first time an action reads it, and an action that never reads it freezes the
    state's own tuple back (no copy either way). A read costs a little more than a ``lists``
    field's, so a list that most actions read (the tasks, the scores) belongs in ``lists``;
    the copy's ``made`` says which lists the actions read, to choose by measurement.
    """
    filling = Filling(state_class)
    names = filling.names
    lists, constants, on_use = set(lists), set(constants), set(lists_on_use)
    unknown = (lists | constants | on_use) - set(names)
    if unknown:
        raise ValueError(f"{state_class.__name__} has no field {sorted(unknown)[0]!r}")
    twice = (lists & constants) | (lists & on_use) | (constants & on_use)
    if twice:
        raise ValueError(f"{state_class.__name__}: field {sorted(twice)[0]!r} is named twice")
    own = [n for n in names if n not in constants and n not in on_use]
    taken = {"state", "log", "freeze", "step", "ruling", "made", "put"} & set(names)
    if taken:
        raise ValueError(f"a state field may not be named {sorted(taken)[0]!r}")

    def copied(name: str) -> str:
        return f"list(state.{name})" if name in lists else f"state.{name}"

    def frozen(name: str) -> str:
        if name in constants:
            return f"state.{name}"
        if name in on_use:  # the list if an action read it, else the state's own tuple
            return f"tuple(made[{name!r}]) if {name!r} in made else state.{name}"
        return f"tuple(self.{name})" if name in lists else f"self.{name}"

    init = "".join(f"    self.{n} = {copied(n)}\n" for n in own)
    source = (
        "def __init__(self, state, explain=False):\n"
        "    self.state = state\n"
        f"{init}"
        "    self.log = [] if explain else None\n"
        "def freeze(self):\n"
        "    state = self.state\n"
        + ("    made = self.__dict__\n" if on_use else "")
        + filling.statements({n: frozen(n) for n in names})
        + "    return _it\n"
    )
    scope: dict[str, Any] = {**filling.scope, "_Step": Step}
    exec(source, scope)

    def step(self, rule: str, text: Any, *highlight: str) -> None:
        """Record a rule firing (only when explaining), with the position right now."""
        if self.log is not None:
            self.log.append(Step(rule_prefix + rule, text, highlight, self.freeze()))

    def ruling(self, name: str) -> str:
        return self.state.ruling(name)

    def put(self, field: str, index: int, value: Any) -> None:
        """Entry ``index`` of the tuple ``field`` becomes ``value`` (a new tuple)."""
        setattr(self, field, replaced(getattr(self, field), index, value))

    namespace: dict[str, Any] = {
        "__slots__": ("state", "log", *own, *(("__dict__",) if on_use else ())),
        "__init__": scope["__init__"],
        "freeze": scope["freeze"],
        "step": step,
        "ruling": ruling,
        "put": put,
        "__doc__": f"A mutable working copy of a {state_class.__name__} while an action runs.",
    }
    for name in constants:  # read where the rules ask, from the state the action started on
        namespace[name] = property(attrgetter(f"state.{name}"), doc=f"The state's {name}.")
    for name in on_use:
        namespace[name] = _OnUse(name)
    if on_use:
        namespace["made"] = property(_made, doc=_made.__doc__)
    return type(f"{state_class.__name__}Play", (), namespace)


class _OnUse:
    """A ``lists_on_use`` field of a working copy: its first read copies the state's tuple
    into a list kept in the copy's ``__dict__``, which every later read and write then finds
    first (this descriptor has no ``__set__``, so an assignment goes to the ``__dict__``)."""

    __slots__ = ("name", "read")

    def __init__(self, name: str) -> None:
        self.name = name
        self.read = attrgetter(name)

    def __get__(self, play: Any, owner: type | None = None) -> Any:
        if play is None:
            return self
        value = play.__dict__[self.name] = list(self.read(play.state))
        return value


def _made(play: Any) -> frozenset[str]:
    """The ``lists_on_use`` this action has read or set so far."""
    return frozenset(play.__dict__)


class Rulings:
    """The chosen readings of a game's rulings, as states hold them: a tuple of
    (name, reading) pairs, looked up by name (a mixin for state classes)."""

    __slots__ = ()

    def ruling(self, name: str) -> str:
        # Rules ask for readings on every action; a game's states share one rulings tuple,
        # looked up by a table made once per tuple rather than by a walk along the pairs.
        rulings = self.rulings  # type: ignore[attr-defined]
        table = _TABLES.get(id(rulings))
        if table is None or table[0] is not rulings:
            table = _table_of(rulings)
        return table[1][name]  # a KeyError naming the ruling if the game has none so named


#: Rulings tables by the id of their tuple (each entry holds its tuple, so the id is not
#: reused while it is kept): one per game set up, cleared when a tool has made very many.
_TABLES: dict[int, tuple[tuple, dict[str, str]]] = {}
_TABLES_LIMIT = 1024


def _table_of(rulings: tuple) -> tuple[tuple, dict[str, str]]:
    if len(_TABLES) >= _TABLES_LIMIT:
        _TABLES.clear()
    # The first pair of a name counts (as the walk along the pairs found it).
    table = _TABLES[id(rulings)] = (rulings, dict(reversed(rulings)))
    return table
