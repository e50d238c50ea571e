"""Chance in Daybreak (the Gamehelpdaybreak pages of seed 003_fece3b0430baafc1.txt): what may be
drawn or rolled now and how likely, and what each crisis revealed, Global Project offered, Local
Project drawn and roll of the Planetary and Geoengineering dice does; a part of the game's
class."""

from __future__ import annotations

from collections import Counter

from rules.core import (
    Action,
)
from rules.core.flow import pop, push

from . import names as n
from .moves import FACES, DaybreakMoves
from .play import Play, _put, _sorted_add, _sorted_remove


class Draws:
    """The chance outcomes, their chances and their effects."""

    def _pile(self, state, task: tuple) -> tuple[str, tuple[int, ...]]:
        """The verb and the pile a chance task draws from: the deck, or its discard pile when
        the deck is empty (daybreak.ruling.empty-deck)."""
        kind = task[0]
        if kind == "reveal":
            return "reveal", state.crisis_deck or state.crisis_discard
        if kind == "gdraw":
            return "offer", state.global_deck or state.global_discard
        return "draw", state.deck or state.discard

    def chance_outcomes(self, state) -> list[tuple[Action, float]]:
        task = state.task
        if state.to_move != -1:
            return []
        # core: a chance outcome is a declared move whose options are the outcomes, but their
        # chances are the game's own (a Move's ``weights(state)`` beside its options would let
        # the core give ``chance_outcomes``).
        if task[0] == "roll":
            return [(self.action_of(self.roll, face), 1 / 6) for face in FACES]
        if task[0] == "target":
            tied = task[3:]
            return [(self._target(state, s), 1 / len(tied)) for s in tied]
        verb, pile = self._pile(state, task)
        table = self.crisis if verb == "reveal" else self.globals if verb == "offer" else self.local
        move = self.reveal if verb == "reveal" else self.offer if verb == "offer" else self.draw
        # Each card's copies counted in one walk of the pile (a count per distinct card walked
        # a 60-card deck forty times, every draw).
        size, counts = len(pile), Counter(pile)
        return [(self.action_of(move, (table[c].key,)), counts[c] / size) for c in sorted(counts)]

    def _take(self, play: Play, deck: str, discard: str, code: int) -> None:
        """A card leaves a pile; an empty deck is its discard pile first
        (daybreak.ruling.empty-deck)."""
        if not getattr(play, deck):
            setattr(play, deck, getattr(play, discard))
            setattr(play, discard, ())
            play.say("ruling.empty-deck", "daybreak-reshuffle")
        setattr(play, deck, _sorted_remove(getattr(play, deck), code))
        play.draws += 1

    @DaybreakMoves.reveal.effect
    def _do_reveal(self, play: Play, crisis: str) -> None:
        task = pop(play.tasks)
        code = self._crisis_by_key[crisis]
        self._take(play, "crisis_deck", "crisis_discard", code)
        play.crises = (*play.crises, code)
        play.crisis_tucks = (*play.crisis_tucks, ())
        name = self.crisis[code].name
        if task[1]:  # a face-down crisis turned over in the Crisis stage
            play.facedown -= 1
            play.say(
                "crisis.resolve",
                "daybreak-uncovered",
                n.crisis_id(self.crisis[code].key),
                crisis=name,
            )
        else:
            play.say(
                "global.crises",
                "daybreak-forecast",
                n.crisis_id(self.crisis[code].key),
                crisis=name,
            )

    @DaybreakMoves.offer.effect
    def _do_offer(self, play: Play, project: str) -> None:
        pop(play.tasks)
        code = self._global_by_key[project]
        self._take(play, "global_deck", "global_discard", code)
        play.offer = (*play.offer, code)
        play.say(
            "global.projects",
            "daybreak-offered",
            n.offer_id(self.globals[code].key),
            project=self.globals[code].name,
        )

    @DaybreakMoves.draw.effect
    def _do_draw(self, play: Play, card: str) -> None:
        task = pop(play.tasks)
        seat, code = task[1], self._local_by_key[card]
        self._take(play, "deck", "discard", code)
        play.hands = _put(play.hands, seat, _sorted_add(play.hands[seat], code))
        play.say(
            "local.draw",
            "daybreak-drew",
            n.hand_id(seat, self.local[code].key),
            player=self.power_name(seat, play),
            card=self.local[code].name,
        )

    @DaybreakMoves.roll.effect
    def _do_roll(self, play: Play, face: int) -> None:
        pop(play.tasks)
        play.draws += 1
        index = self._track_by_face[face]
        track = self.world.tracks[index]
        tokens = list(play.tokens)
        full = tokens[index] >= track.length
        if not full:
            tokens[index] += 1
            play.tokens = tuple(tokens)
        tipping = full or tokens[index] in track.tipping
        play.say(
            "crisis.die",
            "daybreak-rolled",
            n.track_id(track.key),
            face=face,
            track=track.name,
            space=tokens[index],
            length=track.length,
            tipping="full" if full else "yes" if tipping else "no",
        )
        if tipping:
            self._hazard(play, track.key)

    @DaybreakMoves.target.effect
    def _do_target(self, play: Play, seat: int) -> None:
        task = pop(play.tasks)
        play.draws += 1
        code, amount = task[1], task[2]
        play.say(
            "ruling.most-tie",
            "daybreak-targeted",
            n.player_id(seat),
            player=self.power_name(seat, play),
            crisis=self.crisis[code].name,
        )
        owed = self._owe_discards(play, seat, code, self.crisis[code].tag, amount)
        push(play.tasks, *owed)
