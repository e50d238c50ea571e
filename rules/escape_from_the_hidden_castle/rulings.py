"""The rulings of Escape from the Hidden Castle (seed 003_fece3b0430baafc1.txt): where the
rule text is silent or reads two ways, the seed's reading is the default and the other a setup
option. Each reading is named in words by the catalogue (messages/).
"""

from __future__ import annotations

from rules.core import RulingOption

from .names import M, R

#: Each ruling: its name, its rulebook section and its readings, the first the default (the
#: seed's reading where it has one). Titles and readings are messages of the catalogue
#: (``hidden-castle-ruling-<name>``, ``hidden-castle-reading-<name>-<reading>``).
READINGS = (
    ("first-exit-speed", "ruling.first-exit-speed", ("seed", "rulebook")),
    ("ties", "ruling.ties", ("share", "none")),
    ("green-room", "ruling.green-floor", ("floor", "all-or-nothing")),
    ("expel-roll", "ruling.expel-roll", ("seed", "exact")),
    ("midnight-room-exit", "ruling.midnight-room-exit", ("allowed", "stay")),
    ("midnight-start", "ruling.midnight-start", ("10", "0")),
    ("speed-end", "ruling.speed-end", ("finish-move", "stop-on-arrow")),
    ("points-end", "ruling.end-timing", ("finish-move", "stop-at-once")),
    ("expelled-onto-hugo", "ruling.expelled-onto-hugo", ("captured", "safe")),
    ("midnight-ties", "ruling.midnight-order", ("earlier-seat", "turn-order")),
    ("midnight-replace", "ruling.midnight-replace", ("any-space", "empty-space")),
)

RULINGS = tuple(
    RulingOption.worded(M, name, R + section, choices[0], choices)
    for name, section, choices in READINGS
)
