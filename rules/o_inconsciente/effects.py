"""The rules of O Inconsciente that change the position, on the working copy (``play``), each
saying its Steps: gains, reputation, the insight disc, declaring and recovering ideas,
therapy, notes, theses, moving the figures, the rondel and the cards drawn."""

from __future__ import annotations

from rules.core.flow import push
from rules.core.messages import Msg

from .data import effect_parts
from .names import M, client_name, eff, place_to, seat_name, section_name
from .position import (
    COLS,
    COMMON,
    LEVELS,
    LINES,
    NOTE_COLUMNS,
    OWN,
    SECTIONS,
    D,
    disc_of,
    insights_on_disc,
    note_cost,
    routine_pile,
    space_action,
    symbols,
    take_from,
)
from .state import BLOCKED_SLOT, EMPTY_SLOT

#: The action of each table space, by space (position.py's ``space_action`` read once).
ACTIONS = tuple(space_action(i) for i in range(len(D.table_actions) * COLS))


def explaining(play):
    """Whether the action is applied with its Steps (not in the quiet mode of the bots and the
    Lab): where a rule's sentences cost more than its effect, they are composed only then."""
    return play.log is not None


def set_slot(play, seat, slot, value):
    slots = list(play.office[seat])
    slots[slot] = value
    play.office[seat] = tuple(slots)


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


def minor_insight(play, p, s, rule):
    if not play.centre[p]:
        return
    play.centre[p] -= 1
    add_insight(play, p, COMMON, s, 0, 1)
    if explaining(play):  # a sentence only when explained
        play.step(
            rule, Msg(M + "step-minor", seat=seat_name(p), section=section_name(s)), f"disc-{p}"
        )


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
    if explaining(play):  # a sentence only when explained
        play.step(rule, Msg(M + "step-gain", seat=seat_name(p), effect=eff(kind, n)))


def reputation(play, p, rule, message="step-rep"):
    """Reputation: Freud's marker first, then the player's; a passed icon moves Freud.
    ``message`` names the Step's words: a source the rule alone does not tell (the full
    notebook) says why the point comes."""
    top = len(D.track_points) - 1
    before = (play.freud_rep, play.rep[p])
    play.freud_rep = min(top, play.freud_rep + 1)
    if play.rep[p] < top:
        play.rep[p] += 1
        # markers do not block: the one arriving goes on top of any already there
        play.rep_stack = (*(s for s in play.rep_stack if s != p), p)
    if explaining(play):  # a sentence only when explained
        play.step(
            rule,
            Msg(M + message, seat=seat_name(p), n=play.rep[p], freud=play.freud_rep),
            f"track-{play.rep[p]}",
        )
    after = (play.freud_rep, play.rep[p])
    for icon in D.move_freud_icons:
        # Freud walks once for an icon passed, by his marker or the player's (or both)
        if any(old < icon <= new for old, new in zip(before, after, strict=True)):
            play.freud_loc = (play.freud_loc + 1) % 6
            if explaining(play):  # a sentence only when explained
                play.step(
                    "reputation.gain",
                    Msg(M + "step-freud-walks", place=place_to(play.freud_loc)),
                    f"place-{play.freud_loc}",
                )
    if play.freud_rep >= D.clock and play.final_round < 0:
        play.final_round = play.round + 1
        play.scores[p] += 3
        if explaining(play):  # a sentence only when explained
            play.step("end.trigger", Msg(M + "step-clock", seat=seat_name(p)), "clock")


def declare(play, p, pieces):
    """Each piece, (letter, table space), onto the table: its action to resolve, then the
    inkwell's move by the icons' value (ruling ink-value)."""
    values = []
    for letter, i in pieces:
        play.table[i] = p * 2 + (letter == "b")
        if letter == "b":
            play.brilliant[p] -= 1
        else:
            play.ideas[p] -= 1
        values.append(D.table_ink[i % COLS])
        if explaining(play):  # the bots' look-ahead applies every declaration it could make
            play.step(
                "declare.place",
                Msg(M + "step-place", seat=seat_name(p), action=Msg(M + "action-" + ACTIONS[i])),
                f"table-{i}",
            )
    ink = max(values) if play.ruling("ink-value") == "max" else sum(values)
    push(play.tasks, *[("resolve", ACTIONS[i]) for _, i in pieces], ("ink", ink))


def recover(play, p):
    spaces = [i for i, v in enumerate(play.table) if v >= 0 and v // 2 == p]
    play.coffee[p] += len(spaces)
    for i in spaces:
        if play.table[i] % 2 == 0:
            play.ideas[p] += 1
        play.table[i] = -1
    if explaining(play):  # a sentence only when explained
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
    if explaining(play):  # a sentence only when explained
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
        if explaining(play):  # a sentence only when explained
            play.step("treat.dream", Msg(M + "step-dream-gone", seat=seat_name(p)))


def therapy(play, p, s, steps):
    client, grief, latent, manifest, mark = play.office[p][s]
    new = min(D.therapy_top, mark + steps)
    for at, pts in D.therapy_points:
        if mark < at <= new:
            play.scores[p] += pts
            if explaining(play):  # a sentence only when explained
                play.step("treat.points", Msg(M + "step-therapy-points", seat=seat_name(p), n=pts))
    set_slot(play, p, s, (client, grief, latent, manifest, new))
    if grief >= 0 and new >= D.griefs[grief][1]:
        _, _, pts, effect = D.griefs[grief]
        play.scores[p] += pts
        set_slot(play, p, s, (client, -1, latent, manifest, new))
        play.grief_out = (*play.grief_out, grief)
        if explaining(play):  # a sentence only when explained
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
        if explaining(play):  # a sentence only when explained
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
        if explaining(play):  # a sentence only when explained
            play.step(
                "setup.office-block", Msg(M + "step-unblock", seat=seat_name(p)), f"office-{p}-1"
            )


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
    if explaining(play):  # a sentence only when explained
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
        reputation(play, p, "reputation.sources", "step-rep-nine")


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
            if explaining(play):  # a sentence only when explained
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
    if explaining(play):  # a sentence only when explained
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
    if explaining(play):  # a sentence only when explained
        play.step(
            "move",
            Msg(M + "step-move", seat=seat_name(p), who=who, place=place_to(loc), n=times),
            f"place-{loc}",
        )
    for _ in range(times):
        gain(play, p, D.location_effects[loc], "move")


def activate_line(play, p, spaces, rule):
    tiles = [play.notebook[p][s] for s in spaces]
    if explaining(play):  # a sentence only when explained
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
    if explaining(play):  # a sentence only when explained
        play.step(
            "reputation.activate",
            Msg(M + "step-track", seat=seat_name(p), points=pts, coffee=cof),
            f"track-{play.rep[p]}",
        )
    push(play.tasks, ("track",))


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
        if explaining(play):  # a sentence only when explained (the Lab's draws are quiet)
            play.step(
                "office.refill",
                Msg(M + "step-latent", seat=seat_name(seat)),
                f"office-{seat}-{slot}",
            )
    elif deck == "office-manifest":
        seat, slot = task[2], task[3]
        c, g, lat, _, mark = play.office[seat][slot]
        set_slot(play, seat, slot, (c, g, lat, card, mark))
        play.manifest_deck = take_from(play.manifest_deck, card)
        if explaining(play):
            play.step(
                "office.refill",
                Msg(M + "step-manifest-deck", seat=seat_name(seat)),
                f"office-{seat}-{slot}",
            )
    elif deck == "manifest":
        play.manifest_display[task[2]] = card
        play.manifest_deck = take_from(play.manifest_deck, card)
        if explaining(play):
            play.step("office.refill", Msg(M + "step-display"), f"manifest-{task[2]}")
    elif deck == "research":
        seat = task[2]
        play.research_deck = take_from(play.research_deck, card)
        play.hand[seat] = tuple(sorted(play.hand[seat] + (card,)))
        if explaining(play):
            play.step("research.gain", Msg(M + "step-drawn", seat=seat_name(seat)))
    elif deck == "note":
        level = task[2] // NOTE_COLUMNS  # the same level's pile
        piles = list(play.note_piles)
        piles[level] = take_from(piles[level], card)
        play.note_piles = tuple(piles)
        play.note_display[task[2]] = card
        if explaining(play):
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
        if explaining(play):
            play.step("office.refill", Msg(M + "step-display"), f"clients-{task[2]}")
    elif deck == "grief":
        i = task[3]
        play.grief_deck = take_from(play.grief_deck, card)
        c_old, _ = play.client_display[i]
        play.client_display[i] = (c_old, card)
        if explaining(play):
            play.step("office.refill", Msg(M + "step-display"), f"clients-{i}")
