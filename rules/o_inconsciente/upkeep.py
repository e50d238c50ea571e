"""The automatic tasks of O Inconsciente's turn (a therapy marker placed, the office refilled,
the next turn) and the local goals, claimed as soon as they are met."""

from __future__ import annotations

from operator import add

from rules.core.flow import pop, push, turn_order
from rules.core.messages import Msg

from .effects import reputation, set_slot
from .names import M, seat_name
from .position import D, take_from
from .state import FLOW


def _marker(play, task):
    pop(play.tasks)
    seat, slot = task[1], task[2]
    client, grief, latent, manifest, _ = play.office[seat][slot]
    if client < 0:
        return
    at = D.clients[client][1] + (D.griefs[grief][0] if grief >= 0 else 0)
    set_slot(play, seat, slot, (client, grief, latent, manifest, at))
    explain = play.log is not None  # sentences only when explained (the Lab's refills are quiet)
    if explain:
        play.step(
            "office.refill",
            Msg(M + "step-marker", seat=seat_name(seat), n=at),
            f"office-{seat}-{slot}",
        )
    for spot, pts in D.therapy_points:
        if spot == at:
            play.scores[seat] += pts
            if explain:
                play.step(
                    "treat.points", Msg(M + "step-therapy-points", seat=seat_name(seat), n=pts)
                )


def _refill(play, task):
    pop(play.tasks)
    seat = task[1]
    new = []
    for s, slot in enumerate(play.office[seat]):
        if slot[0] == -1:
            if any(c >= 0 for c, _ in play.client_display):
                new += [("pick-client", seat, s)]
        elif slot[0] >= 0 and slot[3] < 0:
            _c, _g, lat, _, _mark = slot
            if lat < 0 and play.latent_deck:
                new.append(("draw", "latent", seat, s))
            if play.manifest_deck or any(m >= 0 for m in play.manifest_display):
                new.append(("manifest", seat, s))
    push(play.tasks, *new)


def _next(play, task):
    pop(play.tasks)
    play.treated = ()
    nxt = (play.current + 1) % play.state.players
    if nxt == play.first:
        if play.final_round == play.round:
            if play.log is not None:  # a sentence only when explained
                play.step("end", Msg(M + "step-over"))
            play.tasks.clear()
            return
        play.round += 1
    play.current = nxt
    push(play.tasks, ("turn",))


HANDLERS = {"marker": _marker, "refill": _refill, "next": _next}


def settle(play):
    """Automatic tasks, then local goals (claimed as soon as they are met)."""
    while True:
        FLOW.run(play, HANDLERS)
        if not check_goals(play):
            break


def _notes(book):
    return sum(map((0).__le__, book))  # the spaces with a tile (an empty one is negative)


#: What each kind of local goal counts (o-inconsciente.goals), for every seat at once, in seat
#: order: the goals are checked after every action (and the bots' look-ahead applies
#: thousands a game), so a check reads each count the goals left ask once for all seats.
SEAT_COUNTS = {
    "cured": lambda play: map(len, play.cured),
    "notes": lambda play: map(_notes, play.notebook),
    "theses": lambda play: map(len, play.published),
    "research": lambda play: map(add, map(len, play.played), map(len, play.covered)),
    "points": lambda play: play.scores,
    "coffee": lambda play: play.coffee,
    "hearts": lambda play: play.hearts,
}

#: Each goal of data.toml as (its seats' counts, what it needs).
GOALS = tuple((SEAT_COUNTS[what], need) for what, need in D.goals)


def counted(play):
    """Everything the goals count, and the goals left: what decides which goals are met."""
    return (
        play.goals_left,
        tuple(play.scores),
        tuple(play.coffee),
        tuple(play.hearts),
        tuple(play.cured),
        tuple(play.notebook),
        tuple(play.published),
        tuple(play.played),
        tuple(play.covered),
    )


#: The counts last checked and the goals met there (by someone): most actions leave every
#: count as it was, and the bots' look-ahead checks one position's neighbours one after the
#: other. A value decides the goals met, so the pair holds in every game.
_last_checked: tuple = ((), ())


def met_goals(play):
    """The goals left that some seat meets, in the order they are left."""
    seen, met = _last_checked
    now = counted(play)
    if now != seen:
        met = tuple(g for g in play.goals_left if max(GOALS[g][0](play)) >= GOALS[g][1])
        _remember(now, met)
    return met


def _remember(now, met):
    global _last_checked
    _last_checked = (now, met)


def check_goals(play):
    """Claims the first goal met, if any: the first seat in turn order from the player whose
    turn it is that meets one, the first such goal in the order of those left."""
    if not play.goals_left:
        return False
    met = met_goals(play)
    if not met:
        return False
    for p in turn_order(play.current, play.state.players):
        for g in met:
            counts, need = GOALS[g]
            if list(counts(play))[p] >= need:
                play.goals_left = take_from(play.goals_left, g)
                play.goals_won[p] = play.goals_won[p] + (g,)
                if play.log is not None:  # a sentence only when explained
                    play.step(
                        "goals", Msg(M + "step-goal", seat=seat_name(p), goal=g + 1), f"goal-{g}"
                    )
                reputation(play, p, "goals")
                return True
    return False
