"""What the explorer needs beyond the rules: clicks to actions, tempting illegal moves,
outcome summaries for the quiz. Pure Python, no UI; the engine delegates here."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from rules.core import Action, Transition

from .state import CELLAR, MAIN, MIDNIGHT, ROOM, CastleState, in_cellar, in_gallery, in_room

if TYPE_CHECKING:
    from .engine import HiddenCastle


def action_for(game: HiddenCastle, state: CastleState, picks: tuple[str, ...]) -> Action | None:
    if not picks:
        return None
    last = picks[-1]
    if state.phase in ("place", "replace"):
        if last.startswith("gallery:"):
            return game.parse_action(f"place {last}")
        return None
    if state.phase != "play" or state.roll is None or len(picks) < 2:
        return None
    piece, target = picks[-2], last
    if not piece.startswith("guest:") or not target.startswith(("gallery:", "room:")):
        return None
    try:
        return game.parse_action(f"move {piece[6:]} {target}")
    except ValueError:
        return None


def candidate_actions(game: HiddenCastle, state: CastleState) -> list[Action]:
    """Legal actions first, then moves a learner may try that the rules forbid."""
    legal = game.legal_actions(state)
    if state.phase != "play" or state.roll is None:
        return legal
    seen = {a.key for a in legal}
    extra: list[Action] = []
    side = game.side(state)
    gallery = game.board.gallery
    first = state.current * state.per_player
    for g in range(first, first + state.per_player):
        loc = state.guests[g]
        if in_gallery(loc):
            start, spent = loc, 0
        elif in_room(loc):
            start, spent = side.rooms[loc - ROOM].door, 1
        else:
            start, spent = game.board.arrow, 1
        gid = game.guest_id(state, g)
        targets = [f"gallery:{(start + state.roll - spent) % gallery}"]
        for k in range(max(state.roll - spent, 0) + 1):
            for room in side.rooms:
                if room.door == (start + k) % gallery and loc != ROOM + side.rooms.index(room):
                    targets.append(f"room:{room.id}")
        for target in targets:
            action = game.parse_action(f"move {gid} {target}")
            if action.key not in seen:
                seen.add(action.key)
                extra.append(action)
    return legal + extra


def summarize_outcome(game: HiddenCastle, before: CastleState, transition: Transition) -> str:
    """The consequences of an action, without naming the action itself."""
    after = transition.state
    parts = []
    if after.hugo != before.hugo:
        parts.append(f"Hugo ends on {game.place_name(after, after.hugo)}")
    captured = [
        g
        for g, (old, new) in enumerate(zip(before.guests, after.guests, strict=True))
        if in_cellar(new) and not in_cellar(old)
    ]
    if captured:
        names = ", ".join(game.guest_name(after, g) for g in captured)
        parts.append(f"{names} {'is' if len(captured) == 1 else 'are'} captured")
    mover = _mover(game, transition)
    thrown = [
        g
        for g, (old, new) in enumerate(zip(before.guests, after.guests, strict=True))
        if in_room(old) and in_gallery(new) and g != mover and after.side == MAIN
    ]
    for g in thrown:
        parts.append(f"{game.guest_name(after, g)} is thrown out")
    for seat, (old, new) in enumerate(zip(before.points, after.points, strict=True)):
        if new != old:
            parts.append(f"{game.seat_name(seat)} {new - old:+d} spooky points")
    if after.speed != before.speed and after.side == MAIN:
        parts.append(f"Hugo's speed becomes {after.speed}")
    if after.side == MIDNIGHT and after.round != before.round:
        parts.append(f"round {before.round} ends")
    if after.phase == "over":
        parts.append("the game ends")
    if not parts:
        return "Nothing else happens: no capture, no points."
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."


def _mover(game: HiddenCastle, transition: Transition) -> int | None:
    for step in transition.steps[:2]:
        for element in step.highlight:
            if element.startswith("guest:"):
                colour, number = element[6:].rsplit("-", 1)
                per = transition.state.per_player
                return game.board.colours.index(colour) * per + int(number) - 1
    return None


def quiz_variants(game: HiddenCastle, state: CastleState, action: Action) -> list[CastleState]:
    """Foils for "what will Hugo do?": the same ghost with Hugo one step slower or faster."""
    if action.key != "roll ghost" or state.side != MAIN:
        return []
    variants = []
    for speed in (state.speed - 1, state.speed + 1, state.speed + 2):
        if 1 <= speed <= game.board.max_speed:
            variants.append(dataclasses.replace(state, speed=speed))
    return variants


__all__ = ["CELLAR", "action_for", "candidate_actions", "quiz_variants", "summarize_outcome"]
