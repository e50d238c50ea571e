"""The text description of a Daybreak position, for people who cannot see the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.messages import Msg, render

if TYPE_CHECKING:
    from .engine import Daybreak


def describe(game: Daybreak, state) -> str:
    parts = [
        Msg(
            "daybreak-describe-board",
            round=state.round,
            stage=Msg(f"daybreak-stage-{state.stage}"),
            bands=state.bands,
            cubes=state.therm,
            recent=state.recent,
            trees=state.trees,
            oceans=state.oceans,
            dac=state.dac,
        )
    ]
    if state.drawdown:
        parts.append(Msg("daybreak-describe-drawdown"))
    if state.crises or state.facedown:
        parts.append(
            Msg(
                "daybreak-describe-crises",
                faceup=len(state.crises),
                crises=", ".join(game.crisis[c].name for c in state.crises),
                facedown=state.facedown,
            )
        )
    if state.projects:
        names = ", ".join(game.globals[c].name for c in state.projects)
        parts.append(Msg("daybreak-describe-projects", projects=names))
    for seat in range(state.players):
        tops = ", ".join(game.local[cards[-1]].name for cards, _ in state.stacks[seat])
        parts.append(
            Msg(
                "daybreak-describe-player",
                player=game.power_name(seat, state),
                demand=state.demand[seat],
                clean=state.clean[seat],
                dirty=state.dirty[seat],
                emissions=sum(state.emissions[seat]),
                resilience=state.resilience[seat],
                communities=state.communities[seat],
                hand=len(state.hands[seat]),
                stackcount=len(state.stacks[seat]),
                stacks=tops,
                done="yes" if state.done[seat] and state.stage == "local" else "no",
            )
        )
    if state.ended:
        parts.append(Msg("daybreak-describe-over", reason=game.reason(state)))
    else:
        parts.append(Msg("daybreak-describe-now", now=game.task_words(state)))
    return " ".join(render(p) for p in parts)
