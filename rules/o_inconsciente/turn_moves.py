"""O Inconsciente's moves of the turn's action and of resolving a declared action, declared
(see moves.py)."""

from __future__ import annotations

from rules.core.flow import pop, push
from rules.core.kept_moves import kept_for_last_position
from rules.core.messages import Msg
from rules.core.moves import NUMBER, Move

from . import effects as fx
from .effects import ACTIONS
from .move_parts import BRIGHT, PIECES, SLOTS, WHO, end_of_turn_action, label, listed_in
from .names import M, place_name, seat_name, section_name, table_space_name
from .position import NOTE_COLUMNS, D, can_publish, note_cost, note_spaces, treatable


class TurnMoves:
    """Declaring, recovering, treating or resting, and each declared action resolved."""

    # ----- the turn's action (o-inconsciente.turn) -----------------------------------------------
    declare = Move(
        "turn", "declare {pieces}", tasks=("turn",), parts={"pieces": PIECES},
        example="declare i3 b5", checked_options=True,
    )  # fmt: skip

    def _singles(self, state):
        """Each piece the player has, on each free space whose action none of theirs points
        at (o-inconsciente.declare.place)."""
        p = state.current
        table = state.table
        mine = {ACTIONS[i] for i, v in enumerate(table) if v >= 0 and v // 2 == p}
        have = [letter for letter, n in (("i", state.ideas[p]), ("b", state.brilliant[p])) if n]
        return [
            (letter, i)
            for i, v in enumerate(table)
            if v == -1 and ACTIONS[i] not in mine
            for letter in have
        ]

    @declare.options
    @kept_for_last_position("current", "table", "ideas", "brilliant")
    def _declare_options(self, state):
        """One piece, or two on spaces of different actions, as long as the pieces last.
        Kept for the last position asked about (rules/core/kept_moves.py): a bot decides on
        its seat's view, then its choice is looked up in the whole position, whose table and
        pieces are the same (about 120 declarations, the longest list of the game)."""
        p = state.current
        ideas, brilliant = state.ideas[p], state.brilliant[p]
        singles = self._singles(state)
        out = [((piece,),) for piece in singles]
        # Two pieces of the kinds a pair needs: how many ideas (the rest Brilliant Ideas)
        # the player can put down at once, read once rather than per pair.
        affordable = [n <= ideas and 2 - n <= brilliant for n in range(3)]
        actions = [ACTIONS[i] for _, i in singles]  # one space is one action
        for a, first in enumerate(singles):
            action, idea = actions[a], first[0] == "i"
            for b in range(a + 1, len(singles)):
                second = singles[b]
                if actions[b] != action and affordable[idea + (second[0] == "i")]:
                    out.append(((first, second),))
        return out

    declare.check(listed_in(_declare_options, "declare"))

    @declare.label
    def _declare_label(self, pieces):
        # each piece with the space it takes, named as the board names it plus its row and
        # column: two spaces of one action (and one inkwell value) are still told apart
        named = tuple(
            Msg(M + "declare-piece", bright=int(letter == "b"), space=table_space_name(i))
            for letter, i in pieces
        )
        return label("declare", pieces=named)

    @declare.effect
    def _declare(self, play, pieces):
        pop(play.tasks)
        fx.declare(play, play.current, pieces)
        end_of_turn_action(play)

    recover = Move("turn", "recover", tasks=("turn",), checked_options=True)

    @recover.options
    def _recover_options(self, state):
        p = state.current
        return [()] if any(v >= 0 and v // 2 == p for v in state.table) else []

    recover.check(listed_in(_recover_options, "recover"))

    @recover.label
    def _recover_label(self):
        return label("recover")

    @recover.effect
    def _recover(self, play):
        pop(play.tasks)
        fx.recover(play, play.current)
        end_of_turn_action(play)

    treat = Move(
        "turn", "treat {slots}", tasks=("turn",), parts={"slots": SLOTS}, example="treat 0",
        checked_options=True,
    )  # fmt: skip

    @treat.options
    def _treat_options(self, state):
        """Each client with a dream not treated this turn, and both when both are ready."""
        ready = [s for s in range(2) if treatable(state, state.current, s)]
        return [((s,),) for s in ready] + ([(tuple(ready),)] if len(ready) == 2 else [])

    treat.check(listed_in(_treat_options, "treat"))

    @treat.label
    def _treat_label(self, slots):
        return label("treat", slot=slots[0] + 1) if len(slots) == 1 else label("treat-both")

    @treat.effect
    def _treat(self, play, slots):
        pop(play.tasks)
        for s in slots:
            fx.treat(play, play.current, s)
        end_of_turn_action(play)

    rest = Move("turn", "rest", tasks=("turn",), checked_options=True)

    @rest.options
    def _rest_options(self, state):
        """Only when the turn has nothing else: no piece to declare, none to recover, no
        client to treat."""
        # A piece to declare is a declaration of it alone (the kept list of declarations).
        declares = self._declare_options(state)
        if declares or self._recover_options(state) or self._treat_options(state):
            return []
        return [()]

    rest.check(listed_in(_rest_options, "rest"))

    @rest.label
    def _rest_label(self):
        return label("rest")

    @rest.effect
    def _rest(self, play):
        pop(play.tasks)
        if fx.explaining(play):  # a sentence only when explained
            play.step("turn", Msg(M + "step-rest", seat=seat_name(play.current)))
        end_of_turn_action(play)

    # ----- resolving a declared action (o-inconsciente.declare.resolve) ---------------------------
    note = Move(
        "choice", "note {slot} {space}", tasks=("resolve",),
        parts={"slot": NUMBER, "space": NUMBER}, example="note 0 0", checked_options=True,
    )  # fmt: skip

    @note.options
    def _note_options(self, state):
        if state.tasks[0][1] != "notes":
            return []
        p = state.current
        spaces = note_spaces(state, p)
        return [
            (slot, space)
            for slot, tile in enumerate(state.note_display)
            if tile >= 0 and state.coffee[p] >= note_cost(slot)
            for space in spaces
        ]

    note.check(listed_in(_note_options, "note"))

    @note.label
    def _note_label(self, slot, space):
        return label(
            "note",
            level=slot // NOTE_COLUMNS + 1,
            slot=slot % NOTE_COLUMNS + 1,
            row=space // 3 + 1,
            col=space % 3 + 1,
        )

    @note.effect
    def _note(self, play, slot, space):
        pop(play.tasks)
        fx.take_note(play, play.current, slot, space)

    research = Move("choice", "research", tasks=("resolve",), checked_options=True)

    @research.options
    def _research_options(self, state):
        """Open while there is a card to draw, or (ruling empty-research) a hand card to
        swap with the display or to play."""
        if state.tasks[0][1] != "research":
            return []
        hand = state.hand[state.current] and state.ruling("empty-research") == "hand"
        return [()] if state.research_deck or hand else []

    research.check(listed_in(_research_options, "research"))

    @research.label
    def _research_label(self):
        return label("research")

    @research.effect
    def _research(self, play):
        pop(play.tasks)
        p = play.current
        if play.research_deck:
            push(play.tasks, ("draw", "research", p, 0), ("swap",), ("play",))
            if fx.explaining(play):  # a sentence only when explained
                play.step("research.gain", Msg(M + "step-research", seat=seat_name(p)))
        else:
            push(play.tasks, ("swap",), ("play",))
            if fx.explaining(play):  # a sentence only when explained
                play.step(
                    "ruling.empty-research", Msg(M + "step-research-empty", seat=seat_name(p))
                )

    thesis = Move(
        "choice", "thesis {t}", tasks=("resolve",), parts={"t": NUMBER}, example="thesis 0",
        checked_options=True,
    )  # fmt: skip

    @thesis.options
    def _thesis_options(self, state):
        """One thesis of each size still in the display, if its volumes can all be filled."""
        if state.tasks[0][1] != "thesis":
            return []
        left = state.theses_left
        sizes = {D.theses[t][0] for t in left}
        shown = sorted(min(t for t in left if D.theses[t][0] == v) for v in sizes)
        return [(t,) for t in shown if can_publish(state, state.current, t)]

    thesis.check(listed_in(_thesis_options, "thesis"))

    @thesis.label
    def _thesis_label(self, t):
        return label("thesis", volumes=D.theses[t][0], points=D.theses[t][1])

    @thesis.effect
    def _thesis(self, play, t):
        pop(play.tasks)
        push(play.tasks, ("volume", t, D.theses[t][0], 0))
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "research.thesis",
                Msg(M + "step-thesis-chosen", seat=seat_name(play.current), volumes=D.theses[t][0]),
            )

    minor = Move(
        "choice", "minor {section}", tasks=("resolve",), parts={"section": NUMBER},
        example="minor 0", checked_options=True,
    )  # fmt: skip

    @minor.options
    def _minor_options(self, state):
        if state.tasks[0][1] != "insight" or not state.centre[state.current]:
            return []
        return [(s,) for s in range(len(D.insight_sections))]

    minor.check(listed_in(_minor_options, "minor"))

    @minor.label
    def _minor_label(self, s):
        return label("minor", section=section_name(s))

    @minor.effect
    def _minor(self, play, s):
        pop(play.tasks)
        fx.minor_insight(play, play.current, s, "insights.minor")
        push(play.tasks, ("free", 2, 1))

    move = Move(
        "choice", "move {who} {place}{bright}", tasks=("resolve",),
        parts={"who": WHO, "place": NUMBER, "bright": BRIGHT}, example="move prof 3",
        checked_options=True,
    )  # fmt: skip

    @move.options
    def _move_options(self, state):
        """Professor 1-2 locations on or straight to Freud, or Freud 1-3; each Brilliant Idea
        spent adds two uses of the location's effect, up to five."""
        if state.tasks[0][1] != "move":
            return []
        p = state.current
        targets = {("prof", (state.prof[p] + step) % 6) for step in (1, 2)}
        targets.add(("prof", state.freud_loc))
        targets |= {("freud", (state.freud_loc + step) % 6) for step in (1, 2, 3)}
        most = min(2, state.brilliant[p])
        return [(who, loc, b) for who, loc in sorted(targets) for b in range(most + 1)]

    move.check(listed_in(_move_options, "move"))

    @move.label
    def _move_label(self, who, loc, bright):
        return label("move-" + who, place=place_name(loc), bright=bright)

    @move.effect
    def _move(self, play, who, loc, bright):
        pop(play.tasks)
        fx.move_figure(play, play.current, who, loc, bright)
