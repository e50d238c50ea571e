"""The end of a turn and of the game in Vrienden (seed 002_3b0b85b91a36e80b.txt, "End of the
Game" and the modules): the bookkeeping tasks at the end of each turn (Module A's pairs,
Module D's objectives, the trigger of the last round, the end of the game, the next seat), and
the ruling that ends a game nobody can take further (vrienden.ruling.blocked).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rules.core.flow import pop
from rules.core.messages import Msg

from . import names as nm
from .describe import objective_name
from .names import BLACK, BUBBLES, EARTH, EMPTY, WHITE, YIN_YANG, M
from .state import (
    END_OF_TURN,
    HARMONIZED,
    VriendenState,
)

if TYPE_CHECKING:
    from .engine import Play

R = "vrienden."
NEXT_TURN = ("play",)  # the decision of the next player to move


class Turns:
    """The end of turns and of the game (a part of the Vrienden game class)."""

    def counted_harmonized(self, state: VriendenState, seat: int) -> list[int]:
        """Chakras that count as harmonized for the end, alignment (and Module A's ruling)."""
        return self._counted(state, state.boards[seat])

    def _counted(self, state: VriendenState | Play, rows: tuple) -> list[int]:
        """``counted_harmonized`` of the board ``rows`` under the modules and rulings of
        ``state`` (a position or the working copy of one)."""
        found = [c for c in range(7) if rows[c + 1] == HARMONIZED[c]]
        if YIN_YANG in state.variants and state.ruling("temporary") == "counts":
            found = sorted(
                set(found) | {c for c in range(7) if len(rows[c + 1]) == 3 and WHITE in rows[c + 1]}
            )
        return found

    def _end_turn(self, play: Play, *after: tuple) -> None:
        """The end of a turn: the decision just made leaves the tasks, and the bookkeeping of
        ``END_OF_TURN`` (those of the modules in play only), then ``after`` (the refill a take
        leaves), then the next player's turn come in its place. The flow runs the automatic
        ones when the action's effect is done (``finish``)."""
        play.channel = 0
        play.pending = ()
        play.moved = ()
        # The decision made (the only task left) gives way to the end of the turn.
        play.tasks[0:1] = (*self._end_tasks(play.state), *after, NEXT_TURN)

    def _end_tasks(self, state: VriendenState) -> tuple[tuple, ...]:
        """The end-of-turn tasks of a game with these modules (kept per modules)."""
        key = (state.variants, bool(state.objectives))
        tasks = self._end_task_cache.get(key)
        if tasks is None:
            skip = {"yin-yang"} if YIN_YANG not in state.variants else set()
            if not state.objectives:
                skip.add("objectives")
            tasks = tuple((name,) for name in END_OF_TURN if name not in skip)
            self._end_task_cache[key] = tasks
        return tasks

    def _yin_yang_pairs(self, play: Play, task: tuple) -> None:
        """Module A: a chakra holding black and white at the end of the turn loses both."""
        pop(play.tasks)
        seat = play.current
        for row in range(1, EARTH):
            content = play.boards[seat][row]
            if BLACK in content and WHITE in content:
                play.remove(seat, row, BLACK)
                play.remove(seat, row, WHITE)
                play.put("discard", BLACK, play.discard[BLACK] + 1)
                play.put("discard", WHITE, play.discard[WHITE] + 1)
                play.put("halves", seat, play.halves[seat] + 1)
                if play.log is not None:
                    play.step(
                        "yin-yang.discard",
                        Msg(
                            M + "yin-yang-pair",
                            colour=nm.colour(row - 1),
                            seat=nm.seat(seat),
                            halves=play.halves[seat],
                        ),
                        nm.chakra_id(seat, row - 1),
                        nm.yin_yang_id(seat),
                    )

    def _objectives_met(self, play: Play, task: tuple) -> None:
        """Module D: the objectives the seat meets at the end of its turn pay their bonus.
        Told as the objective's own kind fulfilled (``objectives.<kind>``), then the token it
        pays (``objectives.bonus``); a seat that holds a token of an objective it fulfils
        again is told the other is not for it (``objectives.one-each``)."""
        pop(play.tasks)
        seat = play.current
        snapshot = play.freeze()
        bonuses = self.board.objective_bonuses
        for index, oid in enumerate(snapshot.objectives):
            takers = play.bonuses[index]
            if len(takers) >= len(bonuses):
                continue  # used up
            if seat in takers:
                # Only said, never decided here: the holder is skipped all the same.
                if play.log is not None and self.objective_met(snapshot, seat, oid):
                    play.step(
                        "objectives.one-each",
                        Msg(
                            M + "objective-one-each",
                            seat=nm.seat(seat),
                            objective=objective_name(self, oid),
                            bonus=bonuses[takers.index(seat)],
                        ),
                        nm.objective_id(oid),
                    )
                continue
            if self.objective_met(snapshot, seat, oid):
                play.put("bonuses", index, (*takers, seat))
                if play.log is not None:
                    play.step(
                        "objectives." + self._objective[oid].kind,
                        Msg(
                            M + "objective-met",
                            seat=nm.seat(seat),
                            objective=objective_name(self, oid),  # in words, never its id
                        ),
                        nm.objective_id(oid),
                    )
                    play.step(
                        "objectives.bonus",
                        Msg(
                            M + ("objective-first" if not takers else "objective-second"),
                            seat=nm.seat(seat),
                            bonus=bonuses[len(takers)],
                        ),
                        nm.objective_id(oid),
                    )

    def _trigger(self, play: Play, task: tuple) -> None:
        """Enough harmonized chakras at the end of a turn make this round the last."""
        pop(play.tasks)
        if play.triggered:
            return
        seat = play.current
        rows = play.boards[seat]
        if YIN_YANG in play.state.variants:
            count = len(self._counted(play.state, rows))
        else:  # the same count, without the module's ruling
            count = sum(map(tuple.__eq__, rows[1:EARTH], HARMONIZED))
        if count < self.board.end_harmonized:
            return
        play.triggered = True
        if play.log is not None:
            play.step(
                "end.trigger",
                Msg(M + "trigger", seat=nm.seat(seat), count=count),
                *(nm.chakra_id(seat, c) for c in range(7) if rows[c + 1] == HARMONIZED[c]),
            )

    def _round_end(self, play: Play, task: tuple) -> None:
        """After the last seat's turn of a round, the game may end (see ``_game_end``)."""
        pop(play.tasks)
        rule = self._game_end(play.state, play.current, play.round, play.triggered, play.freeze)
        if rule is not None:
            self._finish(play, rule)

    def ends_round(self, players: int, seat: int) -> bool:
        """Whether ``seat``'s turn is the last of a round: only then may the game end
        (``_game_end``), and the next turn starts a new round."""
        return seat == players - 1

    def _next_seat(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        seat = play.current
        if self.ends_round(play.state.players, seat):
            play.round += 1
        play.current = (seat + 1) % play.state.players
        if play.log is not None:
            if play.current == 0:
                message = Msg(M + "turn-round", round=play.round, seat=nm.seat(0))
            else:
                message = Msg(M + "turn", seat=nm.seat(play.current))
            play.step("turn", message)

    def _game_end(
        self,
        state: VriendenState,
        seat: int,
        round_: int,
        triggered: bool,
        after: Callable[[], VriendenState],
    ) -> str | None:
        """The rule that ends the game when ``seat``'s turn ends, if one does: the last round
        is complete, nobody can harmonize another chakra, or the round limit is reached.
        ``after`` gives the position at the end of the turn (asked only at a round's end)."""
        if not self.ends_round(state.players, seat):
            return None
        if triggered:
            return "end.round"
        if state.ruling("blocked") == "ends" and self.blocked_reasons(after()) is not None:
            return "ruling.blocked"
        limit = state.ruling("round-limit")
        if limit != "none" and round_ >= int(limit):
            return "ruling.round-limit"
        return None

    def action_limit(self, players: int) -> int:
        """A bound no game comes near, though the rules set none: where nobody can harmonize
        another chakra the game ends (``vrienden.ruling.blocked``), but that test is sound, not
        complete, so a hopeless position it does not recognize may play on. The longest of 240
        random games under the default rulings took 137 actions (4 players), heuristic games
        about 250 on average; the Lab's own cut-off is 20,000."""
        return 20_000

    def bounded(self, rulings) -> bool:
        """Only a round limit bounds a game: the rules end it when five chakras are harmonized
        or (``vrienden.ruling.blocked``) when the game sees that nobody can harmonize another,
        but players who never harmonize though they could (random bots) may play for ever, and
        the blocked test is sound, not complete. The contract test found such a game (4
        players, Yin Yang, 20,000 actions without an end)."""
        return rulings.get("round-limit") != "none"

    # ----- a game nobody can take further (vrienden.ruling.blocked) ------------------------
    def blocked_reasons(self, state: VriendenState) -> list[Msg] | None:
        """Why each player can never harmonize another chakra, one sentence per seat; None
        when some player still might.

        Sound, not complete: a reason is given only when it holds however the game goes on
        (each test below stays true once true), so a game that could still progress is never
        stopped; a hopeless position that none of the tests recognizes plays on.
        """
        supply = list(state.bag)  # energies a player could still receive: bag and flows
        for flow in state.flows:
            for x in flow:
                if x != EMPTY:
                    supply[x] += 1
        takes = self._takes_remain(state)
        reasons = []
        for seat in range(state.players):
            reason = self.stuck_reason(state, seat, supply if takes else _picks(state, seat), takes)
            if reason is None:
                return None
            reasons.append(reason)
        return reasons

    def _takes_remain(self, state: VriendenState) -> bool:
        """Whether anyone may ever take from the flows again. Not when no space waits for a
        refill and, for every player, either every colour choice of every flow brings a
        colour its board holds three of (``ruling.colour-limit``), or it has no free bubble
        and every inspiration token in a notch (its bubbles never empty then). The flows
        change only by takes, and neither condition ever goes away, so nobody ever may."""
        if sum(state.bag) and any(x == EMPTY for flow in state.flows for x in flow):
            return True  # a refill may be on its way
        tokens = self.board.inspiration_tokens
        for seat in range(state.players):
            rows = state.boards[seat]
            walled = (
                len(rows[BUBBLES]) >= self.board.bubbles
                and state.notches[seat].bit_count() >= tokens
            )
            full = self._full_colours(state, seat)
            if not walled and any(self._allowed_choices(state, flow, full) for flow in state.flows):
                return True
        return False

    def stuck_reason(
        self, state: VriendenState, seat: int, supply: list[int], takes: bool
    ) -> Msg | None:
        """Why ``seat`` can never harmonize another chakra, or None when it still might.
        ``supply``: per colour, the most energies the seat may still receive; ``takes``:
        whether anyone may still take from the flows."""
        if state.notches[seat].bit_count() >= self.board.inspiration_tokens:
            return Msg(M + "stuck-notches", seat=nm.seat(seat))
        if self._short_of_energy(state, seat, supply):
            return Msg(M + "stuck-short", seat=nm.seat(seat))
        if self._board_stuck(state, seat, supply, takes):
            return Msg(M + "stuck-board", seat=nm.seat(seat))
        return None

    def _short_of_energy(self, state: VriendenState, seat: int, supply: list[int]) -> bool:
        """No chakra ``seat`` has not harmonized can still get three energies of its colour:
        those on the board (the earth's never move) and those still to receive are too few.
        Both only ever shrink: the discard never comes back."""
        held = [0] * 9
        for row in state.boards[seat][:EARTH]:
            for x in row:
                held[x] += 1
        temporary = YIN_YANG in state.variants and state.ruling("temporary") == "counts"
        if temporary and held[WHITE] + supply[WHITE]:  # a white may yet make a chakra count
            return False
        counted = self.counted_harmonized(state, seat)
        return all(held[c] + supply[c] < 3 for c in range(7) if c not in counted)

    def _board_stuck(self, state: VriendenState, seat: int, supply: list[int], takes: bool) -> bool:
        """``seat``'s board can never change again: no bubble is free, no take could go onto
        a chakra, and no inspiration space 1-7 can be carried out on it (space 8 needs a
        free bubble). A board only changes by receiving and channelling, so it stays so."""
        board = self.board
        rows = state.boards[seat]
        if len(rows[BUBBLES]) < board.bubbles:
            return False
        notches = state.notches[seat]
        if notches.bit_count() >= board.inspiration_tokens:
            return True  # no token left for a direct placement or a channel, ever
        full = self._full_colours(state, seat)
        if (
            takes
            and any(n and not full >> c & 1 for c, n in enumerate(supply))
            and any(len(rows[c + 1]) < board.places and not notches >> c & 1 for c in range(7))
        ):
            return False  # a token is in hand (or comes back by meditating): it may receive
        return not self._movable_spaces(state, rows, 0)

    def objective_met(self, state: VriendenState, seat: int, oid: str) -> bool:
        card = self._objective[oid]
        kind = card.kind
        harmonized = set(state.harmonized(seat))
        rows = state.boards[seat]
        if kind == "pair":
            return all(c in harmonized for c in card.chakras)
        if kind == "every-chakra":
            if state.ruling("every-chakra") == "own-colour":
                return all(c in rows[c + 1] for c in range(7))
            return all(rows[c + 1] for c in range(7))
        runs = _runs(harmonized)
        if kind == "three-in-a-row":
            return max(runs, default=0) >= 3
        if kind == "two-touching-pairs":
            return sum(r // 2 for r in runs) >= 2
        if kind == "all-meditation":
            return len(state.meditation[seat]) == 7
        return state.alleviated[seat] >= 3

    def _finish(self, play: Play, rule: str) -> None:
        play.ended = R + rule
        play.tasks.clear()  # nothing is left to do: the flow stops here
        if play.log is None:
            return
        over = play.freeze()
        play.step(rule, self._end_sentence(over, rule))
        for rule_id, message, highlight in self._scoring_steps(over):
            play.step(rule_id, message, *highlight)

    def _end_sentence(self, over: VriendenState, rule: str) -> Msg:
        """Why the game ends, for the Step of the rule that ends it."""
        if rule == "end.round":
            return Msg(M + "end-round", round=over.round)
        if rule == "ruling.blocked":
            reasons = self.blocked_reasons(over)
            assert reasons is not None
            return Msg(
                M + "end-blocked", round=over.round, reasons=nm.chained("semicolon", tuple(reasons))
            )
        return Msg(M + "end-limit", round=over.round)


def _picks(state: VriendenState, seat: int) -> list[int]:
    """Per colour, the most energies ``seat`` may still receive once nobody may take: only
    inspiration space 8 brings energy then, one from the bag per black energy it discards from
    the earth (those already there and those that may get there)."""
    blacks = sum(row.count(BLACK) for row in state.boards[seat])
    return [min(n, blacks) for n in state.bag]


def _runs(colours: set[int]) -> list[int]:
    runs = []
    run = 0
    for c in range(7):
        if c in colours:
            run += 1
        else:
            if run:
                runs.append(run)
            run = 0
    if run:
        runs.append(run)
    return runs
