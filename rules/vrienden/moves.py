"""The moves of Vrienden, declared once each (issue 45, ``rules.core.moves``): chance's draw
from the bag, a take from a maya flow, a channel action, a meditation (with or without a look),
a move a channel action owes, and the colour inspiration space 8 chooses from the bag. Each has
its key, the task it answers, its options, one check (which the legal list and the why-not both
ask) and its label. The effects are effects.py's methods, declared there with these moves'
decorators; the rules behind the checks are receiving.py's (takes), channelling.py's (channel
actions) and paths.py's (moves). Each move answers the task
its phase of the turn puts in front of the state's tasks (state.py); a move made while another
is due is refused saying what is due (``off_task``). Seed 002_3b0b85b91a36e80b.txt.

Keys are a public contract and read exactly as they always were written: ``draw red``, ``take
flow:1 black,red to bubbles``, ``channel 3``, ``meditate``, ``meditate green``, ``move red
chakra:red earth``, ``pick blue``. What the core does not do yet is kept here, marked
``# core:``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import Ruling
from rules.core.messages import Msg
from rules.core.moves import Move, Part, Refusal

from . import names as nm
from .names import BUBBLES, CHAKRAS, COLOURS, EARTH, M, row_id
from .state import CHANNELS, VriendenState

if TYPE_CHECKING:
    pass

R = "vrienden."


def colour_of(name: str) -> int:
    """The colour a key names; a ValueError naming the text otherwise."""
    if name not in COLOURS:
        raise ValueError(f"{name!r} is not an energy colour ({', '.join(COLOURS)})")
    return COLOURS.index(name)


def row_of(name: str) -> int:
    """The row of a board a key names; a ValueError naming the text otherwise."""
    if name == "bubbles":
        return BUBBLES
    if name == "earth":
        return EARTH
    if name.startswith("chakra:") and name[7:] in CHAKRAS:
        return CHAKRAS.index(name[7:]) + 1
    raise ValueError(f"{name!r} is not a place on a board (bubbles, chakra:<colour>, earth)")


def _flow(game: Any, text: str) -> int:
    if not text.startswith("flow:") or text[5:] not in ("1", "2", "3"):
        raise ValueError(f"{text!r} is not a maya flow (flow:1, flow:2 or flow:3)")
    return int(text[5:]) - 1


def _colours(game: Any, text: str) -> tuple[int, ...]:
    return tuple(colour_of(c) for c in text.split(","))


def _destination(game: Any, text: str) -> int:
    row = row_of(text)
    if row == EARTH:
        raise ValueError("energy is received on the bubbles or on one chakra, never the earth")
    return row


def _space(game: Any, text: str) -> int:
    if text not in SPACE_NAMES:
        raise ValueError(f"{text!r} is not an inspiration space (1 to 8)")
    return int(text)


def _looked_at(game: Any, text: str) -> int:
    colour = colour_of(text)
    if colour >= 7:
        raise ValueError("meditation tokens come in the seven chakra colours")
    return colour


SPACE_NAMES = frozenset(str(i) for i in CHANNELS)
# Each part matches a word and reads it itself: a word that names nothing is refused in the
# words the game always used ("'flow:4' is not a maya flow ...").
COLOUR = Part(r"\S+", lambda game, text: colour_of(text), lambda c: COLOURS[c])
ROW = Part(r"\S+", lambda game, text: row_of(text), row_id)
FLOW = Part(r"\S+", _flow, lambda f: f"flow:{f + 1}")
# The colours as the key names them: written back in the same order, so that a key naming
# them out of board order is read, and refused saying the order (``take_check``).
COLOURS_TAKEN = Part(r"\S+", _colours, lambda colours: ",".join(COLOURS[c] for c in colours))
DESTINATION = Part(r"\S+", _destination, row_id)
SPACE = Part(r"\S+", _space)
LOOK = Part(r"\S+", _looked_at, lambda c: COLOURS[c])

GAME_OVER = Ruling(R + "end.round", Msg(M + "refuse-game-over"))


def _off_task(kind: str) -> Any:
    return lambda game, state: game.off_task(state, kind)


class VriendenMoves:
    """The move declarations of the Vrienden game class (see the module docstring). Every
    refusal's rule and sentence are those the game always gave."""

    draw_move = Move(
        "draw", "draw {colour}", tasks=("draw",), parts={"colour": COLOUR},
        example="draw red", checked_options=True,  # the colours in the bag: what the check asks
    )  # fmt: skip
    # A plain turn, in the order the legal list gives them.
    take_move = Move(
        "take", "take {flow} {colours} to {target}", tasks=("play",),
        parts={"flow": FLOW, "colours": COLOURS_TAKEN, "target": DESTINATION},
        example="take flow:1 red to bubbles",
        checked_options=True,  # receiving.py's tables are made by take_check's rules
    )  # fmt: skip
    channel_move = Move(
        "channel", "channel {space}", tasks=("play",), parts={"space": SPACE},
        example="channel 7", checked_options=True,  # channelling.py's feasible spaces
    )  # fmt: skip
    # core: one kind of move with two key shapes: "meditate green" (a look) and "meditate"
    # (when every meditation token is held). Two declarations of one kind, in this order.
    look_move = Move(
        "meditate", "meditate {colour}", tasks=("play",), parts={"colour": LOOK},
        example="meditate green", checked_options=True,
    )  # fmt: skip
    meditate_move = Move("meditate", "meditate", tasks=("play",), checked_options=True)
    # What a channel action owes, and inspiration space 8's choice from the bag.
    move_move = Move(
        "move", "move {colour} {source} {target}", tasks=("channel",),
        parts={"colour": COLOUR, "source": ROW, "target": ROW},
        example="move red chakra:red earth", checked_options=True,  # move_options
        check_decides=True,  # move_check searches the moves owed after this one only
    )  # fmt: skip
    pick_move = Move(
        "pick", "pick {colour}", tasks=("pick",), parts={"colour": COLOUR},
        example="pick red", checked_options=True,  # the pickable colours
    )  # fmt: skip
    for _move in (
        draw_move,
        take_move,
        channel_move,
        look_move,
        meditate_move,
        move_move,
        pick_move,
    ):
        _move.not_now(_off_task(_move.kind))
    del _move

    # ----- what is due -------------------------------------------------------------------------
    over_refusal = GAME_OVER

    def due_refusal(self, state: VriendenState) -> Refusal:
        return self.off_task(state, "")

    def off_task(self, state: VriendenState, kind: str) -> Ruling:
        """Why a move of ``kind`` is refused while another task is due."""
        if kind == "draw":
            return Ruling(R + "receive.refill", Msg(M + "refuse-draw-only-refill"))
        front = self.front_task(state)
        if front == "draw":
            return Ruling(R + "receive.refill", Msg(M + "refuse-refill-first"))
        if front == "channel":
            return Ruling(
                R + "channel.all-moves", Msg(M + "refuse-finish-channel", space=state.channel)
            )
        if front == "pick":
            return Ruling(R + "channel.discard", Msg(M + "refuse-pick-first"))
        if kind == "move":
            return Ruling(R + "channel.token", Msg(M + "refuse-move-outside-channel"))
        return Ruling(R + "channel.discard", Msg(M + "refuse-pick-outside-space-8"))

    def unreadable(self, key: str, problem: ValueError | None) -> ValueError:
        # The words the game always used for a key that means nothing.
        if problem is not None:
            return problem
        if not key.split():
            return ValueError("an empty action key means nothing")
        return ValueError(
            f"{key!r} is not an action of Vrienden (take, channel, move, pick, meditate, draw)"
        )

    # ----- chance: a draw from the bag --------------------------------------------------------
    @draw_move.options
    def _draw_options(self, state: VriendenState) -> list[tuple[int]]:
        return [(c,) for c, n in enumerate(state.bag) if n]

    @draw_move.check
    def _draw_check(self, state: VriendenState, colour: int) -> Refusal | None:
        if state.bag[colour]:
            return None
        return Ruling(R + "receive.refill", Msg(M + "refuse-draw-absent", colour=nm.colour(colour)))

    @draw_move.label
    def _draw_label(self, colour: int) -> Msg:
        return Msg(M + "label-draw", colour=nm.colour(colour))

    # ----- receive energy -----------------------------------------------------------------------
    @take_move.options
    def _take_options(self, state: VriendenState) -> list[tuple]:
        return self.take_options(state, state.current)

    @take_move.check
    def _take_check(
        self, state: VriendenState, flow: int, colours: tuple[int, ...], target: int
    ) -> Refusal | None:
        return self.take_check(state, flow, colours, target)

    @take_move.label
    def _take_label(self, flow: int, colours: tuple[int, ...], target: int) -> Msg:
        names = nm.chained("comma", tuple(map(nm.colour, colours)))
        return Msg(M + "label-take", colours=names, flow=flow + 1, target=nm.row(target))

    # ----- channel energy -----------------------------------------------------------------------
    @channel_move.options
    def _channel_options(self, state: VriendenState) -> list[tuple[int]]:
        return self.channel_options(self._channel_spaces(state, state.current))

    @channel_move.check
    def _channel_check(self, state: VriendenState, space: int) -> Refusal | None:
        return self.channel_check(state, space)

    @channel_move.label
    def _channel_label(self, space: int) -> Msg:
        return Msg(M + "label-channel", space=space, moves=channel_text(space))

    @move_move.options
    def _move_options(self, state: VriendenState) -> list[tuple[int, int, int]]:
        return self.move_options(state)

    @move_move.check
    def _move_check(self, state: VriendenState, colour: int, src: int, dst: int) -> Refusal | None:
        return self.move_check(state, colour, src, dst)

    @move_move.label
    def _move_label(self, colour: int, src: int, dst: int) -> Msg:
        return Msg(
            M + "label-move", colour=nm.colour(colour), source=nm.row(src), target=nm.row(dst)
        )

    @pick_move.options
    def _pick_options(self, state: VriendenState) -> list[tuple[int]]:
        return [(c,) for c in self._pickable(state, state.current)]

    @pick_move.check
    def _pick_check(self, state: VriendenState, colour: int) -> Refusal | None:
        if not state.bag[colour]:
            return Ruling(
                R + "channel.discard", Msg(M + "refuse-pick-absent", colour=nm.colour(colour))
            )
        if self._full_colours(state, state.current) >> colour & 1:
            return Ruling(
                R + "ruling.colour-limit", Msg(M + "refuse-colour-limit", colour=nm.colour(colour))
            )
        return None

    @pick_move.label
    def _pick_label(self, colour: int) -> Msg:
        return Msg(M + "label-pick", colour=nm.colour(colour))

    # ----- meditate ---------------------------------------------------------------------------
    @look_move.options
    def _look_options(self, state: VriendenState) -> list[tuple[int]]:
        return self.look_options(state.meditation[state.current])

    @look_move.check
    def _look_check(self, state: VriendenState, colour: int) -> Refusal | None:
        if colour not in state.meditation[state.current]:
            return None
        return Ruling(
            R + "meditate.look", Msg(M + "refuse-meditation-held", colour=nm.colour(colour))
        )

    @look_move.label
    def _look_label(self, colour: int) -> Msg:
        return Msg(M + "label-meditate-look", colour=nm.colour(colour))

    @meditate_move.options
    def _meditate_options(self, state: VriendenState) -> list[tuple[()]]:
        return ALONE if _all_held(state.meditation[state.current]) else NONE

    @meditate_move.check
    def _meditate_check(self, state: VriendenState) -> Refusal | None:
        if _all_held(state.meditation[state.current]):
            return None
        return Ruling(R + "meditate.look", Msg(M + "refuse-meditate-name-colour"))

    @meditate_move.label
    def _meditate_label(self) -> Msg:
        return Msg(M + "label-meditate")

    def look_options(self, held: tuple[int, ...]) -> list[tuple[int]]:
        """The meditation tokens a seat holding ``held`` may take, in colour order (shared)."""
        options = self._looks.get(held)
        if options is None:
            options = self._looks[held] = [(c,) for c in range(7) if c not in held]
        return options


ALONE: list[tuple[()]] = [()]  # "meditate" alone: every token held (never changed)
NONE: list[tuple[()]] = []


def _all_held(held: tuple[int, ...]) -> bool:
    return all(c in held for c in range(7))


def channel_text(space: int) -> Msg:
    """What inspiration space ``space`` does ("move one energy down three chakras")."""
    return Msg(f"{M}channel-moves-{space}")
