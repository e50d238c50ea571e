"""The end of a turn and of the game in the base game Mycelia: the Shrine of Life turns when
full and replenishes the boards, the next player's turn, cleared boards and the final result.
A part of the game's class beside BaseRules (base.py), which holds the rest of the base game.
"""

from __future__ import annotations

from typing import Any

from rules.core import decks
from rules.core.flow import pop, push
from rules.core.working import replaced

from . import names as n
from .base import R
from .state import HAND

P = n.P


class TurnEnd:
    """Rules ``mycelia-prisma.base.*`` that close a turn and the game."""

    def end_turn(self, play: Any) -> None:
        """Discard what was played (and the gift area), turn a full shrine, refill the
        showcase, draw three; then the next player (base.turn, base.shrine)."""
        me = play.current
        gifts = play.gifts[me]
        play.put("discards", me, decks.with_cards(play.discards[me], play.played + gifts))
        play.played = ()
        play.put("gifts", me, ())
        if play.log is not None:
            play.say("base.turn", "turn-ends", n.discard_id(me), who=n.player(me))
            if gifts:  # they worked for this turn only (prisma.gift-turn)
                play.say(
                    "prisma.gift-turn", "gifts-end", n.discard_id(me), who=n.player(me),
                    cards=tuple(self.card_name(code) for code in gifts),
                )  # fmt: skip
        tasks: list[tuple] = []
        if play.shrine >= self.capacity(play.players):
            self.turn_shrine(play)
            tasks.append(("die",))
        tasks += [("refill",), ("fill", me, HAND)]
        if play.solo:
            tasks.append(("gwidyon",))
        tasks.append(("end",))
        push(play.tasks, *tasks)

    def capacity(self, players: int) -> int:
        return self.board.capacity[players]

    def turn_shrine(self, play: Any) -> None:
        """A full Shrine of Life turns: its dewdrops go back to the supply, its prism drops
        back to the box for good (base.shrine, base.drop-supply, prisma.replenish)."""
        dew = play.shrine - play.shrine_prism
        message = "shrine-full-prism" if play.shrine_prism else "shrine-full"
        play.say(
            "base.shrine", message, "shrine", count=play.shrine, dew=dew, prism=play.shrine_prism
        )
        play.dew_supply += dew
        play.prism_out += play.shrine_prism
        play.shrine = 0
        play.shrine_prism = 0

    def replenish(self, play: Any, face: int) -> None:
        """The supply die and the supply card put one new dewdrop from the supply on the
        fields they name, on every player's board (base.replenish; prisma.replenish: never a
        prism drop). A field the supply cannot give every board a dewdrop for gets none on
        any board (base.drop-supply)."""
        pop(play.tasks)
        fields = self.board.supply[play.supply][1][face - 1]
        placed, taken = [], 0
        for field in fields:
            boards = [s for s in range(play.players) if not self.is_shrine_field(play, s, field)]
            if len(boards) > play.dew_supply:
                play.say("base.drop-supply", "supply-short", "shrine", field=n.field_name(field))
                continue
            for seat in boards:
                play.put("dew", seat, replaced(play.dew[seat], field, play.dew[seat][field] + 1))
            play.dew_supply -= len(boards)
            taken += len(boards)
            placed.append(field)
        rule = "prisma.replenish" if play.prisma else "base.replenish"
        if placed:
            play.say(
                rule, "replenished", "shrine",
                face=face, fields=tuple(map(n.field_name, placed)),
            )  # fmt: skip
            play.say(
                "base.drop-supply", "supply-left", "shrine",
                taken=taken, left=play.dew_supply,
            )  # fmt: skip

    def next_turn(self, play: Any, task: tuple) -> None:
        """The next player's turn, or the end after the last round (base.end)."""
        pop(play.tasks)
        if play.solo:
            self.solo_end_check(play)
            if play.ended:
                return
        else:
            following = (play.current + 1) % play.players
            if play.last_round and following == 0:
                self.end_game(play)
                return
            play.current = following
        play.turn += 1
        play.used = ()
        play.plays = 0
        push(play.tasks, ("turn",))
        if play.log is not None:
            play.say(
                "base.turn", "turn-begins", n.hand_id(play.current), who=n.player(play.current)
            )

    def cleared_boards(self, s: Any) -> tuple[int, ...]:
        """The seats whose board counts as cleared when the last round (solo: the turn) ends
        (ruling cleared-board): by the rulebook's reading every board cleared during it, even
        if replenishment has put a dewdrop back since; by the other, only boards empty now."""
        if s.ruling("cleared-board") == "in-the-round":
            return s.cleared
        return tuple(seat for seat in range(s.players) if self.drops_left(s, seat) == 0)

    def final_result(self, s: Any) -> tuple[tuple[int, ...], str]:
        """The winners of a game of several players whose last round is over, and the rule
        that decides: cleared boards win (base.end); if no board counts as cleared, which
        only the reading 'empty at the end' allows, the fewest drops win (our ruling
        cleared-board: the rulebook does not say). Ties go to more leaves, then (Prisma)
        more favors, then the win is shared (prisma.end)."""
        best = list(self.cleared_boards(s))
        rule = "base.end"
        if not best:
            left = [self.drops_left(s, seat) for seat in range(s.players)]
            best = [seat for seat in range(s.players) if left[seat] == min(left)]
            rule = "ruling.cleared-board"
        if len(best) > 1:
            most = max(s.leaves[seat] for seat in best)
            best = [seat for seat in best if s.leaves[seat] == most]
        if len(best) > 1 and s.prisma:
            most = max(s.mushrooms[seat] for seat in best)
            best = [seat for seat in best if s.mushrooms[seat] == most]
            rule = "prisma.end"
        return tuple(best), rule

    def end_game(self, play: Any) -> None:
        """The end of the last round (base.end): the winners of ``final_result``."""
        if not self.cleared_boards(play):
            play.say("ruling.cleared-board", "fewest-drops-win")
        winners, rule = self.final_result(play)
        play.winners = winners
        play.ended = R + rule
        play.tasks.clear()
        play.say(rule, "game-over", who=tuple(n.player(s) for s in winners))
