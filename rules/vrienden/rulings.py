"""The rulings of Vrienden: our reading of what the seed leaves open, each with the other
reading as a setup option (rulebook sections vrienden.ruling.*; research/games.md).
"""

from __future__ import annotations

from rules.core import RulingOption

R = "vrienden."
M = "vrienden-"

#: Each ruling by its name and its readings, the first the default (the seed's); its section
#: and messages are named after it (``RulingOption.table``).
READINGS = (
    ("white-take", ("seed", "expansion")),
    ("colour-limit", ("bga", "off")),
    ("bubbles", ("chakras-only", "bubbles-too")),
    ("refill", ("after-take", "when-empty")),
    ("earth", ("black-only", "any")),
    ("move-once", ("once", "free")),
    ("harmonized", ("locked", "movable")),
    ("alignment", ("at-least-one", "zero-counts")),
    ("every-chakra", ("any-energy", "own-colour")),
    ("temporary", ("skip-only", "counts")),
    ("blocked", ("ends", "plays-on")),
    ("round-limit", ("none", "100", "30")),
)

RULINGS = RulingOption.table(M, R, READINGS)
