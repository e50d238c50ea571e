"""O Inconsciente's moves as declarations (rules/core/moves.py): each kind of move once, with its
key, the tasks it answers, its options, one check, its effect and its label. A part of the
game's class (``OInconsciente`` in engine.py).

Each move's options are made by its rule (``checked_options``), and its check asks the same
options: a move is legal when its rule lists it, else it is refused naming that rule
(refusals.py), so the legal list and the why-not cannot drift apart. The trades allowed at any
time in the player's own turn are declared last: they follow each decision's own moves.
What the core does not do yet is kept in the game, marked ``# core:``.
"""

from __future__ import annotations

from collections import Counter

from rules.core import Ruling
from rules.core.flow import pop, push
from rules.core.messages import Msg
from rules.core.moves import NUMBER, Move, Part

from . import effects as fx
from .names import (
    M,
    R,
    client_name,
    effect_msg,
    grief_name,
    note_name,
    place_in,
    place_name,
    research_name,
    rondel_name,
    seat_name,
    section_name,
    thesis_name,
)
from .position import (
    COMMON,
    LEVELS,
    NOTE_COLUMNS,
    OWN,
    OWN_WORD,
    D,
    can_publish,
    citable,
    citation_width,
    converting_allowed,
    deck_of,
    disc_of,
    district_of,
    district_symbols,
    insights_on_disc,
    neighbours,
    note_cost,
    note_spaces,
    set_choices,
    space_action,
    spends_the_thesis_insight,
    treatable,
    volumes_fillable,
)

_N = NUMBER.pattern


#: Pieces declared onto the table: ``i3`` an idea on space 3, ``b5`` a Brilliant Idea on 5.
PIECES = Part(
    rf"[ib](?:{_N})(?: [ib](?:{_N}))*",
    lambda game, text: tuple((token[0], int(token[1:])) for token in text.split()),
    lambda pieces: " ".join(f"{letter}{i}" for letter, i in pieces),
)
#: The office's clients treated: one slot, or both.
SLOTS = Part(
    rf"(?:{_N})(?: (?:{_N}))*",
    lambda game, text: tuple(int(x) for x in text.split()),
    lambda slots: " ".join(map(str, slots)),
)
WHO = Part("prof|freud")
#: Brilliant Ideas spent on a move: written only when there are any (" 2").
BRIGHT = Part(
    rf"(?: (?:{_N}))?",
    lambda game, text: int(text) if text else 0,
    lambda bright: f" {bright}" if bright else "",
)
#: The section an insight goes to, written only by the moves that take it (" 2").
TARGET = Part(
    rf"(?: (?:{_N}))?",
    lambda game, text: int(text) if text else None,
    lambda target: "" if target is None else f" {target}",
)
#: An insight of the player's colour is named " own"; a common one nothing.
COLOUR = Part(
    "(?: own)?", lambda game, text: OWN if text else COMMON, lambda colour: OWN_WORD[colour]
)
#: A set traded: a letter per section, c for a common insight, o for one of the player's colour.
KINDS = Part(f"[co]{{{len(D.insight_sections)}}}")
FREE = Part("lift|shift")
TRADE = Part("suppress|elevate|transfer")

#: The tasks whose decision ends in the same player's trades (converting_allowed says when).
TRADE_TASKS = (
    "turn", "resolve", "swap", "play", "volume", "free", "ink", "column", "track", "bonus",
    "hearts", "pick-client", "manifest",
)  # fmt: skip
SKIP_TASKS = ("pick-client", "manifest", "resolve", "play", "column", "bonus")


def listed_in(options, word):
    """The check of a move whose rule makes its options: legal when that rule lists it, else
    refused under the rule of its own (``word``) or what is due."""

    def check(self, state, *parts):
        return None if parts in options(self, state) else self.refused(state, word)

    return check


def label(name, **params):
    return Msg(M + "label-" + name, **params)


def _insight_words(section, level, colour):
    return {"section": section_name(section), "level": level, "own": colour}


def _end_of_turn_action(play):
    """What every action of the turn leaves after it: the heart boxes, then the turn's end."""
    play.tasks.append(("hearts",))


class OInconscienteMoves:
    """The moves of O Inconsciente, declared (the game's class inherits them)."""

    # ----- setup (o-inconsciente.setup.*) -------------------------------------------------------
    row = Move(
        "setup", "row {row} {tile}", tasks=("start-row",), parts={"row": NUMBER, "tile": NUMBER},
        example="row 0 1", checked_options=True,
    )  # fmt: skip

    @row.options
    def _row_options(self, state):
        tiles = D.offices[state.office_card[state.tasks[0][1]]][1]
        return [(r, k) for k in range(len(tiles)) for r in range(3)]

    row.check(listed_in(_row_options, "row"))

    @row.label
    def _row_label(self, r, k):
        return label("start-row-any", row=r + 1, tile=k + 1)

    def _row_in_position(self, state, r, k):
        tile = D.offices[state.office_card[state.tasks[0][1]]][1][k]
        return label("start-row", row=r + 1, tile=note_name(tile))

    @row.effect
    def _start_row(self, play, row, k):
        seat = pop(play.tasks)[1]
        place, tiles = D.offices[play.office_card[seat]]
        book = list(play.notebook[seat])
        book[row * 3] = tiles[k]
        play.notebook[seat] = tuple(book)
        play.prof[seat] = place
        play.step(
            "setup.start-notes",
            Msg(M + "step-start-row", seat=seat_name(seat), row=row + 1, place=place_in(place)),
            f"note-{seat}-{row * 3}",
            f"place-{place}",
        )

    start = Move(
        "setup", "start {i}", tasks=("start-client",), parts={"i": NUMBER}, example="start 0",
        checked_options=True,
    )  # fmt: skip

    @start.options
    def _start_options(self, state):
        return [(i,) for i in range(len(state.start_pool))]

    start.check(listed_in(_start_options, "start"))

    @start.label
    def _start_label(self, i):
        return label("start-any", n=i + 1)

    def _start_in_position(self, state, i):
        return label("start", client=client_name(state.start_pool[i][0]))

    @start.effect
    def _start_client(self, play, i):
        seat = pop(play.tasks)[1]
        client, grief = play.start_pool[i]
        pool = list(play.start_pool)
        del pool[i]
        play.start_pool = tuple(pool)
        play.office[seat] = ((client, grief, -1, -1, 0), play.office[seat][1])
        play.step(
            "setup.start-clients",
            Msg(M + "step-start-client", seat=seat_name(seat), client=client_name(client)),
            f"office-{seat}-0",
        )
        if seat == 0:  # the last to choose: what is left goes back (setup step 13)
            play.routine_bottom = play.routine_bottom + tuple(c for c, _ in play.start_pool)
            play.grief_out = (*play.grief_out, *(g for _, g in play.start_pool))
            play.start_pool = ()
            play.step("setup.start-clients", Msg(M + "step-leftovers"))

    # ----- the office's refill (o-inconsciente.office.refill) -----------------------------------
    client = Move(
        "setup", "client {i}", tasks=("pick-client",), parts={"i": NUMBER}, example="client 0",
        checked_options=True,
    )  # fmt: skip

    @client.options
    def _client_options(self, state):
        return [(i,) for i, (c, _) in enumerate(state.client_display) if c >= 0]

    client.check(listed_in(_client_options, "client"))

    @client.label
    def _client_label(self, i):
        return label("client-any", n=i + 1)

    def _client_in_position(self, state, i):
        return label("client", client=client_name(state.client_display[i][0]))

    @client.effect
    def _pick_client(self, play, i):
        _, seat, slot = pop(play.tasks)
        client, grief = play.client_display[i]
        fx.set_slot(play, seat, slot, (client, grief, -1, -1, 0))
        play.client_display[i] = (-1, -1)
        deck = "routine" if i < 2 else "study"
        push(
            play.tasks,
            ("draw", "latent", seat, slot),
            ("manifest", seat, slot),
            ("marker", seat, slot),
            *fx.refill_display_tasks(play, i, deck),
        )
        play.step(
            "office.refill",
            Msg(
                M + "step-client",
                seat=seat_name(seat),
                client=client_name(client),
                grief=grief_name(grief),
            ),
            f"office-{seat}-{slot}",
        )

    manifest = Move(
        "setup", "manifest {i}", tasks=("manifest",), parts={"i": NUMBER}, example="manifest 0",
        checked_options=True,
    )  # fmt: skip

    @manifest.options
    def _manifest_options(self, state):
        return [(i,) for i, m in enumerate(state.manifest_display) if m >= 0]

    manifest.check(listed_in(_manifest_options, "manifest"))

    @manifest.label
    def _manifest_label(self, i):
        return label("manifest", n=i + 1)

    @manifest.effect
    def _manifest(self, play, i):
        _, seat, slot = pop(play.tasks)
        c, g, lat, _, mark = play.office[seat][slot]
        fx.set_slot(play, seat, slot, (c, g, lat, play.manifest_display[i], mark))
        play.manifest_display[i] = -1
        if play.manifest_deck:
            push(play.tasks, ("draw", "manifest", i))
        play.step(
            "office.refill",
            Msg(M + "step-manifest", seat=seat_name(seat), n=i + 1),
            f"office-{seat}-{slot}",
        )

    manifest_deck = Move("setup", "manifest deck", tasks=("manifest",), checked_options=True)

    @manifest_deck.options
    def _manifest_deck_options(self, state):
        return [()] if state.manifest_deck else []

    manifest_deck.check(listed_in(_manifest_deck_options, "manifest"))

    @manifest_deck.label
    def _manifest_deck_label(self):
        return label("manifest-deck")

    @manifest_deck.effect
    def _manifest_from_deck(self, play):
        _, seat, slot = pop(play.tasks)
        push(play.tasks, ("draw", "office-manifest", seat, slot))

    # ----- chance: every card drawn --------------------------------------------------------------
    draw = Move(
        "chance", "draw {card}", tasks=("draw",), parts={"card": NUMBER}, example="draw 0",
        checked_options=True,
    )  # fmt: skip

    @draw.options
    def _draw_options(self, state):
        return [(card,) for card in sorted(set(deck_of(state, state.tasks[0])))]

    draw.check(listed_in(_draw_options, "draw"))

    @draw.label
    def _draw_label(self, card):
        return label("draw-any")

    def _draw_in_position(self, state, card):
        return label("draw", deck=Msg(M + "deck-" + state.tasks[0][1]))

    @draw.effect
    def _draw(self, play, card):
        task = pop(play.tasks)
        fx.draw_card(play, task, task[1], card)

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
        mine = {space_action(i) for i, v in enumerate(table) if v >= 0 and v // 2 == p}
        have = [letter for letter, n in (("i", state.ideas[p]), ("b", state.brilliant[p])) if n]
        return [
            (letter, i)
            for i, v in enumerate(table)
            if v == -1 and space_action(i) not in mine
            for letter in have
        ]

    @declare.options
    def _declare_options(self, state):
        """One piece, or two on spaces of different actions, as long as the pieces last."""
        p = state.current
        singles = self._singles(state)
        out = [((piece,),) for piece in singles]
        for a, (la, ia) in enumerate(singles):
            for lb, ib in singles[a + 1 :]:
                if ia == ib or space_action(ia) == space_action(ib):
                    continue
                need = Counter((la, lb))
                if need["i"] > state.ideas[p] or need["b"] > state.brilliant[p]:
                    continue
                out.append((((la, ia), (lb, ib)),))
        return out

    declare.check(listed_in(_declare_options, "declare"))

    @declare.label
    def _declare_label(self, pieces):
        names = tuple(Msg(M + "action-" + space_action(i)) for _, i in pieces)
        bright = sum(1 for letter, _ in pieces if letter == "b")
        return label("declare", actions=names, bright=bright)

    @declare.effect
    def _declare(self, play, pieces):
        pop(play.tasks)
        fx.declare(play, play.current, pieces)
        _end_of_turn_action(play)

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
        _end_of_turn_action(play)

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
        _end_of_turn_action(play)

    rest = Move("turn", "rest", tasks=("turn",), checked_options=True)

    @rest.options
    def _rest_options(self, state):
        """Only when the turn has nothing else: no piece to declare, none to recover, no
        client to treat."""
        if self._singles(state) or self._recover_options(state) or self._treat_options(state):
            return []
        return [()]

    rest.check(listed_in(_rest_options, "rest"))

    @rest.label
    def _rest_label(self):
        return label("rest")

    @rest.effect
    def _rest(self, play):
        pop(play.tasks)
        play.step("turn", Msg(M + "step-rest", seat=seat_name(play.current)))
        _end_of_turn_action(play)

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
            play.step("research.gain", Msg(M + "step-research", seat=seat_name(p)))
        else:
            push(play.tasks, ("swap",), ("play",))
            play.step("ruling.empty-research", Msg(M + "step-research-empty", seat=seat_name(p)))

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
        play.step(
            "research.thesis", Msg(M + "step-volume", seat=seat_name(p), card=research_name(card))
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
            return label("lift", **_insight_words(s, lv, colour))
        return label("shift", target=section_name(t), **_insight_words(s, lv, colour))

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
        play.step("insights.free", Msg(M + "step-free", seat=seat_name(p)), f"disc-{p}")
        if (elevations, transfers) != (0, 0):
            push(play.tasks, ("free", elevations, transfers))

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
        play.step(
            "declare.inkwell",
            Msg(M + "step-ink", seat=seat_name(p), n=moved, spent=spent, space=rondel_name(end)),
            f"rondel-{p}-{end}",
        )
        for _ in range(laps):
            if play.locked[p]:
                play.locked[p] -= 1
                play.ideas[p] += 1
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
        if pop(play.tasks)[0] == "resolve":
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
        play.step(
            "end-of-turn.hearts",
            Msg(M + "step-heart", seat=seat_name(p), slot=slot + 1),
            f"office-{p}-{slot}",
        )
        fx.therapy(play, p, slot, 1)

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
        coffee, remove = state.coffee[p], state.ruling("suppress") == "remove"
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
            return label("transfer", target=section_name(t), **_insight_words(s, lv, colour))
        return label(verb, **_insight_words(s, lv, colour))

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
        play.step("anytime", Msg(M + "step-idea", seat=seat_name(p)))

    # core: some labels read the position (the starting tile of the seat's office card, the
    # client in a display space, the actions below Freud's marker, a citation's width under a
    # ruling, the deck a card is drawn from): a Move's ``label`` has no state, so the legal
    # list relabels these moves (``label(game, state, *parts)``, made once per position, would
    # do). Read without a position, their labels say what the key alone says.
    position_labels = {  # noqa: RUF012 - read-only class data
        row: _row_in_position,
        start: _start_in_position,
        client: _client_in_position,
        track: _track_in_position,
        cite: _cite_in_position,
        draw: _draw_in_position,
    }
