"""Saving and loading Mycelia: Prisma positions as JSON; a loaded position is one the rules
can reach (the laws of laws.py: cards conserved and where they may lie, drops conserved, the
whole task list, a result that matches).

A saved file is untrusted: every field is read with its type and range (the state's own
declaration, state.py, read by the core's codec, rules/core/codec.py), a player's view is
refused (it holds no seed), and every refusal is a StateError naming the field. Older formats
still load: their card codes renumbered (``_renumbered``), then the position brought up to
date (``_migrate``).
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rules.core.codec import Codec, Ctx

from .laws import all_cards, expected_cards
from .state import EVERYONE, MyceliaState, full_position

if TYPE_CHECKING:
    from .engine import MyceliaPrisma

# The card codes of formats 1 and 2, in order (code 0 is a face-down card): data, in
# old_codes.toml.
with (Path(__file__).parent / "old_codes.toml").open("rb") as _file:
    _codes = tomllib.load(_file)["codes"]
OLD_KEYS = tuple(_codes[str(code)] for code in range(len(_codes)))
CARD_LISTS = ("hands", "tops", "decks", "discards", "gifts", "piles")  # a list per seat or pile
CARD_FIELDS = ("played", "trashed", "market", "showcase")
ORDERED = ("tops", "gifts", "piles", "played", "showcase")  # the rest are sorted multisets


def _format_2(doc: dict[str, Any], ctx: Ctx) -> dict[str, Any]:
    """A format 1 or 2 document in format 3's card codes (the rest of the step to format 3,
    which needs the rules, is ``_migrate``'s, once the position is read)."""
    return _renumbered(ctx.game, doc)


# Formats: 2 added the Shrine of Life's prism drops and the dewdrop supply; 3 the 90-card
# market (card codes renumbered), the seats that cleared their board, the prism drops out of
# play (state.py: each field's ``Since``).
CODEC = Codec(MyceliaState, format=3, everyone=EVERYONE, migrations={2: _format_2})
FORMAT = CODEC.format


def encode(game: MyceliaPrisma, state: MyceliaState) -> dict[str, Any]:
    """Every field of the state (its declaration in state.py), after the header."""
    return CODEC.encode(game, state)


def decode(game: MyceliaPrisma, data: Any) -> MyceliaState:
    ctx, values = CODEC.decode(game, data)
    state = full_position(ctx.players, ctx.variants, ctx.rulings, **values)
    if ctx.version < 3:
        state = _migrate(game, state)
    game.check_position(state)
    return state


def _renumbered(game: MyceliaPrisma, obj: dict[str, Any]) -> dict[str, Any]:
    """A format 1 or 2 file's card codes in today's numbering (by the cards' keys); a value
    that is no old code is left for the reader to refuse, naming its field."""
    new = {code: game.by_key.get(key, -1) for code, key in enumerate(OLD_KEYS)}
    new[0] = 0

    def code(value: Any) -> Any:
        known = isinstance(value, int) and not isinstance(value, bool) and value in new
        return new[value] if known else value

    def codes(values: Any, ordered: bool) -> Any:
        if not isinstance(values, list):
            return values
        out = [code(v) for v in values]
        plain = all(isinstance(v, int) and not isinstance(v, bool) for v in out)
        return out if ordered or not plain else sorted(out)

    obj = dict(obj)
    for key in CARD_LISTS:
        if isinstance(obj.get(key), list):
            obj[key] = [codes(row, key in ORDERED) for row in obj[key]]
    for key in CARD_FIELDS:
        obj[key] = codes(obj.get(key), key in ORDERED)
    if isinstance(obj.get("tasks"), list):  # Lux's task names a card
        obj["tasks"] = [
            [t[0], code(t[1])] if isinstance(t, list) and len(t) == 2 and t[0] == "lux" else t
            for t in obj["tasks"]
        ]
    return obj


def _migrate(game: MyceliaPrisma, s: MyceliaState) -> MyceliaState:
    """A position of format 1 or 2 in today's game. The market pile had 28 cards: the cards
    it lacked are shuffled into the market deck, whose order nobody knows. The prism drops
    not on a board nor the shrine had left play. Who had cleared a board was not kept: in a
    last round, the seats with the fewest drops (an empty board, or the old reading's
    winners)."""
    missing = Counter(expected_cards(game, s)) - Counter(all_cards(s))
    lacked = [c for c in missing.elements() if game.cards[c].kind == "market"]
    market = tuple(sorted((*s.market, *lacked)))
    per_board = sum(game.board.setups["prisma" if s.prisma else "base"][1])
    out = per_board * s.players - sum(map(sum, s.prism)) - s.shrine_prism
    left = [game.drops_left(s, seat) for seat in range(s.players)]
    cleared = tuple(seat for seat in range(s.players) if left[seat] == min(left))
    return replace(s, market=market, prism_out=max(out, 0), cleared=cleared if s.last_round else ())
