"""The rulings of Escape from the Hidden Castle (seed 003_fece3b0430baafc1.txt): where the
rule text is silent or reads two ways, the seed's reading is the default and the other a setup
option. Each reading is named in words by the catalogue (messages/).
"""

from __future__ import annotations

from rules.core import RulingOption

from .names import R, english, reading_msg


def _option(name: str, title: str, section: str, choices: tuple[str, ...]) -> RulingOption:
    """A ruling: its first choice is the default (the seed's reading where it has one); each
    reading is named in words by the catalogue, as the Setup tab shows it."""
    labels = tuple(english(reading_msg(name, choice)) for choice in choices)
    return RulingOption(name, title, R + section, choices[0], choices, labels)


RULINGS = (
    _option(
        "first-exit-speed",
        "Hugo's speed when he first leaves the cellar",
        "ruling.first-exit-speed",
        ("seed", "rulebook"),
    ),
    _option("ties", "Tied lowest scores", "ruling.ties", ("share", "none")),
    _option(
        "green-room",
        "Green rooms at 1 or 2 spooky points",
        "ruling.green-floor",
        ("floor", "all-or-nothing"),
    ),
    _option(
        "expel-roll",
        "Roll needed to enter an occupied red room",
        "ruling.expel-roll",
        ("seed", "exact"),
    ),
    _option(
        "midnight-room-exit",
        "Leaving a room in Midnight Party",
        "ruling.midnight-room-exit",
        ("allowed", "stay"),
    ),
    _option(
        "midnight-start", "Starting points in Midnight Party", "ruling.midnight-start", ("10", "0")
    ),
    _option(
        "speed-end",
        "Hugo reaches the arrow at speed 7",
        "ruling.speed-end",
        ("finish-move", "stop-on-arrow"),
    ),
    _option(
        "points-end",
        "Someone reaches 46 points while Hugo moves",
        "ruling.end-timing",
        ("finish-move", "stop-at-once"),
    ),
    _option(
        "expelled-onto-hugo",
        "A guest thrown out onto Hugo's space",
        "ruling.expelled-onto-hugo",
        ("captured", "safe"),
    ),
    _option(
        "midnight-ties",
        "Equal scores in Midnight Party",
        "ruling.midnight-order",
        ("earlier-seat", "turn-order"),
    ),
    _option(
        "midnight-replace",
        "Where captured guests come back in Midnight Party",
        "ruling.midnight-replace",
        ("any-space", "empty-space"),
    ),
)
