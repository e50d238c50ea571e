"""The moves of The Mushroom Eaters, declared once each (issue 45, ``rules.core.moves``): a
Mood card played, the choices an Eater makes while an action is lived, the Special Action, and
what chance draws; with the rules that say which are open, why one is refused, and how each
reads in words. The engine (``engine.py``) carries them out (seed 000_556f26b31c3cddac.txt).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core.flow import turn_order
from rules.core.messages import Msg
from rules.core.moves import Move, Part, Refusal
from rules.core.types import CHANCE, Action, Ruling

from .data import CARDS, LETTERS
from .names import DRUM, HOUR, PREFIX, card_name, item_name, path_action_words
from .state import FLOW
from .table import BRANCH, LAST, SPECIALS, D, easier, series_start


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
#: The chance tasks and the word a key of what they draw starts with.
DRAW_PREFIX = {
    "roll": "die",
    "draw-env": "env",
    "draw-share": "share",
    "draw-talk": "talkcard",
    "fill-row": "talkcard",
    "draw-place": "place",
    "draw-pp": "pp",
}
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


class MushroomMoves:
    """The moves, a part of the game's class: the core finds the ``Move`` declarations in every
    class the game's class is made of, and the engine carries them out (their effects)."""

    # ----- Personal Paths still open ------------------------------------------------------------
    def free_paths(self, state: Any) -> bool:
        return not easier(state) and len(state.pp_drawn) < len(D.path_cards)

    def locked(self, state: Any, where: int) -> bool:
        return where in state.path_space

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
    def plays(self, state) -> list[tuple]:
        """The Mood card plays open to the current Eater, as key parts (card, move, steps)."""
        seat = state.current
        found = []
        for card in dict.fromkeys(state.hands[seat]):
            for mv in self.movement_choices(state, card):
                found.extend(self._play_parts(state, seat, card, mv))
        if self.must_move_on(state, seat) and any(mv for _, mv, _ in found):
            found = [p for p in found if p[1]]  # a 0 only when nothing else
        return found

    def own_moment(self, state) -> bool:
        """A decision of the current Eater in their own turn, with the Special Action open."""
        return state.to_move == state.current and self.special_open(state, state.current)

    def movement_choices(self, state: Any, card: str) -> tuple[int, ...]:
        if card == "I":
            return (0, 1, 2, 3) if state.jelly and not easier(state) else (2,)
        return (D.moves[card],)

    @staticmethod
    def must_move_on(state, seat) -> bool:
        """On the main path the Eater who moved the pawn here, and anyone on a Must Do space
        (a 0 cannot repeat it), must move the pawn on with any card that can."""
        if state.on_path[seat] >= 0:
            return False
        return seat == state.lander or bool(D.spaces[state.pawn].series)

    def special_open(self, state, seat) -> bool:
        if not state.jelly or easier(state):
            return False
        if state.ruling("special-action") == "per-table":
            return not any(state.specials)
        return not state.specials[seat]

    def _play_parts(self, state, seat, card, mv) -> list[tuple]:
        if mv == 0:
            return [(card, 0, (0, None))]
        if state.on_path[seat] >= 0:
            return [(card, mv, (extra, None)) for extra in self.card_energy(state, seat, mv)]
        forced = self.forced_paths(state, card, mv)
        if forced:
            return [(card, mv, (0, t)) for t in forced]
        found = []
        for extra in range(state.forward[seat] + 1):
            dest, _ = self.walk(state, state.pawn, mv + extra)
            if extra and dest == self.walk(state, state.pawn, mv + extra - 1)[0]:
                break  # more energy would not move the pawn further (a Must Do or the end)
            found.append((card, mv, (extra, None)))
        reached: set[str] = set()
        for extra in range(state.forward[seat] + 1):  # energy may carry the octagon there
            fresh = [t for t in self.reachable_branches(state, mv + extra) if t not in reached]
            found.extend((card, mv, (extra, t)) for t in fresh)
            reached.update(fresh)
        return found

    def card_energy(self, state, seat, mv) -> range:
        """The Moving Forward energy an Eater on a Personal Path may add to a card: each point
        one more action along the card, never past its final Must Do."""
        left = len(D.path_cards[state.on_path[seat]].spaces) - 1 - state.path_pos[seat]
        return range(min(state.forward[seat], max(0, left - mv)) + 1)

    def walk(self, state, start: int, steps: int) -> tuple[int, bool]:
        """Where ``steps`` spaces of movement take the pawn: it stops at the first space of a
        Must Do series and at the last space; in the easier game Personal Path spaces are
        not counted."""
        at = start
        while steps > 0 and at < LAST:
            at += 1
            if easier(state) and D.spaces[at].kind == "pp":
                continue
            steps -= 1
            if series_start(at):
                return at, True
        return at, False

    def path_targets(self, state, reach: int) -> list[str]:
        """Free Personal Path spaces within ``reach`` movement: "p<space>" on the path,
        "b<space>" for the branch beside a space (one more movement to step onto it)."""
        if not self.free_paths(state):
            return []
        found, at, used = [], state.pawn, 0
        if D.spaces[at].branch and reach >= 1 and not self.locked(state, BRANCH + at):
            found.append(f"b{at}")
        while used < reach and at < LAST:
            at += 1
            used += 1
            space = D.spaces[at]
            if space.kind == "pp" and not self.locked(state, at):
                found.append(f"p{at}")
            if space.branch and used + 1 <= reach and not self.locked(state, BRANCH + at):
                found.append(f"b{at}")
            if series_start(at):
                break
        return found

    def forced_paths(self, state, card, mv) -> list[str]:
        two = card in ("2a", "2b") or (
            card == "I" and mv == 2 and state.ruling("identity-forces") == "forces"
        )
        return self.path_targets(state, 2) if two else []

    def reachable_branches(self, state, mv) -> list[str]:
        return [t for t in self.path_targets(state, mv) if t[0] == "b"]

    def tracks_open(self, state, seat, sign) -> list[str]:
        """The Nervous System tracks that can move one step up (``sign`` 1) or down (-1)."""
        return [
            track for track in ("intensity", "forward") if self.can_move(state, seat, track, sign)
        ]

    @staticmethod
    def can_move(state, seat, track, sign) -> bool:
        low, high = D.tracks[track]
        value = getattr(state, track)[seat]
        return value < high if sign > 0 else value > low

    def loss_options(self, state, seat, kind) -> list[str]:
        """What ``seat`` could lose for a loss of ``kind`` ("any": any item it owns); each of
        its cubes on a focus board is an option of its own, since which one goes matters."""
        return [option for group, option in self.owned(state, seat) if kind in ("any", group)]

    def owned(self, state, seat) -> list[tuple[str, str]]:
        """Every item ``seat`` could lose, as (kind of loss, option)."""
        found = [("focus", cube) for cube in self.own_cubes(state, seat)]
        found += [("energy", t) for t in self.tracks_open(state, seat, -1)]
        found += [
            (kind, kind)
            for kind, count in (
                ("awakening", state.awakening[seat]),
                ("paradox", state.paradox[seat]),
                ("wisdom", state.wisdom[seat]),
                ("path", state.path_cards[seat]),
                ("face", state.faces[seat]),
            )
            if count > 0
        ]
        return found + [("mantra", f"mantra-{x}") for x in dict.fromkeys(state.mantras[seat])]

    @staticmethod
    def own_cubes(state, seat) -> list[str]:
        """``seat``'s cubes on the focus boards, as "<board>:<place from the bottom>"."""
        return [
            f"{board}:{i}"
            for board in (HOUR, DRUM)
            for i, owner in enumerate(getattr(state, board))
            if owner == seat
        ]

    def mantras_open(self, state, seat) -> list[str]:
        held = Counter("".join(state.mantras))
        cap = 2 if state.ruling("mantra-chant") == "at-most-two" else 99
        mine = Counter(state.mantras[seat])
        return [x for x in LETTERS if held[x] < D.supply["mantras_per_letter"] and mine[x] < cap]

    def receivers(self, state, giver, item) -> list[int]:
        kind = item.partition(":")[0]
        seats = [s for s in turn_order(giver, state.players) if s != giver]
        if kind == "breathe":
            return [s for s in seats if not state.breathe[s]]
        if kind == "recall":
            return [s for s in seats if state.discards[s]]
        if kind == "mantra":
            return [s for s in seats if self.mantras_open(state, s)]
        return seats

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

    # ----- chance --------------------------------------------------------------------------------
    # core: chance. The core has no chances of its own yet: the outcomes' chances are the game's
    # (``chance_draws``), and the draw move's options and the core's seeded sample read them.
    def chance_outcomes(self, state) -> list[tuple[Action, float]]:
        if state.to_move != CHANCE:
            return []
        return [(self.action_of(self.draw, parts), p) for parts, p in self.chance_draws(state)]

    def chance_draws(self, state) -> list[tuple[tuple[str, int], float]]:
        """What the chance task due now may draw, as the draw move's key parts, and how likely."""
        kind = state.tasks[0][0]
        if kind == "roll":
            counts = Counter(D.die)
            return [(("die", f), c / len(D.die)) for f, c in sorted(counts.items())]
        pool = self.chance_pool(state, kind)
        prefix = DRAW_PREFIX[kind]
        faces = {"draw-place": D.place, "draw-pp": D.path_cards}.get(kind)
        if faces is None:  # every Environment and Share/Talking card differs from the others
            return [((prefix, c), 1 / len(pool)) for c in pool]
        # Equal tokens (two "1 Awakening") or equal Personal Path cards are one outcome, with
        # the chance of any of them: the first one left of that face is the one taken (which
        # copy it is changes nothing). Listed once each, a "what if?" offers every face once.
        first: dict[str, int] = {}
        copies: Counter[str] = Counter()
        for c in pool:
            face = repr(faces[c])
            first.setdefault(face, c)
            copies[face] += 1
        return [((prefix, c), copies[face] / len(pool)) for face, c in first.items()]

    def chance_pool(self, state, kind) -> list[int]:
        if kind == "draw-env":
            left = [c for c in range(len(D.environment)) if c not in state.env_discard]
            return left or list(range(len(D.environment)))
        if kind in ("draw-share", "draw-talk", "fill-row"):
            out = set(state.talk_out) | set(state.talk_row)
            left = [c for c in range(len(D.share)) if c not in state.share_discard and c not in out]
            return left or [c for c in range(len(D.share)) if c not in out]
        if kind == "draw-place":
            used = {t for _, t in state.placed}
            return [t for t in range(len(D.place)) if t not in used]
        return [c for c in range(len(D.path_cards)) if c not in state.pp_drawn]

    # ----- keys in words -------------------------------------------------------------------------
    @staticmethod
    def _path_words(target: str) -> Msg | str:
        """A Personal Path target in words: on a space of the path, or branching beside one."""
        kind, number = target[:1], target[1:]
        if kind not in ("b", "p") or not number.isdigit():
            return target
        return Msg("mushroom-eaters-path-target", branch=kind, space=int(number) + 1)

    @staticmethod
    def _drawn_words(head: str, value: int) -> Any:
        """What a chance outcome shows, in words (a card or token by its face, not its number);
        "none" for a number no card has (the action is then refused as illegal)."""
        tables = {
            "env": D.environment,
            "share": D.share,
            "talkcard": D.share,
            "place": D.place,
            "pp": D.path_cards,
        }
        if head not in tables or not 0 <= value < len(tables[head]):
            return "none"
        if head == "env":
            return D.environment[value][0]
        if head == "share":
            return tuple(map(item_name, D.share[value][0]))
        if head == "talkcard":
            return item_name(D.share[value][1])
        if head == "place":
            return item_name(D.place[value])
        card = D.path_cards[value]
        # Its actions too: two cards of the same length and intensity differ by them, and a
        # "what if?" list would otherwise show them as one outcome twice.
        return Msg(
            "mushroom-eaters-path-card",
            base=card.base,
            length=len(card.spaces),
            actions=tuple(map(path_action_words, card.spaces)),
        )

    @staticmethod
    def _choice_words(head: str, rest: list[str]) -> dict[str, Any]:
        """The parameters of a choice's label: seats counted from 1 as people count them,
        Mood cards by their words."""
        a, b = rest[0], rest[1] if len(rest) > 1 else "none"
        if head in ("card", "recall") and a in CARDS:
            return {"a": card_name(a), "b": b}
        if head == "talk2" and a.isdigit() and int(a) < len(D.share):
            return {"a": item_name(D.share[int(a)][1]), "b": b}
        if head == "talk" and a.isdigit():
            a = str(int(a) + 1)
        if head == "give" and b.isdigit():
            b = str(int(b) + 1)
        if head == "give" and a.isdigit():
            a = str(int(a) + 1)
        if head in ("lose", "reuse") and b.isdigit():
            b = str(int(b) + 1)  # a cube's place on its board, counted from the bottom
        return {"a": a, "b": b}
