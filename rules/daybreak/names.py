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

from rules.core.elements import element_id
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


track_id = element_id("track")
crisis_id = element_id("crisis")
project_id = element_id("project")
offer_id = element_id("offer")
player_id = element_id("player")
stack_id = element_id("stack")  # stack:<seat>:<n>, n from 1
tuck_id = element_id("tuck")
new_stack_id = element_id("new-stack")
hand_id = element_id("hand")  # hand:<seat>:<card key>
communities_id = element_id("communities")
energy_id = element_id("energy")
done_id = element_id("done")


COMMUNITIES_PER_ROW = 4


def community_slot(index: int) -> tuple[int, int]:
    """Where the ``index``-th Community in Crisis token of a player lies (column, row):
    left to right, top to bottom, four to a row (daybreak.crisis.communities)."""
    return index % COMMUNITIES_PER_ROW, index // COMMUNITIES_PER_ROW


def thermometer_spaces(cubes: int, players: int) -> tuple[int, ...]:
    """The cubes of the open row, space by space: five to a space, filled left to right
    (daybreak.emissions.thermometer)."""
    return tuple(min(5, max(0, cubes - 5 * i)) for i in range(players))
