"""Saving and loading Oasis positions as JSON: a loaded position is one the rules can reach.

A saved file is untrusted input (anyone may upload a file in the Files tab). The structure of
a save is the state's own declaration (state.py: each field's type, bounds and saved name),
written and read by the core's codec (rules/core/codec.py): every field is read with its type
and range, a saved scout's view is refused (it holds no seed and face-down cards, so it cannot
be played on), then the game's ``check_position`` asks for what a reachable position holds
(the invariants of invariants.py, and a move for the scout or chance to make). Every refusal is
a ``StateError``, a ValueError naming the field; a task list longer than any turn can build is
refused before it is read, so the work done on a file stays bounded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core.codec import Codec

from .state import EVERYONE, OasisState, full_position

if TYPE_CHECKING:
    from .engine import Oasis

CODEC = Codec(OasisState, format=1, everyone=EVERYONE)
FORMAT = CODEC.format


def encode(game: Oasis, state: OasisState) -> dict[str, Any]:
    return CODEC.encode(game, state)


def decode(game: Oasis, data: Any) -> OasisState:
    return CODEC.load(game, data, full_position)
