"""The rulings of The Mushroom Eaters: where the rule text (seed 000_556f26b31c3cddac.txt)
can be read two ways, the seed's reading first and the other one a setup option (the reasons
are in the rulebook's sections they cite)."""

from __future__ import annotations

from rules.core.types import RulingOption

RULINGS = (
    RulingOption(
        "identity-forces",
        "The Identity card played as a 2 and Personal Paths",
        "mushroom-eaters.ruling.identity-forces",
        "forces",
        ("forces", "only-2-cards"),
        (
            "The Identity card counts as a third 2 and forces entry",
            "Only the two 2 cards force entry",
        ),
    ),
    RulingOption(
        "special-action",
        "How many Special Actions",
        "mushroom-eaters.ruling.special-action",
        "per-player",
        ("per-player", "per-table"),
        ("One Special Action for each Eater", "One Special Action for the whole table"),
    ),
    RulingOption(
        "talking-deck",
        "Talking cards after a conversation",
        "mushroom-eaters.ruling.talking-deck",
        "shuffled-back",
        ("shuffled-back", "discarded"),
        (
            "Talking cards are shuffled back into the deck",
            "Talking cards are discarded like Share cards",
        ),
    ),
    RulingOption(
        "place-tokens",
        "When the Place tokens are laid",
        "mushroom-eaters.ruling.place-tokens",
        "when-seen",
        ("when-seen", "on-landing"),
        (
            "Every Place symbol gets its token before the first move, the path being in view",
            "A Place token is drawn when the pawn first lands on the symbol",
        ),
    ),
    RulingOption(
        "zero-talking",
        "A 0 played on a Talking space",
        "mushroom-eaters.ruling.zero-talking",
        "conversation",
        ("conversation", "alone"),
        (
            "The Eater playing the 0 opens a new conversation with the group",
            "The Eater playing the 0 takes a Talking card alone",
        ),
    ),
    RulingOption(
        "path-focus",
        "Eaters on a Personal Path at a Face or Shaman Drum space",
        "mushroom-eaters.ruling.path-focus",
        "counted",
        ("counted", "cubes-only"),
        (
            "They are counted: their cubes may win, and an empty board costs them an item too",
            "Only their cubes count: an empty board costs only the Eaters with the group",
        ),
    ),
    RulingOption(
        "mantra-chant",
        "Mantra tokens of one letter",
        "mushroom-eaters.ruling.mantra-chant",
        "any-number",
        ("any-number", "at-most-two"),
        ("An Eater may hold any number of one letter", "At most two of one letter"),
    ),
)
