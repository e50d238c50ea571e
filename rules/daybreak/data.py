"""Daybreak's data files, loaded once and checked: every error names the file and the field.

``powers.toml`` holds the world powers, the Tree/Ocean chart, the thermometer and the
Planetary Effects tracks; ``cards.toml`` every Local Project, Crisis and Global Project card.
All of it is example data (the seed gives none of the numbers); see the rulebook's
example-data sections.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rules.core.datafile import Fields, load_toml

from .names import POWERS

HERE = Path(__file__).parent
TAGS = ("power", "industry", "transport", "buildings", "nature", "community")
SECTORS = ("industry", "transport", "buildings", "agriculture")
THEMES = POWERS  # the powers, whose card themes they are too
# What a Local Project's action (and a Global Project's effect) may do.
LOCAL_EFFECTS = (
    "swap",
    "retire",
    "clean",
    "cut",
    "demand",
    "relief",
    "trees",
    "oceans",
    "dac",
    "resilience",
)
SHARED_EFFECTS = ("trees", "oceans", "dac")  # the sinks of the central board
CRISIS_EFFECTS = (
    "cic",
    "discard-hand",
    "discard-area",
    "lose-resilience",
    "lose-clean",
    "lose-trees",
    "lose-oceans",
    "most-tag",
    "demand",
    "no-dirty-removal",
    "no-forecast",
)
PASSIVE_EFFECTS = ("no-dirty-removal", "no-forecast")


@dataclass(frozen=True, slots=True)
class Power:
    key: str  # its name is a message (names.power)
    demand: int
    clean: int
    dirty: int
    emissions: tuple[int, int, int, int]  # by SECTORS
    resilience: int
    communities: int
    growth: int
    rulebook_example: str = ""


@dataclass(frozen=True, slots=True)
class Track:
    key: str
    name: str
    face: int
    length: int
    tipping: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class LocalCard:
    code: int
    key: str
    name: str
    theme: str
    tags: tuple[str, ...]
    effect: str
    amount: int
    sector: str = ""
    limit: int = 1
    bonus: str = ""
    requires: tuple[tuple[str, int], ...] = ()
    start: bool = False


@dataclass(frozen=True, slots=True)
class CrisisCard:
    code: int
    key: str
    name: str
    effect: str
    amount: int
    per_band: bool
    reduced: bool
    counter: str
    cancel: int
    passive: bool
    tag: str = ""


@dataclass(frozen=True, slots=True)
class GlobalCard:
    code: int
    key: str
    name: str
    needs: tuple[tuple[str, int], ...]
    effect: str
    amount: int
    sector: str = ""


@dataclass(frozen=True, slots=True)
class World:
    powers: dict[str, Power]
    by_players: dict[int, tuple[str, ...]]
    solo_growth: int
    chart: dict[int, tuple[int, int]]  # players -> (trees, oceans)
    bands_to_lose: int
    crises: tuple[int, ...]  # by bands 0-4
    crises_later: dict[str, tuple[int, ...]]  # ruling crisis-count -> bands 5-7
    tracks: tuple[Track, ...]
    local: tuple[LocalCard, ...]
    crisis: tuple[CrisisCard, ...]
    globals: tuple[GlobalCard, ...]

    def crisis_count(self, bands: int, reading: str) -> int:
        """Crisis cards drawn at ``bands`` Temperature Bands (ruling crisis-count for 5-7)."""
        table = (*self.crises, *self.crises_later[reading])
        return table[min(bands, len(table) - 1)]


def _choice(item: Fields, key: str, choices: tuple[str, ...], default=...) -> str:
    value = item.text(key, default)
    if value not in choices and not (default is not ... and value == default):
        raise item.fail(key, f"must be one of {', '.join(choices)}; got {value!r}")
    return value


def _tag_counts(item: Fields, key: str) -> tuple[tuple[str, int], ...]:
    if key not in item.table:
        return ()
    table = item.sub(key)
    counts = []
    for tag in table.table:
        if tag not in TAGS:
            raise table.fail(tag, f"not a tag (one of {', '.join(TAGS)})")
        counts.append((tag, table.integer(tag, 1)))
    return tuple(sorted(counts))


def _sector(item: Fields, effect: str) -> str:
    if effect == "cut":
        return _choice(item, "sector", SECTORS)
    if "sector" in item.table:
        raise item.fail("sector", "only a 'cut' names a sector")
    return ""


def _powers(top: Fields) -> dict[str, Power]:
    powers = {}
    for item in top.items("power"):
        key = _choice(item, "key", THEMES)
        em = item.sub("emissions")
        powers[key] = Power(
            key=key,
            demand=item.integer("demand", 0),
            clean=item.integer("clean", 0),
            dirty=item.integer("dirty", 0),
            emissions=tuple(em.integer(s, 0) for s in SECTORS),  # type: ignore[arg-type]
            resilience=item.integer("resilience", 0),
            communities=item.integer("communities", 0),
            growth=item.integer("growth", 0),
            rulebook_example=item.text("rulebook_example", ""),
        )
    if sorted(powers) != sorted(THEMES):
        raise top.fail("power", f"one entry per power: {', '.join(THEMES)}")
    return powers


def _local(top: Fields) -> tuple[LocalCard, ...]:
    cards = []
    for code, item in enumerate(top.items("local")):
        effect = _choice(item, "effect", LOCAL_EFFECTS)
        tags = tuple(item.get("tags", list))
        for tag in tags:
            if tag not in TAGS:
                raise item.fail("tags", f"{tag!r} is not a tag")
        bonus = item.text("bonus", "")
        if bonus and bonus not in TAGS:
            raise item.fail("bonus", f"{bonus!r} is not a tag")
        cards.append(
            LocalCard(
                code=code,
                key=item.text("key"),
                name=item.text("name"),
                theme=_choice(item, "theme", THEMES),
                tags=tags,
                effect=effect,
                amount=item.integer("amount", 1),
                sector=_sector(item, effect),
                limit=item.integer("limit", 1, 1),
                bonus=bonus,
                requires=_tag_counts(item, "requires"),
                start=item.flag("start"),
            )
        )
    return tuple(cards)


def _crises(top: Fields) -> tuple[CrisisCard, ...]:
    cards = []
    for code, item in enumerate(top.items("crisis")):
        effect = _choice(item, "effect", CRISIS_EFFECTS)
        passive = item.flag("passive")
        if passive != (effect in PASSIVE_EFFECTS):
            raise item.fail("passive", f"true exactly for {', '.join(PASSIVE_EFFECTS)}")
        if effect == "most-tag" and item.flag("reduced"):
            raise item.fail("reduced", "a most-tag crisis hits its target in full")
        cards.append(
            CrisisCard(
                code=code,
                key=item.text("key"),
                name=item.text("name"),
                effect=effect,
                amount=0 if passive else item.integer("amount", 1),
                per_band=item.flag("per_band"),
                reduced=item.flag("reduced"),
                counter=_choice(item, "counter", TAGS),
                cancel=item.integer("cancel", 1),
                passive=passive,
                tag=_choice(item, "tag", TAGS) if effect == "most-tag" else "",
            )
        )
    return tuple(cards)


def _globals(top: Fields) -> tuple[GlobalCard, ...]:
    cards = []
    for code, item in enumerate(top.items("global")):
        effect = _choice(item, "effect", LOCAL_EFFECTS)
        needs = _tag_counts(item, "needs")
        if not needs:
            raise item.fail("needs", "a Global Project needs tags to unlock")
        cards.append(
            GlobalCard(
                code=code,
                key=item.text("key"),
                name=item.text("name"),
                needs=needs,
                effect=effect,
                amount=item.integer("amount", 1),
                sector=_sector(item, effect),
            )
        )
    return tuple(cards)


def _tracks(top: Fields) -> tuple[Track, ...]:
    tracks = []
    for item in top.items("track"):
        length = item.integer("length", 1)
        tipping = tuple(item.get("tipping", list))
        if not tipping or any(not isinstance(t, int) or not 1 <= t <= length for t in tipping):
            raise item.fail("tipping", f"spaces from 1 to {length}")
        tracks.append(
            Track(item.text("key"), item.text("name"), item.integer("face", 1), length, tipping)
        )
    if sorted(t.face for t in tracks) != [1, 2, 3, 4, 5, 6]:
        raise top.fail("track", "six tracks, one per face of the Planetary die")
    return tuple(tracks)


def _by_players(top: Fields, powers: dict[str, Power]) -> dict[int, tuple[str, ...]]:
    table = top.sub("by_players")
    found = {}
    for players in (2, 3, 4):
        keys = tuple(table.get(str(players), list))
        if len(keys) != players or any(k not in powers for k in keys):
            raise table.fail(str(players), f"{players} different powers")
        found[players] = keys
    return found


def _chart(top: Fields) -> dict[int, tuple[int, int]]:
    table = top.sub("chart")
    found = {}
    for players in (1, 2, 3, 4):
        row = table.sub(str(players))
        found[players] = (row.integer("trees", 0), row.integer("oceans", 0))
    return found


def load_world(powers_file: Path = HERE / "powers.toml", cards_file: Path = HERE / "cards.toml"):
    top = Fields(load_toml(powers_file), powers_file.name, "")
    cards = Fields(load_toml(cards_file), cards_file.name, "")
    powers = _powers(top)
    therm = top.sub("thermometer")
    counts = tuple(therm.get("crises", list))
    later = {
        "every-two-bands": tuple(therm.get("crises_every_two_bands", list)),
        "every-band": tuple(therm.get("crises_every_band", list)),
    }
    local = _local(cards)
    keys = [c.key for c in (*local, *_crises(cards), *_globals(cards))]
    duplicate = next((k for k in keys if keys.count(k) > 1), None)
    if duplicate:
        raise cards.fail("key", f"duplicate card key {duplicate!r}")
    return World(
        powers=powers,
        by_players=_by_players(top, powers),
        solo_growth=top.sub("solo").integer("growth", 0),
        chart=_chart(top),
        bands_to_lose=therm.integer("bands_to_lose", 1),
        crises=counts,
        crises_later=later,
        tracks=_tracks(top),
        local=local,
        crisis=_crises(cards),
        globals=_globals(cards),
    )
