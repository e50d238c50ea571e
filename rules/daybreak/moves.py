"""Daybreak's moves as declarations (rules/core/moves.py): each kind of move once, with its key,
the task it answers, its options, one check and its label. A part of the game's class
(``Daybreak`` in engine.py, which adds the effects).

The check of each move is the rule that says whether it may be taken: the legal list and the
why-not both ask it (the Local stage's list asks the same rules, see ``_local_legal``).
What the core does not do yet is kept here, marked ``# core:``.
"""

from __future__ import annotations

from dataclasses import fields
from operator import attrgetter
from typing import Any

from rules.core import Action, Ruling
from rules.core.messages import Msg
from rules.core.moves import Move, Part, Refusal

from .state import MAX_STACKS, DaybreakState

#: Every field of a position but the seat whose view it is and the seed: what the moves read.
_TABLE = attrgetter(*(f.name for f in fields(DaybreakState) if f.name not in ("viewer", "seed")))

R = "daybreak."
#: How many cards' lists of moves (``_local_legal``) a game keeps: a few games' worth.
CARD_MOVES_KEPT = 20_000
ANY = r"[^ ]+"  # a part's text; its reading says what is wrong with it


def _number(low: int, high: int, what: str, shift: int = 0) -> Part:
    """A number from ``low`` to ``high`` (its value ``shift`` less: a seat is the player's
    number less one); other text is refused saying what it should be."""

    def read(game: Any, text: str) -> int:
        if not text.isdigit() or not low <= int(text) <= high:
            raise ValueError(f"{what} is a number from {low} to {high}, not {text!r}")
        return int(text) - shift

    return Part(ANY, read, lambda value: str(value + shift))


# core: a Part writes its value without the game at hand (``write(value)``), so a card part's
# value is its key as written ("mw-agroforestry"), checked against the cards on reading, as in
# Oasis; with ``write(game, value)`` it could be the card's code the rules use.
def _card(table: str, what: str) -> Part:
    """A card by its key; a key that is no such card is refused."""

    def read(game: Any, text: str) -> str:
        if text not in getattr(game, table):
            raise ValueError(f"{text!r} is not a {what} of Daybreak")
        return text

    return Part(ANY, read)


STACK = _number(1, MAX_STACKS, "a stack")
FACE = _number(1, 6, "a face of the Planetary die")
SEAT = _number(1, 4, "a player", shift=1)
LOCAL = _card("_local_by_key", "Local Project")
GLOBAL = _card("_global_by_key", "Global Project")
CRISIS = _card("_crisis_by_key", "crisis")

#: The rule a move breaks when it is asked for while the task of this kind is due.
TASK_RULES = {
    "keep": "global.projects",
    "drop": "global.limit",
    "local": "local.done",
    "discard": "crisis.resolve",
    "reveal": "global.crises",
    "gdraw": "global.projects",
    "draw": "local.draw",
    "roll": "crisis.die",
    "target": "ruling.most-tie",
}


def _refused(rule: str, message_id: str, **params: Any) -> Ruling:
    return Ruling(R + rule, Msg(message_id, **params))


class DaybreakMoves:
    """The moves of Daybreak, declared (the game's class inherits them)."""

    # The Local stage (daybreak.local.*): one task per player, ended by "done".
    use = Move("use", "use {stack}", tasks=("local",), parts={"stack": STACK}, example="use 1")
    play_on = Move(
        "play", "play {card} on {stack}", tasks=("local",), parts={"card": LOCAL, "stack": STACK},
        example="play mw-agroforestry on 1", checked_options=True,
    )  # fmt: skip
    play_new = Move(
        "play", "play {card} new", tasks=("local",), parts={"card": LOCAL},
        example="play mw-agroforestry new", checked_options=True,
    )  # fmt: skip
    tuck_under = Move(
        "tuck", "tuck {card} under {stack}", tasks=("local",),
        parts={"card": LOCAL, "stack": STACK}, checked_options=True,
        example="tuck mw-agroforestry under 1",
    )  # fmt: skip
    tuck_project = Move(
        "tuck", "tuck {card} project {project}", tasks=("local",),
        parts={"card": LOCAL, "project": GLOBAL}, checked_options=True,
        example="tuck mw-agroforestry project transport-pact",
    )  # fmt: skip
    tuck_crisis = Move(
        "tuck", "tuck {card} crisis {crisis}", tasks=("local",),
        parts={"card": LOCAL, "crisis": CRISIS}, checked_options=True,
        example="tuck mw-agroforestry crisis social-unrest",
    )  # fmt: skip
    done = Move("done", "done", tasks=("local",))
    # The Global stage's choice (daybreak.global.projects, daybreak.global.limit).
    keep = Move(
        "keep", "keep {project}", tasks=("keep",), parts={"project": GLOBAL},
        example="keep transport-pact", checked_options=True,
    )  # fmt: skip
    keep_none = Move("keep", "keep none", tasks=("keep",))
    drop = Move(
        "drop", "drop {project}", tasks=("drop",), parts={"project": GLOBAL},
        example="drop transport-pact", checked_options=True,
    )  # fmt: skip
    # A crisis's discards (daybreak.crisis.play-area).
    discard = Move(
        "discard", "discard {card}", tasks=("discard",), parts={"card": LOCAL},
        example="discard mw-agroforestry", checked_options=True,
    )  # fmt: skip
    # Chance: the cards drawn and the dice rolled.
    reveal = Move(
        "reveal", "reveal {crisis}", tasks=("reveal",), parts={"crisis": CRISIS},
        example="reveal social-unrest", checked_options=True,
    )  # fmt: skip
    offer = Move(
        "offer", "offer {project}", tasks=("gdraw",), parts={"project": GLOBAL},
        example="offer transport-pact", checked_options=True,
    )  # fmt: skip
    draw = Move(
        "draw", "draw {card}", tasks=("draw",), parts={"card": LOCAL},
        example="draw mw-agroforestry", checked_options=True,
    )  # fmt: skip
    roll = Move("roll", "roll {face}", tasks=("roll",), parts={"face": FACE}, example="roll 1")
    target = Move(
        "target", "target {seat}", tasks=("target",), parts={"seat": SEAT}, example="target 1",
        checked_options=True,
    )  # fmt: skip

    over_refusal = _refused("stages", "daybreak-refuse-over")

    # ----- reading keys ----------------------------------------------------------------------
    def unreadable(self, key: str, problem: ValueError | None) -> ValueError:
        """Daybreak's unreadable keys say what this game always said: a part's own error as it
        is, else that the key is no Daybreak action."""
        return problem or ValueError(f"{key!r} is not a Daybreak action")

    # ----- what is due -----------------------------------------------------------------------
    def front_task(self, state: Any) -> str | None:
        return None if state.ended or not state.tasks else state.tasks[0][0]

    def due_refusal(self, state: Any) -> Ruling:
        kind = state.task[0]
        return Ruling(
            R + TASK_RULES.get(kind, "stages"),
            Msg("daybreak-refuse-not-now", now=self.task_words(state)),
        )

    def _not_an_outcome(self, state: Any) -> Ruling:
        return _refused(TASK_RULES[state.task[0]], "daybreak-refuse-not-an-outcome")

    # ----- the legal list ----------------------------------------------------------------------
    def _legal(self, state: Any) -> list[Action]:
        # core: two things the core's legal list cannot say yet. The Local stage lists each
        # card's moves together (play on each stack, play new, tuck under each stack, behind
        # each project and crisis, then the next card): the core lists one kind after another,
        # and bots and the golden transcripts depend on this order (a Move option ``group``,
        # one sort key shared by several moves, would do). And some labels read the position
        # (the card on top of a stack, the power at a seat): a Move's ``label`` has no state
        # (``label(game, state, *parts)`` made once per position would do).
        # A bot decides from its seat's view and the core then takes its choice in the whole
        # game: one position, listed once (the view differs only in its seat and its seed,
        # which no move reads).
        last_state, last = self._last_legal
        if last_state is not None and _TABLE(state) == _TABLE(last_state):
            return list(last)
        front = self.front_task(state)
        if front == "local":
            found = self._local_legal(state, state.task[1])
        elif front == "target":
            found = [self._target(state, seat) for seat in state.task[3:]]
        else:
            found = super()._legal(state)
        self._last_legal = (state, found)
        return list(found)

    def _local_legal(self, state: Any, me: int) -> list[Action]:
        # Asked for every decision of the Local stage: the cards on top are read once, and the
        # Actions are the ones ``stack_action`` shares. A card's moves depend on nothing but
        # the card, the cards on top of the seat's stacks and the projects and crises in play,
        # which most decisions of a turn leave as they were: each card's are listed once.
        tops = tuple([cards[-1] for cards, _ in state.stacks[me]])
        found = [
            self._on_top(self.use, (i,), top)
            for i, top in enumerate(tops, 1)
            if self._use_problem(state, me, i) is None
        ]
        listed = self._card_moves
        projects, crises = state.projects, state.crises
        for code in sorted(set(state.hands[me])):
            key = (code, tops, projects, crises)
            moves = listed.get(key)
            if moves is None:
                moves = listed.keep(key, self._card_moves_of(code, tops, projects, crises))
            found += moves
        found.append(self.action_of(self.done, ()))
        return found

    def _card_moves_of(self, code: int, tops: tuple, projects: tuple, crises: tuple) -> list:
        """The moves of one card of the hand, in the legal list's order: play on each stack,
        play new, tuck under each stack, behind each project and each crisis. Made from the
        card's moves on each stack (kept per stack and top card) and behind the projects and
        crises (kept per projects and crises): a play changes one top card."""
        listed = self._card_moves
        card = self.local[code].key
        pairs = []
        for number, top in enumerate(tops, 1):
            key = (code, number, top)
            pair = listed.get(key)
            if pair is None:
                parts = (card, number)
                pair = listed[key] = (
                    self._on_top(self.play_on, parts, top),
                    self._on_top(self.tuck_under, parts, top),
                )
            pairs.append(pair)
        key = (code, None, projects, crises)
        behind = listed.get(key)
        if behind is None:
            act = self.action_of
            behind = listed[key] = [
                *(act(self.tuck_project, (card, self.globals[g].key)) for g in projects),
                *(act(self.tuck_crisis, (card, self.crisis[c].key)) for c in crises),
            ]
        found = [play for play, _ in pairs]
        if len(tops) < MAX_STACKS:
            found.append(self.action_of(self.play_new, (card,)))
        found += [tuck for _, tuck in pairs]
        found += behind
        return found

    def stack_action(self, state: Any, me: int, move: Move | str, parts: tuple = ()) -> Action:
        """The Action of a move on stack n (``use <n>``, ``play <card> on <n>``, ``tuck <card>
        under <n>``) labelled with the card on top of stack n in ``state``: the key alone says
        only the stack's number, which a learner cannot find on the table. ``move`` may be a
        key instead. Shared per key and top card, as ``action_of`` shares the others."""
        if isinstance(move, str):
            move, parts = self.read_key(move)
        if move is not self.use and move is not self.play_on and move is not self.tuck_under:
            return self.action_of(move, parts)  # a move on no stack (a new one): its own label
        number = parts[-1]
        stacks = state.stacks[me]
        if not 1 <= number <= len(stacks):
            return self.action_of(move, parts)
        return self._on_top(move, parts, stacks[number - 1][0][-1])

    def _on_top(self, move: Move, parts: tuple, top: int) -> Action:
        """``move`` on stack ``parts[-1]``, whose top card is ``top`` (see ``stack_action``)."""
        named = self._stack_actions.get((move, parts, top))
        if named is None:
            action = self.action_of(move, parts)
            number = parts[-1]
            top_name = self.local[top].name
            if move is self.use:
                label = Msg("daybreak-label-use-card", card=top_name, stack=number)
            elif move is self.play_on:
                card = self._local_name(parts[0])
                label = Msg("daybreak-label-play-over", card=card, stack=number, top=top_name)
            else:
                card = self._local_name(parts[0])
                label = Msg("daybreak-label-tuck-behind", card=card, stack=number, top=top_name)
            named = Action(action.key, label, action.kind)
            self._stack_actions[(move, parts, top)] = named
        return named

    def _target(self, state: Any, seat: int) -> Action:
        """The Geoengineering die picking ``seat``, labelled with its power: the key alone
        (``target <n>``) does not say which power sits at seat n."""
        name = Msg("daybreak-label-target-power", player=self.power_name(seat, state))
        return Action(f"target {seat + 1}", name, "target")

    # ----- options -------------------------------------------------------------------------
    def _hand(self, state: Any) -> list[str]:
        return [self.local[c].key for c in sorted(set(state.hands[state.task[1]]))]

    def _stack_numbers(self, state: Any) -> range:
        return range(1, len(state.stacks[state.task[1]]) + 1)

    @use.options
    def _use_options(self, state: Any) -> list[tuple]:
        return [(i,) for i in self._stack_numbers(state)]

    @play_on.options
    def _play_on_options(self, state: Any) -> list[tuple]:
        return [(c, i) for c in self._hand(state) for i in self._stack_numbers(state)]

    @play_new.options
    def _play_new_options(self, state: Any) -> list[tuple]:
        if len(state.stacks[state.task[1]]) >= MAX_STACKS:
            return []
        return [(c,) for c in self._hand(state)]

    @tuck_under.options
    def _tuck_under_options(self, state: Any) -> list[tuple]:
        return self._play_on_options(state)

    @tuck_project.options
    def _tuck_project_options(self, state: Any) -> list[tuple]:
        return [(c, self.globals[g].key) for c in self._hand(state) for g in state.projects]

    @tuck_crisis.options
    def _tuck_crisis_options(self, state: Any) -> list[tuple]:
        return [(c, self.crisis[k].key) for c in self._hand(state) for k in state.crises]

    @done.options
    @keep_none.options
    def _no_parts(self, state: Any) -> tuple:
        return ((),)

    @keep.options
    def _keep_options(self, state: Any) -> list[tuple]:
        return [(self.globals[c].key,) for c in state.offer]

    @drop.options
    def _drop_options(self, state: Any) -> list[tuple]:
        return [(self.globals[c].key,) for c in state.projects]

    @discard.options
    def _discard_options(self, state: Any) -> list[tuple]:
        return [(self.local[c].key,) for c in self.discardable(state, state.task)]

    @reveal.options
    @offer.options
    @draw.options
    def _pile_options(self, state: Any) -> list[tuple]:
        verb, pile = self._pile(state, state.task)
        table = self.crisis if verb == "reveal" else self.globals if verb == "offer" else self.local
        return [(table[c].key,) for c in sorted(set(pile))]

    @roll.options
    def _roll_options(self, state: Any) -> tuple:
        return FACES

    @target.options
    def _target_options(self, state: Any) -> list[tuple]:
        return [(seat,) for seat in state.task[3:]]

    # ----- checks: why a move is refused while its task is due, or None ------------------------
    @use.check
    def _use_check(self, state: Any, number: int) -> Refusal | None:
        problem = self._use_problem(state, state.task[1], number)
        return None if problem is None else (R + problem[0], problem[1])

    def _not_in_hand(self, state: Any, card: str, rule: str) -> Ruling | None:
        if self._local_by_key[card] in state.hands[state.task[1]]:
            return None
        return _refused(rule, "daybreak-refuse-not-in-hand", card=self._local_name(card))

    def _no_stack(self, state: Any, number: int, rule: str) -> Ruling | None:
        if 1 <= number <= len(state.stacks[state.task[1]]):
            return None
        return _refused(rule, "daybreak-refuse-no-stack", stack=number)

    @play_on.check
    def _play_on_check(self, state: Any, card: str, number: int) -> Refusal | None:
        rule = "local.start-project"
        return self._not_in_hand(state, card, rule) or self._no_stack(state, number, rule)

    @play_new.check
    def _play_new_check(self, state: Any, card: str) -> Refusal | None:
        refusal = self._not_in_hand(state, card, "local.start-project")
        if refusal is None and len(state.stacks[state.task[1]]) >= MAX_STACKS:
            return _refused("local.start-project", "daybreak-refuse-five-stacks", limit=MAX_STACKS)
        return refusal

    @tuck_under.check
    def _tuck_under_check(self, state: Any, card: str, number: int) -> Refusal | None:
        rule = "local.support"
        return self._not_in_hand(state, card, rule) or self._no_stack(state, number, rule)

    @tuck_project.check
    def _tuck_project_check(self, state: Any, card: str, project: str) -> Refusal | None:
        refusal = self._not_in_hand(state, card, "local.support")
        if refusal is None and self._global_by_key[project] not in state.projects:
            return _refused("local.support", "daybreak-refuse-not-in-play")
        return refusal

    @tuck_crisis.check
    def _tuck_crisis_check(self, state: Any, card: str, crisis: str) -> Refusal | None:
        refusal = self._not_in_hand(state, card, "local.support")
        if refusal is None and self._crisis_by_key[crisis] not in state.crises:
            return _refused("local.support", "daybreak-refuse-crisis-not-up")
        return refusal

    @keep.check
    def _keep_check(self, state: Any, project: str) -> Refusal | None:
        if self._global_by_key[project] in state.offer:
            return None
        return _refused("global.projects", "daybreak-refuse-not-offered")

    @keep_none.check
    def _keep_none_check(self, state: Any) -> Refusal | None:
        if self.may_keep_none(state):
            return None
        return _refused("ruling.global-keep", "daybreak-refuse-keep-one")

    @drop.check
    def _drop_check(self, state: Any, project: str) -> Refusal | None:
        if self._global_by_key[project] in state.projects:
            return None
        return _refused("global.limit", "daybreak-refuse-not-in-play")

    @discard.check
    def _discard_check(self, state: Any, card: str) -> Refusal | None:
        if self._local_by_key[card] in self.discardable(state, state.task):
            return None
        return _refused("crisis.play-area", "daybreak-refuse-cannot-discard")

    @reveal.check
    @offer.check
    @draw.check
    def _pile_check(self, state: Any, card: str) -> Refusal | None:
        verb, pile = self._pile(state, state.task)
        table = self._crisis_by_key if verb == "reveal" else self._global_by_key
        if (self._local_by_key if verb == "draw" else table).get(card) in pile:
            return None
        return self._not_an_outcome(state)

    @target.check
    def _target_check(self, state: Any, seat: int) -> Refusal | None:
        return None if seat in state.task[3:] else self._not_an_outcome(state)

    @staticmethod
    def may_keep_none(state: Any) -> bool:
        """Whether the team may turn down both offered Global Projects: the seed has it keep
        one; the published rulebook lets it keep neither (daybreak.ruling.global-keep)."""
        return state.ruling("global-keep") == "one-or-none"


#: The Planetary die's faces, the same tuple every time (the core lists their Actions once).
FACES = tuple((face,) for face in range(1, 7))
