"""The Local stage of a Daybreak round (the Gamehelpdaybreak pages of seed
003_fece3b0430baafc1.txt): the hands drawn, Local Projects started, Local actions taken and
cards tucked under projects, Global Projects and crises; a part of the game's class."""

from __future__ import annotations

from rules.core.flow import for_each, pop, push
from rules.core.messages import Msg

from . import names as n
from .data import SECTORS, SHARED_EFFECTS
from .moves import DaybreakMoves
from .play import Play, _plus, _put, _sorted_add, _sorted_remove
from .state import HAND_DRAW


class LocalStage:
    """The Local stage."""

    def hand_draw(self, communities: int) -> int:
        """Cards drawn in the Local stage: five, one fewer from 4 Communities in Crisis and two
        fewer from 8 (daybreak.local.draw)."""
        return HAND_DRAW - (communities >= 4) - (communities >= 8)

    def _local_start(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        play.stage = "local"
        seats = range(play.state.players)
        play.used = ((),) * len(play.used)
        play.done = (False,) * len(play.done)
        available = len(play.deck) + len(play.discard)
        draws = []
        for seat in seats:
            count = min(self.hand_draw(play.communities[seat]), available)
            available -= count
            draws.extend([("draw", seat)] * count)
            communities = play.communities[seat]
            # A full row of Communities in Crisis is what costs the card: that Step cites the
            # specific rule (daybreak.crisis.communities), an ordinary draw the general one.
            rows = min(communities // 4, 2)
            play.say(
                "crisis.communities" if rows else "local.draw",
                "daybreak-draw-fewer" if rows else "daybreak-draw-count",
                n.communities_id(seat),
                player=self.power_name(seat, play),
                count=count,
                communities=communities,
                rows=rows,
            )
        push(play.tasks, *draws, *for_each("local", seats), ("emissions",))

    @DaybreakMoves.done.effect
    def _do_done(self, play: Play) -> None:
        me = pop(play.tasks)[1]
        play.done = _put(play.done, me, True)
        if play.log is not None:  # a bot's action (the quiet mode) composes no sentence
            play.say("local.done", "daybreak-done", n.done_id(me), player=self.power_name(me, play))

    @DaybreakMoves.play_new.effect
    def _do_play_new(self, play: Play, card: str) -> None:
        self._play(play, self._local_by_key[card], 0)

    @DaybreakMoves.play_on.effect
    def _do_play_on(self, play: Play, card: str, number: int) -> None:
        self._play(play, self._local_by_key[card], number)

    def _play(self, play: Play, code: int, number: int) -> None:
        """A card from the hand starts a Local Project: a new stack (``number`` 0) or on top
        of stack ``number`` (daybreak.local.start-project)."""
        me = play.tasks[0][1]
        card = self.local[code]
        play.hands = _put(play.hands, me, _sorted_remove(play.hands[me], code))
        stacks = list(play.stacks[me])
        if number == 0:
            stacks.append(((code,), ()))
            number = len(stacks)
            play.stacks = _put(play.stacks, me, tuple(stacks))
            if play.log is not None:
                play.say(
                    "local.start-project",
                    "daybreak-started-new",
                    n.stack_id(me, number),
                    player=self.power_name(me, play),
                    card=card.name,
                    stack=number,
                )
            return
        cards, tucked = stacks[number - 1]
        stacks[number - 1] = ((*cards, code), tucked)
        play.stacks = _put(play.stacks, me, tuple(stacks))
        if play.log is None:
            return
        covered = self.local[cards[-1]].name
        play.say(
            "local.start-project",
            "daybreak-started-on",
            n.stack_id(me, number),
            player=self.power_name(me, play),
            card=card.name,
            stack=number,
            covered=covered,
        )

    @DaybreakMoves.use.effect
    def _do_use(self, play: Play, number: int) -> None:
        me = play.tasks[0][1]
        stack = play.stacks[me][number - 1]
        card = self.local[stack[0][-1]]
        amount = self.action_amount(stack)
        used = dict(play.used[me])
        used[card.code] = used.get(card.code, 0) + 1
        play.used = _put(play.used, me, tuple(sorted(used.items())))
        done = self._effect(play, me, card.effect, amount, card.sector)
        if play.log is not None:
            play.say(
                "local.action",
                f"daybreak-effect-{card.effect}",
                n.stack_id(me, number),
                *self._effect_highlight(card.effect, me),
                player=self.power_name(me, play),
                card=card.name,
                amount=done,
                sector=card.sector or "-",
                left=card.limit - used[card.code],
            )

    @staticmethod
    def _effect_highlight(effect: str, seat: int) -> tuple[str, ...]:
        if effect in SHARED_EFFECTS:
            return (n.SINKS[effect],)
        if effect == "relief":
            return (n.communities_id(seat),)
        return (n.energy_id(seat),)

    def _effect(self, play: Play, seat: int, effect: str, amount: int, sector: str) -> int:
        """Carry out one action or Global effect for ``seat``; how much it changed."""
        if effect in SHARED_EFFECTS:
            setattr(play, effect, getattr(play, effect) + amount)
            return amount
        if effect in ("swap", "retire"):
            done = min(amount, play.dirty[seat])
            play.dirty = _plus(play.dirty, seat, -done)
            if effect == "swap":
                play.clean = _plus(play.clean, seat, done)
            return done
        if effect == "clean":
            play.clean = _plus(play.clean, seat, amount)
            return amount
        if effect == "cut":
            index = SECTORS.index(sector)
            row = list(play.emissions[seat])
            done = min(amount, row[index])
            row[index] -= done
            play.emissions = _put(play.emissions, seat, tuple(row))
            return done
        if effect == "demand":
            done = min(amount, play.demand[seat])
            play.demand = _plus(play.demand, seat, -done)
            return done
        if effect == "relief":
            done = min(amount, play.communities[seat])
            play.communities = _plus(play.communities, seat, -done)
            return done
        play.resilience = _plus(play.resilience, seat, amount)  # resilience
        return amount

    @DaybreakMoves.tuck_under.effect
    def _do_tuck_under(self, play: Play, card: str, number: int) -> None:
        self._tuck(play, self._local_by_key[card], "stack", number)

    @DaybreakMoves.tuck_project.effect
    def _do_tuck_project(self, play: Play, card: str, project: str) -> None:
        self._tuck(play, self._local_by_key[card], "project", self._global_by_key[project])

    @DaybreakMoves.tuck_crisis.effect
    def _do_tuck_crisis(self, play: Play, card: str, crisis: str) -> None:
        self._tuck(play, self._local_by_key[card], "crisis", self._crisis_by_key[crisis])

    def _tuck(self, play: Play, code: int, where: str, target: int) -> None:
        """A card from the hand is tucked behind a stack, a Global Project or a crisis
        (daybreak.local.support)."""
        me = play.tasks[0][1]
        card = self.local[code]
        play.hands = _put(play.hands, me, _sorted_remove(play.hands[me], code))
        if where == "stack":
            stacks = list(play.stacks[me])
            cards, tucked = stacks[target - 1]
            stacks[target - 1] = (cards, (*tucked, code))
            play.stacks = _put(play.stacks, me, tuple(stacks))
            if play.log is None:
                return
            who = self.power_name(me, play)
            play.say(
                "local.support",
                "daybreak-tucked-stack",
                n.tuck_id(me, target),
                player=who,
                card=card.name,
                stack=target,
                tags=", ".join(card.tags),
            )
        elif where == "project":
            self._tuck_project(play, me, code, target)
        else:
            self._tuck_crisis(play, me, code, target)

    def _tuck_project(self, play: Play, me: int, code: int, project: int) -> None:
        index = play.projects.index(project)
        tucks = list(play.project_tucks)
        tucks[index] = (*tucks[index], code)
        play.project_tucks = tuple(tucks)
        gp = self.globals[project]
        if play.log is not None:
            play.say(
                "local.support",
                "daybreak-tucked-project",
                n.project_id(gp.key),
                player=self.power_name(me, play),
                card=self.local[code].name,
                project=gp.name,
            )
        if all(self.tag_count(tucks[index], tag) >= need for tag, need in gp.needs):
            self._unlock(play, index)

    def _unlock(self, play: Play, index: int) -> None:
        """A Global Project's tags are met: its effect happens for everyone, once
        (daybreak.local.support; daybreak.data.cards)."""
        gp = self.globals[play.projects[index]]
        self._remove_project(play, index, completed=True)
        blocked = gp.effect in ("swap", "retire") and (
            self.passive_in_play(play, "no-dirty-removal") is not None
        )
        if gp.effect in SHARED_EFFECTS:
            total = self._effect(play, 0, gp.effect, gp.amount, gp.sector)
        elif blocked:
            total = 0
        else:
            total = sum(
                self._effect(play, seat, gp.effect, gp.amount, gp.sector)
                for seat in range(play.state.players)
            )
        if play.log is None:
            return
        play.say(
            "local.support",
            "daybreak-unlocked",
            *self._effect_highlight(gp.effect, 0),
            project=gp.name,
            effect=Msg(f"daybreak-global-{gp.effect}", amount=gp.amount, sector=gp.sector or "-"),
            total=total,
        )

    def _counters(self, play, code: int) -> int:
        index = play.crises.index(code)
        return self.tag_count(play.crisis_tucks[index], self.crisis[code].counter)

    def _tuck_crisis(self, play: Play, me: int, code: int, crisis: int) -> None:
        index = play.crises.index(crisis)
        tucks = list(play.crisis_tucks)
        tucks[index] = (*tucks[index], code)
        play.crisis_tucks = tuple(tucks)
        card = self.crisis[crisis]
        counters = self.tag_count(tucks[index], card.counter)
        if play.log is not None:
            play.say(
                "local.support",
                "daybreak-tucked-crisis",
                n.crisis_id(card.key),
                player=self.power_name(me, play),
                card=self.local[code].name,
                crisis=card.name,
                counters=counters,
                cancel=card.cancel,
                tag=card.counter,
            )
        if counters >= card.cancel:
            self._remove_crisis(play, crisis)
            rule = "crisis.passive" if card.passive else "local.support"
            play.say(rule, "daybreak-cancelled", n.CRISIS_DECK, crisis=card.name)

    def _remove_crisis(self, play: Play, code: int) -> None:
        index = play.crises.index(code)
        play.discard = _sorted_add(play.discard, *play.crisis_tucks[index])
        play.crises = play.crises[:index] + play.crises[index + 1 :]
        play.crisis_tucks = play.crisis_tucks[:index] + play.crisis_tucks[index + 1 :]
        play.crisis_discard = _sorted_add(play.crisis_discard, code)
