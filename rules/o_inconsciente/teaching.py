"""Clicks on the board composed into actions of O Inconsciente (the board's element ids).

Declaring ideas takes one click per piece: a table space picks an idea for it (a click on one
of your Brilliant Ideas first makes that piece a Brilliant Idea); a second table space declares
both pieces, a click on your own inkwell declares the one picked. During the inkwell's move a
click on your rondel says where it stops. A starting client, a display client, a bonus and
the other choices are one click each; a starting tile or a display tile, then the notebook space
it goes to.
"""

from __future__ import annotations

from rules.core import Action

SECOND_PIECE = 2  # at most two pieces are declared at once


def declaration(state, picks: tuple[str, ...]) -> list[tuple[str, int]] | None:
    """The pieces (letter, table space) the picks put down so far, or None when the picks are
    not a declaration by the player to move. ``bright-<seat>-<k>`` makes the next piece a
    Brilliant Idea."""
    pieces, bright = [], False
    for pick in picks:
        kind, *rest = pick.split("-")
        if kind == "bright" and rest and int(rest[0]) == state.current and not bright:
            bright = True
        elif kind == "table" and len(pieces) < SECOND_PIECE:
            pieces.append(("b" if bright else "i", int(rest[0])))
            bright = False
        else:
            return None
    return pieces if not bright or len(pieces) < SECOND_PIECE else None


def declare_key(pieces) -> str:
    """The key of a declaration; its pieces in the order of the table (as the engine lists
    them), whichever was clicked first."""
    ordered = sorted(pieces, key=lambda piece: piece[1])
    return "declare " + " ".join(f"{letter}{i}" for letter, i in ordered)


def own_rondel(state, pick: str) -> int | None:
    """The rondel space clicked, when it is on the rondel of the player to move."""
    kind, *rest = pick.split("-")
    if kind == "rondel" and len(rest) == 2 and int(rest[0]) == state.current:
        return int(rest[1])
    return None


def turn_key(state, picks) -> str | None:
    last = picks[-1]
    if last.startswith("office-"):  # a client: treat it, whatever was picked before
        return f"treat {last.split('-')[2]}"
    if own_rondel(state, last) is not None:
        pieces = declaration(state, picks[:-1])
        return declare_key(pieces) if pieces else None
    pieces = declaration(state, picks)
    if pieces and len(pieces) == SECOND_PIECE:
        return declare_key(pieces)
    return None


def ink_key(state, picks) -> str | None:
    """The inkwell's move that stops on the clicked space (the shortest, a lap at most)."""
    space = own_rondel(state, picks[-1])
    if space is None:
        return None
    from .position import D

    size = len(D.rondel)
    moved = (space - state.inkwell[state.current]) % size or size
    value, bright = state.tasks[0][1], state.brilliant[state.current]
    while moved < max(1, value - bright):
        moved += size  # a move too short for the icons' value goes once more round
    return f"ink {moved}"


def action_key(state, picks: tuple[str, ...]) -> str | None:
    """The key a sequence of clicked elements stands for, legal or not (None: not yet one)."""
    if not picks or not state.tasks:
        return None
    task = state.tasks[0][0]
    kind, *rest = picks[-1].split("-")
    if task == "turn":
        return turn_key(state, picks)
    if task == "ink":
        return ink_key(state, picks)
    if task == "hearts" and kind == "office":
        return f"heart {rest[1]}"
    if task == "start-client" and kind == "start":
        return f"start {rest[0]}"
    if task == "pick-client" and kind == "clients":
        return f"client {rest[0]}"
    if task == "manifest" and kind == "manifest":
        return f"manifest {rest[0]}"
    if task == "bonus" and kind == "bonus":
        return f"bonus {rest[0]} {rest[1]}"
    if task == "bonus" and kind == "district":
        return f"district {rest[0]} {rest[1]}"
    if task == "resolve" and state.tasks[0][1] == "move" and kind == "place":
        return f"move prof {rest[0]}"
    if task == "resolve" and state.tasks[0][1] == "notes" and kind == "note" and len(picks) >= 2:
        first = picks[-2].split("-")
        if first[0] == "notes":
            return f"note {first[1]} {rest[1]}"
    if task == "start-row" and kind == "note" and len(picks) >= 2:
        first = picks[-2].split("-")
        if first[0] == "first":
            return f"row {int(rest[1]) // 3} {first[1]}"
    return None


def action_for(game, state, picks) -> Action | None:
    key = action_key(state, tuple(picks))
    if key is None:
        return None
    for action in game.legal_actions(state):  # labelled in the position (the tile, the client)
        if action.key == key:
            return action
    try:
        return game.parse_action(key)
    except ValueError:
        return None


def keeps_picks(state, picks) -> bool:
    """A display tile or a starting tile waits for the notebook space it goes to; a first
    piece on the table (or a Brilliant Idea picked) waits for the second piece or the
    inkwell."""
    if not picks or not state.tasks:
        return False
    task = state.tasks[0]
    if task[0] == "turn":
        pieces = declaration(state, tuple(picks))
        return pieces is not None and len(pieces) < SECOND_PIECE
    if task[0] == "start-row":
        return picks[-1].startswith("first-")
    return bool(task[0] == "resolve" and task[1] == "notes" and picks[-1].startswith("notes-"))


def targets(game, state, picks) -> tuple[str, ...]:
    """Where the picks may go next: for a declaration, each free table space that makes a
    legal declaration with the pieces picked, and the inkwell when they are legal alone; for a
    display tile, the notebook spaces it may go to."""
    if not picks or not state.tasks:
        return ()
    legal = {a.key for a in game.legal_actions(state)}
    task = state.tasks[0]
    if task[0] == "start-row" and picks[-1].startswith("first-"):
        return tuple(f"note-{task[1]}-{row * 3}" for row in range(3))
    if task[0] == "resolve" and task[1] == "notes" and picks[-1].startswith("notes-"):
        slot = picks[-1].split("-")[1]
        spaces = [k.split()[2] for k in legal if k.startswith(f"note {slot} ")]
        return tuple(f"note-{state.current}-{space}" for space in sorted(spaces, key=int))
    if task[0] != "turn":
        return ()
    pieces = declaration(state, tuple(picks))
    if pieces is None:
        return ()
    found = []
    if pieces and declare_key(pieces) in legal:
        found.append(f"rondel-{state.current}-{state.inkwell[state.current]}")
    if len(pieces) < SECOND_PIECE:
        letter = "b" if picks[-1].startswith("bright-") else "i"
        declared = [k.split()[1:] for k in legal if k.startswith("declare ")]
        for i, value in enumerate(state.table):
            if value != -1 or any(j == i for _, j in pieces):
                continue
            if pieces:  # the second piece: the two make a legal declaration
                fits = declare_key([*pieces, (letter, i)]) in legal
            else:  # the first: some legal declaration puts it there
                fits = any(f"{letter}{i}" in tokens for tokens in declared)
            if fits:
                found.append(f"table-{i}")
    return tuple(found)
