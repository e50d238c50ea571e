"""The rules of O Inconsciente (seed 004_fc33a979d5319c30.txt, Portuguese), in Portuguese and
English. Every rule names its rulebook section (prefix ``o-inconsciente.``); every sentence is
a message of messages/pt.ftl and en.ftl. Boards and cards are the example data of data.toml.

The turn is the core's turn flow (state.FLOW): a turn's choices are tasks pushed in front
(each piece's action, the inkwell, the rondel, the bonus, heart boxes, refilling the office);
every draw from a deck is an explicit chance node. The at-any-time conversions are legal in
every decision of the player whose turn it is, also in the middle of an action.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from rules.core import CHANCE, Action, Game, GameInfo, Result, Rulebook, Ruling, RulingOption
from rules.core import chance as ch
from rules.core.flow import pop, push, turn_order
from rules.core.messages import Msg, catalogue_for, render
from rules.core.scenarios import load_scenarios
from rules.core.tutorials import load_tutorial
from rules.core.types import Step, Transition
from rules.core.working import working_copy

from . import codec, laws, teaching
from .data import effect_parts, load
from .describe import describe_text
from .state import BLOCKED_SLOT, EMPTY_SLOT, EVERYONE, FLOW, OState

SLUG = "o-inconsciente"
R = "o-inconsciente."
M = "o-inconsciente-"
D = load()
LANGUAGES = ("pt", "en")
CATALOGUE = catalogue_for(__file__, LANGUAGES)
LISTS = [
    "own_spent",
    "scores",
    "coffee",
    "hearts",
    "brilliant",
    "rep",
    "own",
    "ideas",
    "locked",
    "inkwell",
    "prof",
    "table",
    "disc",
    "centre",
    "notebook",
    "nine",
    "lines",
    "note_display",
    "client_display",
    "manifest_display",
    "office",
    "cured",
    "hand",
    "played",
    "covered",
    "research_display",
    "published",
    "goals_won",
    "district_left",
    "loc_bonus",
    "dist_bonus",
    "tasks",
]
Play = working_copy(
    OState, lists=LISTS, constants=("players", "seed", "rulings", "viewer"), rule_prefix=R
)
SECTIONS = len(D.insight_sections)
LEVELS = D.insight_levels
ROWS, COLS = len(D.table_actions), len(D.table_actions[0])
DECKS = ("grief", "latent", "manifest", "research", "note", "routine", "study", "office-manifest")
CONVERT_TASKS = {
    "turn",
    "resolve",
    "swap",
    "play",
    "volume",
    "free",
    "ink",
    "column",
    "track",
    "bonus",
    "hearts",
}


def ruling_option(name, default, choices):
    """A ruling whose title and readings are messages, so Setup reads them in its language."""
    labels = tuple(Msg(M + f"reading-{name}-{choice}") for choice in choices)
    return RulingOption(
        name, Msg(M + "ruling-" + name), R + "ruling." + name, default, choices, labels=labels
    )


RULINGS = (
    ruling_option("starting-resources", "example", ("example", "none")),
    ruling_option("generate", "minor-insight", ("minor-insight", "nothing")),
    ruling_option("suppress", "lower", ("lower", "remove")),
    ruling_option("dream-insights", "spend", ("spend", "keep")),
    ruling_option("ink-value", "max", ("max", "sum")),
    ruling_option("district-ladder", "one-two-three", ("one-two-three", "two-three")),
    ruling_option("track-ties", "stack", ("stack", "share", "nobody")),
    ruling_option("own-insights", "line-complete", ("line-complete", "from-start")),
    ruling_option("win-ties", "shared", ("shared", "coffee")),
    ruling_option("thesis-citation", "one-volume", ("one-volume", "its-size")),
    ruling_option("empty-research", "hand", ("hand", "closed")),
)


def eff(kind, amount):
    return Msg(M + "effect", kind=kind, n=amount)


class OInconsciente(Game):
    hidden_information = True
    turn_rule = R + "turn"
    # Titles of the kinds of action and the chance button: messages, read in the dashboard's
    # language.
    action_kinds = {  # noqa: RUF012 - read-only class data
        kind: Msg(M + "kind-" + kind) for kind in ("setup", "turn", "choice", "convert", "chance")
    }
    chance_label = Msg(M + "chance-label")

    def __init__(self) -> None:
        super().__init__()
        self.info = GameInfo(
            slug=SLUG,
            title="O Inconsciente",
            players=(2, 4),
            seed_file="004_fc33a979d5319c30.txt",
            pitch=Msg(M + "pitch"),
            rulings=RULINGS,
            languages=LANGUAGES,
        )
        self.rulebook = Rulebook.load(Path(__file__).with_name("rulebook.toml"))
        from .bots import HeuristicBot

        self.bots = {"heuristic": HeuristicBot}

    # ----- setup ------------------------------------------------------------------------
    def _setup(self, players, seed, variants, rulings):
        draws = 0
        n = players
        note_count = {2: 12, 3: 15, 4: 18}[n]
        lvl1 = [i for i, t in enumerate(D.notes) if t[0] == 1]
        lvl2 = [i for i, t in enumerate(D.notes) if t[0] == 2]
        pile1, draws = ch.shuffle(seed, draws, lvl1)
        pile2, draws = ch.shuffle(seed, draws, lvl2)
        pile1, pile2 = pile1[:note_count], pile2[:note_count]
        # Steps 7-9: each level's pile lies with its top seen (column 1); two of its tiles are
        # turned up into that level's other two columns.
        display = [pile.pop() for pile in (pile1, pile1, pile1, pile2, pile2, pile2)]
        routine = [i for i, c in enumerate(D.clients) if c[0] == "routine"]
        study = [i for i, c in enumerate(D.clients) if c[0] == "study"]
        routine, draws = ch.shuffle(seed, draws, routine)
        study, draws = ch.shuffle(seed, draws, study)
        griefs, draws = ch.shuffle(seed, draws, list(range(len(D.griefs))))
        manifest, draws = ch.shuffle(seed, draws, list(range(len(D.manifest))))
        research, draws = ch.shuffle(seed, draws, list(range(len(D.research))))
        offices, draws = ch.shuffle(seed, draws, list(range(len(D.offices))))
        goal = ch.pick(seed, draws, [1] * len(D.goals))
        draws += 1
        client_display = (routine.pop(), routine.pop(), study.pop(), study.pop())
        start_pool = tuple((routine.pop(), griefs.pop()) for _ in range(n + 1))
        display_griefs = tuple(griefs.pop() for _ in range(4))  # a grief on each shown client
        blocked = blocked_spaces(n)
        extra = rulings["starting-resources"] == "example"
        office_cards = offices[:n]
        reverse = tuple(reversed(turn_order(0, n)))
        # Setup step 9 goes counter-clockwise from the first player, step 12 in reverse turn order.
        tasks = [("start-row", seat) for seat in (0, *reversed(range(1, n)))]
        for seat in reverse:
            tasks += [
                ("start-client", seat),
                ("draw", "latent", seat, 0),
                ("manifest", seat, 0),
                ("marker", seat, 0),
            ]
        tasks.append(("turn",))
        state = OState(
            players=n,
            seed=seed,
            rulings=tuple(sorted(rulings.items())),
            draws=draws,
            viewer=EVERYONE,
            tasks=tuple(tasks),
            current=0,
            first=0,
            round=1,
            final_round=-1,
            scores=tuple(D.starting_points[s] if extra else 0 for s in range(n)),
            coffee=tuple(4 + (D.starting_coffee[s] if extra else 0) for s in range(n)),
            hearts=(0,) * n,
            brilliant=(0,) * n,
            rep=(0,) * n,
            rep_stack=reverse,  # setup step 6: reverse turn order, the first player on top
            own=(start_own(rulings["own-insights"] == "from-start"),) * n,
            own_spent=(0,) * n,
            ideas=(3,) * n,
            locked=(3,) * n,
            inkwell=(0,) * n,
            prof=tuple(D.offices[c][0] for c in office_cards),
            freud_rep=1,
            freud_loc=goal % 6,
            table=tuple(-2 if i in blocked else -1 for i in range(ROWS * COLS)),
            disc=((0,) * (SECTIONS * LEVELS),) * n,
            centre=(7,) * n,
            office_card=tuple(office_cards),
            notebook=((-1,) * 9,) * n,
            lines=((0,) * 6,) * n,
            nine=(0,) * n,
            note_display=tuple(display),
            note_piles=(tuple(sorted(pile1)), tuple(sorted(pile2))),
            notes_out=(),
            client_display=tuple(zip(client_display, display_griefs, strict=True)),
            client_decks=(tuple(sorted(routine)), tuple(sorted(study))),
            routine_bottom=(),
            grief_deck=tuple(sorted(griefs)),
            grief_out=(),
            latent_deck=tuple(range(len(D.latent))),
            manifest_deck=tuple(sorted(manifest[4:])),
            manifest_display=tuple(manifest[:4]),
            office=((EMPTY_SLOT, BLOCKED_SLOT),) * n,
            cured=((),) * n,
            hand=((),) * n,
            played=((),) * n,
            covered=((),) * n,
            research_display=tuple(research[:2]),
            research_deck=tuple(sorted(research[2:])),
            theses_left=tuple(range(len(D.theses))),
            published=((),) * n,
            goals_left=tuple(range(len(D.goals))),
            goals_won=((),) * n,
            district_left=(D.district_tokens,) * len(D.districts),
            loc_bonus=((-1,) * 3,) * 6,
            dist_bonus=((-1,) * 3,) * len(D.districts),
            treated=(),
            start_pool=start_pool,
        )
        return state

    # ----- legal actions ----------------------------------------------------------------
    def _legal(self, state):
        if not state.tasks:
            return []
        task = state.tasks[0]
        kind = task[0]
        if kind == "draw":
            return [a for a, _ in self.chance_outcomes(state)]
        actions = list(getattr(self, "_legal_" + kind.replace("-", "_"))(state, task))
        if converting_allowed(state):
            actions += conversions(state, state.current)
        return actions

    def _legal_start_row(self, state, task):
        """One of the three tiles with the office card's glyph, onto the first space of a
        row (setup step 9)."""
        tiles = D.offices[state.office_card[task[1]]][1]
        return [
            act(f"row {r} {k}", "start-row", row=r + 1, tile=note_name(tile))
            for k, tile in enumerate(tiles)
            for r in range(3)
        ]

    def _do_start_row(self, play, task, key):
        pop(play.tasks)
        seat, row, k = task[1], *map(int, key.split()[1:])
        place, tiles = D.offices[play.office_card[seat]]
        tile = tiles[k]
        book = list(play.notebook[seat])
        book[row * 3] = tile
        play.notebook[seat] = tuple(book)
        play.prof[seat] = place
        play.step(
            "setup.start-notes",
            Msg(M + "step-start-row", seat=seat_name(seat), row=row + 1, place=place_in(place)),
            f"note-{seat}-{row * 3}",
            f"place-{place}",
        )

    def _legal_start_client(self, state, task):
        return [
            act(f"start {i}", "start", client=client_name(c))
            for i, (c, _) in enumerate(state.start_pool)
        ]

    def _legal_pick_client(self, state, task):
        out = [
            act(f"client {i}", "client", client=client_name(c))
            for i, (c, _) in enumerate(state.client_display)
            if c >= 0
        ]
        return out or [act("skip", "skip")]  # the display ran out meanwhile

    def _legal_manifest(self, state, task):
        out = [
            act(f"manifest {i}", "manifest", n=i + 1)
            for i, m in enumerate(state.manifest_display)
            if m >= 0
        ]
        if state.manifest_deck:
            out.append(act("manifest deck", "manifest-deck"))
        return out or [act("skip", "skip")]

    def _legal_turn(self, state, task):
        p = state.current
        out = []
        free = [i for i, v in enumerate(state.table) if v == -1]
        mine = {
            D.table_actions[i // COLS][i % COLS]
            for i, v in enumerate(state.table)
            if v >= 0 and v // 2 == p
        }
        pieces = [("i", state.ideas[p]), ("b", state.brilliant[p])]
        singles = []
        for i in free:
            action = space_action(i)
            if action in mine:
                continue
            for letter, have in pieces:
                if have:
                    singles.append((letter, i))
        for letter, i in singles:
            out.append(declare_action((letter, i)))
        for a in range(len(singles)):
            for b in range(a + 1, len(singles)):
                (la, ia), (lb, ib) = singles[a], singles[b]
                if ia == ib or space_action(ia) == space_action(ib):
                    continue
                need = Counter((la, lb))
                if need["i"] > state.ideas[p] or need["b"] > state.brilliant[p]:
                    continue
                out.append(declare_action(singles[a], singles[b]))
        if any(v >= 0 and v // 2 == p for v in state.table):
            out.append(act("recover", "recover"))
        ready = [s for s in range(2) if treatable(state, p, s)]
        for s in ready:
            out.append(act(f"treat {s}", "treat", slot=s + 1))
        if len(ready) == 2:
            out.append(act("treat 0 1", "treat-both"))
        if not out:
            out.append(act("rest", "rest"))
        return out

    def _legal_resolve(self, state, task):
        action, p = task[1], state.current
        out = getattr(self, "_options_" + action)(state, p)
        return [*out, act("skip", "skip")]

    def _options_notes(self, state, p):
        out = []
        for slot, tile in enumerate(state.note_display):
            if tile < 0 or state.coffee[p] < note_cost(slot):
                continue
            for space in note_spaces(state, p):
                out.append(
                    act(
                        f"note {slot} {space}",
                        "note",
                        level=slot // NOTE_COLUMNS + 1,
                        slot=slot % NOTE_COLUMNS + 1,
                        row=space // 3 + 1,
                        col=space % 3 + 1,
                    )
                )
        return out

    def _options_research(self, state, p):
        """Open while there is a card to draw, or (ruling empty-research) a hand card to
        swap with the display or to play."""
        if state.research_deck or (state.hand[p] and state.ruling("empty-research") == "hand"):
            return [act("research", "research")]
        return []

    def _options_thesis(self, state, p):
        """One thesis of each size still in the display, if its volumes can all be filled."""
        sizes = {D.theses[t][0] for t in state.theses_left}
        shown = sorted(min(t for t in state.theses_left if D.theses[t][0] == v) for v in sizes)
        return [
            act(f"thesis {t}", "thesis", volumes=D.theses[t][0], points=D.theses[t][1])
            for t in shown
            if can_publish(state, p, t)
        ]

    def _options_insight(self, state, p):
        if not state.centre[p]:
            return []
        return [act(f"minor {s}", "minor", section=section_name(s)) for s in range(SECTIONS)]

    def _options_move(self, state, p):
        """Professor 1-2 locations on or straight to Freud, or Freud 1-3; each Brilliant Idea
        spent adds two uses of the location's effect, up to five."""
        targets = {("prof", (state.prof[p] + step) % 6) for step in (1, 2)}
        targets.add(("prof", state.freud_loc))
        targets |= {("freud", (state.freud_loc + step) % 6) for step in (1, 2, 3)}
        out = []
        for who, loc in sorted(targets):
            for bright in range(min(2, state.brilliant[p]) + 1):
                key = f"move {who} {loc}" + (f" {bright}" if bright else "")
                out.append(act(key, "move-" + who, place=place_name(loc), bright=bright))
        return out

    def _legal_swap(self, state, task):
        p = state.current
        out = [act("keep", "keep")]
        for h in sorted(set(state.hand[p])):
            for d, card in enumerate(state.research_display):
                if card >= 0:
                    out.append(act(f"swap {h} {d}", "swap", card=research_name(h), n=d + 1))
        return out

    def _legal_play(self, state, task):
        p = state.current
        return [
            act(f"play {h}", "play", card=research_name(h)) for h in sorted(set(state.hand[p]))
        ] + [act("skip", "skip")]

    def _legal_volume(self, state, task):
        """The next volume of the thesis being written: the leftmost one a research card of
        yours in play; each later one another card of yours in play or a thesis another
        player published, as long as the volumes left can still all be filled (no gap)."""
        p, t, left, cited = state.current, task[1], task[2], task[3]
        first = left == D.theses[t][0]
        out = []
        for card in sorted(state.played[p]):
            if volumes_fillable(state, p, left - 1, cited, without=card):
                out.append(act(f"volume {card}", "volume", card=research_name(card)))
        if first:
            return out
        for q in citable(state, p, cited):
            width = citation_width(state, q)
            if width <= left and volumes_fillable(state, p, left - width, cited | 1 << q):
                out.append(act(f"cite {q}", "cite", thesis=thesis_name(q), n=width))
        return out

    def _legal_free(self, state, task):
        p, elevations, transfers = state.current, task[1], task[2]
        out = [act("done", "done")]
        for colour, s, lv in insights_on_disc(state, p):
            words = dict(section=section_name(s), level=lv, own=colour)
            if elevations and lv + 1 < LEVELS:
                out.append(act(f"lift {s} {lv}" + OWN_WORD[colour], "lift", **words))
            if transfers:
                for t in neighbours(s):
                    key = f"shift {s} {lv} {t}" + OWN_WORD[colour]
                    out.append(act(key, "shift", target=section_name(t), **words))
        return out

    def _legal_ink(self, state, task):
        p, value = state.current, task[1]
        b = state.brilliant[p]
        return [act(f"ink {m}", "ink", n=m) for m in range(max(1, value - b), value + b + 1)]

    def _legal_column(self, state, task):
        p = state.current
        return [act(f"column {c}", "column", col=c + 1) for c in range(3 - state.locked[p])] + [
            act("skip", "skip")
        ]

    def _legal_track(self, state, task):
        return [
            act(f"track {i}", "track", effect=effect_msg(e))
            for i, e in enumerate(D.track_actions[state.freud_rep])
        ]

    def _legal_bonus(self, state, task):
        p = state.current
        out = []
        for loc in sorted({state.prof[p], state.freud_loc}):
            d = district_of(loc)
            if not state.district_left[d]:
                continue
            for i, owner in enumerate(state.loc_bonus[loc]):
                if owner < 0:
                    out.append(
                        act(
                            f"bonus {loc} {i}",
                            "bonus",
                            place=place_in(loc),
                            effect=effect_msg(D.location_bonuses[loc][i]),
                        )
                    )
            symbols = district_symbols(state, p, d)
            for i, owner in enumerate(state.dist_bonus[d]):
                if owner < 0 and symbols >= D.district_bonus_needs[i] and any(state.own[p]):
                    out.append(
                        act(
                            f"district {d} {i}",
                            "district",
                            d=d + 1,
                            effect=effect_msg(D.district_bonus_effects[i]),
                        )
                    )
        return sorted(set(out), key=lambda a: a.key) or [act("skip", "skip")]

    def _legal_hearts(self, state, task):
        p = state.current
        out = [act("end", "end")]
        if state.hearts[p]:
            out += [
                act(f"heart {s}", "heart", slot=s + 1)
                for s in range(2)
                if state.office[p][s][0] >= 0
            ]
        return out

    # ----- apply -------------------------------------------------------------------------
    def _apply(self, state, action, explain):
        play = Play(state, explain)
        key = action.key
        task = play.tasks[0]
        word = key.split()[0]
        if word in CONVERT_WORDS:
            convert(play, key)
        else:
            handler = getattr(self, "_do_" + task[0].replace("-", "_"))
            handler(play, task, key)
        settle(play)
        return Transition(play.freeze(), tuple(play.log or ()))

    def _do_draw(self, play, task, key):
        pop(play.tasks)
        deck, card = task[1], int(key.split()[1])
        draw_card(play, task, deck, card)

    def _do_start_client(self, play, task, key):
        pop(play.tasks)
        seat, i = task[1], int(key.split()[1])
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

    def _do_pick_client(self, play, task, key):
        pop(play.tasks)
        if key == "skip":
            return
        seat, slot, i = task[1], task[2], int(key.split()[1])
        client, grief = play.client_display[i]
        set_slot(play, seat, slot, (client, grief, -1, -1, 0))
        disp = list(play.client_display)
        disp[i] = (-1, -1)
        play.client_display = disp
        deck = "routine" if i < 2 else "study"
        push(
            play.tasks,
            ("draw", "latent", seat, slot),
            ("manifest", seat, slot),
            ("marker", seat, slot),
            *refill_display_tasks(play, i, deck),
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

    def _do_manifest(self, play, task, key):
        pop(play.tasks)
        if key == "skip":
            return
        seat, slot, which = task[1], task[2], key.split()[1]
        if which == "deck":
            push(play.tasks, ("draw", "office-manifest", seat, slot))
            return
        i = int(which)
        card = play.manifest_display[i]
        c, g, lat, _, mark = play.office[seat][slot]
        set_slot(play, seat, slot, (c, g, lat, card, mark))
        play.manifest_display[i] = -1
        if play.manifest_deck:
            push(play.tasks, ("draw", "manifest", i))
        play.step(
            "office.refill",
            Msg(M + "step-manifest", seat=seat_name(seat), n=i + 1),
            f"office-{seat}-{slot}",
        )

    def _do_turn(self, play, task, key):
        pop(play.tasks)
        p = play.current
        word = key.split()[0]
        if word == "declare":
            declare(play, p, key.split()[1:])
        elif word == "recover":
            recover(play, p)
        elif word == "treat":
            for s in key.split()[1:]:
                treat(play, p, int(s))
        else:
            play.step("turn", Msg(M + "step-rest", seat=seat_name(p)))
        play.tasks.append(("hearts",))  # heart boxes come after everything the action asked

    def _do_resolve(self, play, task, key):
        pop(play.tasks)
        p = play.current
        parts = key.split()
        if parts[0] == "skip":
            play.step("declare.resolve", Msg(M + "step-skip", seat=seat_name(p)))
        elif parts[0] == "note":
            take_note(play, p, int(parts[1]), int(parts[2]))
        elif parts[0] == "research":
            if play.research_deck:
                push(play.tasks, ("draw", "research", p, 0), ("swap",), ("play",))
                play.step("research.gain", Msg(M + "step-research", seat=seat_name(p)))
            else:
                push(play.tasks, ("swap",), ("play",))
                play.step(
                    "ruling.empty-research", Msg(M + "step-research-empty", seat=seat_name(p))
                )
        elif parts[0] == "thesis":
            t = int(parts[1])
            push(play.tasks, ("volume", t, D.theses[t][0], 0))
            play.step(
                "research.thesis",
                Msg(M + "step-thesis-chosen", seat=seat_name(p), volumes=D.theses[t][0]),
            )
        elif parts[0] == "minor":
            minor_insight(play, p, int(parts[1]), "insights.minor")
            push(play.tasks, ("free", 2, 1))
        elif parts[0] == "move":
            move_figure(play, p, parts[1], int(parts[2]), int(parts[3]) if len(parts) > 3 else 0)

    def _do_swap(self, play, task, key):
        pop(play.tasks)
        p, parts = play.current, key.split()
        if parts[0] == "swap":
            h, d = int(parts[1]), int(parts[2])
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

    def _do_play(self, play, task, key):
        pop(play.tasks)
        p, parts = play.current, key.split()
        if parts[0] == "play":
            card = int(parts[1])
            hand = list(play.hand[p])
            hand.remove(card)
            play.hand[p] = tuple(hand)
            play.played[p] = play.played[p] + (card,)
            play.step(
                "research.play", Msg(M + "step-play", seat=seat_name(p), card=research_name(card))
            )
            gain(play, p, D.research[card][1], "research.play")

    def _do_volume(self, play, task, key):
        pop(play.tasks)
        p, parts = play.current, key.split()
        t, left, cited = task[1], task[2], task[3]
        if parts[0] == "volume":
            card = int(parts[1])
            mine = list(play.played[p])
            mine.remove(card)
            play.played[p] = tuple(mine)
            play.covered[p] = play.covered[p] + (card,)  # under the thesis, its symbol counts
            left -= 1
            message = Msg(M + "step-volume", seat=seat_name(p), card=research_name(card))
        else:
            q = int(parts[1])
            left -= citation_width(play, q)
            cited |= 1 << q
            message = Msg(M + "step-cite", seat=seat_name(p), thesis=thesis_name(q))
        play.step("research.thesis", message)
        if left:
            push(play.tasks, ("volume", t, left, cited))
        else:
            publish(play, p, t, cited)

    def _do_free(self, play, task, key):
        pop(play.tasks)
        p, parts = play.current, key.split()
        if parts[0] == "done":
            return
        colour = colour_of(parts)
        s, lv = int(parts[1]), int(parts[2])
        if parts[0] == "lift":
            move_insight(play, p, colour, s, lv, s, lv + 1)
            left = (task[1] - 1, task[2])
        else:
            move_insight(play, p, colour, s, lv, int(parts[3]), lv)
            left = (task[1], task[2] - 1)
        play.step("insights.free", Msg(M + "step-free", seat=seat_name(p)), f"disc-{p}")
        if left != (0, 0):
            push(play.tasks, ("free", *left))

    def _do_ink(self, play, task, key):
        pop(play.tasks)
        p, moved = play.current, int(key.split()[1])
        spent = abs(moved - task[1])
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
            activate_line(play, p, [int(space[3]) * 3 + c for c in range(3)], "declare.rondel")
        else:
            activate_track(play, p)

    def _do_column(self, play, task, key):
        pop(play.tasks)
        p, parts = play.current, key.split()
        if parts[0] == "column":
            c = int(parts[1])
            activate_line(play, p, [r * 3 + c for r in range(3)], "declare.rondel")

    def _do_track(self, play, task, key):
        pop(play.tasks)
        p = play.current
        effect = D.track_actions[play.freud_rep][int(key.split()[1])]
        gain(play, p, effect, "reputation.activate")

    def _do_bonus(self, play, task, key):
        pop(play.tasks)
        p, parts = play.current, key.split()
        if parts[0] == "bonus":
            loc, i = int(parts[1]), int(parts[2])
            row = list(play.loc_bonus[loc])
            row[i] = p
            play.loc_bonus[loc] = tuple(row)
            play.step(
                "recover.bonus",
                Msg(M + "step-bonus", seat=seat_name(p), place=place_in(loc)),
                f"bonus-{loc}-{i}",
            )
            district_token(play, p, district_of(loc))
            gain(play, p, D.location_bonuses[loc][i], "recover.bonus")
        elif parts[0] == "district":
            d, i = int(parts[1]), int(parts[2])
            row = list(play.dist_bonus[d])
            row[i] = p
            play.dist_bonus[d] = tuple(row)
            take_own_insight(play, p)  # onto the district
            play.step(
                "recover.district",
                Msg(M + "step-district", seat=seat_name(p), d=d + 1),
                f"district-{d}-{i}",
            )
            district_token(play, p, d)
            gain(play, p, D.district_bonus_effects[i], "recover.district")

    def _do_hearts(self, play, task, key):
        p, parts = play.current, key.split()
        if parts[0] == "end":
            pop(play.tasks)
            push(play.tasks, ("refill", p), ("next",))
            return
        slot = int(parts[1])
        play.hearts[p] -= 1
        play.step(
            "end-of-turn.hearts",
            Msg(M + "step-heart", seat=seat_name(p), slot=slot + 1),
            f"office-{p}-{slot}",
        )
        therapy(play, p, slot, 1)

    # ----- refusals, keys -----------------------------------------------------------------
    def _explain_illegal(self, state, action):
        """The rule a refused key breaks: its own when the moment is right (a bonus already
        taken, a thesis without volumes), else the rule of what is due now."""
        word = action.key.split()[0]
        if state.to_move is None:
            return Ruling(R + "end", Msg(M + "no-over"))
        task = state.tasks[0][0]
        if word in CONVERT_WORDS:
            if converting_allowed(state) and spends_the_thesis_insight(state, action.key):
                return Ruling(R + "research.thesis", Msg(M + "no-convert-thesis"))
            if converting_allowed(state):
                return Ruling(R + "anytime", Msg(M + "no-convert"))
            return Ruling(R + "anytime", Msg(M + "no-convert-now"))
        own = REFUSALS.get((task, word))
        if own is not None:
            return Ruling(R + own, Msg(M + "no-" + word))
        due = DUE.get(task, "turn")
        return Ruling(R + due, Msg(M + "no-now", due=Msg(M + "due-" + task)))

    def parse_action(self, key):
        if not isinstance(key, str):
            raise ValueError(f"an action key is a string, got {key!r}")
        if not key.strip():
            raise ValueError(f"not an action of O Inconsciente: {key!r}")
        parts = key.split()
        word = parts[0]
        if word not in ALL_WORDS or any(
            not x.isdigit()
            and x not in KEY_WORDS
            and not (x[:1] in "ib" and x[1:].isdigit())
            and not (word == "set" and len(x) == SECTIONS and set(x) <= {"c", "o"})
            for x in parts[1:]
        ):
            raise ValueError(f"not an action of O Inconsciente: {key!r}")
        return Action(key, Msg(M + "label-key", key=key), "turn")

    # ----- chance -----------------------------------------------------------------------
    def chance_outcomes(self, state):
        if not state.tasks or state.tasks[0][0] != "draw":
            return []
        if state.viewer != EVERYONE and self.chance_hidden_from(state, state.viewer):
            raise ValueError(
                "this is a player's view: what the draw could give is hidden from that player"
            )
        deck = deck_of(state, state.tasks[0])
        counts = Counter(deck)
        total = len(deck)
        return [
            (act(f"draw {c}", "draw", deck=Msg(M + "deck-" + state.tasks[0][1])), n / total)
            for c, n in sorted(counts.items())
        ]

    def sample_chance(self, state):
        if state.seed is None:
            raise ValueError("this is a player's view: it holds no seed to draw with")
        return super().sample_chance(state)

    def random_action(self, state, rng):
        if state.to_move == CHANCE and state.seed is None:
            raise ValueError("this is a player's view: chance cannot be drawn on it")
        return super().random_action(state, rng)

    def chance_hidden_from(self, state, player):
        return bool(state.tasks) and state.tasks[0][0] == "draw"

    # ----- end --------------------------------------------------------------------------
    def result(self, state):
        if state.tasks:
            return None
        return Result(
            tuple(final_scores(state)),
            winners(state),
            Worded(lambda language: render(Msg(M + "result"), language), "en"),
            R + "end.scoring",
        )

    def action_limit(self, players):
        return 6000 * players

    def bounded(self, rulings):
        """With the research action closed once its pile is empty
        (``o-inconsciente.ruling.empty-research``), cards still in hand can never be played:
        the goals and theses they would reach, and with them the reputation that moves
        Freud's marker to the clock, may be out of reach for good. The contract test found
        such a game (4 players, Freud at 9 after 24,000 actions)."""
        return rulings.get("empty-research") != "closed"

    # ----- views, JSON -------------------------------------------------------------------
    def view(self, state, player):
        return codec.masked(state, player)

    def view_step(self, step, player):
        """A Step as ``player`` reads it: no sentence names a hidden card (a research card
        drawn is "a card"), so only its position goes through ``view``."""
        return Step(step.rule, step.message, step.highlight, self.view(step.state, player))

    def to_json(self, state):
        return codec.to_json(self, state)

    def from_json(self, data):
        state = codec.from_json(self, data)
        return state

    @property
    def scenarios(self):
        if "_scenarios" not in self.__dict__:
            self._scenarios = load_scenarios(Path(__file__).with_name("scenarios.toml"), self)
        return self._scenarios

    @property
    def tutorials(self):
        if "_tutorials" not in self.__dict__:
            self._tutorials = (load_tutorial(Path(__file__).with_name("tutorial.toml"), self),)
        return self._tutorials

    def seat_name(self, seat, state=None):
        """A seat in words: a message the dashboard reads in its language."""
        return SeatName(M + "seat", n=seat + 1)

    def action_for(self, state, picks):
        return teaching.action_for(self, state, picks)

    def keeps_picks(self, state, picks):
        return teaching.keeps_picks(state, picks)

    def targets(self, state, picks):
        return teaching.targets(self, state, picks)

    def check_position(self, state):
        laws.check_position(self, state)

    def describe(self, state):
        """The complete text description: Portuguese, the game's first language, as text; the
        dashboard reads it in its own language (the board view writes it in the view's)."""
        return Worded(lambda language: describe_text(state, language), LANGUAGES[0])


# ----- helpers: names and labels -------------------------------------------------------------
def act(key, label, **params):
    return Action(key, Msg(M + "label-" + label, **params), label_kind(label))


def label_kind(label):
    if label in CONVERT_LABELS:
        return "convert"
    if label in ("start", "start-row", "client", "manifest", "manifest-deck"):
        return "setup"
    if label == "draw":
        return "chance"
    if label in ("recover", "treat", "treat-both", "rest", "declare"):
        return "turn"
    return "choice"


def example_note():
    """The board's note that its layout and cards are example data, in the reader's language."""
    return Msg(M + "example-note")


def action_name(action):
    return Msg(M + "action-" + action)


def seat_name(seat):
    return Msg(M + "seat", n=seat + 1)


class Worded(str):
    """A text the core takes as a plain string (a description, a result's reason) that the
    dashboard can also read in another language: the dashboard reads a callable as a
    function of the language, and this one is also the string in ``language``."""

    def __new__(cls, in_language, language):
        text = super().__new__(cls, in_language(language))
        text.in_language = in_language
        return text

    def __call__(self, language: str) -> str:
        return self.in_language(language)


class SeatName(Msg):
    """A seat's name for the dashboard and the tutorial transcript: a message (the dashboard
    reads it in its language) whose plain text is the game's first language, because the
    core's tutorial transcript writes the seat with str()."""

    __slots__ = ()

    def __str__(self) -> str:
        return render(self, LANGUAGES[0])


def client_name(c):
    return Msg(M + "client", n=c + 1, kind=D.clients[c][0])


def note_name(tile):
    """A note tile by its effects: the main one, then the banner's."""
    _, main, banner = D.notes[tile]
    return Msg(M + "note-tile", main=effect_msg(main), banner=effect_msg(banner))


def grief_name(g):
    return Msg(M + "grief", n=g + 1)


def research_name(r):
    return Msg(M + "research", n=r + 1)


def thesis_name(q):
    return Msg(M + "thesis", n=q + 1, volumes=D.theses[q][0])


def section_name(s):
    return Msg(M + "section-" + D.insight_sections[s])


def place_name(loc):
    return Msg(M + "place-" + D.locations[loc])


# A place with its preposition ("na Biblioteca", "at the Library"): Portuguese joins the
# article to the preposition by the place's gender, so each form is a message of its own.
def place_in(loc):
    return Msg(M + "place-in-" + D.locations[loc])


def place_to(loc):
    return Msg(M + "place-to-" + D.locations[loc])


def place_of(loc):
    return Msg(M + "place-of-" + D.locations[loc])


def rondel_name(i):
    return Msg(M + "rondel-" + D.rondel[i])


def effect_msg(text):
    kind, n = effect_parts(text)
    return eff(kind, n)


def space_action(i):
    return D.table_actions[i // COLS][i % COLS]


def declare_action(*pieces):
    key = "declare " + " ".join(f"{letter}{i}" for letter, i in pieces)
    names = tuple(Msg(M + "action-" + space_action(i)) for _, i in pieces)
    bright = sum(1 for letter, _ in pieces if letter == "b")
    return Action(key, Msg(M + "label-declare", actions=names, bright=bright), "turn")


def blocked_spaces(n):
    """Setup step 5: unused colours block the ends (3 players) or two columns (2 players)."""
    if n == 3:
        return {0, COLS - 1, (ROWS - 1) * COLS, ROWS * COLS - 1}
    if n == 2:
        return {r * COLS + c for r in range(ROWS) for c in (0, COLS - 1)}
    return set()


def district_of(loc):
    return next(d for d, pair in enumerate(D.districts) if loc in pair)


def symbols(state, p):
    """Location symbols in a player's area: cured clients and research cards in play."""
    found = [D.clients[c][4] for c in state.cured[p]]
    found += [D.research[r][0] for r in state.played[p] + state.covered[p]]
    return found


def district_symbols(state, p, d):
    mine = symbols(state, p)
    return sum(mine.count(loc) for loc in D.districts[d])


def note_spaces(state, p):
    """Setup/notes rule: the leftmost empty space of each row whose prerequisite is met, or any
    filled space (a tile may be replaced)."""
    book = state.notebook[p]
    cured = len(state.cured[p])
    out = []
    for r in range(3):
        if cured < D.row_needs[r]:
            continue
        row = [r * 3 + c for c in range(3)]
        empty = [s for s in row if book[s] < 0]
        if empty:
            out.append(empty[0])
        out += [s for s in row if book[s] >= 0]
    return sorted(out)


def can_publish(state, p, t):
    """An insight of your colour on the disc, a research card in play for the leftmost
    volume, and the rest fillable with no gap."""
    volumes = D.theses[t][0]
    return any(state.own[p]) and any(
        volumes_fillable(state, p, volumes - 1, 0, without=card) for card in state.played[p]
    )


def citable(state, p, cited):
    """Theses other players published that this thesis does not cite yet."""
    return sorted(
        q for o in range(state.players) if o != p for q in state.published[o] if not cited & 1 << q
    )


def citation_width(state, q):
    """How many volumes a cited thesis fills (ruling thesis-citation)."""
    return 1 if state.ruling("thesis-citation") == "one-volume" else D.theses[q][0]


def volumes_fillable(state, p, need, cited, without=None):
    """Whether ``need`` volumes can be filled exactly by p's other cards in play (one volume
    each) and uncited theses of others (their width each)."""
    cards = len(state.played[p]) - (without is not None)
    widths = [citation_width(state, q) for q in citable(state, p, cited)]
    for chosen in range(1 << len(widths)):
        total = sum(w for i, w in enumerate(widths) if chosen & 1 << i)
        if 0 <= need - total <= cards:
            return True
    return False


def treatable(state, p, s):
    slot = state.office[p][s]
    return slot[0] >= 0 and slot[3] >= 0 and s not in state.treated


def deck_of(state, task):
    """The cards a draw task draws from."""
    name = task[1]
    return {
        "grief": state.grief_deck,
        "latent": state.latent_deck,
        "manifest": state.manifest_deck,
        "office-manifest": state.manifest_deck,
        "research": state.research_deck,
        "note": state.note_piles[task[2] // NOTE_COLUMNS] if name == "note" else (),
        "routine": routine_pile(state),
        "study": state.client_decks[1],
    }[name]


def set_slot(play, seat, slot, value):
    slots = list(play.office[seat])
    slots[slot] = value
    play.office[seat] = tuple(slots)


def take_from(deck, card):
    items = list(deck)
    items.remove(card)
    return tuple(items)


# ----- helpers: rules ------------------------------------------------------------------------
CONVERT_WORDS = ("set", "cash", "suppress", "elevate", "transfer", "idea")
CONVERT_LABELS = ("set", "cash", "suppress", "elevate", "transfer", "idea")
ALL_WORDS = set(CONVERT_WORDS) | {
    "row",
    "start",
    "client",
    "manifest",
    "draw",
    "declare",
    "recover",
    "treat",
    "rest",
    "skip",
    "note",
    "research",
    "thesis",
    "minor",
    "move",
    "keep",
    "swap",
    "play",
    "volume",
    "cite",
    "done",
    "lift",
    "shift",
    "ink",
    "column",
    "track",
    "bonus",
    "district",
    "end",
    "heart",
}
KEY_WORDS = {"deck", "prof", "freud", "own"}


#: (task due, first word of the key) -> the rule that refuses it (its message is no-<word>).
REFUSALS = {
    ("turn", "declare"): "declare.place",
    ("turn", "recover"): "recover",
    ("turn", "treat"): "treat",
    ("resolve", "note"): "notes.gain",
    ("resolve", "thesis"): "research.thesis",
    ("resolve", "minor"): "insights.minor",
    ("resolve", "move"): "move",
    ("resolve", "research"): "research.gain",
    ("swap", "swap"): "research.gain",
    ("play", "play"): "research.play",
    ("volume", "volume"): "research.thesis",
    ("volume", "cite"): "research.thesis",
    ("free", "lift"): "insights.free",
    ("free", "shift"): "insights.free",
    ("ink", "ink"): "declare.inkwell",
    ("column", "column"): "declare.rondel",
    ("track", "track"): "reputation.activate",
    ("bonus", "bonus"): "recover.bonus",
    ("bonus", "district"): "recover.district",
    ("hearts", "heart"): "end-of-turn.hearts",
    ("pick-client", "client"): "office.refill",
    ("manifest", "manifest"): "office.refill",
    ("start-row", "row"): "setup.start-notes",
    ("start-client", "start"): "setup.start-clients",
}
#: The rule that says what is due now, for a key that belongs to another moment.
DUE = {
    "start-row": "setup.start-notes",
    "start-client": "setup.start-clients",
    "pick-client": "office.refill",
    "manifest": "office.refill",
    "draw": "office.refill",
    "turn": "turn",
    "resolve": "declare.resolve",
    "swap": "research.gain",
    "play": "research.play",
    "volume": "research.thesis",
    "free": "insights.free",
    "ink": "declare.inkwell",
    "column": "declare.rondel",
    "track": "reputation.activate",
    "bonus": "recover.bonus",
    "hearts": "end-of-turn.hearts",
}


def converting_allowed(state):
    """Trades are for the turn of the player to move: in every decision of theirs, also the
    office refill that ends it (a refill task followed by the next turn), never in setup."""
    task = state.tasks[0]
    if task[0] in CONVERT_TASKS:
        return True
    refill = task[0] in ("pick-client", "manifest") and task[1] == state.current
    return refill and ("next",) in state.tasks


def conversions(state, p):
    out = []
    for kinds in set_choices(state, p):
        out.append(act("set " + kinds, "set", own=kinds.count("o")))
    if state.hearts[p]:
        out.append(act("cash", "cash"))
    for colour, s, lv in insights_on_disc(state, p):
        words = dict(section=section_name(s), level=lv, own=colour)
        tail = OWN_WORD[colour]
        # an insight of the player's colour has no place off the disc (ruling suppress)
        off = lv == 0 or state.ruling("suppress") == "remove"
        if state.coffee[p] >= 1 and not (colour == OWN and off):
            out.append(act(f"suppress {s} {lv}" + tail, "suppress", **words))
        if state.coffee[p] >= 2:
            if lv + 1 < LEVELS:
                out.append(act(f"elevate {s} {lv}" + tail, "elevate", **words))
            for t in neighbours(s):
                key = f"transfer {s} {lv} {t}" + tail
                out.append(act(key, "transfer", target=section_name(t), **words))
    if state.coffee[p] >= 3:
        out.append(act("idea", "idea"))
    return out


def set_choices(state, p):
    """The sets a player can spend: for each section (an insight's type) a letter, c for a
    common insight, o for one of the player's colour, each where the section has one, and
    no more of the player's colour than they can spare."""
    choices = [""]
    for s in range(SECTIONS):
        have = [
            letter
            for colour, letter in ((COMMON, "c"), (OWN, "o"))
            if any(disc_of(state, p, colour)[s * LEVELS : (s + 1) * LEVELS])
        ]
        choices = [done + letter for done in choices for letter in have]
    spare = own_to_spare(state, p)
    return [kinds for kinds in choices if kinds.count("o") <= spare]


def own_to_spare(state, p):
    """Insights of the player's colour a trade may spend: all on the disc, but one while a
    thesis of theirs is being written, since publishing moves one onto it."""
    return sum(state.own[p]) - writing_thesis(state)


def writing_thesis(state):
    return any(task[0] == "volume" for task in state.tasks)


def spends_the_thesis_insight(state, key):
    """Whether a set trade would spend the insight of the player's colour kept for the thesis
    being written (the only trade that spends one: suppressing never takes it off the disc)."""
    parts = key.split()
    if parts[0] != "set" or len(parts) != 2 or not writing_thesis(state):
        return False
    spent = parts[1].count("o")
    return spent > 0 and spent == sum(state.own[state.current])


def convert(play, key):
    p, parts = play.current, key.split()
    word = parts[0]
    who = seat_name(p)
    if word == "set":
        for s, letter in enumerate(parts[1]):
            colour = OWN if letter == "o" else COMMON
            disc = disc_of(play, p, colour)
            lv = next(lv for lv in range(LEVELS) if disc[s * LEVELS + lv])  # the lowest
            spend_insight(play, p, colour, s, lv)
        play.hearts[p] += 1
        play.step("anytime", Msg(M + "step-set", seat=who, own=parts[1].count("o")), f"disc-{p}")
    elif word == "cash":
        play.hearts[p] -= 1
        play.scores[p] += 2
        play.step("anytime", Msg(M + "step-cash", seat=who))
    elif word == "idea":
        play.coffee[p] -= 3
        play.brilliant[p] += 1
        play.step("anytime", Msg(M + "step-idea", seat=who))
    else:
        colour = colour_of(parts)
        s, lv = int(parts[1]), int(parts[2])
        if word == "suppress":
            play.coffee[p] -= 1
            if play.ruling("suppress") == "remove" or lv == 0:
                spend_insight(play, p, colour, s, lv)
            else:
                move_insight(play, p, colour, s, lv, s, lv - 1)
        elif word == "elevate":
            play.coffee[p] -= 2
            move_insight(play, p, colour, s, lv, s, lv + 1)
        else:
            play.coffee[p] -= 2
            move_insight(play, p, colour, s, lv, int(parts[3]), lv)
        play.step(
            "anytime",
            Msg(M + "step-" + word, seat=who, section=section_name(s), own=colour),
            f"disc-{p}",
        )


# ----- the insight disc: common insights (``disc``) and the player's colour (``own``), each
# counted by section (the insight's type) and level
COMMON, OWN = 0, 1
OWN_WORD = ("", " own")  # how a key names an insight of the player's colour


def disc_of(state, p, colour):
    return state.disc[p] if colour == COMMON else state.own[p]


def colour_of(parts):
    return OWN if parts[-1] == "own" else COMMON


def insights_on_disc(state, p):
    """(colour, section, level) of every kind of insight the player has on the disc."""
    return [
        (colour, s, lv)
        for colour in (COMMON, OWN)
        for s in range(SECTIONS)
        for lv in range(LEVELS)
        if disc_of(state, p, colour)[s * LEVELS + lv]
    ]


def neighbours(s):
    return [t for t in (s - 1, s + 1) if 0 <= t < SECTIONS]


def add_insight(play, p, colour, s, lv, n):
    values = list(disc_of(play, p, colour))
    values[s * LEVELS + lv] += n
    if colour == COMMON:
        play.disc[p] = tuple(values)
    else:
        play.own[p] = tuple(values)


def move_insight(play, p, colour, s, lv, t, tl):
    add_insight(play, p, colour, s, lv, -1)
    add_insight(play, p, colour, t, tl, 1)


def spend_insight(play, p, colour, s, lv):
    """An insight leaves the disc: a common one back to the centre, where minor insights come
    from; one of the player's colour is spent for good."""
    add_insight(play, p, colour, s, lv, -1)
    if colour == COMMON:
        play.centre[p] += 1
    else:
        play.own_spent[p] += 1


def take_own_insight(play, p):
    """An insight of the player's colour leaves the disc for a thesis or a district: the
    lowest one (of the first section, among equals)."""
    colour, s, lv = min((i for i in insights_on_disc(play, p) if i[0] == OWN), key=lambda i: i[2])
    add_insight(play, p, colour, s, lv, -1)


def start_own(from_start):
    """The disc's insights of a player's colour at setup: none, or (ruling own-insights) each
    line's on its section's minor space."""
    own = [0] * (SECTIONS * LEVELS)
    if from_start:
        for section in D.line_insights:
            own[section * LEVELS] += 1
    return tuple(own)


def minor_insight(play, p, s, rule):
    if not play.centre[p]:
        return
    play.centre[p] -= 1
    add_insight(play, p, COMMON, s, 0, 1)
    play.step(rule, Msg(M + "step-minor", seat=seat_name(p), section=section_name(s)), f"disc-{p}")


def gain(play, p, text, rule):
    kind, n = effect_parts(text)
    if kind == "points":
        play.scores[p] += n
    elif kind == "coffee":
        play.coffee[p] += n
    elif kind == "heart":
        play.hearts[p] += n
    elif kind == "insight":
        # a minor insight goes where the player has the fewest insights (example effect)
        def held(s):  # insights of both colours: the section's count of its type
            return sum(sum(disc_of(play, p, c)[s * LEVELS : (s + 1) * LEVELS]) for c in (0, 1))

        s = min(range(SECTIONS), key=lambda s: (held(s), s))
        minor_insight(play, p, s, rule)
        return
    elif kind == "rep":
        reputation(play, p, rule)
        return
    play.step(rule, Msg(M + "step-gain", seat=seat_name(p), effect=eff(kind, n)))


def reputation(play, p, rule):
    """Reputation: Freud's marker first, then the player's; a passed icon moves Freud."""
    top = len(D.track_points) - 1
    before = (play.freud_rep, play.rep[p])
    play.freud_rep = min(top, play.freud_rep + 1)
    if play.rep[p] < top:
        play.rep[p] += 1
        # markers do not block: the one arriving goes on top of any already there
        play.rep_stack = (*(s for s in play.rep_stack if s != p), p)
    play.step(
        rule,
        Msg(M + "step-rep", seat=seat_name(p), n=play.rep[p], freud=play.freud_rep),
        f"track-{play.rep[p]}",
    )
    after = (play.freud_rep, play.rep[p])
    for icon in D.move_freud_icons:
        # Freud walks once for an icon passed, by his marker or the player's (or both)
        if any(old < icon <= new for old, new in zip(before, after, strict=True)):
            play.freud_loc = (play.freud_loc + 1) % 6
            play.step(
                "reputation.gain",
                Msg(M + "step-freud-walks", place=place_to(play.freud_loc)),
                f"place-{play.freud_loc}",
            )
    if play.freud_rep >= D.clock and play.final_round < 0:
        play.final_round = play.round + 1
        play.scores[p] += 3
        play.step("end.trigger", Msg(M + "step-clock", seat=seat_name(p)), "clock")


def declare(play, p, pieces):
    values = []
    for token in pieces:
        letter, i = token[0], int(token[1:])
        play.table[i] = p * 2 + (letter == "b")
        if letter == "b":
            play.brilliant[p] -= 1
        else:
            play.ideas[p] -= 1
        values.append(D.table_ink[i % COLS])
        play.step(
            "declare.place",
            Msg(M + "step-place", seat=seat_name(p), action=Msg(M + "action-" + space_action(i))),
            f"table-{i}",
        )
    ink = max(values) if play.ruling("ink-value") == "max" else sum(values)
    push(play.tasks, *[("resolve", space_action(int(t[1:]))) for t in pieces], ("ink", ink))


def recover(play, p):
    spaces = [i for i, v in enumerate(play.table) if v >= 0 and v // 2 == p]
    play.coffee[p] += len(spaces)
    for i in spaces:
        if play.table[i] % 2 == 0:
            play.ideas[p] += 1
        play.table[i] = -1
    play.step("recover", Msg(M + "step-recover", seat=seat_name(p), n=len(spaces)))
    push(play.tasks, ("bonus",))


def district_token(play, p, d):
    first = play.district_left[d] == D.district_tokens
    play.district_left[d] -= 1
    if first:
        reputation(play, p, "recover.district-token")


def treat(play, p, s):
    client, grief, latent, manifest, mark = play.office[p][s]
    used = 0
    for sec in D.manifest[manifest][1]:
        # the highest insight of the section asked, of either colour (a common one first)
        found = [(lv, -colour) for colour, t, lv in insights_on_disc(play, p) if t == sec]
        if found:
            lv, colour = max(found)
            used += lv + 1
            if play.ruling("dream-insights") == "spend":
                spend_insight(play, p, -colour, sec, lv)
    steps = D.manifest[manifest][0] + D.latent[latent] + used
    play.treated = (*play.treated, s)
    play.step(
        "treat",
        Msg(M + "step-treat", seat=seat_name(p), client=client_name(client), n=steps),
        f"office-{p}-{s}",
    )
    therapy(play, p, s, steps)
    client, grief, latent, manifest, mark = play.office[p][s]
    if client >= 0:  # not cured: the dreams are discarded (and new ones come at the end)
        set_slot(play, p, s, (client, grief, -1, -1, mark))
        play.latent_deck = tuple(sorted((*play.latent_deck, latent)))
        play.manifest_deck = tuple(sorted((*play.manifest_deck, manifest)))
        play.step("treat.dream", Msg(M + "step-dream-gone", seat=seat_name(p)))


def therapy(play, p, s, steps):
    client, grief, latent, manifest, mark = play.office[p][s]
    new = min(D.therapy_top, mark + steps)
    for at, pts in D.therapy_points:
        if mark < at <= new:
            play.scores[p] += pts
            play.step("treat.points", Msg(M + "step-therapy-points", seat=seat_name(p), n=pts))
    set_slot(play, p, s, (client, grief, latent, manifest, new))
    if grief >= 0 and new >= D.griefs[grief][1]:
        _, _, pts, effect = D.griefs[grief]
        play.scores[p] += pts
        set_slot(play, p, s, (client, -1, latent, manifest, new))
        play.grief_out = (*play.grief_out, grief)
        play.step(
            "treat.catharsis",
            Msg(M + "step-catharsis", seat=seat_name(p), n=pts),
            f"office-{p}-{s}",
        )
        gain(play, p, effect, "treat.catharsis")
        unblock(play, p, s)
    if new >= D.clients[client][2]:
        excess = mark + steps - D.clients[client][2]
        play.scores[p] += D.clients[client][3]
        play.hearts[p] += max(0, excess)
        play.cured[p] = play.cured[p] + (client,)
        for card, name in ((latent, "latent"), (manifest, "manifest")):
            if card >= 0:
                setattr(play, name + "_deck", tuple(sorted((*getattr(play, name + "_deck"), card))))
        set_slot(play, p, s, EMPTY_SLOT)
        play.step(
            "treat.cure",
            Msg(
                M + "step-cure",
                seat=seat_name(p),
                client=client_name(client),
                n=D.clients[client][3],
                hearts=max(0, excess),
            ),
            f"office-{p}-{s}",
        )
        unblock(play, p, s)


def unblock(play, p, s):
    if s == 0 and play.office[p][1] == BLOCKED_SLOT:
        set_slot(play, p, 1, EMPTY_SLOT)
        play.step("setup.office-block", Msg(M + "step-unblock", seat=seat_name(p)), f"office-{p}-1")


NOTE_COLUMNS = len(D.note_costs)  # a row of the note display per level


def note_cost(slot):
    return D.note_costs[slot % NOTE_COLUMNS]


def take_note(play, p, slot, space):
    """A display tile onto the notebook: its column's price and effects (the pile's top, in
    column 1, has none showing); a replaced tile leaves the game. The tiles of that level
    slide right, and the pile's new top shows (setup steps 7-9, notes.gain)."""
    tile = play.note_display[slot]
    column = slot % NOTE_COLUMNS
    play.coffee[p] -= note_cost(slot)
    old = play.notebook[p][space]
    book = list(play.notebook[p])
    book[space] = tile
    play.notebook[p] = tuple(book)
    if old >= 0:
        play.notes_out = (*play.notes_out, old)
    play.step(
        "notes.gain",
        Msg(
            M + "step-note",
            seat=seat_name(p),
            cost=note_cost(slot),
            row=space // 3 + 1,
            col=space % 3 + 1,
            replaced=int(old >= 0),
        ),
        f"note-{p}-{space}",
    )
    _, main, banner = D.notes[tile]
    if column >= 1:
        gain(play, p, banner, "notes.gain")
    if column == 2:
        gain(play, p, main, "notes.gain")
    display = play.note_display
    level = slot // NOTE_COLUMNS
    first = level * NOTE_COLUMNS
    for i in range(slot, first, -1):
        display[i] = display[i - 1]
    display[first] = -1
    if play.note_piles[level]:  # an empty pile leaves its spaces empty (ruling empty-note-pile)
        push(play.tasks, ("draw", "note", first))
    complete_lines(play, p)
    if all(t >= 0 for t in play.notebook[p]) and not play.nine[p]:
        play.nine[p] = 1
        reputation(play, p, "reputation.sources")


LINES = tuple(tuple(r * 3 + c for c in range(3)) for r in range(3)) + tuple(
    tuple(r * 3 + c for r in range(3)) for c in range(3)
)


def complete_lines(play, p):
    """A row or column filled for the first time frees the insight of the player's colour at
    its end (ruling own-insights): it goes to the disc, ready for a thesis or a district."""
    flags = list(play.lines[p])
    for i, line in enumerate(LINES):
        if flags[i] or any(play.notebook[p][s] < 0 for s in line):
            continue
        flags[i] = 1
        if play.ruling("own-insights") == "line-complete":
            section = D.line_insights[i]
            own = list(play.own[p])
            own[section * LEVELS] += 1
            play.own[p] = tuple(own)
            play.step(
                "ruling.own-insights",
                Msg(M + "step-own-insight", seat=seat_name(p), section=section_name(section)),
                f"disc-{p}",
            )
    play.lines[p] = tuple(flags)


def publish(play, p, t, cited):
    """Every volume filled: the thesis is published with an insight of your colour on it."""
    volumes = D.theses[t][0]
    play.theses_left = take_from(play.theses_left, t)
    play.published[p] = play.published[p] + (t,)
    take_own_insight(play, p)  # onto the thesis
    play.scores[p] += D.theses[t][1]
    play.step(
        "research.thesis",
        Msg(
            M + "step-thesis",
            seat=seat_name(p),
            volumes=volumes,
            cited=bin(cited).count("1"),
            n=D.theses[t][1],
        ),
    )


def move_figure(play, p, who, loc, bright=0):
    if who == "prof":
        play.prof[p] = loc
    else:
        play.freud_loc = loc
    players = play.state.players
    here = sum(1 for q in range(players) if play.prof[q] == loc) + (play.freud_loc == loc)
    owned = symbols(play, p).count(loc)
    play.brilliant[p] -= bright
    times = min(5, max(here, owned) + 2 * bright)
    play.step(
        "move",
        Msg(M + "step-move", seat=seat_name(p), who=who, place=place_to(loc), n=times),
        f"place-{loc}",
    )
    for _ in range(times):
        gain(play, p, D.location_effects[loc], "move")


def activate_line(play, p, spaces, rule):
    tiles = [play.notebook[p][s] for s in spaces]
    play.step(
        rule,
        Msg(M + "step-line", seat=seat_name(p), n=sum(t >= 0 for t in tiles)),
        *[f"note-{p}-{s}" for s in spaces],
    )
    for t in tiles:
        if t >= 0:
            gain(play, p, D.notes[t][1], rule)
    if all(t >= 0 for t in tiles) and play.ruling("generate") == "minor-insight":
        gain(play, p, "insight", "ruling.generate")


def activate_track(play, p):
    pts, cof = D.track_points[play.rep[p]], D.track_coffee[play.rep[p]]
    play.scores[p] += pts
    play.coffee[p] += cof
    play.step(
        "reputation.activate",
        Msg(M + "step-track", seat=seat_name(p), points=pts, coffee=cof),
        f"track-{play.rep[p]}",
    )
    push(play.tasks, ("track",))


def routine_pile(state):
    """What the next routine client comes from: the pile, shuffled; once it is empty, the
    clients put under it, the first of them first."""
    return state.client_decks[0] or state.routine_bottom[:1]


def refill_display_tasks(play, i, deck):
    source = routine_pile(play) if deck == "routine" else play.client_decks[1]
    tasks = []
    if source:
        tasks.append(("draw", deck, i))
    if play.grief_deck:
        tasks.append(("draw", "grief", -1, i))
    return tasks


def draw_card(play, task, deck, card):
    if deck == "latent":
        seat, slot = task[2], task[3]
        c, g, _, m, mark = play.office[seat][slot]
        set_slot(play, seat, slot, (c, g, card, m, mark))
        play.latent_deck = take_from(play.latent_deck, card)
        play.step(
            "office.refill", Msg(M + "step-latent", seat=seat_name(seat)), f"office-{seat}-{slot}"
        )
    elif deck == "office-manifest":
        seat, slot = task[2], task[3]
        c, g, lat, _, mark = play.office[seat][slot]
        set_slot(play, seat, slot, (c, g, lat, card, mark))
        play.manifest_deck = take_from(play.manifest_deck, card)
        play.step(
            "office.refill",
            Msg(M + "step-manifest-deck", seat=seat_name(seat)),
            f"office-{seat}-{slot}",
        )
    elif deck == "manifest":
        play.manifest_display[task[2]] = card
        play.manifest_deck = take_from(play.manifest_deck, card)
        play.step("office.refill", Msg(M + "step-display"), f"manifest-{task[2]}")
    elif deck == "research":
        seat = task[2]
        play.research_deck = take_from(play.research_deck, card)
        play.hand[seat] = tuple(sorted(play.hand[seat] + (card,)))
        play.step("research.gain", Msg(M + "step-drawn", seat=seat_name(seat)))
    elif deck == "note":
        level = task[2] // NOTE_COLUMNS  # the same level's pile
        piles = list(play.note_piles)
        piles[level] = take_from(piles[level], card)
        play.note_piles = tuple(piles)
        play.note_display[task[2]] = card
        play.step("notes.gain", Msg(M + "step-display"), f"notes-{task[2]}")
    elif deck in ("routine", "study"):
        k = 0 if deck == "routine" else 1
        decks = list(play.client_decks)
        if card in decks[k]:
            decks[k] = take_from(decks[k], card)
        else:  # the pile ran out: the client from under it
            play.routine_bottom = take_from(play.routine_bottom, card)
        play.client_decks = tuple(decks)
        c_old, g_old = play.client_display[task[2]]
        play.client_display[task[2]] = (card, g_old)
        play.step("office.refill", Msg(M + "step-display"), f"clients-{task[2]}")
    elif deck == "grief":
        i = task[3]
        play.grief_deck = take_from(play.grief_deck, card)
        c_old, _ = play.client_display[i]
        play.client_display[i] = (c_old, card)
        play.step("office.refill", Msg(M + "step-display"), f"clients-{i}")


def _marker(play, task):
    pop(play.tasks)
    seat, slot = task[1], task[2]
    client, grief, latent, manifest, _ = play.office[seat][slot]
    if client < 0:
        return
    at = D.clients[client][1] + (D.griefs[grief][0] if grief >= 0 else 0)
    set_slot(play, seat, slot, (client, grief, latent, manifest, at))
    play.step(
        "office.refill", Msg(M + "step-marker", seat=seat_name(seat), n=at), f"office-{seat}-{slot}"
    )
    for spot, pts in D.therapy_points:
        if spot == at:
            play.scores[seat] += pts
            play.step("treat.points", Msg(M + "step-therapy-points", seat=seat_name(seat), n=pts))


def _refill(play, task):
    pop(play.tasks)
    seat = task[1]
    new = []
    for s, slot in enumerate(play.office[seat]):
        if slot[0] == -1:
            if any(c >= 0 for c, _ in play.client_display):
                new += [("pick-client", seat, s)]
        elif slot[0] >= 0 and slot[3] < 0:
            _c, _g, lat, _, _mark = slot
            if lat < 0 and play.latent_deck:
                new.append(("draw", "latent", seat, s))
            if play.manifest_deck or any(m >= 0 for m in play.manifest_display):
                new.append(("manifest", seat, s))
    push(play.tasks, *new)


def _next(play, task):
    pop(play.tasks)
    play.treated = ()
    nxt = (play.current + 1) % play.state.players
    if nxt == play.first:
        if play.final_round == play.round:
            play.step("end", Msg(M + "step-over"))
            play.tasks.clear()
            return
        play.round += 1
    play.current = nxt
    push(play.tasks, ("turn",))


HANDLERS = {"marker": _marker, "refill": _refill, "next": _next}


def settle(play):
    """Automatic tasks, then local goals (claimed as soon as they are met)."""
    while True:
        FLOW.run(play, HANDLERS)
        if not check_goals(play):
            break


def goal_count(play, p, what):
    return {
        "cured": len(play.cured[p]),
        "notes": sum(t >= 0 for t in play.notebook[p]),
        "theses": len(play.published[p]),
        "research": len(play.played[p]) + len(play.covered[p]),
        "points": play.scores[p],
        "coffee": play.coffee[p],
        "hearts": play.hearts[p],
    }[what]


def check_goals(play):
    for p in turn_order(play.current, play.state.players):
        for g in play.goals_left:
            what, need = D.goals[g]
            if goal_count(play, p, what) >= need:
                play.goals_left = take_from(play.goals_left, g)
                play.goals_won[p] = play.goals_won[p] + (g,)
                play.step("goals", Msg(M + "step-goal", seat=seat_name(p), goal=g + 1), f"goal-{g}")
                reputation(play, p, "goals")
                return True
    return False


def final_scores(state):
    scores = list(state.scores)
    n = state.players
    for p in range(n):
        scores[p] += D.track_points[state.rep[p]]
    for at, bonus in zip(track_places(state), (2, 1), strict=False):
        for p in at:
            scores[p] += bonus * (len(state.published[p]) + len(state.cured[p]))
    for p in range(n):
        districts = sum(1 for row in state.dist_bonus if p in row)
        ladder = (
            (0, 4, 10, 18) if state.ruling("district-ladder") == "one-two-three" else (0, 0, 4, 10)
        )
        scores[p] += ladder[districts]
        rows = sum(all(state.notebook[p][r * 3 + c] >= 0 for c in range(3)) for r in range(3))
        scores[p] += (0, 1, 5, 16)[rows]
        kinds = len(set(symbols(state, p)))
        scores[p] += (0, 0, 1, 3, 6, 10, 18)[kinds]
    return scores


def winners(state) -> tuple[int, ...]:
    """Who wins a finished game: the most points after the final scoring; a tie broken by
    coffee under ruling 'win-ties' = 'coffee' (o-inconsciente.end.scoring)."""
    final = final_scores(state)
    best = max(final)
    tied = [p for p in range(state.players) if final[p] == best]
    if len(tied) > 1 and state.ruling("win-ties") == "coffee":
        most = max(state.coffee[p] for p in tied)
        tied = [p for p in tied if state.coffee[p] == most]
    return tuple(tied)


def track_places(state):
    """The seats first and second on the reputation track, each place a tuple: of markers on
    one space the one on top of the stack is ahead (ruling track-ties: or the tied share the
    place, or nobody takes it)."""
    reading = state.ruling("track-ties")
    if reading == "stack":
        ahead = sorted(range(state.players), key=lambda p: (state.rep[p], state.rep_stack.index(p)))
        return [(p,) for p in reversed(ahead)]
    places = sorted({state.rep[p] for p in range(state.players)}, reverse=True)
    out = []
    for value in places:
        at = tuple(p for p in range(state.players) if state.rep[p] == value)
        out.append(at if len(at) == 1 or reading == "share" else ())
    return out
