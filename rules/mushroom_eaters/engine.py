"""The rules of The Mushroom Eaters (seed 000_556f26b31c3cddac.txt), on the shared core.

One shared Action Pawn walks the Action Path; each turn the current Eater plays a Mood card,
moves the pawn exactly its number (plus any Moving Forward energy), and the space's action is
experienced by the current Eater or by every Eater in turn order. Every choice an Eater makes
during the action (a track, an item to lose, a card for a Fire) is a task naming that seat.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core.flow import for_each, pop, push, turn_order
from rules.core.messages import Msg, render
from rules.core.moves import DeclaredGame
from rules.core.rulebook import Rulebook
from rules.core.scenarios import Scenario, load_scenarios
from rules.core.tutorials import Tutorial, load_tutorial
from rules.core.types import (
    CHANCE,
    Action,
    GameInfo,
    Result,
    RulingOption,
    Step,
    Transition,
    Variant,
)
from rules.core.working import working_copy

from .data import CARDS, HERE, TALK_ROW
from .moves import GAME_OVER, MushroomMoves
from .names import (
    CATALOGUE,
    PREFIX,
    card_name,
    item_name,
    seat_name,
    space_id,
)
from .state import EVERYONE, FLOW, MushroomState
from .table import BRANCH, LAST, PLACES, D, capacity, easier, series_start

ACTION_LIMIT = 6000

RULINGS = (
    RulingOption(
        "identity-forces",
        "The Identity card played as a 2 and Personal Paths",
        "mushroom-eaters.ruling.identity-forces",
        "forces",
        ("forces", "only-2-cards"),
        (
            "The Identity card counts as a third 2 and forces entry",
            "Only the two 2 cards force entry",
        ),
    ),
    RulingOption(
        "special-action",
        "How many Special Actions",
        "mushroom-eaters.ruling.special-action",
        "per-player",
        ("per-player", "per-table"),
        ("One Special Action for each Eater", "One Special Action for the whole table"),
    ),
    RulingOption(
        "talking-deck",
        "Talking cards after a conversation",
        "mushroom-eaters.ruling.talking-deck",
        "shuffled-back",
        ("shuffled-back", "discarded"),
        (
            "Talking cards are shuffled back into the deck",
            "Talking cards are discarded like Share cards",
        ),
    ),
    RulingOption(
        "place-tokens",
        "When the Place tokens are laid",
        "mushroom-eaters.ruling.place-tokens",
        "when-seen",
        ("when-seen", "on-landing"),
        (
            "Every Place symbol gets its token before the first move, the path being in view",
            "A Place token is drawn when the pawn first lands on the symbol",
        ),
    ),
    RulingOption(
        "zero-talking",
        "A 0 played on a Talking space",
        "mushroom-eaters.ruling.zero-talking",
        "conversation",
        ("conversation", "alone"),
        (
            "The Eater playing the 0 opens a new conversation with the group",
            "The Eater playing the 0 takes a Talking card alone",
        ),
    ),
    RulingOption(
        "path-focus",
        "Eaters on a Personal Path at a Face or Shaman Drum space",
        "mushroom-eaters.ruling.path-focus",
        "counted",
        ("counted", "cubes-only"),
        (
            "They are counted: their cubes may win, and an empty board costs them an item too",
            "Only their cubes count: an empty board costs only the Eaters with the group",
        ),
    ),
    RulingOption(
        "mantra-chant",
        "Mantra tokens of one letter",
        "mushroom-eaters.ruling.mantra-chant",
        "any-number",
        ("any-number", "at-most-two"),
        ("An Eater may hold any number of one letter", "At most two of one letter"),
    ),
)

_Play = working_copy(
    MushroomState,
    lists=(
        "tasks",
        "hands",
        "discards",
        "intensity",
        "forward",
        "hour",
        "drum",
        "awakening",
        "wisdom",
        "paradox",
        "faces",
        "mantras",
        "breathe",
        "path_cards",
        "on_path",
        "path_pos",
        "path_done",
        "path_space",
        "specials",
    ),
    constants=("players", "variants", "rulings", "seed", "viewer"),
    rule_prefix=PREFIX,
)


class Play(_Play):
    """The working copy, reading the fields no action changes from the state it started from."""

    __slots__ = ()

    @property
    def players(self) -> int:
        return self.state.players

    @property
    def variants(self) -> tuple[str, ...]:
        return self.state.variants


def opening_tasks(rulings) -> tuple[tuple, ...]:
    """The first tasks of a game: the Place tokens laid face up as the path comes into view
    (a chance draw each, unless they wait for the pawn), then the hut's Must Do series."""
    draws = [("draw-place", i, ()) for i in PLACES if rulings["place-tokens"] == "when-seen"]
    return (*draws[: len(D.place)], ("series", 0), ("next",))


class MushroomEaters(MushroomMoves, DeclaredGame):
    hidden_information = True  # the seed replays every die roll and draw still to come
    turn_rule = "mushroom-eaters.turn.play"
    flow = FLOW
    Play = Play
    over_refusal = GAME_OVER
    # Never met: every move's check refuses all but its options, which are its legal moves,
    # and a key is read only as the game writes it.
    unlisted = GAME_OVER
    chance_label = "Let chance decide"
    action_kinds = {  # noqa: RUF012
        "play": "Play a Mood card",
        "special": "Special Action",
        "choose": "Choose",
        "chance": "Chance",
    }

    def __init__(self) -> None:
        super().__init__()
        self.info = GameInfo(
            slug="mushroom-eaters",
            title="The Mushroom Eaters",
            players=(2, 5),
            seed_file="000_556f26b31c3cddac.txt",
            pitch="One shared pawn on a long path of moods: gather Awakenings, Wisdom and "
            "Paradox, keep your nerves and your focus, and become the Shaman.",
            variants=(
                Variant(
                    "easier",
                    "Easier game: no Personal Paths, no Jelly Space",
                    "mushroom-eaters.easier",
                ),
            ),
            rulings=RULINGS,
        )
        self.rulebook = Rulebook.load(HERE / "rulebook.toml")
        self.messages = CATALOGUE
        self.data = D
        from .bots import HeuristicBot

        self.bots = {"heuristic": HeuristicBot}
        self.automatic = {
            kind: getattr(self, "_auto_" + kind.replace("-", "_")) for kind in FLOW.automatic
        }

    # ----- setup ---------------------------------------------------------------------------------
    def _setup(self, players, seed, variants, rulings) -> MushroomState:
        n = players
        state = MushroomState(
            players=n,
            variants=variants,
            rulings=tuple(sorted(rulings.items())),
            seed=seed,
            viewer=EVERYONE,
            draws=0,
            current=0,
            tasks=opening_tasks(rulings),
            pawn=0,
            jelly=False,
            hands=(CARDS,) * n,
            discards=((),) * n,
            intensity=(D.intensity,) * n,
            forward=(D.forward,) * n,
            hour=(),
            drum=(),
            awakening=(0,) * n,
            wisdom=(0,) * n,
            paradox=(0,) * n,
            faces=(0,) * n,
            mantras=("",) * n,
            breathe=(D.deep_breathing,) * n,
            path_cards=(0,) * n,
            on_path=(-1,) * n,
            path_pos=(-1,) * n,
            path_done=((),) * n,
            path_space=(-1,) * n,
            pp_drawn=(),
            env_discard=(),
            share_discard=(),
            talk_out=(),
            talk_row=(),
            placed=(),
            lander=0,
            experienced=(),
            breathing=(),
            specials=(False,) * n,
            ended="",
        )
        play = Play(state, False)
        self._run(play)
        return play.freeze()

    # ----- who takes part ------------------------------------------------------------------------
    def group(self, state: Any, first: int) -> tuple[int, ...]:
        """The Eaters on the main path, in turn order from ``first`` (those on a Personal
        Path take no part in what the main pawn does)."""
        return tuple(s for s in turn_order(first, state.players) if state.on_path[s] < 0)

    def sample_chance(self, state) -> Action:
        if state.seed is None:
            raise ValueError(
                "this is one Eater's view: it holds no seed (it would replay every die roll "
                "and draw to come), so chance acts on the whole game, not on a view"
            )
        return super().sample_chance(state)

    def random_action(self, state, rng):
        if state.seed is None and state.to_move == CHANCE:
            raise ValueError("a view holds no seed: chance acts on the whole game, not a view")
        return super().random_action(state, rng)

    # ----- the end of a move ---------------------------------------------------------------------
    def finish(self, play) -> Transition:
        """After a move's effect: the automatic tasks until the next decision or the end."""
        # core: the core's finish runs the flow without a stop and gives the last Step the
        # state after it all; this game stops the flow when the game ends (the tasks left are
        # dropped) and keeps each Step's own state, so its Steps stay as they were.
        self._run(play)
        return Transition(play.freeze(), tuple(play.log or ()))

    def _run(self, play) -> None:
        FLOW.run(play, self.automatic, stop=lambda p: bool(p.ended))
        if play.ended:
            play.tasks = []

    # ----- the turn ------------------------------------------------------------------------------
    @MushroomMoves.play_card.effect
    def _do_play(self, play, card, mv, steps) -> None:
        extra, target = steps
        seat = play.current
        pop(play.tasks)
        self.discard(play, seat, card)
        play.step(
            "turn.play",
            Msg("mushroom-eaters-step-play", eater=seat_name(seat), card=card_name(card), move=mv),
            space_id(play.pawn),
        )
        if play.on_path[seat] >= 0:
            self.move_on_card(play, seat, mv, extra)
        elif target is not None:
            self.spend_forward(play, seat, extra)
            self.enter_path(play, seat, target)
        elif mv == 0:
            self.play_zero(play, seat)
        else:
            self.move_pawn(play, seat, mv, extra)

    def discard(self, play, seat, card) -> None:
        hand = list(play.hands[seat])
        hand.remove(card)
        play.discards[seat] = (*play.discards[seat], card)
        if not hand:  # an empty hand takes the discards back
            hand, play.discards[seat] = sorted(play.discards[seat], key=CARDS.index), ()
            play.step("turn.hand", Msg("mushroom-eaters-step-refill", eater=seat_name(seat)))
        play.hands[seat] = tuple(hand)

    def spend_forward(self, play, seat, extra) -> None:
        if extra:
            play.forward[seat] -= extra
            play.step(
                "turn.forward",
                Msg("mushroom-eaters-step-forward", eater=seat_name(seat), extra=extra),
            )

    def move_pawn(self, play, seat, mv, extra) -> None:
        self.spend_forward(play, seat, extra)
        dest, stopped = self.walk(play, play.pawn, mv + extra)
        play.pawn = dest
        if stopped:
            play.step(
                "turn.must-do", Msg("mushroom-eaters-step-must-do", space=dest + 1), space_id(dest)
            )
        else:
            play.step("turn.move", Msg("mushroom-eaters-step-move", space=dest + 1), space_id(dest))
        play.lander, play.experienced = seat, ()
        self.land(play, seat, dest)

    def land(self, play, seat, index) -> None:
        space = D.spaces[index]
        if space.kind == "pp" and not easier(play):
            if self.locked(play, index) or not self.free_paths(play):
                play.step("path.lock", Msg("mushroom-eaters-step-locked"), space_id(index))
                return
            push(play.tasks, ("draw-pp", seat, index))
            return
        if series_start(index):
            push(play.tasks, ("series", index))
        else:
            self.experience(play, seat, index, self.takers(play, seat, index))

    def takers(self, play, seat, index) -> tuple[int, ...]:
        return (seat,) if D.spaces[index].one else self.group(play, seat)

    def play_zero(self, play, seat) -> None:
        index = play.pawn
        if seat == play.lander:  # a 0 was all the lander could play: the next must move on
            play.lander = (seat + 1) % play.players
        if D.spaces[index].series:
            play.step("turn.zero", Msg("mushroom-eaters-step-zero-must-do"), space_id(index))
        elif seat in play.experienced or self.locked(play, index) or play.lander < 0:
            play.step("turn.zero", Msg("mushroom-eaters-step-zero-pass", eater=seat_name(seat)))
        else:
            play.step(
                "turn.zero",
                Msg("mushroom-eaters-step-zero", eater=seat_name(seat)),
                space_id(index),
            )
            self.experience(play, seat, index, (seat,))

    def _auto_next(self, play, task) -> None:
        pop(play.tasks)
        if play.pawn == LAST:
            self.end_game(play)
            return
        play.current = (play.current + 1) % play.players
        play.step(
            "turn.first-player", Msg("mushroom-eaters-step-next", eater=seat_name(play.current))
        )
        push(play.tasks, ("turn",), ("next",))

    def _auto_series(self, play, task) -> None:
        pop(play.tasks)
        index = task[1]
        play.pawn = index
        play.experienced = ()
        push(play.tasks, ("series-next", index))
        self.experience(play, play.current, index, self.takers(play, play.current, index))

    def _auto_series_next(self, play, task) -> None:
        pop(play.tasks)
        index = task[1]
        if index < LAST and D.spaces[index + 1].series == D.spaces[index].series:
            push(play.tasks, ("series", index + 1))

    # ----- experiencing a space ------------------------------------------------------------------
    def experience(self, play, seat, index, takers) -> None:
        """The space's action for ``takers`` (in turn order from the current Eater)."""
        space = D.spaces[index]
        play.experienced = tuple(sorted(set(play.experienced) | set(takers)))
        handler = getattr(self, "_space_" + space.kind.replace("-", "_"))
        handler(play, seat, index, takers)

    def _space_hut(self, play, seat, index, takers) -> None:
        self._space_item(play, seat, index, takers)

    def _space_item(self, play, seat, index, takers) -> None:
        rule = "space.current" if D.spaces[index].one else "space.every"
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
        play.step(
            "space.heavy",
            Msg("mushroom-eaters-step-heavy", items=tuple(map(item_name, D.spaces[index].items))),
            space_id(index),
        )
        push(play.tasks, *[("gain", s, i) for s in takers for i in D.spaces[index].items])

    def _space_breathe(self, play, seat, index, takers) -> None:
        play.step("space.breathe", Msg("mushroom-eaters-step-breathe-space"), space_id(index))
        push(play.tasks, *[("gain", s, "breathe:1") for s in takers])

    def _space_jelly(self, play, seat, index, takers) -> None:
        if easier(play):
            play.step("easier", Msg("mushroom-eaters-step-no-jelly"), space_id(index))
            return
        play.jelly = True
        play.step("special", Msg("mushroom-eaters-step-jelly"), space_id(index))

    def _space_end(self, play, seat, index, takers) -> None:
        play.step("score", Msg("mushroom-eaters-step-end"), space_id(index))

    def _space_pp(self, play, seat, index, takers) -> None:
        play.step("easier", Msg("mushroom-eaters-step-no-path"), space_id(index))

    def _space_place(self, play, seat, index, takers) -> None:
        token = dict(play.placed).get(index)
        if token is None:
            if not self.chance_pool(play, "draw-place"):
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
        play.step(
            "space.place",
            Msg("mushroom-eaters-step-place-laid", space=index + 1, item=item_name(D.place[token])),
            space_id(index),
        )

    def use_place(self, play, index, token, takers) -> None:
        item = D.place[token]
        play.step(
            "space.place", Msg("mushroom-eaters-step-place", item=item_name(item)), space_id(index)
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
            play.step(rule, Msg("mushroom-eaters-step-board-empty", board=board), space_id(index))
            losers = self.focus_takers(play, index, takers)
            push(play.tasks, *[("gain", s, "lose:any") for s in losers])
            return
        counts = Counter(cubes)
        best = max(counts.values())
        tied = {s for s, c in counts.items() if c == best}
        winner = next(s for s in reversed(cubes) if s in tied)
        top = len(cubes) - 1 - cubes[::-1].index(winner)
        del cubes[top]
        if board == "hour":
            won = 1 if sum(play.faces) < D.supply["faces"] else 0
            play.faces[winner] += won
            prize = Msg("mushroom-eaters-face-token", count=won)
        else:
            won = self.take_tokens(play, "paradox", winner, 2)
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
        values[seat] += got
        return got

    def _space_intense(self, play, seat, index, takers, base=None) -> None:
        value = D.spaces[index].value if base is None else base
        play.step("intense", Msg("mushroom-eaters-step-intense", value=value), space_id(index))
        play.breathing = ()
        push(play.tasks, ("roll", value, takers))

    def _space_mantra(self, play, seat, index, takers) -> None:
        letter = D.spaces[index].letter
        play.step("mantra", Msg("mushroom-eaters-step-mantra", letter=letter), space_id(index))
        for s in reversed(takers):
            self.push_mantra(play, s, letter)

    def push_mantra(self, play, seat, letter) -> None:
        if letter in play.mantras[seat]:
            play.mantras[seat] = play.mantras[seat].replace(letter, "", 1)
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
        play.step("mantra.return", Msg("mushroom-eaters-step-return"), space_id(index))
        for s in reversed(takers):
            letters = play.mantras[s]
            if len(set(letters)) > 1:
                push(play.tasks, ("keep", s))
            elif letters:
                play.mantras[s] = letters[0]

    def _space_environment(self, play, seat, index, takers) -> None:
        play.step("environment", Msg("mushroom-eaters-step-environment"), space_id(index))
        push(play.tasks, ("draw-env", takers))

    def _space_fire(self, play, seat, index, takers) -> None:
        play.step("fire", Msg("mushroom-eaters-step-fire"), space_id(index))
        push(play.tasks, *for_each("fire", takers))

    def _space_share(self, play, seat, index, takers) -> None:
        play.step(
            "share", Msg("mushroom-eaters-step-share", eater=seat_name(seat)), space_id(index)
        )
        push(play.tasks, ("draw-share", seat))

    def _space_talking(self, play, seat, index, takers) -> None:
        group = self.conversation(play, seat, index, takers)
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

    # ----- items ---------------------------------------------------------------------------------
    def _auto_gain(self, play, task) -> None:
        """One item gained (or, with a red bolt, lost) by one Eater; a choice it needs is
        asked of that Eater as a task of its own."""
        pop(play.tasks)
        seat, item = task[1], task[2]
        kind, _, amount = item.partition(":")
        n = 1 if kind == "lose" else int(amount)
        if n > 1 and kind in ("energy", "focus", "mantra", "recall"):
            push(play.tasks, *[("gain", seat, f"{kind}:1")] * n)  # one choice at a time
            return
        getattr(self, "_gain_" + kind)(play, seat, amount)

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
        item = Msg("mushroom-eaters-item", kind=kind, amount=got)
        play.step("space.item", Msg("mushroom-eaters-step-gain", eater=seat_name(seat), item=item))

    def _gain_energy(self, play, seat, amount) -> None:
        self.change_energy(play, seat, +1)

    def _gain_focus(self, play, seat, amount) -> None:
        push(play.tasks, ("board", seat))

    def _gain_mantra(self, play, seat, amount) -> None:
        self.gain_mantra(play, seat)

    def _gain_breathe(self, play, seat, amount) -> None:
        play.breathe[seat] = True
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
            play.step("intense.panic", Msg("mushroom-eaters-step-panic", eater=seat_name(seat)))
            push(play.tasks, ("gain", seat, "lose:any"))
        else:
            play.step("nervous", Msg("mushroom-eaters-step-track-full", eater=seat_name(seat)))

    def move_track(self, play, seat, track, sign) -> None:
        values = getattr(play, track)
        values[seat] += sign
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
            play.step("mantra", Msg("mushroom-eaters-step-mantra-out", eater=seat_name(seat)))

    def add_mantra(self, play, seat, letter) -> None:
        play.mantras[seat] = "".join(sorted(play.mantras[seat] + letter))
        play.step(
            "mantra", Msg("mushroom-eaters-step-mantra-gain", eater=seat_name(seat), letter=letter)
        )

    def lose(self, play, seat, kind) -> None:
        options = self.loss_options(play, seat, kind)
        if len(options) > 1:
            push(play.tasks, ("lose", seat, kind))
        elif options:
            self.lose_one(play, seat, options[0])
        else:
            play.step("lose", Msg("mushroom-eaters-step-lose-nothing", eater=seat_name(seat)))

    def lose_one(self, play, seat, option) -> None:
        board, _, place = option.partition(":")
        if place:
            self.take_cube(play, seat, board, int(place))
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
            getattr(play, option)[seat] -= 1
        elif option.startswith("mantra-"):
            play.mantras[seat] = play.mantras[seat].replace(option[-1], "", 1)
        elif option == "path":
            play.path_cards[seat] -= 1
        elif option == "face":
            play.faces[seat] -= 1
        else:
            getattr(play, option)[seat] -= 1
        play.step("lose", Msg("mushroom-eaters-step-lose", eater=seat_name(seat), option=option))

    @staticmethod
    def take_cube(play, seat, board, place) -> None:
        """``seat``'s cube at ``place`` (from the bottom) off ``board``: those above close up."""
        cubes = getattr(play, board)
        if cubes[place] != seat:
            raise ValueError(f"the cube at place {place} of the {board} board is not {seat}'s")
        del cubes[place]

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
        cubes = getattr(play, board)
        cubes.insert(0, seat)
        fallen = []
        while len(cubes) > capacity(play.players):
            fallen.append(cubes.pop())
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
        return D.supply["cubes"] - list(state.hour).count(seat) - list(state.drum).count(seat)

    # ----- decisions -----------------------------------------------------------------------------
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
            play.step("focus", Msg("mushroom-eaters-step-no-reuse", eater=seat_name(seat)))
            return
        self.take_cube(play, seat, rest[0], int(rest[1]))
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
        play.discards[seat] = tuple(discards)
        play.hands[seat] = tuple(sorted((*play.hands[seat], card), key=CARDS.index))
        play.step(
            "fire",
            Msg("mushroom-eaters-step-recall", eater=seat_name(seat), card=card_name(card)),
        )

    @MushroomMoves.choose_keep.effect
    def _do_keep(self, play, letter) -> None:
        seat = pop(play.tasks)[1]
        play.mantras[seat] = letter
        play.step(
            "mantra.return", Msg("mushroom-eaters-step-keep", eater=seat_name(seat), letter=letter)
        )

    @MushroomMoves.choose_shield.effect
    def _do_shield(self, play, answer) -> None:
        task = pop(play.tasks)
        seat, letter = task[1], task[2]
        if answer == "yes":
            play.specials[seat] = True
            play.step("special", Msg("mushroom-eaters-step-shield", eater=seat_name(seat)))
        else:
            push(play.tasks, ("gain", seat, D.overview[letter]))

    @MushroomMoves.use_special.effect
    def _do_special(self, play, name) -> None:
        seat = play.current
        play.specials[seat] = True
        play.step("special", Msg("mushroom-eaters-step-special", eater=seat_name(seat), name=name))
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
        play.step("intense", Msg("mushroom-eaters-step-roll", face=face, total=total))
        asks = [("breathe", s, total) for s in takers if play.breathe[s]]
        push(play.tasks, *asks, ("challenge", total, takers))

    @MushroomMoves.choose_breathe.effect
    def _do_breathe(self, play, answer) -> None:
        task = pop(play.tasks)
        seat = task[1]
        if answer == "yes":
            play.breathe[seat] = False
            play.breathing = (*play.breathing, seat)
            play.step(
                "intense.breathing", Msg("mushroom-eaters-step-breathing", eater=seat_name(seat))
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
                play.step(
                    "intense",
                    Msg(
                        "mushroom-eaters-step-below", eater=seat_name(s), strength=play.intensity[s]
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
        if not play.env_discard:
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

    # ----- chance outcomes -----------------------------------------------------------------------
    @MushroomMoves.draw.effect
    def _chance(self, play, head, value) -> None:
        play.draws += 1
        task = pop(play.tasks)
        if head == "die":
            self._after_roll(play, task[1], value, task[2])
        elif head == "env":
            name = D.environment[value][0]
            play.step("environment", Msg("mushroom-eaters-step-env-draw", name=name))
            push(play.tasks, *for_each("env", task[1], value), ("env-end", value))
        elif head == "share" and task[0] == "draw-share":
            self._drew_share(play, task[1], value)
        elif head == "talkcard" and task[0] == "fill-row":
            play.talk_row = (*play.talk_row, value)
            self._shared_reshuffle(play)
            full = len(play.talk_row) == TALK_ROW
            nxt = ("talk2", *task[1:]) if full else ("fill-row", *task[1:])
            push(play.tasks, nxt)
        elif head == "talkcard":
            play.talk_out = (*play.talk_out, value)
            self._shared_reshuffle(play)
            push(play.tasks, ("talk", task[1], value, task[2], task[3]))
        elif head == "place":
            self.lay_place(play, task[1], value, task[2])
        else:
            self._drew_path(play, task[1], task[2], value)

    def _shared_reshuffle(self, play) -> None:
        out = set(play.talk_out) | set(play.talk_row)
        if all(c in play.share_discard or c in out for c in range(len(D.share))):
            play.share_discard = ()

    def _drew_share(self, play, seat, card) -> None:
        play.step(
            "share",
            Msg("mushroom-eaters-step-share-card", items=tuple(map(item_name, D.share[card][0]))),
        )
        if card in play.share_discard:  # drawn from a reshuffled deck
            play.share_discard = ()
        push(play.tasks, ("give", seat, card))

    # ----- Personal Paths ------------------------------------------------------------------------
    def enter_path(self, play, seat, target) -> None:
        where = int(target[1:])
        if target[0] == "b":
            play.pawn = where
            play.lander, play.experienced = seat, ()
            play.step(
                "path.branch",
                Msg("mushroom-eaters-step-branch", eater=seat_name(seat), space=where + 1),
                space_id(where),
            )
            push(play.tasks, ("draw-pp", seat, BRANCH + where))
        else:
            play.pawn = where
            play.lander, play.experienced = seat, ()
            play.step(
                "path.forced",
                Msg("mushroom-eaters-step-path-space", eater=seat_name(seat), space=where + 1),
                space_id(where),
            )
            push(play.tasks, ("draw-pp", seat, where))

    def _drew_path(self, play, seat, where, card) -> None:
        play.pp_drawn = (*play.pp_drawn, card)
        play.on_path[seat], play.path_pos[seat] = card, 0
        play.path_done[seat], play.path_space[seat] = (), where
        play.step(
            "path.enter",
            Msg(
                "mushroom-eaters-step-path-card",
                eater=seat_name(seat),
                base=D.path_cards[card].base,
                length=len(D.path_cards[card].spaces),
            ),
        )

    def move_on_card(self, play, seat, mv, extra) -> None:
        card = D.path_cards[play.on_path[seat]]
        pos = play.path_pos[seat]
        self.spend_forward(play, seat, extra)
        if mv:
            pos = min(pos + mv + extra, len(card.spaces) - 1)
            play.path_pos[seat] = pos
        if pos in play.path_done[seat]:  # each action of the card once; a 0 then passes
            play.step("path.play", Msg("mushroom-eaters-step-path-pass", eater=seat_name(seat)))
            return
        play.path_done[seat] = (*play.path_done[seat], pos)
        if pos == len(card.spaces) - 1:
            push(play.tasks, ("path-done", seat))
        self.card_action(play, seat, card, card.spaces[pos])

    def card_action(self, play, seat, card, action) -> None:
        kind, _, item = action.partition(":")
        play.step(
            "path.play", Msg("mushroom-eaters-step-path-action", eater=seat_name(seat), action=kind)
        )
        if kind == "intense":
            play.breathing = ()
            push(play.tasks, ("roll", card.base, (seat,)))
        elif item:
            push(play.tasks, ("gain", seat, item))

    def _auto_path_done(self, play, task) -> None:
        pop(play.tasks)
        seat = task[1]
        play.path_cards[seat] += 1
        play.on_path[seat], play.path_pos[seat] = -1, -1
        play.path_done[seat], play.path_space[seat] = (), -1
        play.step("path.end", Msg("mushroom-eaters-step-path-end", eater=seat_name(seat)))

    # ----- the end -------------------------------------------------------------------------------
    def end_game(self, play) -> None:
        play.ended = "end"
        play.tasks = []
        play.step("score", Msg("mushroom-eaters-step-scored"))

    def scores(self, state) -> tuple[float, ...]:
        base = [
            state.awakening[s] + 3 * state.faces[s] + 2 * state.wisdom[s] + state.paradox[s] / 2
            for s in range(state.players)
        ]
        for values, prize in ((state.paradox, 6), (state.path_cards, 3)):
            best = max(values)
            if best > 0:
                tied = [s for s in range(state.players) if values[s] == best]
                for s in tied:
                    base[s] += prize // len(tied)
        return tuple(int(x) if float(x).is_integer() else x for x in base)

    def result(self, state) -> Result | None:
        if not state.ended:
            return None
        scores = self.scores(state)
        best = max(scores)
        winners = tuple(s for s in range(state.players) if scores[s] == best)
        # The reason is a message of the game's catalogue, read in English as the core's
        # Result holds it (the game speaks English only).
        reason = render(Msg("mushroom-eaters-result"))
        return Result(scores, winners, reason, "mushroom-eaters.score")

    def action_limit(self, players: int) -> int:
        return ACTION_LIMIT

    # ----- clicks ---------------------------------------------------------------------------
    def action_for(self, state, picks: tuple[str, ...]) -> Action | None:
        """A click on the board as an action: a focus board takes the cube being placed; a
        space ahead of the pawn is the smallest legal play that reaches it; a Personal Path
        branch or space is the play that goes onto it."""
        if not picks or not state.tasks:
            return None
        kind, _, number = picks[-1].partition(":")
        task = state.tasks[0][0]
        if task == "board" and kind in ("hour", "drum"):
            return self.cached_action(f"board:{kind}")
        if task != "turn" or kind not in ("space", "branch") or not number.isdigit():
            return None
        return self._play_reaching(state, kind, int(number))

    def _play_reaching(self, state, kind, index) -> Action | None:
        target = f"b{index}" if kind == "branch" else f"p{index}"
        plays = [a for a in self.legal_actions(state) if a.kind == "play"]
        for action in plays:
            parts = action.key.split(":")
            if len(parts) == 5 and parts[4] == target:
                return action
        for action in sorted(plays, key=lambda a: int(a.key.split(":")[3])):
            parts = action.key.split(":")
            moves = int(parts[2]) + int(parts[3])
            if (
                kind == "space"
                and len(parts) == 4
                and int(parts[2]) > 0
                and (self.walk(state, state.pawn, moves)[0] == index)
            ):
                return action
        return None

    def candidate_actions(self, state) -> list[Action]:
        """The legal actions and, at a Mood card turn, the tempting plays the rules forbid
        (a 2 that must go onto a Personal Path played past it, a 0 where one must move on,
        the Identity card moving 0 to 3 before the Jelly Space, one energy too many), so
        that a learner can ask why not."""
        legal = self.legal_actions(state)
        if state.to_move in (None, CHANCE) or state.tasks[0][0] != "turn":
            return legal
        seat, known = state.current, {a.key for a in legal}
        tempting = [f"play:{card}:{D.moves[card]}:0" for card in dict.fromkeys(state.hands[seat])]
        if "I" in state.hands[seat]:
            tempting += [f"play:I:{mv}:0" for mv in (0, 3)]
        energy = state.forward[seat] + 1
        tempting += [
            f"play:{c}:{D.moves[c]}:{energy}" for c in ("3a", "1a") if c in state.hands[seat]
        ]
        extra = [k for k in dict.fromkeys(tempting) if k not in known]
        return legal + [self.cached_action(k) for k in extra]

    # ----- teaching data ----------------------------------------------------------------------
    @property
    def scenarios(self) -> tuple[Scenario, ...]:
        cached = self.__dict__.get("_scenarios")
        if cached is None:
            cached = self.__dict__["_scenarios"] = load_scenarios(HERE / "scenarios.toml", self)
        return cached

    @property
    def tutorials(self) -> tuple[Tutorial, ...]:
        cached = self.__dict__.get("_tutorials")
        if cached is None:
            cached = self.__dict__["_tutorials"] = (load_tutorial(HERE / "tutorial.toml", self),)
        return cached

    # ----- views and JSON ------------------------------------------------------------------------
    def view(self, state, player: int):
        """What ``player`` sees: the whole table, hands included (the ruling on open hands:
        a hand is the eight Mood cards less the discards everyone saw played), but no seed,
        which would replay every roll and draw to come."""
        if isinstance(player, bool) or not isinstance(player, int):
            raise ValueError(f"a view is of an Eater's seat number, got {player!r}")
        if not 0 <= player < state.players:
            raise ValueError(f"there is no Eater {player + 1} in this game")
        from dataclasses import replace

        return replace(state, seed=None, viewer=player)

    def view_step(self, step: Step, player: int) -> Step:
        """A Step as ``player`` reads it: every sentence is public (cards and tokens are drawn
        face up), and its state goes through ``view``, which leaves out the seed."""
        return Step(step.rule, step.message, step.highlight, self.view(step.state, player))

    def to_json(self, state) -> dict[str, Any]:
        from .codec import to_json

        return to_json(self, state)

    def from_json(self, data):
        from .codec import from_json

        return from_json(self, data)

    def check_position(self, state) -> None:
        from .codec import check

        check(self, state)

    def seat_name(self, seat: int, state=None) -> str:
        return f"Eater {seat + 1}"

    def describe(self, state) -> str:
        from .describe import describe

        return describe(self, state)
