"""The rulings of Oasis (seed 003_fece3b0430baafc1.txt, the Oasis pages): where the rule text
is silent or reads two ways, the seed's reading is the default and the other a setup option.
"""

from __future__ import annotations

from rules.core import RulingOption

R = "oasis."

RULINGS = (
    RulingOption(
        "compass-run",
        "Several Compasses in a row",
        R + "ruling.compass-run",
        "allowed",
        ("allowed", "one-at-a-time"),
        labels=("Any number in a row", "One Compass at a time"),
    ),
    RulingOption(
        "map",
        "When a Map may be played",
        R + "ruling.map",
        "after-1",
        ("after-1", "any-time"),
        labels=("Only in place of the #0", "At any point of a Travel"),
    ),
    RulingOption(
        "closest-tie",
        "Two scouts equally close to the Oasis",
        R + "ruling.closest-tie",
        "shared",
        ("shared", "fewest-cards"),
        labels=("They share the win", "Fewest cards in hand wins"),
    ),
    RulingOption(
        "mission-after-recruit",
        "Mission after a Recruit",
        R + "ruling.mission-after-recruit",
        "other-clans",
        ("other-clans", "never"),
        labels=("Allowed, except for the played clan", "Never after a Recruit"),
    ),
    RulingOption(
        "compass-missing",
        "A Compass for a number the scout holds",
        R + "ruling.compass-missing",
        "missing-only",
        ("missing-only", "also-held"),
        labels=("Only for a missing number", "For any number"),
    ),
    RulingOption(
        "empty-pile",
        "An Equipment pile that ran out",
        R + "ruling.empty-pile",
        "closed",
        ("closed", "reopens"),
        labels=("Closed for the rest of the game", "Opens again when a card returns"),
    ),
    RulingOption(
        "travel-minimum",
        "A Travel that lays no card",
        R + "ruling.travel-minimum",
        "one-card",
        ("one-card", "none"),
        labels=("At least one card", "May lay no card"),
    ),
    RulingOption(
        "no-action",
        "No mandatory action possible",
        R + "ruling.no-action",
        "pass",
        ("pass", "game-ends"),
        labels=("The scout passes", "The game ends"),
    ),
    RulingOption(
        "companion-deck",
        "An empty Companion deck",
        R + "ruling.companion-deck",
        "stays-empty",
        ("stays-empty", "reshuffle"),
        labels=("Stays empty", "The discard is reshuffled"),
    ),
    RulingOption(
        "two-player-shield",
        "Where the two-player Shields come from",
        R + "ruling.two-player-shield",
        "from-pile",
        ("from-pile", "extra"),
        labels=("From the Shield pile", "From outside the pile"),
    ),
)
