"""The Crisis stage of a Daybreak round (the Gamehelpdaybreak pages of seed
003_fece3b0430baafc1.txt): the Planetary die's hazards, the crises uncovered and resolved, and
the cards they make players discard; a part of the game's class."""

from __future__ import annotations

from rules.core.flow import pop, push
from rules.core.messages import Msg

from . import names as n
from .moves import DaybreakMoves
from .play import Play, _plus, _put, _sorted_add, _sorted_remove


class CrisisStage:
    """The Crisis stage."""

    def _crisis_stage(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        play.stage = "crisis"
        push(play.tasks, *([("roll",)] * play.bands), ("uncover",))
        play.say("crisis.die", "daybreak-rolls", n.THERMOMETER, rolls=play.bands)

    def _hazard(self, play: Play, track: str) -> None:
        """The hazard of a tipping point (daybreak.crisis.hazards)."""
        players = play.state.players
        play.say("crisis.hazards", f"daybreak-hazard-{track}", n.track_id(track), players=players)
        if track == "weather":
            available = len(play.crisis_deck) + len(play.crisis_discard) - play.facedown
            play.facedown += max(0, min(2, available))
        elif track == "desertification":
            count = players if play.state.ruling("desertification") == "per-player" else 1
            self._lose_sink(play, "trees", list(range(count)))
        elif track == "dieback":
            self._hazard_cubes(play, players)
            self._lose_sink(play, "trees", list(range(players)))
        elif track == "arctic":
            self._add_cubes(play, 2 * players, thermometer=True)
        elif track == "permafrost":
            self._hazard_cubes(play, 2 * players)
        else:
            self._lose_sink(play, "oceans", list(range(players)))

    def _hazard_cubes(self, play: Play, cubes: int) -> None:
        to_thermometer = play.state.ruling("hazard-cubes") == "thermometer"
        self._add_cubes(play, cubes, thermometer=to_thermometer)

    def _add_cubes(self, play: Play, cubes: int, thermometer: bool) -> None:
        play.emitted += cubes
        if thermometer:
            self._to_thermometer(play, cubes, during_crisis=True)
        else:
            play.recent += cubes
            play.say("ruling.hazard-cubes", "daybreak-to-recent", n.RECENT, cubes=cubes)

    def _lose_sink(self, play: Play, sink: str, shares: list[int]) -> None:
        """Trees or Oceans removed, one per entry of ``shares`` (the seat whose share it is);
        one that is not there is a Community in Crisis (daybreak.crisis.missing, and the
        ruling on who takes it)."""
        everyone = play.state.ruling("missing-sink") == "everyone"
        for seat in shares:
            if getattr(play, sink):
                setattr(play, sink, getattr(play, sink) - 1)
                continue
            hit = range(play.state.players) if everyone else (seat,)
            for s in hit:
                play.communities = _plus(play.communities, s, 1)
            play.say(
                "crisis.missing",
                f"daybreak-missing-{sink}",
                n.SINKS[sink],
                *(n.communities_id(s) for s in hit),
                players=tuple(self.power_name(s, play) for s in hit),
            )
        play.say(
            "crisis.hazards",
            f"daybreak-{sink}-left",
            n.SINKS[sink],
            count=getattr(play, sink),
            lost=len(shares),
        )

    def _uncover(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        push(play.tasks, *([("reveal", 1)] * play.facedown), ("crises",))

    def _crises(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        push(play.tasks, *(("resolve", code) for code in play.crises), ("growth",))

    def _resolve(self, play: Play, task: tuple) -> None:
        """One crisis, each player's share lowered by their own resilience, which is not
        spent (daybreak.crisis.resolve)."""
        pop(play.tasks)
        code = task[1]
        if code not in play.crises:
            return
        card = self.crisis[code]
        if card.passive:
            play.say(
                "crisis.passive", "daybreak-passive-stays", n.crisis_id(card.key), crisis=card.name
            )
            return
        if card.effect == "most-tag":  # one player is hit, not every player
            play.say(
                "crisis.resolve",
                "daybreak-resolving-most",
                n.crisis_id(card.key),
                crisis=card.name,
                tag=card.tag,
                amount=self.crisis_amount(play, code, 0),
            )
            push(play.tasks, *self._most_tag(play, code))
            self._remove_crisis(play, code)
            return
        seats = range(play.state.players)
        amounts = [self.crisis_amount(play, code, s) for s in seats]
        if play.log is not None:  # a bot's look-ahead (the quiet mode) composes no sentence
            play.say(
                "crisis.resolve",
                "daybreak-resolving",
                n.crisis_id(card.key),
                crisis=card.name,
                amounts=tuple(
                    Msg("daybreak-share", player=self.power_name(s, play), amount=amounts[s])
                    for s in seats
                ),
            )
        owed = [t for s in seats for t in self._crisis_effect(play, code, s, amounts[s])]
        push(play.tasks, *owed)
        self._remove_crisis(play, code)

    def _crisis_effect(self, play: Play, code: int, seat: int, amount: int) -> list[tuple]:
        """One player's share of a crisis; the discard tasks it leaves for that player."""
        if amount <= 0:
            return []
        effect = self.crisis[code].effect
        if effect == "cic":
            play.communities = _plus(play.communities, seat, amount)
            play.say(
                "crisis.resolve",
                "daybreak-took-communities",
                n.communities_id(seat),
                player=self.power_name(seat, play),
                count=amount,
            )
        elif effect == "demand":
            play.demand = _plus(play.demand, seat, amount)
            play.say(
                "crisis.resolve",
                "daybreak-demand-up",
                n.energy_id(seat),
                player=self.power_name(seat, play),
                amount=amount,
            )
        elif effect in ("lose-resilience", "lose-clean"):
            field = "resilience" if effect == "lose-resilience" else "clean"
            values = getattr(play, field)
            lost = min(amount, values[seat])
            setattr(play, field, _plus(values, seat, -lost))
            play.say(
                "crisis.resolve",
                f"daybreak-{effect}",
                n.energy_id(seat),
                player=self.power_name(seat, play),
                count=lost,
            )
            self._missing(play, seat, amount - lost)
        elif effect in ("lose-trees", "lose-oceans"):
            self._lose_sink(play, effect.split("-")[1], [seat] * amount)
        else:
            where = "hand" if effect == "discard-hand" else "area"
            return self._owe_discards(play, seat, code, where, amount)
        return []

    def _missing(self, play: Play, seat: int, count: int) -> None:
        """What a player must lose and does not have: a Community in Crisis each
        (daybreak.crisis.missing)."""
        if count > 0:
            play.communities = _plus(play.communities, seat, count)
            play.say(
                "crisis.missing",
                "daybreak-missing",
                n.communities_id(seat),
                player=self.power_name(seat, play),
                count=count,
            )

    def _owe_discards(
        self, play: Play, seat: int, code: int, where: str, count: int
    ) -> list[tuple]:
        """A discard for a crisis: a task for the player for as many cards as they have (the
        hand's cards, or the play area's played cards); the rest are Communities in Crisis."""
        if count <= 0:
            return []
        if where == "hand":
            have = len(play.hands[seat])
        else:
            have = sum(
                1
                for cards, _ in play.stacks[seat]
                for c in cards
                if where == "area" or where in self.local[c].tags
            )
        owed = min(count, have)
        self._missing(play, seat, count - owed)
        return [("discard", seat, code, where, owed)] if owed else []

    def _most_tag(self, play: Play, code: int) -> list[tuple]:
        """The player with the most of a tag in their play area discards cards carrying it;
        a tie is the ruling most-tie's (the Geoengineering die, or every tied player)."""
        card = self.crisis[code]
        counts = [self.area_tags(play, s, card.tag) for s in range(play.state.players)]
        top = max(counts)
        amount = self.crisis_amount(play, code, 0)  # never reduced by resilience (data.py)
        if top == 0 or amount == 0:
            play.say(
                "crisis.resolve",
                "daybreak-nobody-most",
                n.crisis_id(card.key),
                crisis=card.name,
                tag=card.tag,
            )
            return []
        tied = [s for s, c in enumerate(counts) if c == top]
        if len(tied) > 1 and play.state.ruling("most-tie") == "roll":
            return [("target", code, amount, *tied)]
        return [t for seat in tied for t in self._owe_discards(play, seat, code, card.tag, amount)]

    @DaybreakMoves.discard.effect
    def _do_discard(self, play: Play, key: str) -> None:
        task = play.tasks[0]
        seat, where, count = task[1], task[3], task[4]
        card = self._local_by_key[key]
        if where == "hand":
            play.hands = _put(play.hands, seat, _sorted_remove(play.hands[seat], card))
            play.discard = _sorted_add(play.discard, card)
            play.say(
                "crisis.resolve",
                "daybreak-discarded-hand",
                n.player_id(seat),
                player=self.power_name(seat, play),
                card=self.local[card].name,
            )
        else:
            self._discard_from_area(play, seat, card)
        if count > 1:
            play.tasks[0] = (*task[:4], count - 1)
        else:
            pop(play.tasks)

    def _discard_from_area(self, play: Play, seat: int, card: int) -> None:
        """Any played card of a stack may go (daybreak.crisis.play-area); a stack left with
        no played card takes its tucked cards with it (daybreak.ruling.stack-discard)."""
        stacks = list(play.stacks[seat])
        index = next(i for i, (cards, _) in enumerate(stacks) if card in cards)
        cards, tucked = stacks[index]
        rest = tuple(c for c in cards if c != card)
        was_top = cards[-1] == card
        if rest:
            stacks[index] = (rest, tucked)
            gone: tuple[int, ...] = (card,)
        else:
            del stacks[index]
            gone = (card, *tucked)
        play.stacks = _put(play.stacks, seat, tuple(stacks))
        play.discard = _sorted_add(play.discard, *gone)
        play.say(
            "crisis.play-area",
            "daybreak-discarded-area",
            n.player_id(seat),
            player=self.power_name(seat, play),
            card=self.local[card].name,
            uncovered=self.local[rest[-1]].name if rest and was_top else "none",
            tucked=len(gone) - 1,
        )
