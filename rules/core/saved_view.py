"""A player's view saved to be looked at again (issue 44): the explorer's "what this player
sees" file.

A game's own save (``Game.to_json``) refuses a view, rightly: a view lacks what its seat could
not see, so no game can go on from it. But a teacher who saves what Scout 2 sees wants to open
that file again and show it. This file holds the view's fields as they are (the state is a
frozen dataclass of numbers, texts, tuples and sets), and reading it back gives the same view,
for looking at only. It holds nothing its seat may not see: it is written from
``Game.view``, and a file whose fields are more than that seat's view is refused.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from .errors import StateError, quoted
from .jsonstate import Reader, parse

if TYPE_CHECKING:
    from .game import Game

#: What the file says it is, so that it is never taken for a game's own save.
KIND = "one-players-view"
FORMAT = 1


def view_to_json(game: Game, view: Any) -> dict[str, Any]:
    """The file of a player's view (``game.view(state, seat)``)."""
    return {
        "game": game.info.slug,
        "saved": KIND,
        "format": FORMAT,
        "viewer": view.viewer,
        "fields": {f.name: _plain(getattr(view, f.name)) for f in dataclasses.fields(view)},
    }


#: What a state's ``viewer`` field holds in a whole position (the games use either).
EVERYONE = (None, -1)


def is_players_view(state: Any) -> bool:
    """True for one player's view of a position (``Game.view``), not the whole table."""
    return getattr(state, "viewer", None) not in EVERYONE


def is_saved_view(data: Any) -> bool:
    """True for a parsed document that says it is a saved view (whatever else it holds)."""
    return isinstance(data, dict) and data.get("saved") == KIND


def view_from_json(game: Game, data: str | bytes | dict[str, Any], source: str = "saved view"):
    """The view a file of ``view_to_json`` holds; a StateError naming the field otherwise."""
    doc = Reader(parse(data, source), "", source)
    saved_from = doc.text("game")
    if saved_from != game.info.slug:
        raise StateError(
            "game",
            f"this is a view of {quoted(saved_from)}, not of {game.info.slug!r}",
            source,
            "other-game",
            saved_from,
        )
    doc.text("saved", (KIND,))
    if doc.integer("format", 1) > FORMAT:
        raise StateError("format", "saved by a newer version", source, "newer-format")
    fields = doc.sub("fields")
    template = game.setup(game.info.players[0], seed=0)
    values = {}
    for spec in dataclasses.fields(template):
        values[spec.name] = _read(
            fields.raw(spec.name), getattr(template, spec.name), f"fields.{spec.name}", source
        )
    try:
        view = type(template)(**values)
    except Exception as exc:  # a value the state's own checks refuse
        raise StateError("fields", f"not a position of the game ({exc})", source) from None
    viewer = doc.integer("viewer", 0, view.players - 1)
    if getattr(view, "viewer", None) != viewer or getattr(view, "seed", None) is not None:
        raise StateError("viewer", "not a player's view", source)
    try:
        # Seen again from the seat as if it were the whole table: a view comes back the same,
        # a file holding more than the seat may see does not.
        seen = game.view(dataclasses.replace(view, viewer=template.viewer), viewer)
    except Exception as exc:  # a damaged view the game cannot read
        raise StateError("fields", f"not a position of the game ({exc})", source) from None
    if seen != view:
        raise StateError("fields", "holds more than that player may see", source)
    return view


def _plain(value: Any) -> Any:
    """A field as JSON: tuples as lists, a set as {"set": [...]} (sorted, so the file is the
    same for the same view)."""
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, (frozenset, set)):
        return {"set": sorted((_plain(v) for v in value), key=repr)}
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise TypeError(f"a state field of type {type(value).__name__} cannot be saved in a view")


def _read(value: Any, like: Any, where: str, source: str) -> Any:
    """A field back from JSON, of the kind the same field of a fresh game holds: lists become
    tuples, {"set": [...]} a frozenset; a number, text, flag or nothing stays itself."""
    if like is not None and not _alike(value, like):
        raise StateError(where, f"expected a value like {quoted(_plain(like))}", source)
    if isinstance(value, list):
        return tuple(_read(v, None, f"{where}[{i}]", source) for i, v in enumerate(value))
    if isinstance(value, dict):
        if set(value) != {"set"} or not isinstance(value["set"], list):
            raise StateError(where, "expected a list, a set, a number or a text", source)
        return frozenset(_read(v, None, f"{where}.set", source) for v in value["set"])
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise StateError(where, "expected a list, a set, a number or a text", source)


def _alike(value: Any, like: Any) -> bool:
    """True when a value read is of the kind a field holds in a fresh game (or nothing)."""
    if value is None:
        return True
    if isinstance(like, tuple):
        return isinstance(value, list)
    if isinstance(like, frozenset):
        return isinstance(value, dict)
    if isinstance(like, bool) or isinstance(value, bool):
        return isinstance(like, bool) and isinstance(value, bool)
    return isinstance(value, type(like))
