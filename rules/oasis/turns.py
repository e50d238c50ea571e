"""The automatic part of a turn of Oasis and the end of the game (seed
003_fece3b0430baafc1.txt, the Oasis pages): the bookkeeping after every action, decisions
and draws with nothing to do passed over, the Companion deck reshuffled, the turn's start and
end, and the scout closest to the Oasis when the deck runs out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core.flow import pop, push
from rules.core.messages import Msg

from . import names as n
from .moves import R
from .state import EMPTY, FLOW, TURN_TASKS

if TYPE_CHECKING:
    from .engine import Play

# Decisions that always offer a choice: the mandatory action can always pass, a payment is
# owed, one of two grabbed cards is kept.
_ALWAYS_CHOICE = frozenset({"action", "pay", "keep"})
# The skipped actions whose Step says so (others, a Mission or a discard, pass silently).
_SAID_SKIPPED = frozenset({"travel", "recycle", "equip", "recruit", "pillage"})


def _over(play: Play) -> bool:
    return bool(play.ended)


class Turns:
    """The turn's automatic tasks and the game's end (a part of the game class)."""

    # the automatic part of a turn ---------------------------------------------------------
    def _advance(self, play: Play) -> None:
        """After every action, until a scout or chance must act or the game ends: the
        rules' bookkeeping (the flow's automatic tasks), and decisions or draws with
        nothing to do passed over."""
        tasks = play.tasks
        while tasks and not play.ended:
            if tasks[0][0] in FLOW.automatic:
                FLOW.run(play, self.automatic, _over)
                tasks = play.tasks
                continue
            task = tasks[0]
            if self._ready(play, task):
                return
            self._pass_over(play, task)
            tasks = play.tasks

    def _ready(self, play: Play, task: tuple) -> bool:
        """Whether ``task`` waits for a scout or chance. A starting Companion's task makes
        its seat the scout choosing; a Companion draw from the empty deck may reshuffle the
        discard pile first (ruling companion-deck)."""
        kind = task[0]
        if kind in _ALWAYS_CHOICE:
            return True
        if kind == "start":
            play.current = task[1]
            return True
        if kind == "draw":
            return bool(play.deck)
        if kind == "cdraw" or kind == "lair":
            if play.cdeck:
                return True
            if self._reshuffle_possible(play):
                self._reshuffle(play)
                return True
            return False
        if kind == "grab":
            return True
        # A decision: does it offer anything? Asked of the very helpers the legal actions
        # are made from, without building the actions.
        if kind == "discard":
            return self._over_limit(play)
        if kind == "mission":  # most turns: no Companion in play, nothing to ask
            return bool(play.areas[play.current]) and bool(self._mission_options(play))
        if kind == "travel":
            return bool(self._next_cards(play))
        if kind == "recycle":
            return bool(play.ruins)
        if kind == "equip":
            return bool(self._equip_options(play, task[1]))
        if kind == "recruit":
            return bool(self._recruit_options(play))
        return bool(self._pillage_targets(play))  # the one decision left: a Pillage

    def _pass_over(self, play: Play, task: tuple) -> None:
        """Drop a task that offers nothing, saying why where it matters."""
        del play.tasks[0]
        kind = task[0]
        me = play.current
        if play.log is None:
            return
        if kind in ("cdraw", "lair"):
            play.say("ruling.companion-deck", "oasis-step-companion-deck-empty", n.CDECK)
        elif kind == "mission" and play.areas[me]:
            self._tell_no_mission(play, me)
        elif kind == "travel" and task[1]:
            play.say(
                "travel",
                "oasis-step-travel-ends",
                n.trail_id(me),
                who=n.scout(me),
                number=play.reached(me),
            )
        elif kind in _SAID_SKIPPED:
            play.say(
                "ruling.impossible-action", "oasis-step-skipped", who=n.scout(me), ask=n.ask(kind)
            )

    def _tell_no_mission(self, play: Play, me: int) -> None:
        """Why Companions in play cannot go on a Mission this turn: a Recruit was done (ruling
        mission-after-recruit = never), or each is of a clan played this turn."""
        if play.recruited and play.ruling("mission-after-recruit") == "never":
            play.say(
                "ruling.mission-after-recruit", "oasis-step-no-mission-recruit", who=n.scout(me)
            )
            return
        clans = sorted({self._clan[c] for c in play.areas[me]})
        play.say(
            "mission.limits",
            "oasis-step-no-mission-played",
            who=n.scout(me),
            clans=n.chained("and", tuple(self.cards.clan_name[c] for c in clans)),
        )

    def _reshuffle(self, play: Play) -> None:
        """Ruling companion-deck = reshuffle: the discard pile becomes the new deck (a deck
        is a multiset whose order nobody knows, so the shuffle is the draws' chance)."""
        play.cdeck, play.cdiscard = play.cdiscard, ()
        play.say(
            "ruling.companion-deck",
            "oasis-step-reshuffle",
            n.CDISCARD,
            n.CDECK,
            cards=n.count("cards", len(play.cdeck)),
        )

    def _explore(self, play: Play, task: tuple) -> None:
        """An Explore: two draws from the Exploration deck (it ran out: nothing)."""
        pop(play.tasks)
        if play.deck:
            push(play.tasks, ("draw",), ("draw",))
        else:
            play.say("ruling.impossible-action", "oasis-step-explore-empty", n.DECK)

    def _lair_open(self, play: Play, task: tuple) -> None:
        """Every scout has a starting Companion: the Lair is refilled, the last to choose
        begins."""
        pop(play.tasks)
        last = play.players - 1
        play.say("setup.starting-companion", "oasis-step-lair-open", n.CDECK, who=n.scout(last))
        refills = [("lair", i) for i, c in enumerate(play.lair) if c == EMPTY]
        push(play.tasks, *refills, ("begin", last))

    def _begin(self, play: Play, task: tuple) -> None:
        """A scout's turn begins: the mandatory action, the Mission, the discard, the end."""
        pop(play.tasks)
        play.current = task[1]
        play.turn += 1
        play.played = frozenset()
        play.recruited = False
        push(play.tasks, *TURN_TASKS)

    def _end(self, play: Play, task: tuple) -> None:
        """A turn ends: the next scout begins, or, once the last turns are over, the game
        ends."""
        pop(play.tasks)
        me = play.current
        if play.final >= 0:
            play.final -= 1
        elif play.deck_out:
            play.final = play.players
            play.say(
                "end.deck",
                "oasis-step-last-turns",
                who=n.scout(me),
                next=n.scout((me + 1) % play.players),
            )
        if play.final == 0:
            self._closest_wins(play, R + "end.closest")
            return
        push(play.tasks, ("begin", (me + 1) % play.players))

    def closest(self, s: Any) -> tuple[int, ...]:
        """The scouts closest to the Oasis, the tie broken as ruling closest-tie says."""
        best = min(s.reached(seat) for seat in range(s.players))
        winners = [seat for seat in range(s.players) if s.reached(seat) == best]
        if len(winners) > 1 and s.ruling("closest-tie") == "fewest-cards":
            fewest = min(len(s.hands[seat]) for seat in winners)
            winners = [seat for seat in winners if len(s.hands[seat]) == fewest]
        return tuple(winners)

    def _closest_wins(self, play: Play, rule: str) -> None:
        """The game ends by ``rule`` (the last turns are over, or nobody can act): the
        scouts closest to the Oasis win."""
        best = min(play.reached(s) for s in range(play.players))
        winners = self.closest(play)
        tied = sum(play.reached(s) == best for s in range(play.players))
        play.ended = rule
        play.winners = winners
        play.tasks = []  # nothing is left to do in a finished game
        if play.log is not None:
            last_turns = rule == R + "end.closest"
            play.say(
                "end.closest",
                "oasis-step-closest",
                *(n.trail_id(s) for s in winners),
                why=Msg("oasis-why-last-turns" if last_turns else "oasis-why-nobody-acts"),
                names=n.chained("and", tuple(n.scout(s) for s in winners)),
                count=len(winners),
                number=best,
                # Ruling closest-tie = fewest-cards broke the tie.
                note=Msg("oasis-tie-broken") if len(winners) < tied else "",
            )
