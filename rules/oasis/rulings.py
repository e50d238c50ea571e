"""The rulings of Oasis (seed 003_fece3b0430baafc1.txt, the Oasis pages): where the rule text
is silent or reads two ways, the seed's reading is the default and the other a setup option.
"""

from __future__ import annotations

from rules.core import RulingOption

R = "oasis."
M = "oasis-"

#: Each ruling by its name and its readings, the first the default (the seed's); its section
#: and messages are named after it (``RulingOption.table``).
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

RULINGS = RulingOption.table(M, R, READINGS)
