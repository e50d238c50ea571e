"""O Inconsciente's final scoring (o-inconsciente.end.scoring) and who wins.

The heuristic bot rates every position it looks at by this scoring, tens of thousands of times
a game: the tables below are read once, and a seat's kinds of location symbols are remembered
by what they are made of (its cured clients and research cards in play)."""

from __future__ import annotations

from rules.core.kept_table import KeptTable

from .position import D, symbols

#: Points for districts with a bonus of the player's (ruling district-ladder).
LADDERS = {"one-two-three": (0, 4, 10, 18), "two-three": (0, 0, 4, 10)}
#: Points for complete rows of the notebook, and for kinds of location symbols.
ROW_POINTS = (0, 1, 5, 16)
KIND_POINTS = (0, 0, 1, 3, 6, 10, 18)

#: Kinds of location symbols by (cured clients, research cards played, covered): a cache,
#: emptied when it grows past ``_KINDS_KEPT`` entries.
_KINDS_KEPT = 50_000
_kinds_seen = KeptTable(_KINDS_KEPT)


def _symbol_kinds(state, p):
    key = (state.cured[p], state.played[p], state.covered[p])
    kinds = _kinds_seen.get(key)
    if kinds is None:
        kinds = _kinds_seen.keep(key, len(set(symbols(state, p))))
    return kinds


def _complete_rows(book):
    return (
        (book[0] >= 0 and book[1] >= 0 and book[2] >= 0)
        + (book[3] >= 0 and book[4] >= 0 and book[5] >= 0)
        + (book[6] >= 0 and book[7] >= 0 and book[8] >= 0)
    )


def final_scores(state):
    scores = list(state.scores)
    n = state.players
    track_points, rep = D.track_points, state.rep
    for p in range(n):
        scores[p] += track_points[rep[p]]
    for at, bonus in zip(track_places(state), (2, 1), strict=False):
        for p in at:
            scores[p] += bonus * (len(state.published[p]) + len(state.cured[p]))
    one_two_three = state.ruling("district-ladder") == "one-two-three"
    ladder = LADDERS["one-two-three" if one_two_three else "two-three"]
    districts = [0] * n  # the districts where a seat holds a bonus
    for holders in state.dist_bonus:
        for p in set(holders):
            if 0 <= p < n:
                districts[p] += 1
    notebook = state.notebook
    for p in range(n):
        scores[p] += (
            ladder[districts[p]]
            + ROW_POINTS[_complete_rows(notebook[p])]
            + KIND_POINTS[_symbol_kinds(state, p)]
        )
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
    rep = state.rep
    if reading == "stack":
        stack = state.rep_stack
        # each seat once in the stack: (space, height) orders the seats with no tie
        ahead = sorted([(rep[p], stack.index(p), p) for p in range(state.players)], reverse=True)
        return [(p,) for _, _, p in ahead]
    places = sorted({rep[p] for p in range(state.players)}, reverse=True)
    out = []
    for value in places:
        at = tuple(p for p in range(state.players) if rep[p] == value)
        out.append(at if len(at) == 1 or reading == "share" else ())
    return out
