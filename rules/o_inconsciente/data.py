"""The example boards and cards of O Inconsciente (data.toml), read once and checked."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rules.core.datafile import load_toml
from rules.core.errors import DataError

FILE = Path(__file__).with_name("data.toml")
EFFECT_KINDS = ("points", "coffee", "insight", "heart", "rep")


@dataclass(frozen=True)
class Data:
    raw: dict

    def __post_init__(self):
        # Each field an attribute of its own: the rules read them on every action (the bots'
        # look-ahead, a million times a game), and a plain attribute is the cheapest read.
        self.__dict__.update(self.raw)

    def __getattr__(self, name):  # only for a name the data has no field of
        try:
            return self.raw[name]
        except KeyError:
            raise AttributeError(name) from None


def check_effect(text: str, field: str) -> None:
    kind, _, amount = text.partition(":")
    if kind not in EFFECT_KINDS or (amount and not amount.isdigit()):
        raise DataError(FILE.name, field, f"not an effect: {text!r}")


def effect_parts(text: str) -> tuple[str, int]:
    kind, _, amount = text.partition(":")
    return kind, int(amount or 1)


@cache
def load() -> Data:
    raw = load_toml(FILE)
    if raw.get("example") is not True:
        raise DataError(FILE.name, "example", "the boards and cards are example data")
    for field in ("location_effects", "district_bonus_effects"):
        for i, text in enumerate(raw[field]):
            check_effect(text, f"{field}[{i}]")
    for i, bonuses in enumerate(raw["location_bonuses"]):
        for j, text in enumerate(bonuses):
            check_effect(text, f"location_bonuses[{i}][{j}]")
    for i, (level, main, banner) in enumerate(raw["notes"]):
        check_effect(main, f"notes[{i}].main")
        check_effect(banner, f"notes[{i}].banner")
        if level not in (0, 1, 2):
            raise DataError(
                FILE.name,
                f"notes[{i}].level",
                "a note tile is of level 1 or 2 (0: a starting tile)",
            )
    for i, (place, tiles) in enumerate(raw["offices"]):
        starting = [t for t in tiles if 0 <= t < len(raw["notes"]) and raw["notes"][t][0] == 0]
        if not 0 <= place < 6 or len(starting) != 3 or len(set(tiles)) != 3:
            raise DataError(
                FILE.name,
                f"offices[{i}]",
                "a location and the three starting tiles (level 0) with the card's glyph",
            )
    lines = raw["line_insights"]
    if len(lines) != 6 or any(not 0 <= s < len(raw["insight_sections"]) for s in lines):
        raise DataError(FILE.name, "line_insights", "a disc section for each of the six lines")
    if len(raw["goals"]) != 7:
        raise DataError(FILE.name, "goals", "the seed sets out seven local goals")
    if len(raw["locations"]) != 6:
        raise DataError(FILE.name, "locations", "six location kinds")
    if len(raw["track_points"]) != len(raw["track_actions"]) or raw["clock"] >= len(
        raw["track_points"]
    ):
        raise DataError(
            FILE.name, "track_points", "one entry per reputation space, the clock on the track"
        )
    return Data(raw)
