"""The rulings of Vrienden: our reading of what the seed leaves open, each with the other
reading as a setup option (rulebook sections vrienden.ruling.*; research/games.md).
"""

from __future__ import annotations

from rules.core import RulingOption

R = "vrienden."

RULINGS = (
    RulingOption(
        "white-take",
        "Module A: taking white",
        R + "ruling.white-take",
        "seed",
        ("seed", "expansion"),
        labels=("White only with other energies", "White alone too (Yin Yang rules)"),
    ),
    RulingOption(
        "colour-limit",
        "At most three energies of one colour per board",
        R + "ruling.colour-limit",
        "bga",
        ("bga", "off"),
        labels=("At most three of a colour", "No limit"),
    ),
    RulingOption(
        "bubbles",
        "Moves into the bhagya bubbles",
        R + "ruling.bubbles",
        "chakras-only",
        ("chakras-only", "bubbles-too"),
        labels=("Moves stay among the chakras", "A move up may end in the bubbles"),
    ),
    RulingOption(
        "refill",
        "Refilling the maya flows",
        R + "ruling.refill",
        "after-take",
        ("after-take", "when-empty"),
        labels=("Refill each emptied space at once", "Refill a flow once it is empty"),
    ),
    RulingOption(
        "earth",
        "What may enter the earth",
        R + "ruling.earth",
        "black-only",
        ("black-only", "any"),
        labels=("Only black (and white with Module A)", "Any colour"),
    ),
    RulingOption(
        "move-once",
        "Each energy moves once per channel action",
        R + "ruling.move-once",
        "once",
        ("once", "free"),
        labels=("Each energy moves once", "An energy may move again"),
    ),
    RulingOption(
        "harmonized",
        "Energies of a harmonized chakra",
        R + "ruling.harmonized",
        "locked",
        ("locked", "movable"),
        labels=("Its energies stay", "Its energies may leave"),
    ),
    RulingOption(
        "alignment",
        "Alignment bonus when nobody has a run",
        R + "ruling.alignment",
        "at-least-one",
        ("at-least-one", "zero-counts"),
        labels=("Only for a run of one or more", "A tie at zero counts"),
    ),
    RulingOption(
        "every-chakra",
        "Module D: an energy in each chakra",
        R + "ruling.every-chakra",
        "any-energy",
        ("any-energy", "own-colour"),
        labels=("Any energy counts", "An energy of the chakra's own colour"),
    ),
    RulingOption(
        "temporary",
        "Module A: temporarily harmonized chakras",
        R + "ruling.temporary",
        "skip-only",
        ("skip-only", "counts"),
        labels=("Skipped when channelling only", "Also counts for the end and the alignment"),
    ),
    RulingOption(
        "blocked",
        "When nobody can harmonize another chakra",
        R + "ruling.blocked",
        "ends",
        ("ends", "plays-on"),
        labels=("The game ends and is scored", "Play goes on"),
    ),
    RulingOption(
        "round-limit",
        "Round limit (a tool for simulations)",
        R + "ruling.round-limit",
        "none",
        ("none", "100", "30"),
        labels=("No limit", "100 rounds", "30 rounds"),
    ),
)
