"""The rulings of Oasis (seed 003_fece3b0430baafc1.txt, the Oasis pages): where the rule text
is silent or reads two ways, the seed's reading is the default and the other a setup option.
"""

from __future__ import annotations

from rules.core import RulingOption

R = "oasis."
M = "oasis-"

#: Each ruling by its name (its rulebook section: ``R + "ruling." + name``) and its
#: readings, the first the default (the seed's). Titles and readings are messages of the
#: catalogue (``M + "ruling-<name>"``, ``M + "reading-<name>-<reading>"``), read in the
#: Setup tab's language.
READINGS = (
    ("compass-run", ("allowed", "one-at-a-time")),
    ("map", ("after-1", "any-time")),
    ("closest-tie", ("shared", "fewest-cards")),
    ("mission-after-recruit", ("other-clans", "never")),
    ("compass-missing", ("missing-only", "also-held")),
    ("empty-pile", ("closed", "reopens")),
    ("travel-minimum", ("one-card", "none")),
    ("no-action", ("pass", "game-ends")),
    ("companion-deck", ("stays-empty", "reshuffle")),
    ("two-player-shield", ("from-pile", "extra")),
)

RULINGS = tuple(
    RulingOption.worded(M, name, R + "ruling." + name, choices[0], choices)
    for name, choices in READINGS
)
