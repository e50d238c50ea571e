"""O Inconsciente's final scoring (o-inconsciente.end.scoring) and who wins."""

from __future__ import annotations

from .position import D, symbols


def final_scores(state):
    scores = list(state.scores)
    n = state.players
    for p in range(n):
        scores[p] += D.track_points[state.rep[p]]
    for at, bonus in zip(track_places(state), (2, 1), strict=False):
        for p in at:
            scores[p] += bonus * (len(state.published[p]) + len(state.cured[p]))
    for p in range(n):
        districts = sum(1 for row in state.dist_bonus if p in row)
        ladder = (
            (0, 4, 10, 18) if state.ruling("district-ladder") == "one-two-three" else (0, 0, 4, 10)
        )
        scores[p] += ladder[districts]
        rows = sum(all(state.notebook[p][r * 3 + c] >= 0 for c in range(3)) for r in range(3))
        scores[p] += (0, 1, 5, 16)[rows]
        kinds = len(set(symbols(state, p)))
        scores[p] += (0, 0, 1, 3, 6, 10, 18)[kinds]
    return scores


def winners(state) -> tuple[int, ...]:
    """Who wins a finished game: the most points after the final scoring; a tie broken by
    coffee under ruling 'win-ties' = 'coffee' (o-inconsciente.end.scoring)."""
    final = final_scores(state)
    best = max(final)
    tied = [p for p in range(state.players) if final[p] == best]
    if len(tied) > 1 and state.ruling("win-ties") == "coffee":
        most = max(state.coffee[p] for p in tied)
        tied = [p for p in tied if state.coffee[p] == most]
    return tuple(tied)


def track_places(state):
    """The seats first and second on the reputation track, each place a tuple: of markers on
    one space the one on top of the stack is ahead (ruling track-ties: or the tied share the
    place, or nobody takes it)."""
    reading = state.ruling("track-ties")
    if reading == "stack":
        ahead = sorted(range(state.players), key=lambda p: (state.rep[p], state.rep_stack.index(p)))
        return [(p,) for p in reversed(ahead)]
    places = sorted({state.rep[p] for p in range(state.players)}, reverse=True)
    out = []
    for value in places:
        at = tuple(p for p in range(state.players) if state.rep[p] == value)
        out.append(at if len(at) == 1 or reading == "share" else ())
    return out
