"""What each choice an Eater makes while an action is lived does (the effects of the declared
choices, seed 000_556f26b31c3cddac.txt), a part of the game's class."""

from __future__ import annotations

from rules.core.flow import pop, push
from rules.core.messages import Msg

from .data import CARDS, TALK_ROW
from .moves import MushroomMoves
from .names import (
    card_name,
    item_name,
    seat_name,
)
from .table import D


class Decisions:
    """The effects of the Eaters' choices and of the Special Action."""

    @MushroomMoves.choose_track.effect
    def _do_track(self, play, track) -> None:
        task = pop(play.tasks)
        self.move_track(play, task[1], track, task[2])

    @MushroomMoves.choose_board.effect
    def _do_board(self, play, board) -> None:
        task = pop(play.tasks)
        self.add_focus(play, task[1], board)

    @MushroomMoves.choose_loss.effect
    def _do_lose(self, play, option) -> None:
        task = pop(play.tasks)
        self.lose_one(play, task[1], option)

    @MushroomMoves.choose_reuse.effect
    def _do_reuse(self, play, choice) -> None:
        rest = choice.split(":")  # a cube, "<board>:<place>", or "none"
        task = pop(play.tasks)
        seat, board = task[1], task[2]
        if rest[0] == "none":
            if play.log is not None:
                play.step("focus", Msg("mushroom-eaters-step-no-reuse", eater=seat_name(seat)))
            return
        self.take_cube(play, seat, rest[0], int(rest[1]))
        if play.log is not None:
            play.step(
                "focus",
                Msg(
                    "mushroom-eaters-step-reuse",
                    eater=seat_name(seat),
                    board=rest[0],
                    place=int(rest[1]) + 1,
                ),
            )
        self.lay_cube(play, seat, board)

    @MushroomMoves.choose_mantra.effect
    def _do_mantra(self, play, letter) -> None:
        task = pop(play.tasks)
        self.add_mantra(play, task[1], letter)

    @MushroomMoves.choose_recall.effect
    def _do_recall(self, play, card) -> None:
        seat = pop(play.tasks)[1]
        discards = list(play.discards[seat])
        discards.remove(card)
        play.put("discards", seat, tuple(discards))
        play.put("hands", seat, tuple(sorted((*play.hands[seat], card), key=CARDS.index)))
        if play.log is not None:
            play.step(
                "fire",
                Msg("mushroom-eaters-step-recall", eater=seat_name(seat), card=card_name(card)),
            )

    @MushroomMoves.choose_keep.effect
    def _do_keep(self, play, letter) -> None:
        seat = pop(play.tasks)[1]
        play.put("mantras", seat, letter)
        if play.log is not None:
            play.step(
                "mantra.return",
                Msg("mushroom-eaters-step-keep", eater=seat_name(seat), letter=letter),
            )

    @MushroomMoves.choose_shield.effect
    def _do_shield(self, play, answer) -> None:
        task = pop(play.tasks)
        seat, letter = task[1], task[2]
        if answer == "yes":
            play.put("specials", seat, True)
            if play.log is not None:
                play.step("special", Msg("mushroom-eaters-step-shield", eater=seat_name(seat)))
        else:
            push(play.tasks, ("gain", seat, D.overview[letter]))

    @MushroomMoves.use_special.effect
    def _do_special(self, play, name) -> None:
        seat = play.current
        play.put("specials", seat, True)
        if play.log is not None:
            play.step(
                "special", Msg("mushroom-eaters-step-special", eater=seat_name(seat), name=name)
            )
        gains = {
            "focus": ["focus:1", "focus:1"],
            "energy": ["energy:1", "energy:1"],
            "breathe": ["breathe:1"],
            "paradox": ["paradox:2"],
        }[name]
        push(play.tasks, *[("gain", seat, g) for g in gains])

    # Intense moment ---------------------------------------------------------------------------
    def _after_roll(self, play, value, face, takers) -> None:
        total = value + face
        if play.log is not None:
            play.step("intense", Msg("mushroom-eaters-step-roll", face=face, total=total))
        asks = [("breathe", s, total) for s in takers if play.breathe[s]]
        push(play.tasks, *asks, ("challenge", total, takers))

    @MushroomMoves.choose_breathe.effect
    def _do_breathe(self, play, answer) -> None:
        task = pop(play.tasks)
        seat = task[1]
        if answer == "yes":
            play.put("breathe", seat, False)
            play.breathing = (*play.breathing, seat)
            if play.log is not None:
                play.step(
                    "intense.breathing",
                    Msg("mushroom-eaters-step-breathing", eater=seat_name(seat)),
                )

    def _auto_challenge(self, play, task) -> None:
        """Phases 2 and 3: strength against the total, then one energy lost by everyone who
        did not breathe deeply (at the bottom of both tracks: the panic, one more item)."""
        pop(play.tasks)
        total, takers = task[1], task[2]
        facing = [s for s in takers if s not in play.breathing]
        losses = []
        for s in facing:
            if play.intensity[s] >= total:
                got = self.take_tokens(play, "paradox", s, 1)
                if play.log is not None:
                    play.step(
                        "intense",
                        Msg(
                            "mushroom-eaters-step-beat",
                            eater=seat_name(s),
                            strength=play.intensity[s],
                            got=got,
                        ),
                    )
            else:
                if play.log is not None:
                    play.step(
                        "intense",
                        Msg(
                            "mushroom-eaters-step-below",
                            eater=seat_name(s),
                            strength=play.intensity[s],
                        ),
                    )
                losses.append(("gain", s, "lose:any"))
        push(play.tasks, *losses, *[("gain", s, "drain:1") for s in facing])

    # Environment ------------------------------------------------------------------------------
    @MushroomMoves.choose_card.effect
    def _do_card(self, play, choice) -> None:
        rest = choice.split(":")  # a card, and for an Environment its movement
        task = pop(play.tasks)
        seat = task[1]
        card = rest[0]
        self.discard(play, seat, card)
        if task[0] == "env":
            row = D.environment[task[2]][1].get(int(rest[1]))
            if play.log is not None:
                play.step(
                    "environment",
                    Msg(
                        "mushroom-eaters-step-env-card",
                        eater=seat_name(seat),
                        card=card_name(card),
                        move=int(rest[1]),
                        item=item_name(row) if row else "nothing",
                    ),
                )
            if row:
                push(play.tasks, ("gain", seat, row))
            return
        if card == "I":
            items = D.fire["I"] if rest[1] == "a" else D.identity_alt_fire
        else:
            items = D.fire[card]
        if play.log is not None:
            play.step(
                "fire",
                Msg(
                    "mushroom-eaters-step-fire-card",
                    eater=seat_name(seat),
                    card=card_name(card),
                    items=tuple(map(item_name, items)),
                ),
            )
        push(play.tasks, *[("gain", seat, i) for i in items])

    def _auto_env_end(self, play, task) -> None:
        pop(play.tasks)
        discard = [*play.env_discard, task[1]]
        play.env_discard = () if len(discard) == len(D.environment) else tuple(discard)
        if not play.env_discard and play.log is not None:
            play.step("environment", Msg("mushroom-eaters-step-reshuffle"))

    # Share and Talking --------------------------------------------------------------------------
    @MushroomMoves.choose_gift.effect
    def _do_give(self, play, choice) -> None:
        rest = choice.split(":")  # the item given, and to whom ("none": nobody can take it)
        task = pop(play.tasks)
        seat, card = task[1], task[2]
        items = D.share[card][0]
        given = int(rest[0])
        kept = [i for n, i in enumerate(items) if n != given]
        to = None if rest[1] == "none" else int(rest[1])
        if play.log is not None:
            play.step(
                "share",
                Msg(
                    "mushroom-eaters-step-give",
                    eater=seat_name(seat),
                    kept=tuple(map(item_name, kept)),
                    item=item_name(items[given]),
                    to=seat_name(to) if to is not None else "nobody",
                ),
            )
        gains = [("gain", seat, i) for i in kept]
        if to is not None:
            gains.append(("gain", to, items[given]))
        push(play.tasks, *gains)
        discard = [*play.share_discard, card]
        play.share_discard = tuple(discard)

    @MushroomMoves.choose_talk.effect
    def _do_talk(self, play, listener) -> None:
        task = pop(play.tasks)
        giver, card, received, group = task[1], task[2], task[3], task[4]
        to = int(listener)
        item = D.share[card][1]
        if play.log is not None:
            play.step(
                "talking",
                Msg(
                    "mushroom-eaters-step-talk",
                    giver=seat_name(giver),
                    to=seat_name(to),
                    item=item_name(item),
                ),
            )
        received = (*received, to)
        follow = [("draw-talk", to, received, group)] if len(received) < len(group) else []
        push(play.tasks, ("gain", to, item), *follow)

    @MushroomMoves.choose_talk2.effect
    def _do_talk2(self, play, row_card) -> None:
        task = pop(play.tasks)
        giver, to = task[1], task[2]
        card = int(row_card)
        row = list(play.talk_row)
        row.remove(card)
        play.talk_row = tuple(row)
        self.return_talk(play, card)
        item = D.share[card][1]
        if play.log is not None:
            play.step(
                "talking.two",
                Msg(
                    "mushroom-eaters-step-talk",
                    giver=seat_name(giver),
                    to=seat_name(to),
                    item=item_name(item),
                ),
            )
        follow = [("talk2", to, giver)] if len(row) == TALK_ROW - 1 else []  # one each way
        push(play.tasks, ("gain", to, item), *follow)

    def return_talk(self, play, card) -> None:
        if play.ruling("talking-deck") == "discarded":
            play.share_discard = (*play.share_discard, card)

    def _auto_talk_end(self, play, task) -> None:
        pop(play.tasks)
        for card in play.talk_out:
            self.return_talk(play, card)
        play.talk_out = ()
