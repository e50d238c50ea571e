"""The rulings of The Mushroom Eaters: where the rule text (seed 000_556f26b31c3cddac.txt)
can be read two ways, the seed's reading first and the other one a setup option (the reasons
are in the rulebook's sections they cite)."""

from __future__ import annotations

from rules.core import RulingOption

R = "mushroom-eaters."
M = "mushroom-eaters-"

#: Each ruling by its name (its rulebook section: ``R + "ruling." + name``) and its
#: readings, the first the default (the seed's). Titles and readings are messages of the
#: catalogue (``M + "ruling-<name>"``, ``M + "reading-<name>-<reading>"``), read in the
#: Setup tab's language.
READINGS = (
    ("identity-forces", ("forces", "only-2-cards")),
    ("special-action", ("per-player", "per-table")),
    ("talking-deck", ("shuffled-back", "discarded")),
    ("place-tokens", ("when-seen", "on-landing")),
    ("zero-talking", ("conversation", "alone")),
    ("path-focus", ("counted", "cubes-only")),
    ("mantra-chant", ("any-number", "at-most-two")),
)

RULINGS = tuple(
    RulingOption.worded(M, name, R + "ruling." + name, choices[0], choices)
    for name, choices in READINGS
)
