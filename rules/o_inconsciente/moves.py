"""O Inconsciente's moves as declarations (rules/core/moves.py): each kind of move once, with its
key, the tasks it answers, its options, one check, its effect and its label. A part of the
game's class (``OInconsciente`` in engine.py).

Each move's options are made by its rule (``checked_options``), and its check asks the same
options: a move is legal when its rule lists it, else it is refused naming that rule
(refusals.py), so the legal list and the why-not cannot drift apart. The trades allowed at any
time in the player's own turn are declared last: they follow each decision's own moves.
What the core does not do yet is kept in the game, marked ``# core:``.

The moves are declared by task in setup_moves.py, turn_moves.py, research_moves.py, here (the
rondel, the bonuses, passing and the turn's end) and trade_moves.py; the game's class inherits
them in that order, which is the order of each decision's legal list.
"""

from __future__ import annotations

from rules.core.flow import pop, push
from rules.core.messages import Msg
from rules.core.moves import NUMBER, Move

from . import effects as fx
from .move_parts import SKIP_TASKS, label, listed_in
from .names import M, effect_msg, place_in, rondel_name, seat_name
from .position import D, district_of, district_symbols
from .research_moves import ResearchMoves
from .setup_moves import SetupMoves
from .turn_moves import TurnMoves


class OInconscienteMoves(ResearchMoves, TurnMoves, SetupMoves):
    """The moves of O Inconsciente, declared (the game's class inherits them)."""

    # ----- the inkwell and the rondel (o-inconsciente.declare.inkwell, .rondel) ------------------
    ink = Move(
        "choice", "ink {n}", tasks=("ink",), parts={"n": NUMBER}, example="ink 3",
        checked_options=True,
    )  # fmt: skip

    @ink.options
    def _ink_options(self, state):
        """The icons' value, each Brilliant Idea one more or less, at least 1."""
        value, bright = state.tasks[0][1], state.brilliant[state.current]
        return [(m,) for m in range(max(1, value - bright), value + bright + 1)]

    ink.check(listed_in(_ink_options, "ink"))

    @ink.label
    def _ink_label(self, m):
        return label("ink", n=m)

    @ink.effect
    def _ink(self, play, moved):
        value = pop(play.tasks)[1]
        p = play.current
        spent = abs(moved - value)
        play.brilliant[p] -= spent
        start = play.inkwell[p]
        end = (start + moved) % len(D.rondel)
        laps = (start + moved) // len(D.rondel)
        play.inkwell[p] = end
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "declare.inkwell",
                Msg(
                    M + "step-ink",
                    seat=seat_name(p),
                    n=moved,
                    spent=spent,
                    space=rondel_name(end),
                ),
                f"rondel-{p}-{end}",
            )
        for _ in range(laps):
            if play.locked[p]:
                play.locked[p] -= 1
                play.ideas[p] += 1
                if fx.explaining(play):  # a sentence only when explained
                    play.step(
                        "declare.unlock",
                        Msg(M + "step-unlock", seat=seat_name(p), col=3 - play.locked[p]),
                    )
        space = D.rondel[end]
        if space == "column":
            push(play.tasks, ("column",))
        elif space.startswith("row"):
            fx.activate_line(play, p, [int(space[3]) * 3 + c for c in range(3)], "declare.rondel")
        else:
            fx.activate_track(play, p)

    column = Move(
        "choice", "column {c}", tasks=("column",), parts={"c": NUMBER}, example="column 0",
        checked_options=True,
    )  # fmt: skip

    @column.options
    def _column_options(self, state):
        """Only the unlocked columns (no idea on top)."""
        return [(c,) for c in range(3 - state.locked[state.current])]

    column.check(listed_in(_column_options, "column"))

    @column.label
    def _column_label(self, c):
        return label("column", col=c + 1)

    @column.effect
    def _column(self, play, c):
        pop(play.tasks)
        fx.activate_line(play, play.current, [r * 3 + c for r in range(3)], "declare.rondel")

    track = Move(
        "choice", "track {i}", tasks=("track",), parts={"i": NUMBER}, example="track 0",
        checked_options=True,
    )  # fmt: skip

    @track.options
    def _track_options(self, state):
        return [(i,) for i in range(len(D.track_actions[state.freud_rep]))]

    track.check(listed_in(_track_options, "track"))

    @track.label
    def _track_label(self, i):
        return label("track-any", n=i + 1)

    def _track_in_position(self, state, i):
        return label("track", effect=effect_msg(D.track_actions[state.freud_rep][i]))

    @track.effect
    def _track(self, play, i):
        pop(play.tasks)
        effect = D.track_actions[play.freud_rep][i]
        fx.gain(play, play.current, effect, "reputation.activate")

    # ----- bonuses after recovering (o-inconsciente.recover.bonus, .district) --------------------
    bonus = Move(
        "choice", "bonus {place} {i}", tasks=("bonus",), parts={"place": NUMBER, "i": NUMBER},
        example="bonus 0 0", checked_options=True,
    )  # fmt: skip

    def _bonus_places(self, state):
        """Where the professor and Freud stand, in a district with tokens left."""
        p = state.current
        places = sorted({state.prof[p], state.freud_loc})
        return [loc for loc in places if state.district_left[district_of(loc)]]

    @bonus.options
    def _bonus_options(self, state):
        return [
            (loc, i)
            for loc in self._bonus_places(state)
            for i, owner in enumerate(state.loc_bonus[loc])
            if owner < 0
        ]

    bonus.check(listed_in(_bonus_options, "bonus"))

    @bonus.label
    def _bonus_label(self, loc, i):
        return label("bonus", place=place_in(loc), effect=effect_msg(D.location_bonuses[loc][i]))

    @bonus.effect
    def _bonus(self, play, loc, i):
        pop(play.tasks)
        p = play.current
        row = list(play.loc_bonus[loc])
        row[i] = p
        play.loc_bonus[loc] = tuple(row)
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "recover.bonus",
                Msg(M + "step-bonus", seat=seat_name(p), place=place_in(loc)),
                f"bonus-{loc}-{i}",
            )
        fx.district_token(play, p, district_of(loc))
        fx.gain(play, p, D.location_bonuses[loc][i], "recover.bonus")

    district = Move(
        "choice", "district {d} {i}", tasks=("bonus",), parts={"d": NUMBER, "i": NUMBER},
        example="district 0 0", checked_options=True,
    )  # fmt: skip

    @district.options
    def _district_options(self, state):
        """A district bonus of the district where the professor or Freud stands: enough
        symbols of its two locations, and an insight of the player's colour for it."""
        p = state.current
        if not any(state.own[p]):
            return []
        found = set()
        for d in {district_of(loc) for loc in self._bonus_places(state)}:
            symbols = district_symbols(state, p, d)
            for i, owner in enumerate(state.dist_bonus[d]):
                if owner < 0 and symbols >= D.district_bonus_needs[i]:
                    found.add((d, i))
        return sorted(found)

    district.check(listed_in(_district_options, "district"))

    @district.label
    def _district_label(self, d, i):
        return label("district", d=d + 1, effect=effect_msg(D.district_bonus_effects[i]))

    @district.effect
    def _district(self, play, d, i):
        pop(play.tasks)
        p = play.current
        row = list(play.dist_bonus[d])
        row[i] = p
        play.dist_bonus[d] = tuple(row)
        fx.take_own_insight(play, p)  # onto the district
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "recover.district",
                Msg(M + "step-district", seat=seat_name(p), d=d + 1),
                f"district-{d}-{i}",
            )
        fx.district_token(play, p, d)
        fx.gain(play, p, D.district_bonus_effects[i], "recover.district")

    # ----- nothing here (a task whose choice may be passed) -------------------------------------
    skip = Move("choice", "skip", tasks=SKIP_TASKS, checked_options=True)

    @skip.options
    def _skip_options(self, state):
        """Passing: always while resolving an action, playing a card or choosing a column;
        in the office's refill and the bonus only when nothing is left to take."""
        task = state.tasks[0][0]
        if task == "pick-client":
            return [] if self._client_options(state) else [()]
        if task == "manifest":
            listed = self._manifest_options(state) or self._manifest_deck_options(state)
            return [] if listed else [()]
        if task == "bonus":
            listed = self._bonus_options(state) or self._district_options(state)
            return [] if listed else [()]
        return [()]

    skip.check(listed_in(_skip_options, "skip"))

    @skip.label
    def _skip_label(self):
        return label("skip")

    @skip.effect
    def _skip(self, play):
        # a sentence only when explained
        if pop(play.tasks)[0] == "resolve" and fx.explaining(play):
            play.step("declare.resolve", Msg(M + "step-skip", seat=seat_name(play.current)))

    # ----- the end of the turn (o-inconsciente.end-of-turn.hearts) -------------------------------
    end = Move("choice", "end", tasks=("hearts",), checked_options=True)

    @end.options
    def _end_options(self, state):
        return [()]

    end.check(listed_in(_end_options, "end"))

    @end.label
    def _end_label(self):
        return label("end")

    @end.effect
    def _end(self, play):
        pop(play.tasks)
        push(play.tasks, ("refill", play.current), ("next",))

    heart = Move(
        "choice", "heart {slot}", tasks=("hearts",), parts={"slot": NUMBER}, example="heart 0",
        checked_options=True,
    )  # fmt: skip

    @heart.options
    def _heart_options(self, state):
        p = state.current
        if not state.hearts[p]:
            return []
        return [(s,) for s in range(2) if state.office[p][s][0] >= 0]

    heart.check(listed_in(_heart_options, "heart"))

    @heart.label
    def _heart_label(self, s):
        return label("heart", slot=s + 1)

    @heart.effect
    def _heart(self, play, slot):
        p = play.current
        play.hearts[p] -= 1
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "end-of-turn.hearts",
                Msg(M + "step-heart", seat=seat_name(p), slot=slot + 1),
                f"office-{p}-{slot}",
            )
        fx.therapy(play, p, slot, 1)

    # core: some labels read the position (the starting tile of the seat's office card, the
    # client in a display space, the actions below Freud's marker, a citation's width under a
    # ruling, the deck a card is drawn from): a Move's ``label`` has no state, so the legal
    # list relabels these moves (``label(game, state, *parts)``, made once per position, would
    # do). Read without a position, their labels say what the key alone says.
    position_labels = {  # noqa: RUF012 - read-only class data
        SetupMoves.row: SetupMoves._row_in_position,
        SetupMoves.start: SetupMoves._start_in_position,
        SetupMoves.client: SetupMoves._client_in_position,
        track: _track_in_position,
        ResearchMoves.cite: ResearchMoves._cite_in_position,
        SetupMoves.draw: SetupMoves._draw_in_position,
    }
