"""The rulings of Daybreak: where the rule text (seed 003_fece3b0430baafc1.txt) can be read two
ways or says nothing, the seed's reading first and the others setup options (the reasons are in
the rulebook's sections they cite)."""

from __future__ import annotations

from rules.core import RulingOption
from rules.core.messages import render

from . import names as n
from .moves import R

RULINGS = (
    RulingOption(
        "desertification",
        "Desertification removes",
        R + "ruling.desertification",
        "per-player",
        ("per-player", "one"),
        labels=("One Tree per player", "One Tree in all"),
    ),
    RulingOption(
        "missing-sink",
        "A Tree or Ocean that is not there",
        R + "ruling.missing-sink",
        "player",
        ("player", "everyone"),
        labels=(
            "The player whose share it was takes a Community in Crisis",
            "Every player takes a Community in Crisis",
        ),
    ),
    RulingOption(
        "crisis-count",
        "Crisis cards at 5 to 7 bands",
        R + "ruling.crisis-count",
        "every-two-bands",
        ("every-two-bands", "every-band"),
        labels=("One more every two bands (4, 5, 5)", "One more every band (5, 6, 7)"),
    ),
    RulingOption(
        "hazard-cubes",
        "Where Dieback and Permafrost put their cubes",
        R + "ruling.hazard-cubes",
        "recent",
        ("recent", "thermometer"),
        labels=("Into Recent Emissions", "Straight onto the thermometer"),
    ),
    RulingOption(
        "most-tie",
        "Players tied for the most symbols",
        R + "ruling.most-tie",
        "roll",
        ("roll", "all"),
        labels=("The Geoengineering die picks one", "Every tied player is hit"),
    ),
    RulingOption(
        "global-keep",
        "The two Global Projects drawn each round",
        R + "ruling.global-keep",
        "one",
        ("one", "one-or-none"),
        labels=("The team keeps one", "The team keeps one or neither"),
    ),
    RulingOption(
        "solo-growth",
        "Solo: how fast Energy Demand grows",
        R + "ruling.solo-growth",
        "society",
        ("society", "two"),
        labels=("As the power's society grows", "By 2 whatever the power"),
    ),
    RulingOption(
        "solo-power",
        "Solo: the world power you play",
        R + "ruling.solo-power",
        "europe",
        ("europe", "us", "china", "majority"),
        labels=tuple(render(n.power(key)) for key in ("europe", "us", "china", "majority")),
    ),
)
