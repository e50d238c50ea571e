"""The items of The Mushroom Eaters gained and lost: tokens, energy, tracks, Mantra tokens and
focus cubes (seed 000_556f26b31c3cddac.txt), a part of the game's class."""

from __future__ import annotations

from rules.core.flow import pop, push
from rules.core.messages import Msg

from .data import ITEM_KINDS
from .names import (
    seat_name,
)
from .table import D, capacity
from .tasks import items_of

#: What a "gain" task may hand an Eater: an item, a loss ("lose:<kind>") or one energy
#: drained after a Challenge ("drain:1"), each by its ``_gain_<kind>`` rule.
GAINED = (*ITEM_KINDS, "lose", "drain")
#: The items gained more than one at a time as one choice each (one energy step, one cube...).
ONE_CHOICE_EACH = ("energy", "focus", "mantra", "recall")


def gain_parts(item: str) -> tuple[str, str, bool]:
    """A task's item read: (its kind, the text after the kind, whether it is gained as one
    choice at a time), "energy:2" giving ("energy", "2", True), "lose:any" ("lose", "any",
    False)."""
    kind, _, amount = item.partition(":")
    return kind, amount, kind in ONE_CHOICE_EACH and int(amount) > 1


#: ``gain_parts`` of every item a task may carry (``tasks.items_of``), read once: some four
#: hundred gains a game a bot looks at (issue 47).
GAIN_PARTS = {item: gain_parts(item) for item in items_of(D)}


class Items:
    """Gaining and losing items."""

    def _auto_gain(self, play, task) -> None:
        """One item gained (or, with a red bolt, lost) by one Eater; a choice it needs is
        asked of that Eater as a task of its own."""
        pop(play.tasks)
        seat, item = task[1], task[2]
        kind, amount, split = GAIN_PARTS.get(item) or gain_parts(item)
        if split:
            push(play.tasks, *[("gain", seat, f"{kind}:1")] * int(amount))  # one at a time
            return
        self.gainers[kind](play, seat, amount)

    def _gain_lose(self, play, seat, kind) -> None:
        self.lose(play, seat, kind)

    def _gain_drain(self, play, seat, amount) -> None:
        self.change_energy(play, seat, -1, panic=True)

    def _gain_awakening(self, play, seat, amount) -> None:
        self.gain_tokens(play, seat, "awakening", int(amount))

    def _gain_wisdom(self, play, seat, amount) -> None:
        self.gain_tokens(play, seat, "wisdom", int(amount))

    def _gain_paradox(self, play, seat, amount) -> None:
        self.gain_tokens(play, seat, "paradox", int(amount))

    def gain_tokens(self, play, seat, kind, amount) -> None:
        got = self.take_tokens(play, kind, seat, amount)
        if play.log is not None:
            item = Msg("mushroom-eaters-item", kind=kind, amount=got)
            play.step(
                "space.item", Msg("mushroom-eaters-step-gain", eater=seat_name(seat), item=item)
            )

    def _gain_energy(self, play, seat, amount) -> None:
        self.change_energy(play, seat, +1)

    def _gain_focus(self, play, seat, amount) -> None:
        push(play.tasks, ("board", seat))

    def _gain_mantra(self, play, seat, amount) -> None:
        self.gain_mantra(play, seat)

    def _gain_breathe(self, play, seat, amount) -> None:
        play.put("breathe", seat, True)
        if play.log is not None:
            play.step("space.breathe", Msg("mushroom-eaters-step-deep", eater=seat_name(seat)))

    def _gain_recall(self, play, seat, amount) -> None:
        if play.discards[seat]:
            push(play.tasks, ("recall", seat))

    def change_energy(self, play, seat, sign, panic=False) -> None:
        """One step up or down a Nervous System track, the Eater's choice; none possible:
        nothing (or, after a Challenge, the panic: one more item lost)."""
        open_ = self.tracks_open(play, seat, sign)
        if len(open_) == 2:
            push(play.tasks, ("track", seat, sign, int(panic)))
        elif open_:
            self.move_track(play, seat, open_[0], sign)
        elif panic:
            if play.log is not None:
                play.step("intense.panic", Msg("mushroom-eaters-step-panic", eater=seat_name(seat)))
            push(play.tasks, ("gain", seat, "lose:any"))
        else:
            if play.log is not None:
                play.step("nervous", Msg("mushroom-eaters-step-track-full", eater=seat_name(seat)))

    def move_track(self, play, seat, track, sign) -> None:
        play.put(track, seat, getattr(play, track)[seat] + sign)
        values = getattr(play, track)
        if play.log is not None:
            play.step(
                "nervous",
                Msg(
                    "mushroom-eaters-step-track",
                    eater=seat_name(seat),
                    track=track,
                    value=values[seat],
                    sign=sign,
                ),
            )

    def gain_mantra(self, play, seat) -> None:
        open_ = self.mantras_open(play, seat)
        if len(open_) > 1:
            push(play.tasks, ("mantra", seat))
        elif open_:
            self.add_mantra(play, seat, open_[0])
        else:
            if play.log is not None:
                play.step("mantra", Msg("mushroom-eaters-step-mantra-out", eater=seat_name(seat)))

    def add_mantra(self, play, seat, letter) -> None:
        play.put("mantras", seat, "".join(sorted(play.mantras[seat] + letter)))
        if play.log is not None:
            play.step(
                "mantra",
                Msg("mushroom-eaters-step-mantra-gain", eater=seat_name(seat), letter=letter),
            )

    def lose(self, play, seat, kind) -> None:
        options = self.loss_options(play, seat, kind, at_most=2)  # is there a choice?
        if len(options) > 1:
            push(play.tasks, ("lose", seat, kind))
        elif options:
            self.lose_one(play, seat, options[0])
        else:
            if play.log is not None:
                play.step("lose", Msg("mushroom-eaters-step-lose-nothing", eater=seat_name(seat)))

    def lose_one(self, play, seat, option) -> None:
        board, _, place = option.partition(":")
        if place:
            self.take_cube(play, seat, board, int(place))
            if play.log is not None:
                play.step(
                    "lose",
                    Msg(
                        "mushroom-eaters-step-lose-cube",
                        eater=seat_name(seat),
                        board=board,
                        place=int(place) + 1,
                    ),
                )
            return
        if option in ("intensity", "forward"):
            play.put(option, seat, getattr(play, option)[seat] - 1)
        elif option.startswith("mantra-"):
            play.put("mantras", seat, play.mantras[seat].replace(option[-1], "", 1))
        elif option == "path":
            play.put("path_cards", seat, play.path_cards[seat] - 1)
        elif option == "face":
            play.put("faces", seat, play.faces[seat] - 1)
        else:
            play.put(option, seat, getattr(play, option)[seat] - 1)
        if play.log is not None:
            play.step(
                "lose", Msg("mushroom-eaters-step-lose", eater=seat_name(seat), option=option)
            )

    @staticmethod
    def take_cube(play, seat, board, place) -> None:
        """``seat``'s cube at ``place`` (from the bottom) off ``board``: those above close up."""
        cubes = getattr(play, board)
        if cubes[place] != seat:
            raise ValueError(f"the cube at place {place} of the {board} board is not {seat}'s")
        setattr(play, board, cubes[:place] + cubes[place + 1 :])

    def add_focus(self, play, seat, board) -> None:
        """A cube from stock onto ``board``; with none in stock the Eater may take one of its
        cubes off a board to lay again (its own choice, asked as a task)."""
        if self.stock(play, seat) == 0:
            push(play.tasks, ("reuse", seat, board))
            return
        self.lay_cube(play, seat, board)

    def lay_cube(self, play, seat, board) -> None:
        """A cube at the bottom of the board, pushing the others up: any above the last used
        space fall off to their owners."""
        cubes = (seat, *getattr(play, board))
        used = capacity(play.players)
        fallen = cubes[used:][::-1]  # the highest falls first
        setattr(play, board, cubes[:used])
        if play.log is not None:
            play.step(
                "focus",
                Msg(
                    "mushroom-eaters-step-focus",
                    eater=seat_name(seat),
                    board=board,
                    fallen=tuple(map(seat_name, fallen)) or "nobody",
                ),
            )

    def stock(self, state, seat) -> int:
        return D.supply["cubes"] - state.hour.count(seat) - state.drum.count(seat)
