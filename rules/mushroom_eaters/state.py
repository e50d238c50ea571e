"""A position of The Mushroom Eaters: a frozen value of tuples (one entry per seat)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.flow import AUTO, CURRENT, RANDOM, SEAT, TaskKind, TurnFlow
from rules.core.working import Rulings, working_copy

from .names import PREFIX

#: The kinds of task of a turn; choices other Eaters make (a track, an item to lose, a card to
#: play at a Fire) name their seat and are asked in turn order.
FLOW = TurnFlow(
    [
        TaskKind("turn", CURRENT),
        TaskKind("track", SEAT),
        TaskKind("board", SEAT),
        TaskKind("lose", SEAT),
        TaskKind("reuse", SEAT),
        TaskKind("mantra", SEAT),
        TaskKind("recall", SEAT),
        TaskKind("breathe", SEAT),
        TaskKind("env", SEAT),
        TaskKind("fire", SEAT),
        TaskKind("give", SEAT),
        TaskKind("talk", SEAT),
        TaskKind("talk2", SEAT),
        TaskKind("keep", SEAT),
        TaskKind("shield", SEAT),
        TaskKind("roll", RANDOM),
        TaskKind("draw-env", RANDOM),
        TaskKind("draw-share", RANDOM),
        TaskKind("draw-talk", RANDOM),
        TaskKind("fill-row", RANDOM),
        TaskKind("draw-place", RANDOM),
        TaskKind("draw-pp", RANDOM),
        TaskKind("series", AUTO),
        TaskKind("series-next", AUTO),
        TaskKind("gain", AUTO),
        TaskKind("challenge", AUTO),
        TaskKind("env-end", AUTO),
        TaskKind("talk-end", AUTO),
        TaskKind("path-done", AUTO),
        TaskKind("next", AUTO),
    ]
)

EVERYONE = -1  # ``viewer`` of a full position


@dataclass(frozen=True, slots=True)
class MushroomState(Rulings):
    players: int
    variants: tuple[str, ...]
    rulings: tuple[tuple[str, str], ...]
    seed: int | None
    viewer: int
    draws: int
    current: int
    tasks: tuple[tuple, ...]
    pawn: int
    jelly: bool
    hands: tuple[tuple[str, ...], ...]
    discards: tuple[tuple[str, ...], ...]
    intensity: tuple[int, ...]
    forward: tuple[int, ...]
    hour: tuple[int, ...]  # owners of the cubes, bottom first
    drum: tuple[int, ...]
    awakening: tuple[int, ...]
    wisdom: tuple[int, ...]
    paradox: tuple[int, ...]
    faces: tuple[int, ...]
    mantras: tuple[str, ...]  # the letters each Eater holds, sorted
    breathe: tuple[bool, ...]  # True: the Breathe token shows Deep Breathing
    path_cards: tuple[int, ...]  # Personal Path cards collected
    on_path: tuple[int, ...]  # the Personal Path card an Eater is on, or -1
    path_pos: tuple[int, ...]  # where that Eater's octagon stands on the card
    path_done: tuple[tuple[int, ...], ...]  # the card's actions already experienced
    path_space: tuple[int, ...]  # the board space the octagon locks (branch: 1000 + beside)
    pp_drawn: tuple[int, ...]  # Personal Path cards drawn so far
    env_discard: tuple[int, ...]
    share_discard: tuple[int, ...]
    talk_out: tuple[int, ...]  # Talking cards of the conversation under way
    talk_row: tuple[int, ...]  # the 2-player game's face-up Talking cards
    placed: tuple[tuple[int, int], ...]  # (space, Place token) laid face up
    lander: int  # who moved the pawn onto its space (-1: nobody yet)
    experienced: tuple[int, ...]  # who has experienced the pawn's space
    breathing: tuple[int, ...]  # who flipped Deep Breathing in the Intense moment under way
    specials: tuple[bool, ...]  # Special Action used
    ended: str

    @property
    def to_move(self) -> int | None:
        return FLOW.to_move(self.tasks, self.current)


#: The working copy an action runs on (``rules.core.working``): the lists an action changes.
_Play = working_copy(
    MushroomState,
    lists=(
        "tasks",
        "hands",
        "discards",
        "intensity",
        "forward",
        "hour",
        "drum",
        "awakening",
        "wisdom",
        "paradox",
        "faces",
        "mantras",
        "breathe",
        "path_cards",
        "on_path",
        "path_pos",
        "path_done",
        "path_space",
        "specials",
    ),
    constants=("players", "variants", "rulings", "seed", "viewer"),
    rule_prefix=PREFIX,
)


class Play(_Play):
    """The working copy, reading the fields no action changes from the state it started from."""

    __slots__ = ()

    @property
    def players(self) -> int:
        return self.state.players

    @property
    def variants(self) -> tuple[str, ...]:
        return self.state.variants
