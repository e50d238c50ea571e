"""O Inconsciente's trades at any time of the player's own turn (o-inconsciente.anytime),
declared (see moves.py). The game's class lists them after each decision's own moves."""

from __future__ import annotations

from rules.core import Ruling
from rules.core.messages import Msg
from rules.core.moves import NUMBER, Move

from . import effects as fx
from .move_parts import COLOUR, KINDS, TARGET, TRADE, TRADE_TASKS, insight_words, label
from .names import M, R, seat_name, section_name
from .position import (
    COMMON,
    LEVELS,
    OWN,
    converting_allowed,
    disc_of,
    insights_on_disc,
    kept_disc_read,
    neighbours,
    set_choices,
    spends_the_thesis_insight,
)


class TradeMoves:
    """Sets for heart boxes, heart boxes for points, insights moved for coffee, ideas."""

    # ----- trades at any time of the player's turn (o-inconsciente.anytime) ----------------------
    # Declared last: in every decision of the player's turn they follow its own moves.
    def _trade_check(self, state, listed, parts, kinds=None):
        """Trades are the player's own turn's; then a trade is refused when the coffee, heart
        boxes or insights are short, or it would spend the insight of the player's colour a
        thesis being written needs."""
        if not converting_allowed(state):
            return Ruling(R + "anytime", Msg(M + "no-convert-now"))
        if parts in listed:
            return None
        if kinds is not None and spends_the_thesis_insight(state, kinds):
            return Ruling(R + "research.thesis", Msg(M + "no-convert-thesis"))
        return Ruling(R + "anytime", Msg(M + "no-convert"))

    def _trade_not_now(self, state):
        return Ruling(R + "anytime", Msg(M + "no-convert-now"))

    trade_set = Move(
        "convert", "set {kinds}", tasks=TRADE_TASKS, parts={"kinds": KINDS}, example="set ccc",
        checked_options=True,
    )  # fmt: skip

    @trade_set.options
    def _set_options(self, state):
        if not converting_allowed(state):
            return []
        return [(kinds,) for kinds in set_choices(state, state.current)]

    @trade_set.check
    def _set_check(self, state, kinds):
        return self._trade_check(state, self._set_options(state), (kinds,), kinds)

    trade_set.not_now(_trade_not_now)

    @trade_set.label
    def _set_label(self, kinds):
        return label("set", own=kinds.count("o"))

    @trade_set.effect
    def _set(self, play, kinds):
        p = play.current
        for s, letter in enumerate(kinds):
            colour = OWN if letter == "o" else COMMON
            disc = disc_of(play, p, colour)
            lv = next(lv for lv in range(LEVELS) if disc[s * LEVELS + lv])  # the lowest
            fx.spend_insight(play, p, colour, s, lv)
        play.hearts[p] += 1
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "anytime", Msg(M + "step-set", seat=seat_name(p), own=kinds.count("o")), f"disc-{p}"
            )

    cash = Move("convert", "cash", tasks=TRADE_TASKS, checked_options=True)

    @cash.options
    def _cash_options(self, state):
        return [()] if converting_allowed(state) and state.hearts[state.current] else []

    @cash.check
    def _cash_check(self, state):
        return self._trade_check(state, self._cash_options(state), ())

    cash.not_now(_trade_not_now)

    @cash.label
    def _cash_label(self):
        return label("cash")

    @cash.effect
    def _cash(self, play):
        p = play.current
        play.hearts[p] -= 1
        play.scores[p] += 2
        if fx.explaining(play):  # a sentence only when explained
            play.step("anytime", Msg(M + "step-cash", seat=seat_name(p)))

    # core: as with the free elevations, each insight's trades are listed together (suppress,
    # elevate, transfer to each neighbour): one Move whose verb is a part of its key.
    trade = Move(
        "convert", "{verb} {section} {level}{target}{colour}", tasks=TRADE_TASKS,
        parts={"verb": TRADE, "section": NUMBER, "level": NUMBER, "target": TARGET,
               "colour": COLOUR},
        example="suppress 0 0", checked_options=True,
    )  # fmt: skip

    @trade.options
    def _trade_options(self, state):
        """Suppress (1 coffee), elevate or transfer to a neighbour (2 coffee) each insight on
        the disc; an insight of the player's colour has no place off the disc (ruling
        suppress)."""
        if not converting_allowed(state):
            return []
        p = state.current
        # Kept by what it reads (position.py's ``kept_disc_read``): coffee counts only up to
        # the 2 a trade costs at most.
        coffee, remove = min(2, state.coffee[p]), state.ruling("suppress") == "remove"
        common, own = state.disc[p], state.own[p]
        key = ("trades", common, own, coffee, remove)
        return kept_disc_read(key, lambda: self._trades(state, p, coffee, remove))

    def _trades(self, state, p, coffee, remove):
        out = []
        for colour, s, lv in insights_on_disc(state, p):
            off = lv == 0 or remove
            if coffee >= 1 and not (colour == OWN and off):
                out.append(("suppress", s, lv, None, colour))
            if coffee >= 2:
                if lv + 1 < LEVELS:
                    out.append(("elevate", s, lv, None, colour))
                out += [("transfer", s, lv, t, colour) for t in neighbours(s)]
        return out

    @trade.check
    def _trade_move_check(self, state, *parts):
        return self._trade_check(state, self._trade_options(state), parts)

    trade.not_now(_trade_not_now)

    @trade.label
    def _trade_label(self, verb, s, lv, t, colour):
        if verb == "transfer":
            return label("transfer", target=section_name(t), **insight_words(s, lv, colour))
        return label(verb, **insight_words(s, lv, colour))

    @trade.effect
    def _trade(self, play, verb, s, lv, t, colour):
        p = play.current
        if verb == "suppress":
            play.coffee[p] -= 1
            if play.ruling("suppress") == "remove" or lv == 0:
                fx.spend_insight(play, p, colour, s, lv)
            else:
                fx.move_insight(play, p, colour, s, lv, s, lv - 1)
        else:
            play.coffee[p] -= 2
            to, level = (s, lv + 1) if verb == "elevate" else (t, lv)
            fx.move_insight(play, p, colour, s, lv, to, level)
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "anytime",
                Msg(M + "step-" + verb, seat=seat_name(p), section=section_name(s), own=colour),
                f"disc-{p}",
            )

    idea = Move("convert", "idea", tasks=TRADE_TASKS, checked_options=True)

    @idea.options
    def _idea_options(self, state):
        return [()] if converting_allowed(state) and state.coffee[state.current] >= 3 else []

    @idea.check
    def _idea_check(self, state):
        return self._trade_check(state, self._idea_options(state), ())

    idea.not_now(_trade_not_now)

    @idea.label
    def _idea_label(self):
        return label("idea")

    @idea.effect
    def _idea(self, play):
        p = play.current
        play.coffee[p] -= 3
        play.brilliant[p] += 1
        if fx.explaining(play):  # a sentence only when explained
            play.step("anytime", Msg(M + "step-idea", seat=seat_name(p)))
