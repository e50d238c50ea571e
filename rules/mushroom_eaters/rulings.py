"""The rulings of The Mushroom Eaters: where the rule text (seed 000_556f26b31c3cddac.txt)
can be read two ways, the seed's reading first and the other one a setup option (the reasons
are in the rulebook's sections they cite)."""

from __future__ import annotations

from rules.core import RulingOption

R = "mushroom-eaters."
M = "mushroom-eaters-"

#: Each ruling by its name and its readings, the first the default (the seed's); its section
#: and messages are named after it (``RulingOption.table``).
READINGS = (
    ("identity-forces", ("forces", "only-2-cards")),
    ("special-action", ("per-player", "per-table")),
    ("talking-deck", ("shuffled-back", "discarded")),
    ("place-tokens", ("when-seen", "on-landing")),
    ("zero-talking", ("conversation", "alone")),
    ("path-focus", ("counted", "cubes-only")),
    ("mantra-chant", ("any-number", "at-most-two")),
)

RULINGS = RulingOption.table(M, R, READINGS)
