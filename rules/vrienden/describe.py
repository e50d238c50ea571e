"""The position in words, for a player who cannot see the board (``Game.describe``).

First what is due (whose turn and what they must do: the board's status line is that same
sentence), then the lotus board (the plenitude tokens, the maya flows, the bag, Module D's
objectives), then every player's board: what it has harmonized, its inspiration tokens (in
hand, on the inspiration spaces, in the notches), its meditation tokens (the plenitude tokens
it has seen), its bubbles, chakras and earth.

A plenitude token's value is said only where the state shows it: in a player's view the tokens
that player has not looked at are ``HIDDEN``, so the words cannot give away what the view
hides. Who has looked at which token is public (the meditation tokens lie open on the boards).
Every sentence is a message of ``messages/en.ftl``; lists are grouped (one sentence per part
of a board, not one per place), and counts use the catalogue's plurals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.messages import Msg, sentences

from . import names as nm
from .names import BLACK, BUBBLES, EARTH, EMPTY, HIDDEN, OBJECTIVES, YIN_YANG, M
from .state import VriendenState

if TYPE_CHECKING:
    from .engine import Vrienden


def describe(game: Vrienden, state: VriendenState) -> Msg:
    """The position as one message, its sentences joined by the core's ``sentences``: read
    where it is shown, in the reader's language (the game's ``describe``, the core's by
    convention): what is due, the lotus board, every player's board."""
    parts = [due(game, state), _plenitude(state), _maya(state), _bag(state)]
    if OBJECTIVES in state.variants and state.objectives:
        parts.append(_objectives(game, state))
    for seat in range(state.players):
        parts += _player(game, state, seat)
    return sentences(parts)


# ----- what is due ------------------------------------------------------------------------


def due(game: Vrienden, state: VriendenState, last_round: bool = True) -> Msg:
    """Whose turn it is and what they must do now (also in a Step's in-between moment), and
    whether this round is the last (unless ``last_round`` is False: the board says that on
    a line of its own)."""
    seat = nm.seat(state.current)
    if state.phase == "over":
        return Msg(M + "describe-over", reason=game._reason(game._scores(state)))
    if state.refill:
        flow, space = state.refill[0]
        return Msg(M + "describe-refill", flow=flow + 1, space=space + 1)
    last = Msg(M + "describe-last-round") if state.triggered and last_round else ""
    if state.phase == "channel":
        if not state.pending:  # a Step's moment after the last move, before the turn ends
            return Msg(M + "describe-channel-done", seat=seat, space=state.channel)
        return Msg(
            M + "describe-channel",
            seat=seat,
            space=state.channel,
            owed=_owed(state.pending),
            last=last,
        )
    if state.phase == "pick":
        return Msg(M + "describe-pick", seat=seat, last=last)
    return Msg(M + "describe-play", round=state.round, seat=seat, last=last)


def _owed(pending: tuple[int, ...]) -> tuple[Msg, ...]:
    """The moves a channel action still owes, as a list ("one down 2 and one up 1")."""
    return tuple(
        Msg(M + "owed-either")
        if move == 0
        else Msg(M + ("owed-down" if move > 0 else "owed-up"), distance=abs(move))
        for move in pending
    )


# ----- the lotus board --------------------------------------------------------------------


def _plenitude(state: VriendenState) -> Msg:
    """The seven plenitude tokens: the values the state shows, the others face down."""
    shown = tuple(
        Msg(M + "describe-token", colour=nm.colour(c), value=v)
        for c, v in enumerate(state.plenitude)
        if v != HIDDEN
    )
    hidden = tuple(nm.colour(c) for c, v in enumerate(state.plenitude) if v == HIDDEN)
    if state.phase == "over":
        return Msg(M + "describe-tokens-revealed", tokens=nm.chained("comma", shown))
    if state.viewer < 0:
        return Msg(M + "describe-tokens-teacher", tokens=nm.chained("comma", shown))
    return Msg(
        M + "describe-tokens-view",
        seat=nm.seat(state.viewer),
        seen=len(shown),
        tokens=nm.chained("comma", shown),
        hidden=len(hidden),
        colours=nm.chained("comma", hidden),
    )


def _maya(state: VriendenState) -> Msg:
    flows = tuple(
        Msg(
            M + "describe-flow",
            flow=f + 1,
            spaces=nm.chained(
                "comma",
                tuple(Msg(M + "describe-empty") if c == EMPTY else nm.colour(c) for c in flow),
            ),
        )
        for f, flow in enumerate(state.flows)
    )
    return Msg(M + "describe-maya", flows=nm.chained("semicolon", flows))


def _counted(counts: tuple[int, ...]) -> Msg | str:
    """Energies per colour ("5 purple, 2 black"), the colours without any left out."""
    return nm.chained(
        "comma",
        tuple(
            Msg(M + "describe-colour-count", count=n, colour=nm.colour(c))
            for c, n in enumerate(counts)
            if n
        ),
    )


def _bag(state: VriendenState) -> Msg:
    discarded = sum(state.discard)
    return Msg(
        M + "describe-bag",
        total=sum(state.bag),
        counts=_counted(state.bag),
        discarded=discarded,
        discard=_counted(state.discard),
    )


def _objectives(game: Vrienden, state: VriendenState) -> Msg:
    cards = tuple(
        Msg(
            M + "describe-objective",
            name=objective_name(game, oid),
            takers=len(takers),
            seats=tuple(map(nm.seat, takers)),
        )
        for oid, takers in zip(state.objectives, state.bonuses, strict=True)
    )
    return Msg(M + "describe-objectives", cards=nm.chained("semicolon", cards))


def objective_name(game: Vrienden, oid: str) -> Msg:
    """An objective card in words ("harmonize purple and red"), never its id."""
    card = game.objective(oid)
    if card is not None and card.kind == "pair":
        pair = tuple(map(nm.colour, card.chakras))
        return Msg(M + "objective-name-pair", chakras=pair)
    kind = card.kind if card is not None else oid
    return Msg(M + "objective-name-" + kind)


# ----- a player's board -------------------------------------------------------------------


def _colours(colours) -> tuple[Msg, ...]:
    """Colours as a list the catalogue joins ("red, green and black")."""
    return tuple(map(nm.colour, colours))


def _player(game: Vrienden, state: VriendenState, seat: int) -> list[Msg]:
    """A player's board in a few sentences: tokens, meditation tokens, then the rows."""
    who = nm.seat(seat)
    harmonized = state.harmonized(seat)
    spaces = [i + 1 for i in range(8) if state.spaces[seat] >> i & 1]
    notches = [c for c in range(7) if state.notches[seat] >> c & 1]
    said = [
        Msg(
            M + "describe-player",
            seat=who,
            count=len(harmonized),
            harmonized=_colours(harmonized),
            hand=state.tokens_in_hand(seat, game.board.inspiration_tokens),
        ),
        Msg(
            M + "describe-tokens-placed",
            spaces=len(spaces),
            numbers=tuple(spaces),
            notches=len(notches),
            colours=_colours(notches),
        ),
        Msg(
            M + "describe-meditation",
            count=len(state.meditation[seat]),
            colours=_colours(sorted(state.meditation[seat])),
        ),
        _rows(game, state, seat),
    ]
    if YIN_YANG in state.variants:
        said.append(Msg(M + "describe-halves", seat=who, halves=state.halves[seat]))
    return said


def _rows(game: Vrienden, state: VriendenState, seat: int) -> Msg:
    """The bubbles (with the free ones counted), each chakra that holds energy, the earth."""
    rows = state.boards[seat]
    bubbles = rows[BUBBLES]
    chakras = tuple(
        Msg(
            M + "describe-row",
            row=nm.row_plain(r),
            energies=_colours(rows[r]),
        )
        for r in range(1, EARTH)
        if rows[r]
    )
    earth = rows[EARTH]
    black = earth.count(BLACK)
    return Msg(
        M + "describe-rows",
        held=len(bubbles),
        bubbles=_colours(bubbles),
        free=game.board.bubbles - len(bubbles),
        filled=len(chakras),
        chakras=nm.chained("semicolon", chakras),
        black=black,
        resting=len(earth) - black,
        others=_colours(sorted(c for c in earth if c != BLACK)),
    )


__all__ = ["describe", "due", "objective_name"]
