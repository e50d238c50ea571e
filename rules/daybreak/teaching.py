"""Daybreak's teaching hooks: board clicks composed into actions, and tempting illegal moves.

Clicks: a card of the hand, then a stack (play it on top), the new-stack slot, the tuck tab
under a stack, a Global Project or a face-up crisis (tuck it there); a stack alone takes its
top action; an offered Global Project is kept; a project in play is dropped when the team must
discard one; during a crisis discard, a card of the hand or a stack (its top card).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Action
from rules.core.messages import Msg, render

from .state import MAX_STACKS

if TYPE_CHECKING:
    from .engine import Daybreak


def _card_key(element: str, seat: int) -> str | None:
    parts = element.split(":")
    if len(parts) == 3 and parts[0] == "hand" and parts[1] == str(seat):
        return parts[2]
    return None


def _stack_number(element: str, kind: str, seat: int) -> int | None:
    parts = element.split(":")
    if len(parts) == 3 and parts[0] == kind and parts[1] == str(seat) and parts[2].isdigit():
        return int(parts[2])
    return None


def _key(game: Daybreak, picks: tuple[str, ...], state) -> str | None:
    task = state.task
    if not task or not picks:
        return None
    kind, last = task[0], picks[-1]
    if kind == "keep" and last.startswith("offer:"):
        return f"keep {last.split(':', 1)[1]}"
    if kind == "drop" and last.startswith("project:"):
        return f"drop {last.split(':', 1)[1]}"
    if kind == "discard":
        seat = task[1]
        card = _card_key(last, seat)
        number = _stack_number(last, "stack", seat)
        if card is not None:
            return f"discard {card}"
        if number is not None and number <= len(state.stacks[seat]):
            return f"discard {game.local[state.stacks[seat][number - 1][0][-1]].key}"
        return None
    if kind != "local":
        return None
    me = task[1]
    card = _card_key(picks[-2], me) if len(picks) >= 2 else None
    if card is None:
        number = _stack_number(last, "stack", me)
        return f"use {number}" if number is not None else None
    if last == f"new-stack:{me}":
        return f"play {card} new"
    number = _stack_number(last, "stack", me)
    if number is not None:
        return f"play {card} on {number}"
    number = _stack_number(last, "tuck", me)
    if number is not None:
        return f"tuck {card} under {number}"
    if last.startswith("project:"):
        return f"tuck {card} project {last.split(':', 1)[1]}"
    if last.startswith("crisis:"):
        return f"tuck {card} crisis {last.split(':', 1)[1]}"
    return None


def action_for(game: Daybreak, state, picks: tuple[str, ...]) -> Action | None:
    key = _key(game, picks, state)
    if key is None:
        return None
    try:
        return game.parse_action(key)
    except ValueError:
        return None


def candidates(game: Daybreak, state) -> list[Action]:
    """The legal actions, and in the Local stage the tempting illegal ones: every stack's
    action (spent, locked or blocked ones say why) and a sixth stack."""
    found = game.legal_actions(state)
    task = state.task
    if not task or task[0] != "local":
        return found
    me = task[1]
    legal = {a.key for a in found}
    extra = [f"use {i}" for i in range(1, len(state.stacks[me]) + 1)]
    if len(state.stacks[me]) >= MAX_STACKS:
        extra.extend(f"play {game.local[c].key} new" for c in sorted(set(state.hands[me])))
    return found + [game.stack_action(state, me, k) for k in extra if k not in legal]


# What a quiz summary compares, per player and for the table, and the message naming each.
_SEAT_FIELDS = ("demand", "clean", "dirty", "resilience", "communities")
_TABLE_FIELDS = ("trees", "oceans", "dac", "recent", "therm", "bands")
_MOST_CHANGES = 6


def summarize(game: Daybreak, before, transition) -> str:
    """What an action changed, without naming it: each number that moved ("China's Dirty
    Energy: 9 → 8"), at most six, then whether Drawdown was reached or the game ended."""
    after = transition.state
    parts: list[Msg] = []
    for seat in range(before.players):
        for field in _SEAT_FIELDS:
            old, new = getattr(before, field)[seat], getattr(after, field)[seat]
            if old != new:
                parts.append(
                    Msg(
                        "daybreak-change-seat",
                        player=game.power_name(seat, before),
                        what=Msg(f"daybreak-field-{field}"),
                        old=old,
                        new=new,
                    )
                )
        old, new = sum(before.emissions[seat]), sum(after.emissions[seat])
        if old != new:
            parts.append(
                Msg(
                    "daybreak-change-seat",
                    player=game.power_name(seat, before),
                    what=Msg("daybreak-field-emissions"),
                    old=old,
                    new=new,
                )
            )
    for field in _TABLE_FIELDS:
        old, new = getattr(before, field), getattr(after, field)
        if old != new:
            parts.append(
                Msg("daybreak-change", what=Msg(f"daybreak-field-{field}"), old=old, new=new)
            )
    parts = parts[:_MOST_CHANGES]
    if after.drawdown and not before.drawdown:
        parts.append(Msg("daybreak-change-drawdown"))
    if after.ended:
        parts.append(Msg("daybreak-change-over", reason=game.result(after).reason))
    if not parts:
        return render(Msg("daybreak-change-none"))
    return " ".join(render(p) for p in parts)
