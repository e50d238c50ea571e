"""What the explorer needs beyond the rules: clicks to actions, tempting illegal moves,
outcome summaries for the quiz. Pure Python, no UI; mixed into the engine class, so these
are the engine's teaching hooks themselves (no forwarding)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from rules.core import Action, Transition

from .state import MAIN, MIDNIGHT, MOVE, CastleState, in_cellar, in_gallery, in_room

if TYPE_CHECKING:
    from .engine import HiddenCastle


class CastleTeaching:
    """The Game's teaching hooks for Escape from the Hidden Castle."""

    def action_for(self: HiddenCastle, state: CastleState, picks: tuple[str, ...]) -> Action | None:
        if not picks:
            return None
        last = picks[-1]
        if state.phase in ("place", "replace"):
            if last.startswith("gallery:"):
                return self.parse_action(f"place {last}")
            return None
        if state.roll is None or len(picks) < 2:
            return None
        piece, target = picks[-2], last
        if not piece.startswith("guest:") or not target.startswith(("gallery:", "room:")):
            return None
        try:
            return self.parse_action(f"move {piece[6:]} {target}")
        except ValueError:
            return None

    def candidate_actions(self: HiddenCastle, state: CastleState) -> list[Action]:
        """Legal actions first, then moves a learner may try that the rules forbid: each
        guest's moves with the number, and the rooms whose door is one space too far."""
        legal = self.legal_actions(state)
        if not state.tasks or state.tasks[0][0] != MOVE:
            return legal
        seen = {a.key for a in legal}
        extra: list[Action] = []
        for g, target in self.reach(state, state.roll, beyond=1):
            action = self._move_action(state, g, target)
            if action.key not in seen:
                seen.add(action.key)
                extra.append(action)
        return legal + extra

    def summarize_outcome(self: HiddenCastle, before: CastleState, transition: Transition) -> str:
        """The consequences of an action, without naming the action itself."""
        after = transition.state
        parts = []
        if after.hugo != before.hugo:
            parts.append(f"Hugo ends on {self.place_name(after, after.hugo)}")
        captured = [
            g
            for g, (old, new) in enumerate(zip(before.guests, after.guests, strict=True))
            if in_cellar(new) and not in_cellar(old)
        ]
        if captured:
            names = ", ".join(self.guest_name(after, g) for g in captured)
            parts.append(f"{names} {'is' if len(captured) == 1 else 'are'} captured")
        mover = self._mover(transition)
        thrown = [
            g
            for g, (old, new) in enumerate(zip(before.guests, after.guests, strict=True))
            if in_room(old) and in_gallery(new) and g != mover and after.side == MAIN
        ]
        for g in thrown:
            parts.append(f"{self.guest_name(after, g)} is thrown out")
        for seat, (old, new) in enumerate(zip(before.points, after.points, strict=True)):
            if new != old:
                parts.append(f"{self.seat_name(seat)} {new - old:+d} spooky points")
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

    def _mover(self: HiddenCastle, transition: Transition) -> int | None:
        for step in transition.steps[:2]:
            for element in step.highlight:
                if element.startswith("guest:"):
                    colour, number = element[6:].rsplit("-", 1)
                    per = transition.state.per_player
                    return self.board.colours.index(colour) * per + int(number) - 1
        return None

    def quiz_variants(self: HiddenCastle, state: CastleState, action: Action) -> list[CastleState]:
        """Foils for "what will Hugo do?": the same ghost with Hugo one step slower or faster."""
        if action.key != "roll ghost" or state.side != MAIN:
            return []
        variants = []
        for speed in (state.speed - 1, state.speed + 1, state.speed + 2):
            if 1 <= speed <= self.board.max_speed:
                variants.append(dataclasses.replace(state, speed=speed))
        return variants


__all__ = ["CastleTeaching"]
