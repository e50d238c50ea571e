"""The position of O Inconsciente: a frozen value of tuples, with its turn flow."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.flow import AUTO, CURRENT, RANDOM, SEAT, TaskKind, TurnFlow
from rules.core.working import Rulings

EMPTY_SLOT = (-1, -1, -1, -1, 0)  # client, grief, latent dream, manifest dream, therapy marker
BLOCKED_SLOT = (-2, -1, -1, -1, 0)  # the office card covers the space (setup step 10)
EVERYONE = -1  # ``viewer`` of a full position

FLOW = TurnFlow(
    [
        TaskKind("start-row", SEAT),
        TaskKind("start-client", SEAT),
        TaskKind("pick-client", SEAT),
        TaskKind("manifest", SEAT),
        TaskKind("draw", RANDOM),
        TaskKind("marker", AUTO),
        TaskKind("turn", CURRENT),
        TaskKind("resolve", CURRENT),
        TaskKind("swap", CURRENT),
        TaskKind("play", CURRENT),
        TaskKind("volume", CURRENT),
        TaskKind("free", CURRENT),
        TaskKind("ink", CURRENT),
        TaskKind("column", CURRENT),
        TaskKind("track", CURRENT),
        TaskKind("bonus", CURRENT),
        TaskKind("hearts", CURRENT),
        TaskKind("refill", AUTO),
        TaskKind("next", AUTO),
    ]
)


@dataclass(frozen=True, slots=True)
class OState(Rulings):
    players: int
    seed: int | None
    rulings: tuple
    draws: int
    viewer: int
    tasks: tuple
    current: int
    first: int
    round: int
    final_round: int
    scores: tuple
    coffee: tuple
    hearts: tuple
    brilliant: tuple
    rep: tuple
    rep_stack: tuple  # seats bottom to top: of markers on one space, the one on top is ahead
    own: tuple  # per player: insights of their colour on the disc, by section and level
    own_spent: tuple  # per player: insights of their colour spent (a set, a dream)
    ideas: tuple
    locked: tuple
    inkwell: tuple
    prof: tuple
    freud_rep: int
    freud_loc: int
    table: tuple
    disc: tuple
    centre: tuple
    office_card: tuple
    notebook: tuple
    lines: tuple
    nine: tuple
    note_display: tuple  # level I then level II: the pile's top, then the two tiles turned up
    note_piles: tuple
    notes_out: tuple  # note tiles replaced in a notebook: out of the game
    client_display: tuple
    client_decks: tuple
    routine_bottom: tuple  # routine clients put under the pile (setup step 13): drawn last
    grief_deck: tuple
    grief_out: tuple  # griefs discarded (catharsis) or removed at setup step 13
    latent_deck: tuple
    manifest_deck: tuple
    manifest_display: tuple
    office: tuple
    cured: tuple
    hand: tuple
    played: tuple
    covered: tuple
    research_display: tuple
    research_deck: tuple
    theses_left: tuple
    published: tuple
    goals_left: tuple
    goals_won: tuple
    district_left: tuple
    loc_bonus: tuple
    dist_bonus: tuple
    treated: tuple
    start_pool: tuple

    @property
    def to_move(self):
        return FLOW.to_move(self.tasks, self.current)
