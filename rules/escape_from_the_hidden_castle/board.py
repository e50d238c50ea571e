"""The board data of Escape from the Hidden Castle, read and checked from board.toml.

The names people read (rooms, seat colours) are messages (``messages/en.ftl``, by id), so
each language names them; a room or colour without a name there is refused on loading.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rules.core.datafile import Fields, load_toml
from rules.core.errors import DataError
from rules.core.messages import Msg

from .names import CATALOGUE, colour_msg, english, room_msg

BOARD_FILE = Path(__file__).with_name("board.toml")
SHIELDS = ("none", "red", "green")
SIDES = ("hugo", "midnight-party")


@dataclass(frozen=True, slots=True)
class Room:
    id: str
    name: str  # in English, from the catalogue (messages/en.ftl)
    door: int
    shield: str
    points: int
    example: bool
    note: str = ""


@dataclass(frozen=True, slots=True)
class Side:
    """One face of the board: its cellar steps (bottom first) and its rooms."""

    name: str
    cellar_points: tuple[int, ...]
    cellar_labels: tuple[str, ...]
    hugo_start: str  # "door" (below the bottom step) or "bottom" (on the bottom step)
    rooms: tuple[Room, ...]
    example: bool


@dataclass(frozen=True, slots=True)
class Board:
    title: str
    gallery: int
    arrow: int
    gallery_example: bool
    colours: tuple[str, ...]
    guests_per_player: dict[int, int]
    start_points: int
    end_points: int
    start_speed: int
    max_speed: int
    midnight_speed: int
    midnight_speed_crowded: int
    midnight_rounds: int
    sides: dict[str, Side]

    def first_speed(self, side: str, players: int) -> int:
        """Hugo's speed at the start: the main game's, or Midnight Party's (fixed; slower
        with 7 or 8 players)."""
        if side != "midnight-party":
            return self.start_speed
        return self.midnight_speed_crowded if players >= 7 else self.midnight_speed


def _named(item: Fields, key: str, message: Msg) -> str:
    """The English name of an id, which the catalogue must hold."""
    if not CATALOGUE.has(message.id):
        raise item.fail(key, f"no name for it in messages/en.ftl (message {message.id!r})")
    return english(message)


def _room(item: Fields, gallery: int, base: Room | None = None) -> Room:
    door = item.integer("door", 0) if base is None else base.door
    if door >= gallery:
        raise item.fail("door", f"must be a gallery space below {gallery}, got {door}")
    room_id = item.text("id")
    room = Room(
        id=room_id,
        name=_named(item, "id", room_msg(room_id)),
        door=door,
        shield=item.text("shield"),
        points=item.integer("points"),
        example=item.flag("example"),
        note=item.text("note", ""),
    )
    if room.shield not in SHIELDS:
        raise item.fail("shield", f"must be one of {', '.join(SHIELDS)}, got {room.shield!r}")
    return room


def parse_board(data: dict, source: str) -> Board:
    top = Fields(data, source, "")
    rules = top.sub("rules")
    gallery_table = top.sub("gallery")
    gallery = gallery_table.integer("spaces", 10)
    arrow = gallery_table.integer("arrow", 0)
    if arrow >= gallery:
        raise gallery_table.fail("arrow", f"must be below the gallery length {gallery}")

    per_table = top.sub("guests_per_player")
    per: dict[int, int] = {}
    for key in per_table.table:
        if not key.isdigit():
            raise per_table.fail(key, "keys are player counts")
        per[int(key)] = per_table.integer(key, 1)

    colours = []
    for seat in top.items("seats"):
        colours.append(seat.text("colour"))
        _named(seat, "colour", colour_msg(colours[-1]))
    colours = tuple(colours)
    if len(colours) < max(per):
        raise top.fail("seats", f"{max(per)} players need {max(per)} seats, got {len(colours)}")

    base_rooms = []
    override: dict[str, Fields] = {}
    for item in top.items("rooms"):
        room = _room(item, gallery)
        base_rooms.append(room)
        if "midnight-party" in item.table:
            override[room.id] = item.sub("midnight-party")
    doors = [r.door for r in base_rooms]
    if len(set(doors)) != len(doors):
        raise top.fail("rooms", "two rooms share a door space")

    sides = {}
    sides_table = top.sub("sides")
    for name in SIDES:
        side = sides_table.sub(name)
        points = side.get("cellar_points", list)
        labels = side.get("cellar_labels", list)
        if not points or len(points) != len(labels):
            raise side.fail("cellar_labels", "needs one label per cellar step")
        if any(isinstance(p, bool) or not isinstance(p, int) or p < 0 for p in points):
            raise side.fail("cellar_points", "must be whole numbers of at least 0")
        start = side.text("hugo_start")
        if start not in ("door", "bottom"):
            raise side.fail("hugo_start", "must be 'door' or 'bottom'")
        rooms = tuple(
            _room(override[r.id], gallery, r)
            if name == "midnight-party" and r.id in override
            else r
            for r in base_rooms
        )
        sides[name] = Side(
            name=name,
            cellar_points=tuple(points),
            cellar_labels=tuple(str(x) for x in labels),
            hugo_start=start,
            rooms=rooms,
            example=side.flag("example"),
        )

    return Board(
        title=top.text("title"),
        gallery=gallery,
        arrow=arrow,
        gallery_example=gallery_table.flag("example"),
        colours=colours,
        guests_per_player=per,
        start_points=rules.integer("start_points", 0),
        end_points=rules.integer("end_points", 1),
        start_speed=rules.integer("start_speed", 1),
        max_speed=rules.integer("max_speed", 1),
        midnight_speed=rules.integer("midnight_speed", 1),
        midnight_speed_crowded=rules.integer("midnight_speed_crowded", 1),
        midnight_rounds=rules.integer("midnight_rounds", 1),
        sides=sides,
    )


def load_board(path: Path = BOARD_FILE) -> Board:
    return parse_board(load_toml(path), path.name)


@cache
def default_board() -> Board:
    return load_board()


__all__ = ["Board", "DataError", "Room", "Side", "default_board", "load_board", "parse_board"]
