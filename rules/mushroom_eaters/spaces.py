"""What each kind of space of the Action Path does when it is experienced (seed
000_556f26b31c3cddac.txt, the spaces), a part of the game's class."""

from __future__ import annotations

from collections import Counter

from rules.core.flow import for_each, push, turn_order
from rules.core.messages import Msg

from .names import (
    item_name,
    seat_name,
    space_id,
)
from .table import D, easier


class Spaces:
    """Experiencing a space: one method per kind of space."""

    def experience(self, play, seat, index, takers) -> None:
        """The space's action for ``takers`` (in turn order from the current Eater)."""
        space = D.spaces[index]
        play.experienced = tuple(sorted(set(play.experienced) | set(takers)))
        self.experiences[space.kind](play, seat, index, takers)

    def _space_hut(self, play, seat, index, takers) -> None:
        self._space_item(play, seat, index, takers)

    def _space_item(self, play, seat, index, takers) -> None:
        rule = "space.current" if D.spaces[index].one else "space.every"
        if play.log is not None:
            play.step(
                rule,
                Msg(
                    "mushroom-eaters-step-items",
                    eaters=tuple(map(seat_name, takers)),
                    items=tuple(map(item_name, D.spaces[index].items)),
                ),
                space_id(index),
            )
        push(play.tasks, *[("gain", s, i) for s in takers for i in D.spaces[index].items])

    def _space_heavy(self, play, seat, index, takers) -> None:
        if play.log is not None:
            play.step(
                "space.heavy",
                Msg(
                    "mushroom-eaters-step-heavy", items=tuple(map(item_name, D.spaces[index].items))
                ),
                space_id(index),
            )
        push(play.tasks, *[("gain", s, i) for s in takers for i in D.spaces[index].items])

    def _space_breathe(self, play, seat, index, takers) -> None:
        if play.log is not None:
            play.step("space.breathe", Msg("mushroom-eaters-step-breathe-space"), space_id(index))
        push(play.tasks, *[("gain", s, "breathe:1") for s in takers])

    def _space_jelly(self, play, seat, index, takers) -> None:
        if easier(play):
            if play.log is not None:
                play.step("easier", Msg("mushroom-eaters-step-no-jelly"), space_id(index))
            return
        play.jelly = True
        if play.log is not None:
            play.step("special", Msg("mushroom-eaters-step-jelly"), space_id(index))

    def _space_end(self, play, seat, index, takers) -> None:
        if play.log is not None:
            play.step("score", Msg("mushroom-eaters-step-end"), space_id(index))

    def _space_pp(self, play, seat, index, takers) -> None:
        if play.log is not None:
            play.step("easier", Msg("mushroom-eaters-step-no-path"), space_id(index))

    def _space_place(self, play, seat, index, takers) -> None:
        token = dict(play.placed).get(index)
        if token is None:
            if not self.chance_pool(play, "draw-place"):
                if play.log is not None:
                    play.step("space.place", Msg("mushroom-eaters-step-no-place"), space_id(index))
                return
            push(play.tasks, ("draw-place", index, takers))
            return
        self.use_place(play, index, token, takers)

    def lay_place(self, play, index, token, takers) -> None:
        """A face-down Place token turned face up on the symbol at ``index``; when the pawn
        is there, those taking part use it at once."""
        play.placed = (*play.placed, (index, token))
        if takers:
            self.use_place(play, index, token, takers)
            return
        if play.log is not None:
            play.step(
                "space.place",
                Msg(
                    "mushroom-eaters-step-place-laid",
                    space=index + 1,
                    item=item_name(D.place[token]),
                ),
                space_id(index),
            )

    def use_place(self, play, index, token, takers) -> None:
        item = D.place[token]
        if play.log is not None:
            play.step(
                "space.place",
                Msg("mushroom-eaters-step-place", item=item_name(item)),
                space_id(index),
            )
        push(play.tasks, *[("gain", s, item) for s in takers])

    def _space_face(self, play, seat, index, takers) -> None:
        self.focus_prize(play, "hour", index, takers)

    def _space_drum(self, play, seat, index, takers) -> None:
        self.focus_prize(play, "drum", index, takers)

    def focus_prize(self, play, board, index, takers) -> None:
        """Face (Hour board) or Shaman Drum: most cubes wins, the highest cube breaks ties;
        the winner's top cube goes home. An empty board costs everyone an item."""
        rule = "face" if board == "hour" else "drum"
        cubes = getattr(play, board)
        if not cubes:
            if play.log is not None:
                play.step(
                    rule, Msg("mushroom-eaters-step-board-empty", board=board), space_id(index)
                )
            losers = self.focus_takers(play, index, takers)
            push(play.tasks, *[("gain", s, "lose:any") for s in losers])
            return
        counts = Counter(cubes)
        best = max(counts.values())
        tied = {s for s, c in counts.items() if c == best}
        winner = next(s for s in reversed(cubes) if s in tied)
        top = len(cubes) - 1 - cubes[::-1].index(winner)
        setattr(play, board, cubes[:top] + cubes[top + 1 :])
        if board == "hour":
            won = 1 if sum(play.faces) < D.supply["faces"] else 0
            play.put("faces", winner, play.faces[winner] + won)
        else:
            won = self.take_tokens(play, "paradox", winner, 2)
        if play.log is not None:
            if board == "hour":
                prize = Msg("mushroom-eaters-face-token", count=won)
            else:
                prize = Msg("mushroom-eaters-item", kind="paradox", amount=won)
            play.step(
                rule,
                Msg(
                    "mushroom-eaters-step-prize",
                    eater=seat_name(winner),
                    board=board,
                    prize=prize,
                    count=best,
                ),
                space_id(index),
            )

    def focus_takers(self, play, index, takers) -> tuple[int, ...]:
        """Who takes part in a Face or Drum action: Eaters on a Personal Path are counted in
        actions that consult the focus boards (a ruling), so when the whole group lives the
        space they take part too; a 0's replay stays the player's own."""
        whole = set(takers) == set(self.group(play, play.current)) and not D.spaces[index].one
        if whole and play.ruling("path-focus") == "counted":
            return turn_order(play.current, play.players)
        return takers

    def take_tokens(self, play, kind, seat, amount) -> int:
        """Tokens from the limited supply: what is left, at most ``amount``."""
        values = getattr(play, kind)
        got = max(0, min(amount, D.supply[kind] - sum(values)))
        play.put(kind, seat, values[seat] + got)
        return got

    def _space_intense(self, play, seat, index, takers, base=None) -> None:
        value = D.spaces[index].value if base is None else base
        if play.log is not None:
            play.step("intense", Msg("mushroom-eaters-step-intense", value=value), space_id(index))
        play.breathing = ()
        push(play.tasks, ("roll", value, takers))

    def _space_mantra(self, play, seat, index, takers) -> None:
        letter = D.spaces[index].letter
        if play.log is not None:
            play.step("mantra", Msg("mushroom-eaters-step-mantra", letter=letter), space_id(index))
        for s in reversed(takers):
            self.push_mantra(play, s, letter)

    def push_mantra(self, play, seat, letter) -> None:
        if letter in play.mantras[seat]:
            play.put("mantras", seat, play.mantras[seat].replace(letter, "", 1))
            if play.log is not None:
                play.step(
                    "mantra",
                    Msg("mushroom-eaters-step-mantra-paid", eater=seat_name(seat), letter=letter),
                )
            push(play.tasks, *[("gain", seat, i) for i in D.mantra_items[letter]])
        elif self.special_open(play, seat):
            push(play.tasks, ("shield", seat, letter))
        else:
            push(play.tasks, ("gain", seat, D.overview[letter]))

    def _space_return_mantras(self, play, seat, index, takers) -> None:
        if play.log is not None:
            play.step("mantra.return", Msg("mushroom-eaters-step-return"), space_id(index))
        for s in reversed(takers):
            letters = play.mantras[s]
            if len(set(letters)) > 1:
                push(play.tasks, ("keep", s))
            elif letters:
                play.put("mantras", s, letters[0])

    def _space_environment(self, play, seat, index, takers) -> None:
        if play.log is not None:
            play.step("environment", Msg("mushroom-eaters-step-environment"), space_id(index))
        push(play.tasks, ("draw-env", takers))

    def _space_fire(self, play, seat, index, takers) -> None:
        if play.log is not None:
            play.step("fire", Msg("mushroom-eaters-step-fire"), space_id(index))
        push(play.tasks, *for_each("fire", takers))

    def _space_share(self, play, seat, index, takers) -> None:
        if play.log is not None:
            play.step(
                "share", Msg("mushroom-eaters-step-share", eater=seat_name(seat)), space_id(index)
            )
        push(play.tasks, ("draw-share", seat))

    def _space_talking(self, play, seat, index, takers) -> None:
        group = self.conversation(play, seat, index, takers)
        if play.log is not None:
            play.step("talking", Msg("mushroom-eaters-step-talking"), space_id(index))
        if play.players == 2 and len(group) == 2:
            push(play.tasks, ("fill-row", seat, group[1]))
        else:
            push(play.tasks, ("draw-talk", seat, (), group), ("talk-end",))

    def conversation(self, play, seat, index, takers) -> tuple[int, ...]:
        """Who talks: the Eaters taking part; an Eater re-living the space with a 0 opens a
        new conversation with everyone on the main path (a ruling), the others only
        receiving cards as they receive a Share item."""
        alone = len(takers) == 1 and not D.spaces[index].one
        if alone and play.ruling("zero-talking") == "conversation":
            return self.group(play, seat)
        return takers
