"""The text description of a Daybreak position, for people who cannot see the board: the
whole position the board shows, in words (issue 44): the round and stage, the thermometer
(its open row space by space), the carbon areas, the six Planetary Effects tracks, the round
tracker, the crises (each with what is tucked behind it) and the crisis pile, the Global
Projects (kept with their progress, and on offer), each power's figures, its stacks (top
card, cards played and tucked, uses this round) and its whole hand, and where this round's
carbon went."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.messages import Msg, sentences

from . import names as n
from .data import SECTORS

#: Joins parts that hold commas of their own.
SEMICOLONS = "daybreak-describe-semicolons"

if TYPE_CHECKING:
    from .engine import Daybreak


def _listed(parts: list[Msg | str], joint: str = "daybreak-board-list") -> Msg | str:
    """Parts joined by commas (the board's list message; ``joint`` another), "" for none."""
    joined: Msg | str = parts[-1] if parts else ""
    for head in reversed(parts[:-1]):
        joined = Msg(joint, head=head, tail=joined)
    return joined


def _tracks(game: Daybreak, state) -> Msg:
    tracks = [
        Msg(
            "daybreak-describe-track",
            face=track.face,
            track=track.name,
            space=state.tokens[i],
            length=track.length,
            tipping=_listed([str(t) for t in track.tipping]),
        )
        for i, track in enumerate(game.world.tracks)
    ]
    return Msg("daybreak-describe-tracks", tracks=_listed(tracks, SEMICOLONS))


def _crises(game: Daybreak, state) -> Msg:
    crises = [
        Msg(
            "daybreak-describe-crisis",
            crisis=game.crisis[code].name,
            passive="yes" if game.crisis[code].passive else "no",
            tucked=len(state.crisis_tucks[i]),
            have=game.tag_count(state.crisis_tucks[i], game.crisis[code].counter),
            cancel=game.crisis[code].cancel,
            tag=game.crisis[code].counter,
        )
        for i, code in enumerate(state.crises)
    ]
    return Msg(
        "daybreak-describe-crises",
        faceup=len(state.crises),
        crises=_listed(crises, SEMICOLONS),
        facedown=state.facedown,
        deck=len(state.crisis_deck),
    )


def _projects(game: Daybreak, state) -> list[Msg]:
    parts = []
    if state.projects:
        kept = []
        for i, code in enumerate(state.projects):
            card = game.globals[code]
            tucked = state.project_tucks[i]
            progress = [
                Msg("daybreak-board-progress", have=game.tag_count(tucked, t), need=k, tag=t)
                for t, k in card.needs
            ]
            kept.append(
                Msg("daybreak-describe-project", project=card.name, needs=_listed(progress))
            )
        parts.append(Msg("daybreak-describe-projects", projects=_listed(kept)))
    if state.offer:
        names = _listed([game.globals[c].name for c in state.offer])
        parts.append(Msg("daybreak-describe-offer", projects=names))
    return parts


def _player(game: Daybreak, state, seat: int) -> Msg:
    stacks = []
    for i, (cards, tucked) in enumerate(state.stacks[seat]):
        top = game.local[cards[-1]]
        stacks.append(
            Msg(
                "daybreak-describe-stack",
                stack=i + 1,
                card=top.name,
                played=len(cards),
                tucked=len(tucked),
                uses=game.uses(state, seat, top.code),
                limit=top.limit,
            )
        )
    sectors = _listed(
        [
            Msg("daybreak-board-sector", sector=s, value=v)
            for s, v in zip(SECTORS, state.emissions[seat], strict=True)
        ]
    )
    return Msg(
        "daybreak-describe-player",
        player=game.power_name(seat, state),
        demand=state.demand[seat],
        clean=state.clean[seat],
        dirty=state.dirty[seat],
        emissions=sum(state.emissions[seat]),
        sectors=sectors,
        resilience=state.resilience[seat],
        communities=state.communities[seat],
        hand=len(state.hands[seat]),
        cards=_listed([game.local[c].name for c in state.hands[seat]]),
        stackcount=len(state.stacks[seat]),
        stacks=_listed(stacks, SEMICOLONS),
        done="yes" if state.done[seat] and state.stage == "local" else "no",
    )


def _carbon(game: Daybreak, state) -> Msg:
    if not state.tally:
        return Msg("daybreak-describe-carbon-none")
    players = state.players
    sequestered, pulled, to_therm, bands = state.tally[players:]
    powers = _listed(
        [
            Msg("daybreak-describe-carbon-power", player=game.power_name(s, state), count=c)
            for s, c in enumerate(state.tally[:players])
        ]
    )
    return Msg(
        "daybreak-describe-carbon",
        powers=powers,
        sequestered=sequestered,
        pulled=pulled,
        heat=to_therm,
        bands=bands,
    )


def describe(game: Daybreak, state) -> Msg:
    """The position as one message, its sentences joined by the core's ``sentences``: read
    where it is shown, in the reader's language."""
    spaces = n.thermometer_spaces(state.therm, state.players)
    parts = [
        Msg(
            "daybreak-describe-board",
            round=state.round,
            stage=Msg(f"daybreak-stage-{state.stage}"),
            bands=state.bands,
            cubes=state.therm,
            spaces=_listed([str(c) for c in spaces]),
            recent=state.recent,
            trees=state.trees,
            oceans=state.oceans,
            dac=state.dac,
        )
    ]
    if state.drawdown:
        parts.append(Msg("daybreak-describe-drawdown"))
    parts.append(_tracks(game, state))
    parts.append(_crises(game, state))
    parts.extend(_projects(game, state))
    parts.extend(_player(game, state, seat) for seat in range(state.players))
    parts.append(_carbon(game, state))
    if state.ended:
        parts.append(Msg("daybreak-describe-over", reason=game.reason(state)))
    else:
        parts.append(Msg("daybreak-describe-now", now=game.task_words(state)))
    return sentences(parts)
