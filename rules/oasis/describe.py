"""The position in words, for a player who cannot see the board (``Game.describe``).

First what is due (whose turn and what they must do: the Play tab shows that sentence on its
own), then the turn, every scout (where the trail has reached, the hand, the Companions in
play), the Ruins, the Lair, the Equipment piles, the decks and the Companion discard pile.
A hand is named card by card only where the state shows its cards: in a scout's view the
other hands are face down (``HIDDEN``), so the words cannot give away what the view hides.
Every sentence is a message of ``messages/en.ftl``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from rules.core import CHANCE
from rules.core.messages import Msg, sentences

from . import names as n
from .cards import EQUIPMENT, HIDDEN
from .state import EMPTY, OasisState

if TYPE_CHECKING:
    from .engine import Oasis


def describe(game: Oasis, state: OasisState) -> Msg:
    """The position as one message, its sentences joined by the core's ``sentences``: read
    where it is shown, in the reader's language."""
    parts = [due(game, state), _turn(state)]
    task = state.task
    if task and task[0] == "pay" and not state.ended:
        item = game.card_name(game.cards.equipment[task[1]])
        parts.append(Msg("oasis-describe-owed", count=task[2], item=item))
    if state.deck_out and not state.ended:
        parts.append(Msg("oasis-describe-last-turns"))
    parts += [_scout(game, state, seat) for seat in range(state.players)]
    grabbed = _grabbed(game, state)
    if grabbed is not None:
        parts.append(grabbed)
    parts += [_ruins(game, state), _lair(game, state), *_supply(game, state)]
    parts.append(
        Msg(
            "oasis-describe-decks",
            deck=n.count("cards", len(state.deck)),
            cdeck=n.count("cards", len(state.cdeck)),
        )
    )
    parts.append(
        Msg(
            "oasis-describe-cdiscard",
            count=len(state.cdiscard),
            cards=_grouped(game, state.cdiscard),
        )
    )
    # Joined by semicolons: a meaning may hold a comma of its own.
    entries = tuple(
        Msg("oasis-describe-legend-entry", mark=mark, meaning=meaning)
        for mark, meaning in legend_entries(game, state)
    )
    parts.append(Msg("oasis-describe-legend", entries=n.chained("semicolon", entries)))
    return sentences(parts)


# ----- the board's short names and its legend -------------------------------------------------
#: The short names of the cards that are not numbers, as a card face on the board shows them.
SHORT = {"compass": "Cmp", "shield": "Shd", "map": "Map", "khalla": "13"}


def short_name(game: Oasis, code: int) -> str:
    """A card as its small face on the board shows it: ``7``, ``7S`` for a Stage card, ``13``
    for the Khalla, ``Cmp`` for a Compass, a Companion's first three letters; ``?`` face
    down. The legend says what each one that is not a number means."""
    if code == HIDDEN:
        return "?"
    card = game.cards.cards[code]
    if card.kind == "journey":
        return f"{card.number}{'S' if card.stage else ''}"
    if card.kind == "companion":
        return card.title[:3]
    return SHORT.get(card.key, card.key[:3])


def shown_cards(game: Oasis, state: OasisState) -> list[int]:
    """Every card face the board shows for ``state`` (a view's face-down cards as HIDDEN),
    in the board's order: trails, hands, play areas, the grabbed cards, the Ruins, the Lair,
    the supply piles."""
    cards: list[int] = []
    for seat in range(state.players):
        cards += [*state.trails[seat], *state.hands[seat], *state.areas[seat]]
    if state.task[:1] == ("keep",) and not state.ended:
        cards += list(state.task[2:4])
    cards += sorted(set(state.ruins))
    cards += [c for c in state.lair if c != EMPTY]
    cards += [game.cards.equipment[item] for item in EQUIPMENT]
    return cards


def legend_entries(game: Oasis, state: OasisState) -> list[tuple[str, Msg | str]]:
    """What each short name and mark on the board means, for the cards ``state`` shows: each
    Companion's and Equipment's full name (where the short one is not the name itself), then
    the marks (Stage, face down, the scout to play, a winner, the counts, the targets of a
    pick). The faint numbers of the places still to fill are the trail's own numbers."""
    entries: dict[str, Msg | str] = {}
    stage = hidden = False
    for code in shown_cards(game, state):
        if code == HIDDEN:
            hidden = True
            continue
        card = game.cards.cards[code]
        if card.kind == "journey":
            stage = stage or card.stage
            continue
        short = short_name(game, code)
        if card.kind == "khalla":
            entries.setdefault(short, Msg("oasis-legend-khalla"))
        elif short != card.title:
            entries.setdefault(short, game.card_name(code))
    marks: list[tuple[str, Msg | str]] = list(entries.items())
    if stage:
        marks.append((Msg("oasis-legend-stage-mark"), Msg("oasis-legend-stage")))
    if hidden:
        marks.append(("?", Msg("oasis-legend-hidden")))
    marks.append(
        ("▶", Msg("oasis-legend-turn")) if not state.ended else ("★", Msg("oasis-legend-winner"))
    )
    marks += [
        (Msg("oasis-legend-badge-mark"), Msg("oasis-legend-badge")),
        (Msg("oasis-legend-target-mark"), Msg("oasis-legend-target")),
    ]
    return marks


def due(game: Oasis, state: OasisState) -> Msg:
    """Whose turn it is and what they must do now (also in a Step's in-between moment)."""
    if state.ended:
        result = game.result(state)
        return Msg("oasis-describe-over", reason=result.reason if result else "")
    if state.to_move == CHANCE:
        return _chance(state)
    if not state.task or state.task[0] not in n.ASK:
        # A Step's state between bookkeeping tasks (a refill, a new turn).
        return Msg("oasis-describe-bookkeeping")
    return Msg("oasis-describe-ask", who=n.scout(state.current), ask=n.ask(state.task[0]))


def _chance(state: OasisState) -> Msg:
    """Which draw chance makes now (the card stays unsaid: chance has not drawn it yet)."""
    kind, who = state.task[0] if state.task else "", n.scout(state.current)
    if kind == "grab":
        return Msg("oasis-describe-chance-grab", who=who, target=n.scout(state.task[1]))
    if kind in ("draw", "cdraw"):
        return Msg(f"oasis-describe-chance-{kind}", who=who)
    if kind == "lair":
        return Msg("oasis-describe-chance-lair")
    return Msg("oasis-describe-chance")


def _turn(state: OasisState) -> Msg:
    if state.turn:
        return Msg("oasis-describe-turn", turn=state.turn)
    return Msg("oasis-describe-before-first-turn")


def _grouped(game: Oasis, cards: Iterable[int]) -> tuple[Msg, ...]:
    """Equal cards said once with their count ("#11 twice"), in the zone's sorted order."""
    counts = Counter(cards)
    return tuple(
        Msg("oasis-describe-copies", card=game.card_name(code), count=count)
        for code, count in sorted(counts.items())
    )


def _scout(game: Oasis, state: OasisState, seat: int) -> Msg:
    hand = state.hands[seat]
    if HIDDEN in hand:
        held = Msg("oasis-describe-hand-hidden", count=len(hand))
    else:
        held = Msg("oasis-describe-hand-open", count=len(hand), cards=_grouped(game, hand))
    area = state.areas[seat]
    companions = Msg("oasis-describe-area", count=len(area), companions=_grouped(game, area))
    return Msg(
        "oasis-describe-scout",
        who=n.scout(seat),
        number=state.reached(seat),
        hand=held,
        area=companions,
    )


def _grabbed(game: Oasis, state: OasisState) -> Msg | None:
    """During a Pillage's keep: the two grabbed cards, named only to who may see them."""
    task = state.task
    if not task or task[0] != "keep":
        return None
    thief, target = n.scout(state.current), n.scout(task[1])
    if HIDDEN in task[2:4]:
        return Msg("oasis-describe-grabbed-hidden", who=thief, target=target)
    return Msg(
        "oasis-describe-grabbed",
        who=thief,
        target=target,
        a=game.card_name(task[2]),
        b=game.card_name(task[3]),
    )


def _ruins(game: Oasis, state: OasisState) -> Msg:
    return Msg("oasis-describe-ruins", count=len(state.ruins), cards=_grouped(game, state.ruins))


def _lair(game: Oasis, state: OasisState) -> Msg:
    slots = tuple(
        Msg("oasis-describe-lair-empty", slot=slot + 1)
        if code == EMPTY
        else Msg("oasis-describe-lair-slot", slot=slot + 1, card=game.card_name(code))
        for slot, code in enumerate(state.lair)
    )
    return Msg("oasis-describe-lair", slots=slots)


def _supply(game: Oasis, state: OasisState) -> list[Msg]:
    compass, shield, map_ = state.supply  # in EQUIPMENT order
    sentences = [Msg("oasis-describe-supply", compass=compass, shield=shield, map=map_)]
    if state.closed:  # ruling empty-pile: out of reach for the rest of the game
        piles = tuple(
            game.card_name(game.cards.equipment[item]) for item in EQUIPMENT if item in state.closed
        )
        sentences.append(
            Msg("oasis-describe-closed", piles=n.chained("and", piles), count=len(piles))
        )
    return sentences


__all__ = ["describe", "due"]
