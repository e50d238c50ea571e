"""Saving and loading positions of O Inconsciente, and the views that hide what a seat may not see.

A saved file is every field of the state as JSON (tuples as lists), the state being its own
declaration (state.py: each field's type, bounds and length, each task's arguments); the
core's codec (rules/core/codec.py) writes it and reads it back, refusing with a StateError
naming the field whatever does not fit, a task the turn flow would not hold included. Then
``check_position`` (every card and tile exactly once, numbers in range) and a look at whether
the rules can play on.
"""

from __future__ import annotations

import contextlib

from rules.core.codec import Codec
from rules.core.errors import StateError
from rules.core.fastbuild import view_builder
from rules.core.jsonstate import Reader, read_full_position, read_setup

from .data import load
from .state import EVERYONE, OState, full_position

D = load()
HIDDEN = -9  # a card a view does not show


def _migrate(obj, ctx):
    """A file of format 1 to 3 in today's shape (``migrate``), read with its own header."""
    doc = Reader(obj, "", ctx.source)
    players, _, rulings = read_setup(doc, ctx.game, FORMAT)
    seed = read_full_position(doc, EVERYONE)
    migrate(obj, ctx.game, players, seed, rulings)
    return obj


#: 2: the stack of reputation markers (``rep_stack``); a format-1 file reads the setup's
#: stack, reverse turn order. 3: the routine clients under their pile (``routine_bottom``);
#: an older file has them shuffled into the pile, so none. 4: a note display of two rows (one
#: per level), insights of a player's colour by section and level (``own``, ``own_spent``),
#: and the tiles and griefs out of the game (``notes_out``, ``grief_out``); an older file is
#: read through ``migrate``.
CODEC = Codec(OState, format=4, everyone=EVERYONE, migrations={3: _migrate})
FORMAT = CODEC.format


def encode(game, state):
    return CODEC.encode(game, state)


def decode(game, data):
    ctx, values = CODEC.decode(game, data)
    state = full_position(ctx.players, ctx.rulings, **values)
    game.check_position(state)
    playable(game, state)
    return state


def playable(game, state):
    """A loaded running position has legal actions, and each applies (or is refused)."""
    from rules.core.errors import IllegalAction

    try:
        actions = game.legal_actions(state)
        if state.tasks and not actions:
            raise StateError("tasks", "a running game with nothing to do")
        for action in actions:
            with contextlib.suppress(IllegalAction):
                game.apply(state, action, explain=False)
    except StateError:
        raise
    except (KeyError, IndexError, ValueError, TypeError, AttributeError, StopIteration) as exc:
        raise StateError("tasks", f"not a position the rules can play on: {exc!r}") from None


#: ``dataclasses.replace`` of the five fields a view changes, written field by field
#: (rules/core/fastbuild.py): a bot's every decision asks for its seat's view.
_seen_by = view_builder(OState, ("hand", "research_deck", "note_piles"))


def masked(state, seat):
    """What ``seat`` sees: no seed (it replays every draw); the others' research hands, the
    research deck and what lies under the note piles' tops (which tiles the setup left out)
    hidden, each by its size only."""
    if not 0 <= seat < state.players:
        raise ValueError(f"player must be a seat from 0 to {state.players - 1}, got {seat}")
    hand = tuple(h if p == seat else (HIDDEN,) * len(h) for p, h in enumerate(state.hand))
    return _seen_by(
        state,
        seat,
        hand,
        (HIDDEN,) * len(state.research_deck),
        tuple((HIDDEN,) * len(pile) for pile in state.note_piles),
    )


def migrate(obj, game, players, seed, rulings):
    """A file of format 1 to 3 in today's shape: the three display tiles go to their level's
    row (the columns left free take tiles from that level's pile), the count of insights of a
    player's colour goes to the minor spaces of the lines' sections, and the tiles and griefs
    no longer anywhere are the ones out of the game (older files did not keep them)."""
    from .position import LEVELS, NOTE_COLUMNS, SECTIONS

    try:
        old, piles = obj["note_display"], [sorted(pile) for pile in obj["note_piles"]]
        rows = [[t for t in old if t >= 0 and D.notes[t][0] == level] for level in (1, 2)]
        display = []
        for level, row in enumerate(rows):
            while len(row) < NOTE_COLUMNS and piles[level]:
                row.insert(0, piles[level].pop())
            display += [-1] * (NOTE_COLUMNS - len(row)) + row[-NOTE_COLUMNS:]
        owns = []
        for p, count in enumerate(obj["own"]):
            flags = obj["lines"][p] if rulings["own-insights"] == "line-complete" else [1] * 6
            freed = [D.line_insights[i] for i, flag in enumerate(flags) if flag]
            own = [0] * (SECTIONS * LEVELS)
            for section in freed[:count]:
                own[section * LEVELS] += 1
            owns.append(own)
        setup = game.setup(players, seed=seed, rulings=rulings)
        chosen = [t for t in setup.note_display if t >= 0]
        chosen += [t for pile in setup.note_piles for t in pile]
        books = {t for book in obj["notebook"] for t in book}
        kept = books | set(display) | {t for pile in piles for t in pile}
        out = [t for t in chosen if t not in kept]
        griefs = {g for _, g in obj["client_display"]} | set(obj["grief_deck"])
        griefs |= {slot[1] for seat in obj["office"] for slot in seat}
        griefs |= {g for _, g in obj["start_pool"]}
        obj.update(
            note_display=display,
            note_piles=piles,
            own=owns,
            own_spent=[0] * players,
            notes_out=out,
            grief_out=[g for g in range(len(D.griefs)) if g not in griefs],
        )
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise StateError("format", f"an older save that cannot be read: {exc!r}") from None
