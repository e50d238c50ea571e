"""O Inconsciente's moves of research cards, theses and the free elevations and transfer,
declared (see moves.py)."""

from __future__ import annotations

from rules.core.flow import pop, push
from rules.core.messages import Msg
from rules.core.moves import NUMBER, Move

from . import effects as fx
from .move_parts import COLOUR, FREE, TARGET, insight_words, label, listed_in
from .names import M, research_name, seat_name, section_name, thesis_name
from .position import (
    LEVELS,
    D,
    citable,
    citation_width,
    insights_on_disc,
    neighbours,
    volumes_fillable,
)


class ResearchMoves:
    """Research cards swapped and played, a thesis's volumes, and free insight moves."""

    # ----- research cards (o-inconsciente.research.*) ----------------------------------------
    keep = Move("choice", "keep", tasks=("swap",), checked_options=True)

    @keep.options
    def _keep_options(self, state):
        return [()]

    keep.check(listed_in(_keep_options, "keep"))

    @keep.label
    def _keep_label(self):
        return label("keep")

    @keep.effect
    def _keep(self, play):
        pop(play.tasks)

    swap = Move(
        "choice", "swap {card} {i}", tasks=("swap",), parts={"card": NUMBER, "i": NUMBER},
        example="swap 0 0", checked_options=True,
    )  # fmt: skip

    @swap.options
    def _swap_options(self, state):
        shown = [d for d, card in enumerate(state.research_display) if card >= 0]
        return [(h, d) for h in sorted(set(state.hand[state.current])) for d in shown]

    swap.check(listed_in(_swap_options, "swap"))

    @swap.label
    def _swap_label(self, h, d):
        return label("swap", card=research_name(h), n=d + 1)

    @swap.effect
    def _swap(self, play, h, d):
        pop(play.tasks)
        p = play.current
        hand = list(play.hand[p])
        hand.remove(h)
        hand.append(play.research_display[d])
        play.hand[p] = tuple(sorted(hand))
        play.research_display[d] = h
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "research.gain",
                Msg(M + "step-swap", seat=seat_name(p), card=research_name(h)),
                f"research-{d}",
            )

    play = Move(
        "choice", "play {card}", tasks=("play",), parts={"card": NUMBER}, example="play 0",
        checked_options=True,
    )  # fmt: skip

    @play.options
    def _play_options(self, state):
        return [(h,) for h in sorted(set(state.hand[state.current]))]

    play.check(listed_in(_play_options, "play"))

    @play.label
    def _play_label(self, h):
        return label("play", card=research_name(h))

    @play.effect
    def _play(self, play, card):
        pop(play.tasks)
        p = play.current
        hand = list(play.hand[p])
        hand.remove(card)
        play.hand[p] = tuple(hand)
        play.played[p] = play.played[p] + (card,)
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "research.play", Msg(M + "step-play", seat=seat_name(p), card=research_name(card))
            )
        fx.gain(play, p, D.research[card][1], "research.play")

    volume = Move(
        "choice", "volume {card}", tasks=("volume",), parts={"card": NUMBER},
        example="volume 0", checked_options=True,
    )  # fmt: skip

    @volume.options
    def _volume_options(self, state):
        """The next volume of the thesis being written: a research card of yours in play, as
        long as the volumes left can still all be filled (no gap)."""
        p, (_, _, left, cited) = state.current, state.tasks[0]
        return [
            (card,)
            for card in sorted(state.played[p])
            if volumes_fillable(state, p, left - 1, cited, without=card)
        ]

    volume.check(listed_in(_volume_options, "volume"))

    @volume.label
    def _volume_label(self, card):
        return label("volume", card=research_name(card))

    @volume.effect
    def _volume(self, play, card):
        _, t, left, cited = pop(play.tasks)
        p = play.current
        mine = list(play.played[p])
        mine.remove(card)
        play.played[p] = tuple(mine)
        play.covered[p] = play.covered[p] + (card,)  # under the thesis, its symbol counts
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "research.thesis",
                Msg(M + "step-volume", seat=seat_name(p), card=research_name(card)),
            )
        self._next_volume(play, t, left - 1, cited)

    cite = Move(
        "choice", "cite {thesis}", tasks=("volume",), parts={"thesis": NUMBER},
        example="cite 0", checked_options=True,
    )  # fmt: skip

    @cite.options
    def _cite_options(self, state):
        """After the first volume, a thesis another player published fills as many volumes as
        it is worth (ruling thesis-citation), if the rest can still be filled."""
        p, (_, t, left, cited) = state.current, state.tasks[0]
        if left == D.theses[t][0]:
            return []
        return [
            (q,)
            for q in citable(state, p, cited)
            if citation_width(state, q) <= left
            and volumes_fillable(state, p, left - citation_width(state, q), cited | 1 << q)
        ]

    cite.check(listed_in(_cite_options, "cite"))

    @cite.label
    def _cite_label(self, q):
        return label("cite-any", thesis=thesis_name(q))

    def _cite_in_position(self, state, q):
        return label("cite", thesis=thesis_name(q), n=citation_width(state, q))

    @cite.effect
    def _cite(self, play, q):
        _, t, left, cited = pop(play.tasks)
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "research.thesis",
                Msg(M + "step-cite", seat=seat_name(play.current), thesis=thesis_name(q)),
            )
        self._next_volume(play, t, left - citation_width(play, q), cited | 1 << q)

    def _next_volume(self, play, t, left, cited):
        if left:
            push(play.tasks, ("volume", t, left, cited))
        else:
            fx.publish(play, play.current, t, cited)

    # ----- free elevations and transfer (o-inconsciente.insights.free) ---------------------------
    done = Move("choice", "done", tasks=("free",), checked_options=True)

    @done.options
    def _done_options(self, state):
        return [()]

    done.check(listed_in(_done_options, "done"))

    @done.label
    def _done_label(self):
        return label("done")

    @done.effect
    def _done(self, play):
        pop(play.tasks)

    # core: a task whose options two kinds share in one order (each insight's elevation, then
    # its transfers, then the next insight's): the core lists move by move, so the free
    # elevation and transfer are one Move whose verb is a part of its key. A Move option
    # ``group`` (one sort key shared by several moves) would let them be two.
    free = Move(
        "choice", "{verb} {section} {level}{target}{colour}", tasks=("free",),
        parts={"verb": FREE, "section": NUMBER, "level": NUMBER, "target": TARGET,
               "colour": COLOUR},
        example="lift 0 0", checked_options=True,
    )  # fmt: skip

    @free.options
    def _free_options(self, state):
        _, elevations, transfers = state.tasks[0]
        out = []
        for colour, s, lv in insights_on_disc(state, state.current):
            if elevations and lv + 1 < LEVELS:
                out.append(("lift", s, lv, None, colour))
            if transfers:
                out += [("shift", s, lv, t, colour) for t in neighbours(s)]
        return out

    @free.check
    def _free_check(self, state, verb, *parts):
        return None if (verb, *parts) in self._free_options(state) else self.refused(state, verb)

    @free.label
    def _free_label(self, verb, s, lv, t, colour):
        if verb == "lift":
            return label("lift", **insight_words(s, lv, colour))
        return label("shift", target=section_name(t), **insight_words(s, lv, colour))

    @free.effect
    def _free(self, play, verb, s, lv, t, colour):
        _, elevations, transfers = pop(play.tasks)
        p = play.current
        if verb == "lift":
            fx.move_insight(play, p, colour, s, lv, s, lv + 1)
            elevations -= 1
        else:
            fx.move_insight(play, p, colour, s, lv, t, lv)
            transfers -= 1
        if fx.explaining(play):  # a sentence only when explained
            play.step("insights.free", Msg(M + "step-free", seat=seat_name(p)), f"disc-{p}")
        if (elevations, transfers) != (0, 0):
            push(play.tasks, ("free", elevations, transfers))
