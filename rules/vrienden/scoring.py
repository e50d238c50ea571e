"""The final scoring of Vrienden (seed 002_3b0b85b91a36e80b.txt, "Final scoring" and the
example): every part of a player's score, the Steps that count them, and the result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.messages import Msg

from . import names as nm
from .names import BLACK, EARTH, YIN_YANG, M
from .state import (
    VriendenState,
)

if TYPE_CHECKING:
    pass

R = "vrienden."


class Scoring:
    """The final scoring (a part of the Vrienden game class)."""

    def _scoring_steps(self, over: VriendenState) -> list[tuple[str, Msg, tuple[str, ...]]]:
        """The final scoring as Steps, one per part (rule id within the game, sentence,
        highlighted elements):
        the tokens of harmonized chakras turned over and counted, alleviated black, the
        alignment bonus, the modules' points, then the totals and the winner. Every number
        comes from ``score_parts`` and the last sentence is ``result``'s, so they agree."""
        parts = [self.score_parts(over, seat) for seat in range(over.players)]
        steps = self._plenitude_steps(over)
        steps.append(self._alleviated_step(over, parts))
        penalty = self._no_penalty_step(over)
        if penalty is not None:
            steps.append(penalty)
        steps.append(self._alignment_step(over, parts))
        if YIN_YANG in over.variants:
            steps.append(self._yin_yang_step(over, parts))
        if over.objectives:
            steps.append(self._objectives_step(over, parts))
        steps.append(self._totals_step(over, parts))
        return steps

    def _plenitude_steps(self, over: VriendenState) -> list[tuple[str, Msg, tuple[str, ...]]]:
        """One Step per chakra colour someone harmonized, top to bottom, then one for the
        tokens that score for nobody."""
        rule = "score.plenitude"
        steps = []
        unclaimed = []
        for c in range(7):
            value = over.plenitude[c]
            owners = [seat for seat in range(over.players) if c in over.harmonized(seat)]
            if not owners:
                unclaimed.append(Msg(M + "token-value", colour=nm.colour(c), value=value))
                continue
            message = Msg(
                M + "plenitude",
                colour=nm.colour(c),
                value=value,
                owners=tuple(map(nm.seat, owners)),
                points=nm.count("point", value),
                each=len(owners),
            )
            highlight = (nm.karma_id(c), *(nm.chakra_id(seat, c) for seat in owners))
            steps.append((rule, message, highlight))
        if unclaimed:
            message = Msg(
                M + "plenitude-unclaimed",
                tokens=nm.listed_or(tuple(unclaimed)),
                count=len(unclaimed),
            )
            highlight = tuple(nm.karma_id(c) for c in range(7) if not self._owned(over, c))
            steps.append((rule, message, highlight))
        return steps

    def _owned(self, over: VriendenState, colour: int) -> bool:
        return any(colour in over.harmonized(seat) for seat in range(over.players))

    def _seat_numbers(self, numbers: list[int] | tuple[int, ...], seats=None) -> Msg | str:
        """ "Player 1 3, Player 2 0": a number per seat (of ``seats``, by default every one)."""
        seats = range(len(numbers)) if seats is None else seats
        pairs = tuple(Msg(M + "seat-number", seat=nm.seat(s), number=numbers[s]) for s in seats)
        return nm.chained("comma", pairs)

    def _alleviated_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, Msg, tuple[str, ...]]:
        counts = [p["alleviated"] for p in parts]
        if not any(counts):
            message = Msg(M + "alleviated-none")
        else:
            message = Msg(M + "alleviated", listed=self._seat_numbers(counts))
        earths = tuple(nm.earth_id(seat) for seat, count in enumerate(counts) if count)
        return "score.alleviated", message, earths

    def _no_penalty_step(self, over: VriendenState) -> tuple[str, Msg, tuple[str, ...]] | None:
        """Black left on the bubbles or chakras, said only when some board has any."""
        left = [
            sum(row.count(BLACK) for row in over.boards[seat][:EARTH])
            for seat in range(over.players)
        ]
        seats = [seat for seat, count in enumerate(left) if count]
        if not seats:
            return None
        return (
            "score.no-penalty",
            Msg(M + "no-penalty", listed=self._seat_numbers(left, seats)),
            tuple(
                nm.row_element(seat, row)
                for seat in seats
                for row in range(EARTH)
                if BLACK in over.boards[seat][row]
            ),
        )

    def _alignment_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, Msg, tuple[str, ...]]:
        runs = [self.alignment(over, seat) for seat in range(over.players)]
        takers = [seat for seat in range(over.players) if parts[seat]["alignment"]]
        bonus = self.board.alignment_bonus
        if not takers:
            outcome = Msg(M + "alignment-nobody")
        elif len(takers) == 1:
            outcome = Msg(M + "alignment-one", seat=nm.seat(takers[0]), bonus=bonus)
        elif max(runs) == 0:
            outcome = Msg(M + "alignment-zero", bonus=bonus)
        else:
            outcome = Msg(M + "alignment-shared", seats=tuple(map(nm.seat, takers)), bonus=bonus)
        highlight = tuple(
            nm.chakra_id(seat, c) for seat in takers for c in range(7 - runs[seat], 7)
        )
        message = Msg(M + "alignment", listed=self._seat_numbers(runs), outcome=outcome)
        return "score.alignment", message, highlight

    def _yin_yang_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, Msg, tuple[str, ...]]:
        listed = tuple(
            Msg(
                M + "seat-halves",
                seat=nm.seat(seat),
                halves=over.halves[seat],
                points=nm.count("point", parts[seat]["yin-yang"]),
            )
            for seat in range(over.players)
        )
        return (
            "yin-yang.score",
            Msg(M + "yin-yang-score", listed=nm.chained("comma", listed)),
            tuple(nm.yin_yang_id(seat) for seat in range(over.players) if over.halves[seat]),
        )

    def _objectives_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, Msg, tuple[str, ...]]:
        bonuses = [parts[seat]["objectives"] for seat in range(over.players)]
        return (
            "objectives.score",
            Msg(M + "objectives-score", listed=self._seat_numbers(bonuses)),
            tuple(
                nm.objective_id(oid)
                for oid, takers in zip(over.objectives, over.bonuses, strict=True)
                if takers
            ),
        )

    def _totals_step(
        self, over: VriendenState, parts: list[dict[str, int]]
    ) -> tuple[str, Msg, tuple[str, ...]]:
        scores = self._scores(over)
        totals = tuple(
            Msg(M + "total", seat=nm.seat(seat), total=scores[seat], parts=_breakdown(parts[seat]))
            if scores[seat]
            else Msg(M + "seat-number", seat=nm.seat(seat), number=0)
            for seat in range(over.players)
        )
        message = Msg(
            M + "totals", totals=nm.chained("semicolon", totals), reason=self._reason(scores)
        )
        return "end.winner", message, ()

    def alignment(self, state: VriendenState, seat: int) -> int:
        """Harmonized chakras in a row counted from the bottom (red) upward."""
        harmonized = set(self.counted_harmonized(state, seat))
        run = 0
        for c in range(6, -1, -1):
            if c not in harmonized:
                break
            run += 1
        return run

    def score_parts(self, state: VriendenState, seat: int) -> dict[str, int]:
        board = self.board
        parts = {
            "plenitude": sum(state.plenitude[c] for c in state.harmonized(seat)),
            "alleviated": state.boards[seat][EARTH].count(BLACK),
            "alignment": 0,
            "yin-yang": 0,
            "objectives": 0,
        }
        runs = [self.alignment(state, s) for s in range(state.players)]
        best = max(runs)
        if runs[seat] == best and (best >= 1 or state.ruling("alignment") == "zero-counts"):
            parts["alignment"] = board.alignment_bonus
        halves = state.halves[seat]
        parts["yin-yang"] = halves // 2 * board.yin_yang_complete + halves % 2 * board.yin_yang_half
        for takers in state.bonuses:
            if seat in takers:
                parts["objectives"] += board.objective_bonuses[takers.index(seat)]
        return parts

    def _scores(self, state: VriendenState) -> tuple[int, ...]:
        return tuple(sum(self.score_parts(state, s).values()) for s in range(state.players))

    def _reason(self, scores: tuple[int, ...]) -> Msg:
        """Who wins, with how many points."""
        top = max(scores)
        winners = tuple(nm.seat(s) for s in range(len(scores)) if scores[s] == top)
        if len(winners) == 1:
            return Msg(M + "wins", seat=winners[0], points=top)
        return Msg(M + "win-shared", seats=nm.chained("and", winners), points=top)


def _breakdown(parts: dict[str, int]) -> Msg | str:
    """A score's parts that are not zero: "12 plenitude + 2 alleviated"."""
    named = tuple(Msg(f"{M}part-{name}", number=v) for name, v in parts.items() if v)
    return nm.chained("plus", named)
