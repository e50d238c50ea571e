"""The position in words, for a player who cannot see the board (``Game.describe``).

First who decides what now, then the pawn's space and the spaces just ahead, the Place
tokens laid face up, the taken Personal Paths, both focus boards from the bottom, every
Eater (Nervous System, hand and discards, tokens, Breathe token, Personal Path), and the
scores so far. Hands are open (the ruling on open hands), so they are named card by card.
Every sentence is a message of ``messages/en.ftl``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import CHANCE
from rules.core.messages import Msg, chained, sentences

from .names import CARD_WORDS, DRUM, HOUR, item_name, seat_name
from .state import FLOW

if TYPE_CHECKING:
    from .engine import MushroomEaters

AHEAD = 3  # spaces named beyond the pawn's


def describe(game: MushroomEaters, state) -> Msg:
    """The position as one message, its sentences joined by the core's ``sentences``: read
    where it is shown, in the reader's language."""
    parts = [due(game, state), _pawn(game, state), *_paths(game, state)]
    if state.placed:
        tokens = tuple(
            Msg("mushroom-eaters-describe-token", space=i + 1, item=item_name(game.data.place[t]))
            for i, t in sorted(state.placed)
        )
        parts.append(Msg("mushroom-eaters-describe-tokens", tokens=tokens))
    parts += [_board(game, state, board) for board in (HOUR, DRUM)]
    if state.jelly:
        parts.append(Msg("mushroom-eaters-describe-jelly"))
    if state.talk_row:
        talks = tuple(item_name(game.data.share[c][1]) for c in state.talk_row)
        parts.append(Msg("mushroom-eaters-describe-talk-row", items=talks))
    parts += [eater_words(game, state, seat) for seat in range(state.players)]
    # Once the game is over the figures are the result's: the final ones.
    result = game.result(state)
    scores = tuple(
        Msg("mushroom-eaters-describe-score", eater=seat_name(s), score=_number(v))
        for s, v in enumerate(result.scores if result is not None else game.scores(state))
    )
    final = result is not None
    parts.append(
        Msg(f"mushroom-eaters-describe-{'final-scores' if final else 'scores'}", scores=scores)
    )
    parts += [path_numbering(game), legend_sentence()]
    return sentences(parts)


# ----- what the board draws beyond the position (a reader of the text hears it too) ----------
#: The marks the board draws that are not words, each with its meaning: the legend's entries
#: (messages ``mushroom-eaters-legend-<name>-mark`` and ``mushroom-eaters-legend-<name>``);
#: "card" reads one Mood card's short name (its move, then what its Fire gives) as the key
#: to all of them.
LEGEND = ("numbers", "grey", "one", "branch", "pawn", "cube", "panels", "card")


def legend_entries() -> list[tuple[Msg, Msg]]:
    last = len(_spaces())
    return [
        (
            Msg(
                f"mushroom-eaters-legend-{name}-mark",
                **({"last": last} if name == "numbers" else {}),
            ),
            Msg(f"mushroom-eaters-legend-{name}"),
        )
        for name in LEGEND
    ]


def legend_sentence() -> Msg:
    # Joined by semicolons: a meaning may hold a comma of its own.
    entries = [
        Msg("mushroom-eaters-describe-legend-entry", mark=mark, meaning=meaning)
        for mark, meaning in legend_entries()
    ]
    return Msg(
        "mushroom-eaters-describe-legend",
        entries=chained("mushroom-eaters-describe-semicolons", entries),
    )


def rightwards(panel: int) -> bool:
    """Whether the board draws the ``panel``-th panel (0 for A) left to right: the path winds,
    every other panel turning back, as the folded board does."""
    return panel % 2 == 0


def panels() -> list[tuple[str, int, int]]:
    """Each panel in order: its letter, its first and its last space index."""
    found: dict[str, list[int]] = {}
    for space in _spaces():
        found.setdefault(space.panel, []).append(space.index)
    return [(name, ids[0], ids[-1]) for name, ids in found.items()]


def path_numbering(game: MushroomEaters) -> Msg:
    rows = tuple(
        Msg(
            "mushroom-eaters-describe-row",
            panel=name,
            direction="right" if rightwards(i) else "left",
            first=first + 1,
            last=last + 1,
        )
        for i, (name, first, last) in enumerate(panels())
    )
    return Msg("mushroom-eaters-describe-path", last=len(_spaces()), rows=rows)


def _spaces():
    from .table import D

    return D.spaces


def due(game: MushroomEaters, state) -> Msg:
    """Who decides what now, or that the game is over."""
    if state.ended:
        return Msg("mushroom-eaters-describe-over")
    kind = state.tasks[0][0] if state.tasks else ""
    if not kind or kind in FLOW.automatic:  # a Step's snapshot while the rules carry on
        return Msg("mushroom-eaters-describe-carry-on", eater=seat_name(state.current))
    what = Msg("mushroom-eaters-waiting", kind=kind)
    if state.to_move == CHANCE:
        return Msg("mushroom-eaters-describe-chance", what=what)
    return Msg("mushroom-eaters-describe-decides", eater=seat_name(state.to_move), what=what)


def space_words(game: MushroomEaters, state, index: int) -> Msg:
    """One space of the path: its number, panel, kind and what is printed on it."""
    space = game.data.spaces[index]
    details: list[Any] = []
    if space.letter:
        details.append(Msg("mushroom-eaters-detail-letter", letter=space.letter))
    if space.value:
        details.append(Msg("mushroom-eaters-detail-intensity", value=space.value))
    if space.items:
        details.append(tuple(map(item_name, space.items)))
    token = dict(state.placed).get(index)
    if token is not None:
        details.append(Msg("mushroom-eaters-detail-token", item=item_name(game.data.place[token])))
    if space.one:
        details.append(Msg("mushroom-eaters-detail-one"))
    if space.series:
        details.append(Msg("mushroom-eaters-detail-must-do"))
    if space.branch:
        details.append(Msg("mushroom-eaters-detail-branch"))
    return Msg(
        "mushroom-eaters-describe-space",
        number=index + 1,
        panel=space.panel,
        kind=Msg("mushroom-eaters-space-kind", kind=space.kind),
        details=tuple(details) or "none",
    )


def _pawn(game, state) -> Msg:
    last = len(game.data.spaces) - 1
    ahead = tuple(
        space_words(game, state, i)
        for i in range(state.pawn + 1, min(last, state.pawn + AHEAD) + 1)
    )
    return Msg(
        "mushroom-eaters-describe-pawn",
        total=last + 1,
        space=space_words(game, state, state.pawn),
        ahead=ahead or "none",
    )


def _paths(game, state) -> list[Msg]:
    from .table import BRANCH

    found = []
    for seat in range(state.players):
        where = state.path_space[seat]
        if where < 0:
            continue
        branch = where >= BRANCH
        found.append(
            Msg(
                "mushroom-eaters-describe-octagon",
                eater=seat_name(seat),
                space=(where - BRANCH if branch else where) + 1,
                branch="yes" if branch else "no",
            )
        )
    return found


def _board(game, state, board) -> Msg:
    from .table import capacity

    cubes = getattr(state, board)
    return Msg(
        "mushroom-eaters-describe-focus",
        board=board,
        cubes=tuple(map(seat_name, cubes)) or "none",
        free=capacity(state.players) - len(cubes),
        size=capacity(state.players),
    )


def _cards(cards) -> Any:
    return tuple(Msg("mushroom-eaters-card", card=CARD_WORDS[c]) for c in cards) or "none"


def eater_words(game, state, seat) -> Msg:
    """One Eater's whole position in words (the description's sentence; the board's hover)."""
    card = state.on_path[seat]
    if card >= 0:
        path = game.data.path_cards[card]
        where = Msg(
            "mushroom-eaters-describe-on-path",
            at=state.path_pos[seat] + 1,
            length=len(path.spaces),
            base=path.base,
        )
    else:
        where = Msg("mushroom-eaters-describe-with-group")
    return Msg(
        "mushroom-eaters-describe-eater",
        eater=seat_name(seat),
        intensity=state.intensity[seat],
        forward=state.forward[seat],
        hand=_cards(state.hands[seat]),
        discards=_cards(state.discards[seat]),
        awakening=state.awakening[seat],
        wisdom=state.wisdom[seat],
        paradox=state.paradox[seat],
        faces=state.faces[seat],
        mantras=tuple(state.mantras[seat]) or "none",
        breathe="yes" if state.breathe[seat] else "no",
        paths=state.path_cards[seat],
        where=where,
        special="yes" if state.specials[seat] else "no",
    )


def _number(value: float) -> str:
    """A score as people write it: halves as ".5", whole numbers without a point."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
