"""The components of Vrienden, read and checked from board.toml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rules.core.datafile import Fields, load_toml

BOARD_FILE = Path(__file__).with_name("board.toml")
OBJECTIVE_KINDS = (
    "pair",
    "every-chakra",
    "three-in-a-row",
    "two-touching-pairs",
    "all-meditation",
    "three-alleviated",
)


@dataclass(frozen=True, slots=True)
class Objective:
    id: str
    kind: str
    chakras: tuple[int, ...] = ()  # chakra indices for "pair"


@dataclass(frozen=True, slots=True)
class Board:
    title: str
    chakras: tuple[str, ...]  # ids, top to bottom
    chakra_names: tuple[str, ...]
    per_colour: int
    white_per_player: int
    bubbles: int
    places: int
    flows: int
    flow_spaces: int
    plenitude: tuple[int, ...]
    inspiration_tokens: int
    inspiration_spaces: int
    end_harmonized: int
    alignment_bonus: int
    objective_bonuses: tuple[int, ...]
    objectives_shown: tuple[int, int]  # (two players, three or more)
    objectives: tuple[Objective, ...]
    yin_yang_complete: int
    yin_yang_half: int
    notes: dict[str, str]


def parse_board(data: dict, source: str) -> Board:
    top = Fields(data, source, "")
    colours = top.sub("colours")
    chakras = tuple(colours.get("chakras", list))
    names = tuple(colours.get("names", list))
    if len(chakras) != 7 or len(set(chakras)) != 7:
        raise colours.fail("chakras", "needs seven different chakra colours")
    if len(names) != len(chakras):
        raise colours.fail("names", "needs one name per chakra colour")
    bag = top.sub("bag")
    board = top.sub("board")
    maya = top.sub("maya")
    plen = top.sub("plenitude")
    tokens = plen.get("tokens", list)
    if len(tokens) != len(chakras) + 1 or any(
        isinstance(t, bool) or not isinstance(t, int) or not 1 <= t <= 4 for t in tokens
    ):
        raise plen.fail("tokens", "needs eight values from 1 to 4 (one per karma space, one spare)")
    players = top.sub("players")
    objectives = top.sub("objectives")
    cards = []
    for item in objectives.items("cards"):
        kind = item.text("kind")
        if kind not in OBJECTIVE_KINDS:
            raise item.fail("kind", f"must be one of {', '.join(OBJECTIVE_KINDS)}")
        pair: tuple[int, ...] = ()
        if kind == "pair":
            named = item.get("chakras", list)
            if len(named) != 2 or any(c not in chakras for c in named):
                raise item.fail("chakras", "a pair objective names two chakra colours")
            pair = tuple(chakras.index(c) for c in named)
        cards.append(Objective(item.text("id"), kind, pair))
    bonuses = tuple(objectives.get("bonuses", list))
    yy = top.sub("yin_yang")
    return Board(
        title=top.text("title"),
        chakras=chakras,
        chakra_names=names,
        per_colour=bag.integer("per_colour_per_player", 1),
        white_per_player=bag.integer("white_per_player", 0),
        bubbles=board.integer("bubbles", 1),
        places=board.integer("places_per_chakra", 1),
        flows=maya.integer("flows", 1),
        flow_spaces=maya.integer("spaces_per_flow", 1),
        plenitude=tuple(tokens),
        inspiration_tokens=players.integer("inspiration_tokens", 1),
        inspiration_spaces=players.integer("inspiration_spaces", 8),
        end_harmonized=players.integer("end_harmonized", 1),
        alignment_bonus=players.integer("alignment_bonus", 0),
        objective_bonuses=bonuses,
        objectives_shown=(
            objectives.integer("shown_two_players", 1),
            objectives.integer("shown_more_players", 1),
        ),
        objectives=tuple(cards),
        yin_yang_complete=yy.integer("complete", 0),
        yin_yang_half=yy.integer("half", 0),
        notes={
            name: top.sub(name).text("note") for name in ("colours", "board", "maya", "plenitude")
        },
    )


def load_board(path: Path = BOARD_FILE) -> Board:
    return parse_board(load_toml(path), path.name)


@cache
def default_board() -> Board:
    return load_board()
