"""The rules of Daybreak (the Gamehelpdaybreak pages of seed 003_fece3b0430baafc1.txt).

Every rule names the rulebook section it enforces (ids in rulebook.toml, prefix
``daybreak.``). A round is a list of tasks over the core's turn flow (state.py): the Global
stage's draws and the team's choice, the Local stage as one task per player (each ends with
that player's "done"), then the Emissions, Crisis and Growth stages as automatic tasks, with
chance nodes for every card drawn, the Planetary die and the Geoengineering die, and decisions
for the cards a crisis makes a player discard.

The same code applies an action for a bot (``explain=False``: no Step, no message built) and
for a person. Each kind of move is declared once in moves.py (its key, task, options, one
check and label) and run by the core (rules/core/moves.py): the legal list and the why-not ask
the same check. This module adds setup, chance, the moves' effects and the end.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from rules.core import (
    Action,
    GameInfo,
    Result,
    RulingOption,
    Step,
    Transition,
)
from rules.core.flow import for_each, pop, push
from rules.core.messages import Msg, render
from rules.core.moves import DeclaredGame
from rules.core.scenarios import Scenario, load_scenarios
from rules.core.tutorials import Tutorial, load_tutorial
from rules.core.working import working_copy

from . import codec
from . import names as n
from .book import load_rulebook
from .data import SECTORS, SHARED_EFFECTS, LocalCard, World, load_world
from .moves import FACES, DaybreakMoves
from .state import EVERYONE, FLOW, HAND_DRAW, MAX_GLOBALS, ROUNDS, DaybreakState

SLUG = "daybreak"
R = "daybreak."
HERE = Path(__file__).parent
SEED_FILE = "003_fece3b0430baafc1.txt"
#: What ``state.tally`` holds after the players' cubes (one entry per seat, first).
TALLY = ("sequestered", "pulled", "to-thermometer", "bands")

RULINGS = (
    RulingOption(
        "desertification",
        "Desertification removes",
        R + "ruling.desertification",
        "per-player",
        ("per-player", "one"),
        labels=("One Tree per player", "One Tree in all"),
    ),
    RulingOption(
        "missing-sink",
        "A Tree or Ocean that is not there",
        R + "ruling.missing-sink",
        "player",
        ("player", "everyone"),
        labels=(
            "The player whose share it was takes a Community in Crisis",
            "Every player takes a Community in Crisis",
        ),
    ),
    RulingOption(
        "crisis-count",
        "Crisis cards at 5 to 7 bands",
        R + "ruling.crisis-count",
        "every-two-bands",
        ("every-two-bands", "every-band"),
        labels=("One more every two bands (4, 5, 5)", "One more every band (5, 6, 7)"),
    ),
    RulingOption(
        "hazard-cubes",
        "Where Dieback and Permafrost put their cubes",
        R + "ruling.hazard-cubes",
        "recent",
        ("recent", "thermometer"),
        labels=("Into Recent Emissions", "Straight onto the thermometer"),
    ),
    RulingOption(
        "most-tie",
        "Players tied for the most symbols",
        R + "ruling.most-tie",
        "roll",
        ("roll", "all"),
        labels=("The Geoengineering die picks one", "Every tied player is hit"),
    ),
    RulingOption(
        "global-keep",
        "The two Global Projects drawn each round",
        R + "ruling.global-keep",
        "one",
        ("one", "one-or-none"),
        labels=("The team keeps one", "The team keeps one or neither"),
    ),
    RulingOption(
        "solo-growth",
        "Solo: how fast Energy Demand grows",
        R + "ruling.solo-growth",
        "society",
        ("society", "two"),
        labels=("As the power's society grows", "By 2 whatever the power"),
    ),
    RulingOption(
        "solo-power",
        "Solo: the world power you play",
        R + "ruling.solo-power",
        "europe",
        ("europe", "us", "china", "majority"),
        labels=tuple(render(n.power(key)) for key in ("europe", "us", "china", "majority")),
    ),
)

CHANCE_KINDS = {"reveal": "reveal", "gdraw": "offer", "draw": "draw", "roll": "roll"}


class Play(
    working_copy(
        DaybreakState,
        lists=(
            "tasks",
            "demand",
            "clean",
            "dirty",
            "resilience",
            "communities",
            "hands",
            "stacks",
            "used",
            "done",
            "emissions",
        ),
        constants=("players", "variants", "rulings", "seed", "powers", "viewer"),
        rule_prefix=R,
    )
):
    """The working copy of a state while an action is applied (rules/core/working.py)."""

    __slots__ = ()

    def say(self, rule: str, message_id: str, *highlight: str, **params: Any) -> None:
        """A Step of ``rule``: built only when explaining (a bot's action builds none)."""
        if self.log is not None:
            self.step(rule, Msg(message_id, **params), *highlight)

    @property
    def row_size(self) -> int:
        return 5 * self.state.players

    @property
    def powers(self) -> tuple[str, ...]:
        return self.state.powers

    @property
    def players(self) -> int:
        return self.state.players


def _sorted_add(items: tuple[int, ...], *codes: int) -> tuple[int, ...]:
    return tuple(sorted((*items, *codes)))


def _sorted_remove(items: tuple[int, ...], code: int) -> tuple[int, ...]:
    rest = list(items)
    rest.remove(code)
    return tuple(rest)


class Daybreak(DaybreakMoves, DeclaredGame):
    """Daybreak for 1-4 players, cooperative: the team wins or loses together. Its moves are
    declared in moves.py; this class adds setup, chance, the effects and the end."""

    Play = Play
    flow = FLOW

    turn_rule = R + "stages"
    # Hands, decks and the crises in play are open, but the seed replays every card drawn
    # and every die rolled to come: a player's view leaves it out (``view``).
    hidden_information = True
    chance_label = "Let chance decide"
    action_kinds = {  # noqa: RUF012 - read-only class data
        "keep": "Keep a Global Project",
        "drop": "Discard a Global Project",
        "use": "Take a Local action",
        "play": "Start a Local Project",
        "tuck": "Support a card",
        "done": "Done",
        "discard": "Discard for a crisis",
        "reveal": "Reveal a crisis",
        "offer": "Draw a Global Project",
        "draw": "Draw a Local Project",
        "roll": "Roll the Planetary die",
        "target": "Roll the Geoengineering die",
    }

    def __init__(self, world: World | None = None) -> None:
        super().__init__()
        self.world = world = world or load_world()
        self.rulebook = load_rulebook(HERE / "rulebook.toml", world)
        self.messages = n.CATALOGUE
        self.info = GameInfo(
            slug=SLUG,
            title="Daybreak",
            players=(1, 4),
            seed_file=SEED_FILE,
            pitch="Daybreak (CMYK, 2023), cooperative: the world powers cut their emissions "
            "together and reach Drawdown within six rounds, before the planet warms too far.",
            rulings=RULINGS,
            languages=n.LANGUAGES,
        )
        from .bots import HeuristicBot  # the bot reads the engine's tables

        self.bots = {"heuristic": HeuristicBot}
        self.local = world.local
        self.crisis = world.crisis
        self.globals = world.globals
        self._local_by_key = {c.key: c.code for c in world.local}
        self._crisis_by_key = {c.key: c.code for c in world.crisis}
        self._global_by_key = {c.key: c.code for c in world.globals}
        self._track_by_face = {t.face: i for i, t in enumerate(world.tracks)}
        self._stack_actions: dict[tuple[str, int], Action] = {}
        self.automatic = {
            "round": self._round,
            "local-start": self._local_start,
            "emissions": self._emissions,
            "crisis": self._crisis_stage,
            "uncover": self._uncover,
            "crises": self._crises,
            "resolve": self._resolve,
            "growth": self._growth,
        }
        self._scenarios: tuple[Scenario, ...] | None = None
        self._tutorials: tuple[Tutorial, ...] | None = None

    # ----- names ---------------------------------------------------------------------------
    def power_name(self, seat_or_key: int | str, state: DaybreakState | None = None) -> Msg:
        """A world power's name, as a message: each player is a power (daybreak.setup.powers)."""
        key = state.powers[seat_or_key] if isinstance(seat_or_key, int) else seat_or_key
        return n.power(key)

    def seat_name(self, seat: int, state: DaybreakState | None = None) -> str:
        """A seat by its power. Without a position the powers at the table are not known
        (they depend on the player count and, solo, on the power chosen in Setup): the seat
        is then named by its number."""
        if state is not None:
            return render(self.power_name(seat, state))
        return render(Msg("daybreak-seat", number=seat + 1))

    # ----- setup ---------------------------------------------------------------------------
    def powers_for(self, players: int, rulings: dict[str, str]) -> tuple[str, ...]:
        """The world powers in play (daybreak.setup.powers)."""
        if players == 1:
            return (rulings["solo-power"],)
        return self.world.by_players[players]

    def _setup(self, players, seed, variants, rulings) -> DaybreakState:
        world = self.world
        powers = self.powers_for(players, rulings)
        ps = [world.powers[k] for k in powers]
        starting = {k: [c.code for c in self.local if c.start and c.theme == k] for k in powers}
        trees, oceans = world.chart[players]
        state = DaybreakState(
            players=players,
            variants=variants,
            rulings=tuple(sorted(rulings.items())),
            seed=seed,
            draws=0,
            powers=powers,
            round=1,
            stage="global",
            tasks=(("round",),),
            demand=tuple(p.demand for p in ps),
            clean=tuple(p.clean for p in ps),
            dirty=tuple(p.dirty for p in ps),
            emissions=tuple(p.emissions for p in ps),
            resilience=tuple(p.resilience for p in ps),
            communities=tuple(p.communities for p in ps),
            hands=((),) * players,
            stacks=tuple(tuple(((c,), ()) for c in starting[k]) for k in powers),
            used=((),) * players,
            done=(False,) * players,
            deck=tuple(c.code for c in self.local if not c.start),
            discard=(),
            crisis_deck=tuple(c.code for c in self.crisis),
            crisis_discard=(),
            crises=(),
            crisis_tucks=(),
            facedown=0,
            global_deck=tuple(c.code for c in self.globals),
            global_discard=(),
            offer=(),
            projects=(),
            project_tucks=(),
            completed=(),
            trees=trees,
            oceans=oceans,
            dac=0,
            recent=0,
            therm=0,
            bands=0,
            emitted=0,
            sequestered=0,
            tokens=(0,) * len(world.tracks),
            drawdown=False,
            tally=(),
        )
        play = Play(state)
        self._run(play)
        return play.freeze()

    # ----- reading a position --------------------------------------------------------------
    def stack_tags(self, stack) -> list[str]:
        """Every tag of a stack: its played cards' and its tucked cards' (covered cards keep
        their tags, daybreak.local.start-project)."""
        cards, tucked = stack
        return [t for c in (*cards, *tucked) for t in self.local[c].tags]

    def tag_count(self, cards: Iterable[int], tag: str) -> int:
        return sum(self.local[c].tags.count(tag) for c in cards)

    def area_tags(self, state, seat: int, tag: str) -> int:
        return sum(self.stack_tags(s).count(tag) for s in state.stacks[seat])

    def uses(self, state, seat: int, card: int) -> int:
        for code, count in state.used[seat]:
            if code == card:
                return count
        return 0

    def action_amount(self, stack) -> int:
        """What the top card's action does: its amount, one more per bonus tag in the stack."""
        top = self.local[stack[0][-1]]
        bonus = self.stack_tags(stack).count(top.bonus) if top.bonus else 0
        return top.amount + bonus

    def passive_in_play(self, state, effect: str) -> int | None:
        """The code of a passive crisis with ``effect`` in play, if any."""
        for code in state.crises:
            if self.crisis[code].effect == effect:
                return code
        return None

    def crisis_count(self, state, bands: int) -> int:
        return self.world.crisis_count(bands, state.ruling("crisis-count"))

    def crisis_amount(self, state, code: int, seat: int) -> int:
        """What a crisis costs ``seat``: its amount (per band if so), less each counter tag
        tucked behind it, less the player's resilience when it is reduced by it."""
        card = self.crisis[code]
        index = state.crises.index(code)
        base = card.amount * (state.bands if card.per_band else 1)
        base -= self.tag_count(state.crisis_tucks[index], card.counter)
        if card.reduced:
            base -= state.resilience[seat]
        return max(0, base)

    def cubes_of(self, state, seat: int) -> int:
        """Carbon cubes a player adds: Dirty Energy plus every Emissions token."""
        return state.dirty[seat] + sum(state.emissions[seat])

    # ----- keys ----------------------------------------------------------------------------
    def key_of_card(self, code: int) -> str:
        return self.local[code].key

    # ----- chance --------------------------------------------------------------------------
    def _pile(self, state, task: tuple) -> tuple[str, tuple[int, ...]]:
        """The verb and the pile a chance task draws from: the deck, or its discard pile when
        the deck is empty (daybreak.ruling.empty-deck)."""
        kind = task[0]
        if kind == "reveal":
            return "reveal", state.crisis_deck or state.crisis_discard
        if kind == "gdraw":
            return "offer", state.global_deck or state.global_discard
        return "draw", state.deck or state.discard

    def chance_outcomes(self, state) -> list[tuple[Action, float]]:
        task = state.task
        if state.to_move != -1:
            return []
        # core: a chance outcome is a declared move whose options are the outcomes, but their
        # chances are the game's own (a Move's ``weights(state)`` beside its options would let
        # the core give ``chance_outcomes``).
        if task[0] == "roll":
            return [(self.action_of(self.roll, face), 1 / 6) for face in FACES]
        if task[0] == "target":
            tied = task[3:]
            return [(self._target(state, s), 1 / len(tied)) for s in tied]
        verb, pile = self._pile(state, task)
        table = self.crisis if verb == "reveal" else self.globals if verb == "offer" else self.local
        move = self.reveal if verb == "reveal" else self.offer if verb == "offer" else self.draw
        return [
            (self.action_of(move, (table[c].key,)), pile.count(c) / len(pile))
            for c in sorted(set(pile))
        ]

    def sample_chance(self, state) -> Action:
        if state.seed is None:
            raise ValueError(
                "this is one player's view: it holds no seed (the seed would foretell every "
                "card drawn and die rolled to come), so chance acts on the whole game, not on "
                "a view"
            )
        return super().sample_chance(state)

    def random_action(self, state, rng):
        if state.seed is None and state.to_move == -1:
            raise ValueError("a view holds no seed: chance acts on the whole game, not a view")
        return super().random_action(state, rng)

    # ----- legal actions -------------------------------------------------------------------
    def discardable(self, state, task: tuple) -> list[int]:
        """The cards a crisis's discard may take: from the hand, or any played card of the
        play area (daybreak.crisis.play-area), or those carrying the crisis's tag."""
        seat, where = task[1], task[3]
        if where == "hand":
            return sorted(set(state.hands[seat]))
        played = [c for cards, _ in state.stacks[seat] for c in cards]
        if where != "area":
            played = [c for c in played if where in self.local[c].tags]
        return sorted(set(played))

    def _use_problem(self, state, me: int, number: int) -> tuple[str, Msg] | None:
        """Why the top action of stack ``number`` cannot be taken now, or None
        (daybreak.local.action; a passive crisis, daybreak.crisis.passive)."""
        stacks = state.stacks[me]
        if not 1 <= number <= len(stacks):
            return "local.action", Msg("daybreak-refuse-no-stack", stack=number)
        stack = stacks[number - 1]
        card = self.local[stack[0][-1]]
        if self.uses(state, me, card.code) >= card.limit:
            return "local.action", Msg("daybreak-refuse-spent", card=card.name, limit=card.limit)
        tags = self.stack_tags(stack)
        for tag, need in card.requires:
            if tags.count(tag) < need:
                return "local.action", Msg(
                    "daybreak-refuse-requires",
                    card=card.name,
                    tag=tag,
                    need=need,
                    have=tags.count(tag),
                )
        if card.effect in ("swap", "retire"):
            blocker = self.passive_in_play(state, "no-dirty-removal")
            if blocker is not None:
                return "crisis.passive", Msg(
                    "daybreak-refuse-passive", card=card.name, crisis=self.crisis[blocker].name
                )
        if not self._effect_possible(state, me, card):
            return "local.action", Msg("daybreak-refuse-nothing", card=card.name)
        return None

    @staticmethod
    def _effect_possible(state, me: int, card: LocalCard) -> bool:
        effect = card.effect
        if effect in ("swap", "retire"):
            return state.dirty[me] > 0
        if effect == "cut":
            return state.emissions[me][SECTORS.index(card.sector)] > 0
        if effect == "demand":
            return state.demand[me] > 0
        if effect == "relief":
            return state.communities[me] > 0
        return True

    # ----- refusals ------------------------------------------------------------------------
    def task_words(self, state) -> Msg:
        """What the position waits for, in words (a Step's snapshot, taken while the rules
        run, may wait for nothing but the rules themselves)."""
        task = state.task
        kind = task[0] if task else ""
        if not task or kind in FLOW.automatic:
            return Msg("daybreak-now-rules")
        if kind in ("local", "discard", "keep", "drop"):
            return Msg(f"daybreak-now-{kind}", player=self.power_name(task[1], state))
        return Msg(f"daybreak-now-{kind}")

    # ----- applying ------------------------------------------------------------------------
    def finish(self, play: Play) -> Transition:
        # core: the core's finish runs the flow without a stop and gives the last Step the
        # state after it all; Daybreak stops the flow when the team loses (the tasks left are
        # dropped) and keeps each Step's own state (a ``stop`` hook beside ``automatic``
        # would do).
        self._run(play)
        return Transition(play.freeze(), tuple(play.log or ()))

    def _run(self, play: Play) -> None:
        FLOW.run(play, self.automatic, self._check_end)
        if self._check_end(play):
            play.tasks = []  # tasks pushed by the rule that ended the game are moot

    def _check_end(self, play: Play) -> bool:
        """The team loses at once at 8 bands or when a player holds 12 or more Communities
        in Crisis (daybreak.end.heat, daybreak.end.communities)."""
        if play.ended:
            return True
        if play.bands >= self.world.bands_to_lose:
            self._end(play, "end.heat", "daybreak-lose-heat", n.THERMOMETER, bands=play.bands)
        else:
            for seat, count in enumerate(play.communities):
                if count >= 12:
                    self._end(
                        play,
                        "end.communities",
                        "daybreak-lose-communities",
                        n.communities_id(seat),
                        player=self.power_name(seat, play),
                        count=count,
                    )
                    break
        return bool(play.ended)

    def _end(self, play: Play, rule: str, message: str, *highlight: str, **params) -> None:
        play.ended = R + rule
        play.stage = "over"
        play.tasks = []
        play.say(rule, message, *highlight, **params)

    # ----- chance outcomes -----------------------------------------------------------------
    def _take(self, play: Play, deck: str, discard: str, code: int) -> None:
        """A card leaves a pile; an empty deck is its discard pile first
        (daybreak.ruling.empty-deck)."""
        if not getattr(play, deck):
            setattr(play, deck, getattr(play, discard))
            setattr(play, discard, ())
            play.say("ruling.empty-deck", "daybreak-reshuffle")
        setattr(play, deck, _sorted_remove(getattr(play, deck), code))
        play.draws += 1

    @DaybreakMoves.reveal.effect
    def _do_reveal(self, play: Play, crisis: str) -> None:
        task = pop(play.tasks)
        code = self._crisis_by_key[crisis]
        self._take(play, "crisis_deck", "crisis_discard", code)
        play.crises = (*play.crises, code)
        play.crisis_tucks = (*play.crisis_tucks, ())
        name = self.crisis[code].name
        if task[1]:  # a face-down crisis turned over in the Crisis stage
            play.facedown -= 1
            play.say(
                "crisis.resolve",
                "daybreak-uncovered",
                n.crisis_id(self.crisis[code].key),
                crisis=name,
            )
        else:
            play.say(
                "global.crises",
                "daybreak-forecast",
                n.crisis_id(self.crisis[code].key),
                crisis=name,
            )

    @DaybreakMoves.offer.effect
    def _do_offer(self, play: Play, project: str) -> None:
        pop(play.tasks)
        code = self._global_by_key[project]
        self._take(play, "global_deck", "global_discard", code)
        play.offer = (*play.offer, code)
        play.say(
            "global.projects",
            "daybreak-offered",
            n.offer_id(self.globals[code].key),
            project=self.globals[code].name,
        )

    @DaybreakMoves.draw.effect
    def _do_draw(self, play: Play, card: str) -> None:
        task = pop(play.tasks)
        seat, code = task[1], self._local_by_key[card]
        self._take(play, "deck", "discard", code)
        play.hands[seat] = _sorted_add(play.hands[seat], code)
        play.say(
            "local.draw",
            "daybreak-drew",
            n.hand_id(seat, self.local[code].key),
            player=self.power_name(seat, play),
            card=self.local[code].name,
        )

    @DaybreakMoves.roll.effect
    def _do_roll(self, play: Play, face: int) -> None:
        pop(play.tasks)
        play.draws += 1
        index = self._track_by_face[face]
        track = self.world.tracks[index]
        tokens = list(play.tokens)
        full = tokens[index] >= track.length
        if not full:
            tokens[index] += 1
            play.tokens = tuple(tokens)
        tipping = full or tokens[index] in track.tipping
        play.say(
            "crisis.die",
            "daybreak-rolled",
            n.track_id(track.key),
            face=face,
            track=track.name,
            space=tokens[index],
            length=track.length,
            tipping="full" if full else "yes" if tipping else "no",
        )
        if tipping:
            self._hazard(play, track.key)

    @DaybreakMoves.target.effect
    def _do_target(self, play: Play, seat: int) -> None:
        task = pop(play.tasks)
        play.draws += 1
        code, amount = task[1], task[2]
        play.say(
            "ruling.most-tie",
            "daybreak-targeted",
            n.player_id(seat),
            player=self.power_name(seat, play),
            crisis=self.crisis[code].name,
        )
        owed = self._owe_discards(play, seat, code, self.crisis[code].tag, amount)
        push(play.tasks, *owed)

    # ----- Global stage --------------------------------------------------------------------
    def _round(self, play: Play, task: tuple) -> None:
        """The Global stage: crises by the thermometer, then two Global Projects offered
        (daybreak.global.crises, daybreak.global.projects)."""
        pop(play.tasks)
        play.stage = "global"
        count = self.crisis_count(play, play.bands)
        available = len(play.crisis_deck) + len(play.crisis_discard)
        count = min(count, available)
        hidden = self.passive_in_play(play, "no-forecast")
        new = []
        if hidden is None and count:
            new.append(("reveal", 0))
            play.facedown = count - 1
        else:
            play.facedown = count
        play.say(
            "global.crises",
            "daybreak-crisis-count",
            n.THERMOMETER,
            n.CRISIS_DECK,
            round=play.round,
            bands=play.bands,
            count=count,
            forecast="no" if hidden is not None else "yes",
            blocker=self.crisis[hidden].name if hidden is not None else "",
        )
        offered = min(2, len(play.global_deck) + len(play.global_discard))
        new.extend([("gdraw",)] * offered)
        if offered:
            new.append(("keep", 0))
        new.append(("local-start",))
        push(play.tasks, *new)

    @DaybreakMoves.keep_none.effect
    def _do_keep_none(self, play: Play) -> None:
        self._keep(play, -1)

    @DaybreakMoves.keep.effect
    def _do_keep(self, play: Play, project: str) -> None:
        self._keep(play, self._global_by_key[project])

    def _keep(self, play: Play, code: int) -> None:
        """The team keeps the offered project ``code`` (or neither, -1); the rest is
        discarded (daybreak.global.projects)."""
        pop(play.tasks)
        rest = tuple(c for c in play.offer if c != code)
        play.global_discard = _sorted_add(play.global_discard, *rest)
        play.offer = ()
        if code < 0:
            play.say("global.projects", "daybreak-kept-none")
            return
        play.projects = (*play.projects, code)
        play.project_tucks = (*play.project_tucks, ())
        play.say(
            "global.projects",
            "daybreak-kept",
            n.project_id(self.globals[code].key),
            project=self.globals[code].name,
        )
        if len(play.projects) > MAX_GLOBALS:
            push(play.tasks, ("drop", 0))
            play.say("global.limit", "daybreak-too-many", limit=MAX_GLOBALS)

    @DaybreakMoves.drop.effect
    def _do_drop(self, play: Play, project: str) -> None:
        pop(play.tasks)
        code = self._global_by_key[project]
        self._remove_project(play, play.projects.index(code), completed=False)
        play.say("global.limit", "daybreak-dropped", project=self.globals[code].name)

    def _remove_project(self, play: Play, index: int, completed: bool) -> None:
        code = play.projects[index]
        play.discard = _sorted_add(play.discard, *play.project_tucks[index])
        play.projects = play.projects[:index] + play.projects[index + 1 :]
        play.project_tucks = play.project_tucks[:index] + play.project_tucks[index + 1 :]
        if completed:
            play.completed = (*play.completed, code)
        else:
            play.global_discard = _sorted_add(play.global_discard, code)

    # ----- Local stage ---------------------------------------------------------------------
    def hand_draw(self, communities: int) -> int:
        """Cards drawn in the Local stage: five, one fewer from 4 Communities in Crisis and two
        fewer from 8 (daybreak.local.draw)."""
        return HAND_DRAW - (communities >= 4) - (communities >= 8)

    def _local_start(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        play.stage = "local"
        seats = range(play.state.players)
        play.used = [()] * len(play.used)
        play.done = [False] * len(play.done)
        available = len(play.deck) + len(play.discard)
        draws = []
        for seat in seats:
            count = min(self.hand_draw(play.communities[seat]), available)
            available -= count
            draws.extend([("draw", seat)] * count)
            play.say(
                "local.draw",
                "daybreak-draw-count",
                n.communities_id(seat),
                player=self.power_name(seat, play),
                count=count,
                communities=play.communities[seat],
            )
        push(play.tasks, *draws, *for_each("local", seats), ("emissions",))

    @DaybreakMoves.done.effect
    def _do_done(self, play: Play) -> None:
        me = pop(play.tasks)[1]
        play.done[me] = True
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
        play.hands[me] = _sorted_remove(play.hands[me], code)
        stacks = list(play.stacks[me])
        if number == 0:
            stacks.append(((code,), ()))
            number = len(stacks)
            play.stacks[me] = tuple(stacks)
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
        covered = self.local[cards[-1]].name
        stacks[number - 1] = ((*cards, code), tucked)
        play.stacks[me] = tuple(stacks)
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
        play.used[me] = tuple(sorted(used.items()))
        done = self._effect(play, me, card.effect, amount, card.sector)
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
            play.dirty[seat] -= done
            if effect == "swap":
                play.clean[seat] += done
            return done
        if effect == "clean":
            play.clean[seat] += amount
            return amount
        if effect == "cut":
            index = SECTORS.index(sector)
            row = list(play.emissions[seat])
            done = min(amount, row[index])
            row[index] -= done
            play.emissions[seat] = tuple(row)
            return done
        if effect == "demand":
            done = min(amount, play.demand[seat])
            play.demand[seat] -= done
            return done
        if effect == "relief":
            done = min(amount, play.communities[seat])
            play.communities[seat] -= done
            return done
        play.resilience[seat] += amount  # resilience
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
        play.hands[me] = _sorted_remove(play.hands[me], code)
        who = self.power_name(me, play)
        if where == "stack":
            stacks = list(play.stacks[me])
            cards, tucked = stacks[target - 1]
            stacks[target - 1] = (cards, (*tucked, code))
            play.stacks[me] = tuple(stacks)
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

    # ----- Emissions stage -----------------------------------------------------------------
    def _emissions(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        play.stage = "emissions"
        players = play.state.players
        for seat in range(players):
            short = play.demand[seat] - play.clean[seat] - play.dirty[seat]
            if short > 0:
                play.communities[seat] += short
                play.say(
                    "emissions.demand",
                    "daybreak-shortfall",
                    n.energy_id(seat),
                    n.communities_id(seat),
                    player=self.power_name(seat, play),
                    demand=play.demand[seat],
                    energy=play.clean[seat] + play.dirty[seat],
                    short=short,
                )
        if self._check_end(play):
            return  # the game ends the moment a player reaches 12 Communities in Crisis
        cubes = [self.cubes_of(play, seat) for seat in range(players)]
        for seat, count in enumerate(cubes):
            play.say(
                "emissions.emit",
                "daybreak-emitted",
                n.RECENT,
                n.energy_id(seat),
                player=self.power_name(seat, play),
                dirty=play.dirty[seat],
                emissions=sum(play.emissions[seat]),
                cubes=count,
            )
        play.recent += sum(cubes)
        play.emitted += sum(cubes)
        capacity = play.trees + play.oceans + play.dac
        taken = min(capacity, play.recent)
        play.recent -= taken
        play.sequestered += taken
        play.say(
            "emissions.sequester",
            "daybreak-sequestered",
            n.TREES,
            n.OCEANS,
            n.DAC,
            n.RECENT,
            trees=play.trees,
            oceans=play.oceans,
            dac=play.dac,
            cubes=taken,
            left=play.recent,
        )
        pulled = to_thermometer = 0
        bands_before = play.bands
        if play.recent == 0 and capacity > taken:
            pulled = self._drawdown(play, capacity - taken)
        elif play.recent:
            to_thermometer = play.recent
            play.recent = 0
            self._to_thermometer(play, to_thermometer, during_crisis=False)
        play.tally = (*cubes, taken, pulled, to_thermometer, play.bands - bands_before)
        push(play.tasks, ("crisis",))

    def _drawdown(self, play: Play, capacity: int) -> int:
        """Recent Emissions are empty with capacity left: Drawdown. The rest of the capacity
        takes cubes off the thermometer, breaking bands (daybreak.emissions.drawdown)."""
        play.drawdown = True
        pulled = 0
        while capacity and (play.therm or play.bands):
            if not play.therm:
                play.bands -= 1
                play.therm = play.row_size
                play.say(
                    "emissions.drawdown", "daybreak-band-broken", n.THERMOMETER, bands=play.bands
                )
            step = min(capacity, play.therm)
            play.therm -= step
            capacity -= step
            pulled += step
        play.sequestered += pulled
        play.say(
            "emissions.drawdown",
            "daybreak-drawdown",
            n.THERMOMETER,
            n.ROUND,
            pulled=pulled,
            bands=play.bands,
        )
        return pulled

    def _to_thermometer(self, play: Play, cubes: int, during_crisis: bool) -> int:
        """Cubes fill the thermometer five to a space, left to right, bottom to top; a full
        row becomes a Temperature Band (daybreak.emissions.thermometer)."""
        play.therm += cubes
        play.say("emissions.thermometer", "daybreak-thermometer", n.THERMOMETER, cubes=cubes)
        made = 0
        while play.therm >= play.row_size and play.bands < self.world.bands_to_lose:
            play.therm -= play.row_size
            play.bands += 1
            made += 1
            play.say("emissions.thermometer", "daybreak-band", n.THERMOMETER, bands=play.bands)
            if self.crisis_count(play, play.bands) > self.crisis_count(play, play.bands - 1):
                available = len(play.crisis_deck) + len(play.crisis_discard) - play.facedown
                if available > 0:
                    play.facedown += 1
                    play.say(
                        "emissions.thermometer",
                        "daybreak-extra-crisis",
                        n.CRISIS_DECK,
                        bands=play.bands,
                    )
            if during_crisis:
                push(play.tasks, ("roll",))
                play.say("crisis.hazards", "daybreak-roll-again", n.THERMOMETER)
            self._check_end(play)
        return made

    # ----- Crisis stage --------------------------------------------------------------------
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
                play.communities[s] += 1
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
            play.communities[seat] += amount
            play.say(
                "crisis.resolve",
                "daybreak-took-communities",
                n.communities_id(seat),
                player=self.power_name(seat, play),
                count=amount,
            )
        elif effect == "demand":
            play.demand[seat] += amount
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
            values[seat] -= lost
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
            play.communities[seat] += count
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
            play.hands[seat] = _sorted_remove(play.hands[seat], card)
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
        play.stacks[seat] = tuple(stacks)
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

    # ----- Growth stage --------------------------------------------------------------------
    def _growth(self, play: Play, task: tuple) -> None:
        pop(play.tasks)
        play.stage = "growth"
        if play.drawdown:
            self._end(play, "growth.win", "daybreak-win", n.ROUND, round=play.round)
            return
        if play.round >= ROUNDS:
            self._end(play, "end.time", "daybreak-lose-time", n.ROUND, rounds=ROUNDS)
            return
        play.round += 1
        for seat, key in enumerate(play.state.powers):
            growth = self.demand_growth(play.state, key)
            play.demand[seat] += growth
            play.say(
                "growth.advance",
                "daybreak-growth",
                n.energy_id(seat),
                player=self.power_name(seat, play),
                growth=growth,
                demand=play.demand[seat],
            )
        play.say("growth.advance", "daybreak-next-round", n.ROUND, round=play.round)
        push(play.tasks, ("round",))

    def demand_growth(self, state, power: str) -> int:
        """How much a power's Energy Demand grows in the Growth stage: by its society, solo
        included (the seed); solo by a fixed amount in the ruling's other reading
        (daybreak.growth.advance, daybreak.ruling.solo-growth)."""
        if state.players == 1 and state.ruling("solo-growth") == "two":
            return self.world.solo_growth
        return self.world.powers[power].growth

    # ----- the end -------------------------------------------------------------------------
    def result(self, state) -> Result | None:
        if not state.ended:
            return None
        won = state.ended == R + "growth.win"
        reason = render(self.reason(state))
        return Result(
            scores=(state.round,) * state.players,
            winners=tuple(range(state.players)) if won else (),
            reason=reason,
            rule=state.ended,
            team=True,
        )

    def reason(self, state) -> Msg:
        """Why the game ended, naming the powers whose Communities in Crisis ended it."""
        ending = state.ended.split(".")[-1]
        hit = tuple(self.power_name(s, state) for s, c in enumerate(state.communities) if c >= 12)
        return Msg("daybreak-reason-" + ending, round=state.round, players=hit or "")

    def action_limit(self, players: int) -> int:
        # Per round and player: at most about 40 cards in hand, each played or tucked once,
        # a few uses of each of at most 45 cards, a draw and a done; plus the dice and crises.
        return 3_000 * players + 2_000

    # ----- views ---------------------------------------------------------------------------
    def view(self, state, player: int):
        """What ``player`` sees: the whole table (hands are public, decks are piles whose
        order nobody knows, face-down crises are a count), but no seed, which would foretell
        every card drawn and every die rolled to come."""
        if isinstance(player, bool) or not isinstance(player, int):
            raise ValueError(f"a view is of a player's seat number, got {player!r}")
        if not 0 <= player < state.players:
            raise ValueError(f"there is no player {player + 1} in this game")
        if state.viewer not in (EVERYONE, player):
            raise ValueError(
                f"this is already {self.seat_name(state.viewer, state)}'s view: it cannot "
                f"become another player's"
            )
        return replace(state, seed=None, viewer=player)

    def view_step(self, step: Step, player: int) -> Step:
        """A Step as ``player`` reads it: every sentence is public (cards are shown as they
        are drawn, dice are open); its position goes through ``view``, without the seed."""
        return Step(step.rule, step.message, step.highlight, self.view(step.state, player))

    # ----- JSON, checks, teaching ----------------------------------------------------------
    def to_json(self, state) -> dict[str, Any]:
        return codec.encode(self, state)

    def from_json(self, data) -> DaybreakState:
        return codec.decode(self, data)

    def check_position(self, state) -> None:
        codec.check(self, state)

    def describe(self, state) -> str:
        from .describe import describe

        return describe(self, state)

    @property
    def scenarios(self) -> tuple[Scenario, ...]:
        if self._scenarios is None:
            path = HERE / "scenarios.toml"
            self._scenarios = load_scenarios(path, self) if path.exists() else ()
        return self._scenarios

    @property
    def tutorials(self) -> tuple[Tutorial, ...]:
        if self._tutorials is None:
            path = HERE / "tutorial.toml"
            self._tutorials = (load_tutorial(path, self),) if path.exists() else ()
        return self._tutorials

    def action_for(self, state, picks: tuple[str, ...]) -> Action | None:
        from .teaching import action_for

        return action_for(self, state, picks)

    def summarize_outcome(self, before, transition: Transition) -> str:
        from .teaching import summarize

        return summarize(self, before, transition)

    def candidate_actions(self, state) -> list[Action]:
        from .teaching import candidates

        return candidates(self, state)
