"""The card table of Oasis, loaded from cards.toml.

Every card in play is a small integer, its *code*; equal cards (two plain #7) share a code, so
each zone of the table is a sorted tuple of codes (a multiset) and counting cards is cheap.
Codes are ordered as a scout sorts a hand: Journey cards from #12 down to the Oasis #0 (a
Stage card right after the plain card of its number), then the Khalla, the Equipment and the
Companions. ``HIDDEN`` is a face-down card in a scout's view.

Names people read are messages (names.py): a Journey card's comes from its number, the
Equipment's, the Companions' and the clans' from the catalogue (``oasis-card-<key>``,
``oasis-clan-<clan>``), where each language gives them; the loader refuses a card the
catalogue cannot name.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rules.core.datafile import Fields, load_toml
from rules.core.errors import DataError
from rules.core.messages import Msg, render
from rules.core.unique_ids import unique_text

from .names import CATALOGUE

CARDS_FILE = Path(__file__).with_name("cards.toml")
HIDDEN = -1
EQUIPMENT = ("compass", "shield", "map")
CLANS = ("explorers", "scavengers", "marauders")
BANNER_ACTIONS = ("explore", "recycle", "equip", "upgraded-equip", "travel", "pillage")


@dataclass(frozen=True, slots=True)
class Card:
    code: int
    key: str  # the card's name in action keys and saved games: "7", "7-stage", "compass"
    kind: str  # journey | khalla | equipment | companion
    name: Msg  # what people read: "#7 Stage", "Compass", "Wayfinder"
    number: int = -1  # Journey and Khalla cards
    stage: bool = False
    clan: str = ""  # Companions
    actions: tuple[str, ...] = ()  # a Companion's banner, top to bottom
    copies: int = 1

    @property
    def title(self) -> str:
        """The card's name in English."""
        return render(self.name)


@dataclass(frozen=True, slots=True)
class CardSet:
    cards: tuple[Card, ...]
    khalla: int  # its code
    oasis: int  # the code of the plain #0
    equipment: dict[str, int]  # item -> code
    cost: dict[str, int]  # item -> cards to discard
    code_of: dict[str, int]  # card key -> code
    supply: tuple[int, ...]  # starting pile sizes, in EQUIPMENT order
    clan_name: dict[str, Msg]
    clan_banner: dict[str, str]
    clan_mission: dict[str, str]
    journey_example: bool
    companions_example: bool
    journey_note: str
    companions_note: str

    @property
    def clan_title(self) -> dict[str, str]:
        """Each clan's name in English."""
        return {clan: render(name) for clan, name in self.clan_name.items()}

    def by_key(self, key: str) -> Card:
        return self.cards[self.code_of[key]]

    @property
    def journey_codes(self) -> tuple[int, ...]:
        return tuple(c.code for c in self.cards if c.kind == "journey")

    @property
    def companion_codes(self) -> tuple[int, ...]:
        return tuple(c.code for c in self.cards if c.kind == "companion")

    def totals(self, players: int) -> list[int]:
        """How many cards of each code a game of ``players`` scouts holds in all."""
        counts = [c.copies for c in self.cards]
        counts[self.khalla] = players
        return counts


def load_cards(path: Path = CARDS_FILE) -> CardSet:
    source = path.name
    top = Fields(load_toml(path), source, "")
    cards: list[Card] = []

    def add(**fields) -> Card:
        card = Card(code=len(cards), **fields)
        cards.append(card)
        return card

    journey = top.sub("journey")
    rows = journey.items("numbers")
    seen: set[int] = set()
    for row in rows:
        n = row.integer("number", 0)
        if n > 12 or n in seen:
            raise row.fail("number", "numbers run from #12 to #0, each once")
        seen.add(n)
    if seen != set(range(13)):
        raise journey.fail("numbers", "every number from #12 to #0 needs a row")
    oasis = -1
    for row in sorted(rows, key=lambda r: -r.integer("number")):
        n = row.integer("number")
        plain, stage = row.integer("plain", 0), row.integer("stage", 0)
        if n == 0:
            if stage:
                raise row.fail("stage", "the Oasis #0 is never a Stage card")
            if plain < 1:
                raise row.fail("plain", "the Ruins start with an Oasis #0")
            name = Msg("oasis-card-oasis", number=0)
            oasis = add(key="0", kind="journey", name=name, number=0, copies=plain).code
            continue
        if plain:
            name = Msg("oasis-card-number", number=n)
            add(key=str(n), kind="journey", name=name, number=n, copies=plain)
        if stage:
            add(
                key=f"{n}-stage",
                kind="journey",
                name=Msg("oasis-card-stage", number=n),
                number=n,
                stage=True,
                copies=stage,
            )
    khalla_number = top.sub("khalla").integer("number", 13)
    khalla_name = Msg("oasis-card-khalla", number=khalla_number)
    khalla = add(key="khalla", kind="khalla", name=khalla_name, number=khalla_number).code
    equipment_table = top.sub("equipment")
    equipment: dict[str, int] = {}
    cost: dict[str, int] = {}
    supply = []
    for item in EQUIPMENT:
        row = equipment_table.sub(item)
        name = _named(row, "count", f"oasis-card-{item}")
        equipment[item] = add(
            key=item, kind="equipment", name=name, copies=row.integer("count", 1)
        ).code
        cost[item] = row.integer("cost", 1)
        supply.append(row.integer("count", 1))
    clans = top.sub("clans")
    clan_name, clan_banner, clan_mission = {}, {}, {}
    for clan in CLANS:
        row = clans.sub(clan)
        clan_name[clan] = _named(row, "banner", f"oasis-clan-{clan}")
        clan_banner[clan] = row.text("banner")
        mission = row.text("mission")
        if mission not in ("explore", "recycle", "pillage"):
            raise row.fail("mission", "a Mission is explore, recycle or pillage")
        clan_mission[clan] = mission
    companions = top.sub("companions")
    keys = {c.key for c in cards}
    for row in companions.items("list"):
        key = unique_text(row, "key", keys, "{} names two cards")
        clan = row.text("clan")
        if clan not in CLANS:
            raise row.fail("clan", f"must be one of {', '.join(CLANS)}")
        actions = tuple(row.get("actions", list))
        if len(actions) != 2 or any(a not in BANNER_ACTIONS for a in actions):
            raise row.fail("actions", f"two of {', '.join(BANNER_ACTIONS)}")
        if actions[0] != clan_mission[clan]:
            raise row.fail("actions", "the top banner action is the clan's Mission action")
        add(
            key=key,
            kind="companion",
            name=_named(row, "key", f"oasis-card-{key}"),
            clan=clan,
            actions=actions,
            copies=row.integer("copies", 1),
        )
    if not any(c.kind == "companion" for c in cards):
        raise DataError(source, "companions.list", "the game needs Companions")
    return CardSet(
        cards=tuple(cards),
        khalla=khalla,
        oasis=oasis,
        equipment=equipment,
        cost=cost,
        code_of={c.key: c.code for c in cards},
        supply=tuple(supply),
        clan_name=clan_name,
        clan_banner=clan_banner,
        clan_mission=clan_mission,
        journey_example=journey.flag("example"),
        companions_example=companions.flag("example"),
        journey_note=journey.text("note", ""),
        companions_note=companions.text("note", ""),
    )


def _named(row: Fields, field: str, message_id: str) -> Msg:
    """The name of a card or clan: its message in the catalogue, which must hold one (the
    refusal names ``field`` of ``row``, the row the card comes from)."""
    if not CATALOGUE.has(message_id):
        raise row.fail(field, f"no name for it in the catalogue (message {message_id!r})")
    return Msg(message_id)
