"""O Inconsciente's starting position (o-inconsciente.setup.*): the decks shuffled with the
seed, the displays turned up, each player's supply, and the setup choices left as tasks."""

from __future__ import annotations

from rules.core import chance as ch
from rules.core.flow import turn_order

from .position import COLS, LEVELS, ROWS, SECTIONS, D, blocked_spaces, start_own
from .state import BLOCKED_SLOT, EMPTY_SLOT, full_position


def setup_tasks(n: int) -> list[tuple]:
    """The setup's tasks, in their order, then the first turn. Setup step 9 goes
    counter-clockwise from the first player, step 12 in reverse turn order (a saved position
    in setup holds what is left of this list: laws.py)."""
    tasks: list[tuple] = [("start-row", seat) for seat in (0, *reversed(range(1, n)))]
    for seat in reversed(turn_order(0, n)):
        tasks += [
            ("start-client", seat),
            ("draw", "latent", seat, 0),
            ("manifest", seat, 0),
            ("marker", seat, 0),
        ]
    tasks.append(("turn",))
    return tasks


def initial_state(players, seed, rulings):
    """The position after the setup the rules do themselves (setup steps 1-13); the players' own
    setup choices (starting tiles and clients) are the first tasks."""
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
    tasks = setup_tasks(n)
    state = full_position(
        n,
        rulings,
        seed,
        draws=draws,
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
