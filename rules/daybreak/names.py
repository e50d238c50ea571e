"""What Daybreak's engine, codec, teaching and board view share: board element ids and the
message catalogue (registered on import, so every module naming a message finds it).

Element ids (``Step.highlight`` and the explorer's clicks): ``thermometer``, ``recent``,
``trees``, ``oceans``, ``dac``, ``round``, ``track:<track>``, ``crisis:<card>`` (a crisis in
play), ``crisis-deck``, ``project:<card>`` (a Global Project in play), ``offer:<card>``,
``player:<seat>`` (a player's area), ``stack:<seat>:<n>`` (n from 1), ``tuck:<seat>:<n>`` (behind
that stack), ``new-stack:<seat>``, ``hand:<seat>:<card>``, ``communities:<seat>``,
``energy:<seat>``, ``done:<seat>``. ``<card>`` is the card's key.
"""

from __future__ import annotations

from rules.core.messages import Msg, catalogue_for

LANGUAGES = ("en",)
CATALOGUE = catalogue_for(__file__, LANGUAGES)

#: The world powers, one per player: their names are messages (``daybreak-power-<key>``).
POWERS = ("us", "europe", "china", "majority")
_POWER_NAMES = {key: Msg(f"daybreak-power-{key}") for key in POWERS}


def power(key: str) -> Msg:
    """A world power's name, as a message (a player is named by the power it plays)."""
    return _POWER_NAMES[key]


THERMOMETER = "thermometer"
RECENT = "recent"
TREES = "trees"
OCEANS = "oceans"
DAC = "dac"
ROUND = "round"
CRISIS_DECK = "crisis-deck"
SINKS = {"trees": TREES, "oceans": OCEANS, "dac": DAC}


def track_id(track: str) -> str:
    return f"track:{track}"


def crisis_id(key: str) -> str:
    return f"crisis:{key}"


def project_id(key: str) -> str:
    return f"project:{key}"


def offer_id(key: str) -> str:
    return f"offer:{key}"


def player_id(seat: int) -> str:
    return f"player:{seat}"


def stack_id(seat: int, number: int) -> str:
    return f"stack:{seat}:{number}"


def tuck_id(seat: int, number: int) -> str:
    return f"tuck:{seat}:{number}"


def new_stack_id(seat: int) -> str:
    return f"new-stack:{seat}"


def hand_id(seat: int, key: str) -> str:
    return f"hand:{seat}:{key}"


def communities_id(seat: int) -> str:
    return f"communities:{seat}"


def energy_id(seat: int) -> str:
    return f"energy:{seat}"


def done_id(seat: int) -> str:
    return f"done:{seat}"


COMMUNITIES_PER_ROW = 4


def community_slot(index: int) -> tuple[int, int]:
    """Where the ``index``-th Community in Crisis token of a player lies (column, row):
    left to right, top to bottom, four to a row (daybreak.crisis.communities)."""
    return index % COMMUNITIES_PER_ROW, index // COMMUNITIES_PER_ROW


def thermometer_spaces(cubes: int, players: int) -> tuple[int, ...]:
    """The cubes of the open row, space by space: five to a space, filled left to right
    (daybreak.emissions.thermometer)."""
    return tuple(min(5, max(0, cubes - 5 * i)) for i in range(players))
