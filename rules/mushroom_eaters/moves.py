"""The moves of The Mushroom Eaters, declared once each (issue 45, ``rules.core.moves``): a
Mood card played, the choices an Eater makes while an action is lived, the Special Action, and
what chance draws; with the rules that say which are open, why one is refused, and how each
reads in words. The engine (``engine.py``) carries them out (seed 000_556f26b31c3cddac.txt).
"""

from __future__ import annotations

from typing import Any

from rules.core.kept_moves import kept_for_last_position
from rules.core.messages import Msg
from rules.core.moves import Move, Part, Refusal
from rules.core.types import Ruling

from .chances import DRAW_PREFIX, Chances
from .data import CARDS
from .holdings import Holdings
from .key_words import KeyWords
from .names import DRUM, HOUR, PREFIX, card_name
from .reach import Reach
from .state import FLOW
from .table import SPECIALS, D


# ----- the parts of the keys ---------------------------------------------------------------------
def _number(game: Any, text: str) -> int:
    number = int(text)
    if str(number) != text:  # "03": one key for each move, as the game writes it
        raise ValueError(f"{text!r} is not a number as keys write it ({number})")
    return number


def _steps(game: Any, text: str) -> tuple[int, str | None]:
    extra, _, target = text.partition(":")
    return _number(game, extra), target if ":" in text else None


def _write_steps(steps: tuple[int, str | None]) -> str:
    extra, target = steps
    return str(extra) if target is None else f"{extra}:{target}"


CARD = Part("|".join(CARDS))
DIGITS = Part(r"\d+", _number)
# core: a key whose last segment may be left out. "play:3a:3:1" and "play:2a:2:0:p7" are one
# kind of move (their order in the legal list mixes them), so the energy and the Personal Path
# target are one part here, (energy, target or None); the core's grammar could offer an
# optional part ("{target?}") instead.
STEPS = Part(r"\d+(?::[^:]*)?", _steps, _write_steps)
SPECIAL = Part("|".join(SPECIALS))
SPECIAL_PARTS = tuple((name,) for name in SPECIALS)
DRAW = Part("|".join(dict.fromkeys(DRAW_PREFIX.values())))
DRAWN = Part(r"-?\d+", _number)
# core: keys of several shapes under one head. A choice's key is its head and whatever its
# options write after it ("lose:hour:2", "card:I:a", "reuse:none"), read as one text: the key
# stays exactly as it was, and any text after a head is a choice refused as not open now.
CHOICE = Part(r".*")

#: The rule a move breaks when it is asked for while the task named is due.
DUE_RULES = {
    "turn": "turn.play",
    "track": "nervous",
    "board": "focus",
    "lose": "lose",
    "reuse": "focus",
    "breathe": "intense.breathing",
    "env": "environment",
    "fire": "fire",
    "give": "share",
    "talk": "talking",
    "talk2": "talking.two",
    "keep": "mantra.return",
    "mantra": "mantra",
    "recall": "fire",
    "shield": "special",
}
SPECIAL_REFUSED = Ruling("mushroom-eaters.special", Msg("mushroom-eaters-refuse-special"))
GAME_OVER = Ruling("mushroom-eaters.score", Msg("mushroom-eaters-refuse-over"))


def choice_move(head: str, example: str, tasks: tuple[str, ...] | None = None) -> Move:
    """A choice an Eater makes on the task ``head`` (or ``tasks``): its key is the head and
    the option chosen; any option not open is refused with the rule of the task due."""
    move = Move(
        "choose",
        head + ":{choice}",
        tasks=tasks or (head,),
        parts={"choice": CHOICE},
        example=f"{head}:{example}",
        checked_options=True,
    )

    @move.label
    def label(game: Any, choice: str) -> Msg:
        words = game._choice_words(head, choice.split(":"))
        return Msg("mushroom-eaters-label-choose", kind=head, **words)

    # core: a check for moves whose options are all their legal moves (checked_options): the
    # why-not of anything else is one refusal. Here each choice writes it through this helper.
    @move.check
    def open_now(game: Any, state: Any, choice: str) -> Refusal | None:
        return None if (choice,) in move._options(game, state) else game.due_refusal(state)

    return move


class MushroomMoves(Reach, Holdings, Chances, KeyWords):
    """The moves, a part of the game's class: the core finds the ``Move`` declarations in every
    class the game's class is made of, and the engine carries them out (their effects). What is
    in reach, what an Eater holds, chance and the keys in words are its parts (reach.py,
    holdings.py, chances.py, key_words.py)."""

    # ----- the moves: each kind declared once; its rules are the methods below -------------------
    # A Mood card played: the card, the movement it counts for, then the Moving Forward energy
    # added and, when the pawn goes onto a Personal Path, where ("play:2a:2:0:p7").
    play_card = Move(
        "play",
        "play:{card}:{move}:{steps}",
        tasks=("turn",),
        parts={"card": CARD, "move": DIGITS, "steps": STEPS},
        example="play:3a:3:0",
        checked_options=True,
    )
    # The choices an Eater makes while an action is lived, one kind of task each (a Mood card
    # at an Environment or a Fire answers either task).
    choose_track = choice_move("track", "intensity")
    choose_board = choice_move("board", "hour")
    choose_loss = choice_move("lose", "wisdom")
    choose_reuse = choice_move("reuse", "none")
    choose_mantra = choice_move("mantra", "A")
    choose_recall = choice_move("recall", "3a")
    choose_breathe = choice_move("breathe", "yes")
    choose_shield = choice_move("shield", "no")
    choose_card = choice_move("card", "I:a", ("env", "fire"))
    choose_gift = choice_move("give", "0:1")
    choose_talk = choice_move("talk", "1")
    choose_talk2 = choice_move("talk2", "0")
    choose_keep = choice_move("keep", "A")
    # After the Jelly Space, at any time of one's own turn (the shield is its own choice).
    use_special = Move(
        "special",
        "special:{name}",
        tasks=("turn", *(task for task in FLOW.by_seat if task != "shield")),
        parts={"name": SPECIAL},
        example="special:focus",
        checked_options=True,
    )
    # A die rolled or a card or token drawn: what was drawn, by the kind of draw.
    draw = Move(
        "chance",
        "{draw}:{value}",
        tasks=FLOW.chance,
        parts={"draw": DRAW, "value": DRAWN},
        example="die:1",
        checked_options=True,
    )

    # ----- which moves are open ------------------------------------------------------------------
    @play_card.options
    @kept_for_last_position(
        "current",
        "hands",
        "jelly",
        "variants",
        "on_path",
        "path_pos",
        "forward",
        "pawn",
        "lander",
        "path_space",
        "pp_drawn",
        "rulings",
    )
    def plays(self, state) -> list[tuple]:
        """The Mood card plays open to the current Eater, as key parts (card, move, steps).
        Kept under every field these rules read: a bot's choice is listed on its seat's view,
        then looked up in the whole position, which differs only in the seed."""
        seat = state.current
        found: list[tuple] = []
        ways: dict = {}  # the ways to play each movement, for every card that has it
        for card in dict.fromkeys(state.hands[seat]):
            for mv in self.movement_choices(state, card):
                found.extend(self._play_parts(state, seat, card, mv, ways))
        if self.must_move_on(state, seat) and any(mv for _, mv, _ in found):
            found = [p for p in found if p[1]]  # a 0 only when nothing else
        return found

    # The options of each choice, as the text after its head ("hour:2" for a cube to lose).
    @choose_track.options
    def _tracks_up_or_down(self, state) -> list[tuple[str]]:
        task = state.tasks[0]
        return [(t,) for t in self.tracks_open(state, task[1], task[2])]

    @choose_board.options
    def _boards(self, state) -> list[tuple[str]]:
        return [(HOUR,), (DRUM,)]

    @choose_loss.options
    def _losses(self, state) -> list[tuple[str]]:
        task = state.tasks[0]
        return [(o,) for o in self.loss_options(state, task[1], task[2])]

    @choose_mantra.options
    def _mantras(self, state) -> list[tuple[str]]:
        return [(x,) for x in self.mantras_open(state, state.tasks[0][1])]

    @choose_recall.options
    def _recalls(self, state) -> list[tuple[str]]:
        return [(c,) for c in dict.fromkeys(state.discards[state.tasks[0][1]])]

    @choose_reuse.options
    def _reuses(self, state) -> list[tuple[str]]:
        return [(cube,) for cube in self.own_cubes(state, state.tasks[0][1])] + [("none",)]

    @choose_breathe.options
    @choose_shield.options
    def _yes_or_no(self, state) -> list[tuple[str]]:
        return [("yes",), ("no",)]

    @choose_card.options
    def _cards(self, state) -> list[tuple[str]]:
        """A Mood card for an Environment (with the movement it counts for) or for a Fire
        (the Identity card for its own row or for the alternative one)."""
        kind, seat = state.tasks[0][0], state.tasks[0][1]
        cards = dict.fromkeys(state.hands[seat])
        if kind == "env":
            return [(f"{c}:{mv}",) for c in cards for mv in self.movement_choices(state, c)]
        found = []
        for card in cards:
            found.extend([("I:a",), ("I:m",)] if card == "I" else [(card,)])
        return found

    @choose_gift.options
    def _gifts(self, state) -> list[tuple[str]]:
        seat, card = state.tasks[0][1], state.tasks[0][2]
        found = []
        for i, item in enumerate(D.share[card][0]):
            takers = self.receivers(state, seat, item) or ["none"]
            found.extend((f"{i}:{t}",) for t in takers)
        return list(dict.fromkeys(found))

    @choose_talk.options
    def _listeners(self, state) -> list[tuple[str]]:
        task = state.tasks[0]
        giver, received, group = task[1], task[3], task[4]
        open_ = [s for s in group if s not in received and s != giver]
        return [(str(s),) for s in (open_ or [giver])]

    @choose_talk2.options
    def _row_cards(self, state) -> list[tuple[str]]:
        return [(str(c),) for c in dict.fromkeys(state.talk_row)]

    @choose_keep.options
    def _kept(self, state) -> list[tuple[str]]:
        return [(x,) for x in dict.fromkeys(state.mantras[state.tasks[0][1]])]

    @use_special.options
    def _specials(self, state) -> tuple[tuple[str], ...]:
        return SPECIAL_PARTS if self.own_moment(state) else ()

    @draw.options
    def _draws(self, state) -> list[tuple[str, int]]:
        return [parts for parts, _ in self.chance_draws(state)]

    # ----- why a move is refused -----------------------------------------------------------------
    def due_refusal(self, state) -> Refusal:
        """A move asked for while another task is due: the rule of the task due now."""
        task = state.tasks[0][0]
        rule = PREFIX + DUE_RULES.get(task, "turn.play")
        return rule, lambda: Msg("mushroom-eaters-refuse-not-now", task=task)

    @draw.check
    def _draw_refusal(self, state, head, value) -> Refusal | None:
        return None if (head, value) in self._draws(state) else self.due_refusal(state)

    @use_special.check
    def _special_refusal(self, state, name) -> Ruling | None:
        return None if (name,) in self._specials(state) else SPECIAL_REFUSED

    @use_special.not_now
    def _special_not_now(self, state) -> Ruling:
        return SPECIAL_REFUSED

    @play_card.check
    def play_refusal(self, state, card, mv, steps) -> Ruling | None:
        """Why this play of a Mood card is refused, or None when it is among the plays."""
        if (card, mv, steps) in self.plays(state):
            return None
        seat, target = state.current, steps[1]
        if card not in state.hands[seat]:
            return Ruling(
                PREFIX + "turn.play", Msg("mushroom-eaters-refuse-card", card=card_name(card))
            )
        if mv not in self.movement_choices(state, card):
            return Ruling(
                PREFIX + "turn.identity", Msg("mushroom-eaters-refuse-move", card=card_name(card))
            )
        if mv == 0 and state.on_path[seat] < 0 and D.spaces[state.pawn].series:
            return Ruling(PREFIX + "turn.zero", Msg("mushroom-eaters-refuse-zero-must-do"))
        if mv == 0 and seat == state.lander:
            return Ruling(PREFIX + "turn.zero", Msg("mushroom-eaters-refuse-lander"))
        if self.forced_paths(state, card, mv) and target is None:
            return Ruling(PREFIX + "path.forced", Msg("mushroom-eaters-refuse-forced"))
        if target is not None:
            return Ruling(PREFIX + "path.branch", Msg("mushroom-eaters-refuse-branch"))
        return Ruling(PREFIX + "turn.forward", Msg("mushroom-eaters-refuse-forward"))

    # ----- moves in words ------------------------------------------------------------------------
    @play_card.label
    def _play_label(self, card, mv, steps) -> Msg:
        extra, target = steps
        path = "none" if target is None else self._path_words(target)
        return Msg(
            "mushroom-eaters-label-play", card=card_name(card), move=mv, extra=extra, path=path
        )

    @use_special.label
    def _special_label(self, name) -> Msg:
        return Msg("mushroom-eaters-label-special", name=name)

    @draw.label
    def _draw_label(self, head, value) -> Msg:
        what = self._drawn_words(head, value)
        return Msg("mushroom-eaters-label-chance", kind=head, value=value, what=what)
