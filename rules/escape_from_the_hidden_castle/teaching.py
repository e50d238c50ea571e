"""What the explorer needs beyond the rules: clicks to actions, tempting illegal moves,
outcome summaries for the quiz. Pure Python, no UI; mixed into the engine class, so these
are the engine's teaching hooks themselves (no forwarding)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from rules.core import Action, Transition
from rules.core.messages import Msg

from .names import M, english
from .state import MAIN, MIDNIGHT, MOVE, PLACING, CastleState, in_cellar, in_gallery, in_room

if TYPE_CHECKING:
    from .engine import HiddenCastle


class CastleTeaching:
    """The Game's teaching hooks for Escape from the Hidden Castle."""

    def action_for(self: HiddenCastle, state: CastleState, picks: tuple[str, ...]) -> Action | None:
        if not picks:
            return None
        last = picks[-1]
        if state.phase in ("place", "replace"):
            return self._placement_for(state, last)
        if len(picks) < 2:
            return None
        # A guest, then where it should go: the move, legal or not. Before the roll it is
        # refused with "roll first", so the click says why nothing moves.
        piece, target = picks[-2], last
        if not piece.startswith("guest:") or not target.startswith(("gallery:", "room:")):
            return None
        try:
            return self.parse_action(f"move {piece[6:]} {target}")
        except ValueError:
            return None

    def _placement_for(self: HiddenCastle, state: CastleState, element: str) -> Action | None:
        """While guests are placed, a click on a gallery space, or on a guest standing on one
        (it covers its space), places the waiting guest there: on a taken space the rules
        then say why not, instead of the click selecting a guest that cannot move yet."""
        if element.startswith("guest:"):
            g = self._guest_index(state, element[6:])
            if g is None or not in_gallery(state.guests[g]):
                return None
            element = f"gallery:{state.guests[g]}"
        if element.startswith("gallery:"):
            return self.parse_action(f"place {element}")
        return None

    def targets(self: HiddenCastle, state: CastleState, picks: tuple[str, ...]) -> tuple[str, ...]:
        """Where the picked guest may go: the board elements (``gallery:N``, ``room:<id>``) of
        the legal moves that start with that guest; none while nothing movable is picked."""
        if not picks or not picks[-1].startswith("guest:") or state.roll is None:
            return ()
        start = f"move {picks[-1][6:]} "
        return tuple(
            a.key[len(start) :] for a in self.legal_actions(state) if a.key.startswith(start)
        )

    def candidate_actions(self: HiddenCastle, state: CastleState) -> list[Action]:
        """Legal actions first, then moves a learner may try that the rules forbid: while
        guests are placed, the taken gallery spaces; in a turn, each guest's moves with the
        number, and the rooms whose door is one space too far."""
        legal = self.legal_actions(state)
        if state.tasks and state.tasks[0][0] in PLACING:
            free = set(self.placement_spaces(state))
            taken = (x for x in range(self.board.gallery) if x not in free)
            return legal + [self.parse_action(f"place gallery:{x}") for x in taken]
        if not state.tasks or state.tasks[0][0] != MOVE:
            return legal
        seen = {a.key for a in legal}
        extra: list[Action] = []
        for g, target in self.reach(state, state.roll, beyond=1):
            action = self.move_action(state, g, target)
            if action.key not in seen:
                seen.add(action.key)
                extra.append(action)
        return legal + extra + self._pieces_of_another_game(state)

    def _pieces_of_another_game(self: HiddenCastle, state: CastleState) -> list[Action]:
        """What a learner brings from another game: one guest more than each player has here
        (the count falls as players are added: hidden-castle.setup.guests), and a room that
        only the other side of the board has (hidden-castle.data.board)."""
        colour = self.board.colours[state.current]
        keys = [f"move {colour}-{state.per_player + 1} gallery:{self.board.arrow}"]
        mine = state.current * state.per_player
        here = {room.id for room in self.side(state).rooms}
        elsewhere = (r.id for side in self.board.sides.values() for r in side.rooms)
        other = next((room for room in elsewhere if room not in here), None)
        if other is not None:
            keys.append(f"move {self.guest_id(state, mine)} room:{other}")
        return [self.parse_action(key) for key in keys]

    def summarize_outcome(self: HiddenCastle, before: CastleState, transition: Transition) -> str:
        """The consequences of an action, without naming the action itself."""
        after = transition.state
        parts = []
        if after.hugo != before.hugo:
            parts.append(Msg(M + "summary-hugo", place=self.place_name(after, after.hugo)))
        captured = [
            g
            for g, (old, new) in enumerate(zip(before.guests, after.guests, strict=True))
            if in_cellar(new) and not in_cellar(old)
        ]
        if captured:
            names = ", ".join(self.guest_name(after, g) for g in captured)
            parts.append(Msg(M + "summary-captured", guests=names, count=len(captured)))
        mover = self._mover(transition)
        thrown = [
            g
            for g, (old, new) in enumerate(zip(before.guests, after.guests, strict=True))
            if in_room(old) and in_gallery(new) and g != mover and after.side == MAIN
        ]
        for g in thrown:
            parts.append(Msg(M + "summary-thrown", guest=self.guest_name(after, g)))
        for seat, (old, new) in enumerate(zip(before.points, after.points, strict=True)):
            if new != old:
                change = Msg(
                    M + "points-change",
                    seat=self.seat_msg(seat),
                    delta=f"{new - old:+d}",
                    count=abs(new - old),
                )
                parts.append(change)
        if after.speed != before.speed and after.side == MAIN:
            parts.append(Msg(M + "summary-speed", speed=after.speed))
        if after.side == MIDNIGHT and after.round != before.round:
            parts.append(Msg(M + "summary-round", round=before.round))
        if after.phase == "over":
            parts.append(Msg(M + "summary-over"))
        if not parts:
            return english(Msg(M + "summary-nothing"))
        text = "; ".join(english(part) for part in parts)
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
