"""Clicks on the board composed into actions of O Inconsciente (the board's element ids)."""

from __future__ import annotations

from rules.core import Action


def action_key(state, picks: tuple[str, ...]) -> str | None:
    """The key a sequence of clicked elements stands for, legal or not (None: not yet one)."""
    if not picks or not state.tasks:
        return None
    task = state.tasks[0][0]
    kind, *rest = picks[-1].split("-")
    if task == "turn":
        if kind == "table":  # one piece by a click; two pieces from the list of actions
            return f"declare i{rest[0]}"
        if kind == "office":
            return f"treat {rest[1]}"
        return None
    if task == "hearts" and kind == "office":
        return f"heart {rest[1]}"
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
    if task == "start-row" and kind == "note":
        return f"row {int(rest[1]) // 3}"
    return None


def action_for(game, state, picks) -> Action | None:
    key = action_key(state, tuple(picks))
    if key is None:
        return None
    try:
        return game.parse_action(key)
    except ValueError:
        return None


def keeps_picks(state, picks) -> bool:
    """A display tile waits for the notebook space it goes to."""
    if not picks or not state.tasks:
        return False
    last = picks[-1]
    task = state.tasks[0]
    return bool(task[0] == "resolve" and task[1] == "notes" and last.startswith("notes-"))
