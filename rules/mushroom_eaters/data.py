"""The Mushroom Eaters' data files read and checked: the Action Path (``path.toml``) and the
cards, tokens and numbers (``cards.toml``). Errors name the file and the field."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rules.core.datafile import Fields, load_toml
from rules.core.errors import DataError

HERE = Path(__file__).parent
SPACE_KINDS = (
    "hut",
    "item",
    "heavy",
    "breathe",
    "fire",
    "mantra",
    "talking",
    "share",
    "intense",
    "drum",
    "place",
    "face",
    "environment",
    "pp",
    "return-mantras",
    "jelly",
    "end",
)
ITEM_KINDS = ("awakening", "wisdom", "paradox", "energy", "focus", "mantra", "breathe", "recall")
LOSS_KINDS = ("any", "awakening", "wisdom", "paradox", "energy", "focus", "mantra")
LETTERS = ("A", "B", "C", "D", "E")
CARDS = ("I", "3a", "3b", "2a", "2b", "1a", "1b", "0")
TALK_ROW = 4  # the 2-player game's face-up Talking cards (the seed's 2-3 Player Game)


@dataclass(frozen=True, slots=True)
class Space:
    index: int
    panel: str
    kind: str
    one: bool  # marked "1": only the current player experiences it
    series: int  # Must Do series number, 0 for none
    value: int  # an Intense space's intensity
    letter: str  # a Mantra space's letter
    items: tuple[str, ...]
    branch: bool  # a Personal Path branches off beside this space


@dataclass(frozen=True, slots=True)
class PathCard:
    base: int
    spaces: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Data:
    spaces: tuple[Space, ...]
    moves: dict[str, int]
    fire: dict[str, tuple[str, ...]]
    identity_alt_fire: tuple[str, ...]
    supply: dict[str, int]
    tracks: dict[str, tuple[int, int]]  # each Nervous System track's lowest and highest value
    intensity: int
    forward: int
    deep_breathing: bool
    focus_spaces: int
    die: tuple[int, ...]
    mantra_items: dict[str, tuple[str, ...]]
    overview: dict[str, str]
    environment: tuple[tuple[str, dict[int, str]], ...]
    share: tuple[tuple[tuple[str, ...], str], ...]
    path_cards: tuple[PathCard, ...]
    place: tuple[str, ...]  # 12 regular, then 5 advanced

    def series_start(self, index: int) -> bool:
        series = self.spaces[index].series
        return bool(series) and (index == 0 or self.spaces[index - 1].series != series)


def check_item(item: str, source: str, where: str) -> str:
    kind, _, amount = item.partition(":")
    if kind == "lose":
        if amount not in LOSS_KINDS:
            raise DataError(source, where, f"cannot lose {amount!r}; one of {LOSS_KINDS}")
        return item
    if kind not in ITEM_KINDS or not amount.isdigit() or int(amount) < 1:
        raise DataError(source, where, f"{item!r} is not an item like 'awakening:1'")
    return item


def _spaces(table: Fields) -> tuple[Space, ...]:
    spaces: list[Space] = []
    for panel in table.items("panel"):
        name = panel.text("name")
        for row in panel.get("spaces", list):
            f = Fields(row, "path.toml", f"panel {name}.spaces[{len(spaces)}]")
            kind = f.text("kind")
            if kind not in SPACE_KINDS:
                raise f.fail("kind", f"must be one of {', '.join(SPACE_KINDS)}")
            items = tuple(
                check_item(i, "path.toml", f.where + ".items") for i in f.get("items", list, [])
            )
            letter = f.text("letter", "")
            if kind == "mantra" and letter not in LETTERS:
                raise f.fail("letter", "a Mantra space names a letter A to E")
            spaces.append(
                Space(
                    len(spaces),
                    name,
                    kind,
                    f.get("one", bool, False),
                    f.integer("series", 0, 0),
                    f.integer("value", 0, 0),
                    letter,
                    items,
                    f.get("branch", bool, False),
                )
            )
    if not spaces or spaces[-1].kind != "end":
        raise DataError("path.toml", "panel", "the path must end on an 'end' space")
    return tuple(spaces)


def _mood(table: Fields) -> tuple[dict[str, int], dict[str, tuple[str, ...]], tuple[str, ...]]:
    moves, fire, alt = {}, {}, ()
    for row in Fields(table.get("mood", dict), "cards.toml", "mood").items("cards"):
        card = row.text("id")
        moves[card] = row.integer("move", 0)
        fire[card] = tuple(check_item(i, "cards.toml", row.where) for i in row.get("fire", list))
        if card == "I":
            alt = tuple(row.get("alt_fire", list))
    if tuple(moves) != CARDS:
        raise DataError("cards.toml", "mood.cards", f"expected the cards {CARDS}")
    return moves, fire, alt


def _environment(table: Fields) -> tuple[tuple[str, dict[int, str]], ...]:
    cards = []
    for row in table.items("environment"):
        rows = {
            int(k): check_item(v, "cards.toml", row.where) for k, v in row.get("rows", dict).items()
        }
        cards.append((row.text("name"), rows))
    return tuple(cards)


def _path_cards(table: Fields) -> tuple[PathCard, ...]:
    cards = []
    for row in table.items("path_card"):
        spaces = tuple(row.get("spaces", list))
        if not spaces or not spaces[-1].startswith("mustdo:"):
            raise row.fail("spaces", "a Personal Path card ends on a Must Do")
        cards.extend([PathCard(row.integer("base", 1), spaces)] * row.integer("copies", 1))
    return tuple(cards)


def _tracks(table: Fields) -> dict[str, tuple[int, int]]:
    tracks = Fields(table.get("tracks", dict), "cards.toml", "tracks")
    found = {}
    for name in ("intensity", "forward"):
        bounds = tracks.get(name, list)
        if (
            len(bounds) != 2
            or not all(isinstance(b, int) for b in bounds)
            or bounds[0] >= bounds[1]
        ):
            raise tracks.fail(name, "a track is [lowest, highest], two whole numbers")
        found[name] = (bounds[0], bounds[1])
    return found


@cache
def load() -> Data:
    path = Fields(load_toml(HERE / "path.toml"), "path.toml", "")
    cards = Fields(load_toml(HERE / "cards.toml"), "cards.toml", "")
    moves, fire, alt = _mood(cards)
    supply = Fields(cards.get("supply", dict), "cards.toml", "supply")
    start = Fields(cards.get("start", dict), "cards.toml", "start")
    mantra = cards.get("mantra", dict)
    place = Fields(cards.get("place", dict), "cards.toml", "place")
    return Data(
        spaces=_spaces(path),
        moves=moves,
        fire=fire,
        identity_alt_fire=alt,
        supply={k: supply.integer(k, 0) for k in supply.table},
        tracks=_tracks(cards),
        intensity=start.integer("intensity", 1),
        forward=start.integer("forward", 0),
        deep_breathing=start.get("deep_breathing", bool),
        focus_spaces=start.integer("focus_spaces", 3),
        die=tuple(Fields(cards.get("die", dict), "cards.toml", "die").get("faces", list)),
        mantra_items={k: tuple(mantra[k]) for k in LETTERS},
        overview={k: cards.get("overview", dict)[k] for k in LETTERS},
        environment=_environment(cards),
        share=tuple((tuple(r.get("share", list)), r.text("talk")) for r in cards.items("share")),
        path_cards=_path_cards(cards),
        place=tuple(place.get("regular", list)) + tuple(place.get("advanced", list)),
    )
