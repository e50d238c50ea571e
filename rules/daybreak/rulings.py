"""The rulings of Daybreak: where the rule text (seed 003_fece3b0430baafc1.txt) can be read two
ways or says nothing, the seed's reading first and the others setup options (the reasons are in
the rulebook's sections they cite)."""

from __future__ import annotations

from rules.core import RulingOption
from rules.core.messages import Msg

from . import names as n
from .moves import R

#: Each ruling: its name, its rulebook section, the seed's reading (the default) and every
#: reading. Titles and readings are messages (``daybreak-ruling-<name>``,
#: ``daybreak-reading-<name>-<reading>``), read in the Setup tab's language.
READINGS = (
    ("desertification", "ruling.desertification", "per-player", ("per-player", "one")),
    ("missing-sink", "ruling.missing-sink", "player", ("player", "everyone")),
    ("crisis-count", "ruling.crisis-count", "every-two-bands", ("every-two-bands", "every-band")),
    ("hazard-cubes", "ruling.hazard-cubes", "recent", ("recent", "thermometer")),
    ("most-tie", "ruling.most-tie", "roll", ("roll", "all")),
    ("global-keep", "ruling.global-keep", "one", ("one", "one-or-none")),
    ("solo-growth", "ruling.solo-growth", "society", ("society", "two")),
)
SOLO_POWERS = ("europe", "us", "china", "majority")

RULINGS = (
    *(
        RulingOption.worded("daybreak-", name, R + section, default, choices)
        for name, section, default, choices in READINGS
    ),
    # The solo player's power: each reading is the power's own name.
    RulingOption(
        "solo-power",
        Msg("daybreak-ruling-solo-power"),
        R + "ruling.solo-power",
        "europe",
        SOLO_POWERS,
        labels=tuple(n.power(key) for key in SOLO_POWERS),
    ),
)
