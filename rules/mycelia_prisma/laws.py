"""The laws every position the rules of Mycelia: Prisma reach obeys, checked on every load
(codec.py) and by ``check_position``: each card in exactly one place and of a kind that may
lie there, drops and action cards conserved, the whole task list one the turn flow builds,
the favors bar, Gwidyon, and a result that is the one the position gives.

``position_problem`` returns the first law broken as (field, sentence), or None.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from rules.core.jsonstate import Problem

from .data import COLORS
from .state import CHANCES, DECISIONS, EMPTY, EVERYONE, FLOW, MyceliaState

if TYPE_CHECKING:
    from .engine import MyceliaPrisma

SEAT_ZONES = ("hands", "tops", "decks", "discards", "gifts")
PRISMA_TASKS = frozenset({"recycle", "globi", "grant", "drop-action", "lux"})


def position_problem(game: MyceliaPrisma, s: MyceliaState) -> Problem:
    if s.viewer != EVERYONE:
        return ("viewer", "a player's view masks cards: it is not a position to play on")
    for law in (
        _cards_problem, _places_problem, _start_cards_problem, _drops_problem,
        _shrine_fields_problem, _bar_problem, _actions_problem, _gwidyon_problem,
        _end_problem,
    ):  # fmt: skip
        problem = law(game, s)
        if problem:
            return problem
    return None if s.ended else _tasks_problem(game, s)


# ----- cards ----------------------------------------------------------------------------------
def all_cards(s: MyceliaState) -> list[int]:
    cards = [c for zone in SEAT_ZONES for z in getattr(s, zone) for c in z]
    cards += [*s.played, *s.trashed, *s.market, *(c for c in s.showcase if c != EMPTY)]
    return cards + [c for p in s.piles for c in p]


def expected_cards(game: MyceliaPrisma, s: MyceliaState) -> list[int]:
    cards = game.start_deck(s.prisma) * s.players + game.market_cards(s.prisma)
    if s.prisma:
        cards += [c for color in COLORS for c in game.gift_pile(color)]
    return cards


def _cards_problem(game: MyceliaPrisma, s: MyceliaState) -> Problem:
    have, want = Counter(all_cards(s)), Counter(expected_cards(game, s))
    if have != want:
        extra, missing = have - want, want - have
        names = [game.cards[c].name for c in (*extra, *missing)]
        return ("hands", f"the cards in play are not the cards of this game ({', '.join(names)})")
    if not s.prisma and (any(s.gifts) or any(s.piles) or any(s.mushrooms)):
        return ("gifts", "a base-only game has no gifts nor favors")
    return None


def _places_problem(game: MyceliaPrisma, s: MyceliaState) -> Problem:
    """What may lie where: gifts never in a hand nor among the played cards, only gifts in a
    gift area, market cards only in the market deck and the showcase, each pile its colour."""
    kind = lambda code: game.cards[code].kind  # noqa: E731
    for seat in range(s.players):
        if any(game.cards[c].gift for c in s.hands[seat]):
            return (f"hands[{seat}]", "a gift card never goes to a hand: drawn, it is laid out")
        if any(not game.cards[c].gift for c in s.gifts[seat]):
            return (f"gifts[{seat}]", "only gift cards lie in a gift area")
    if any(game.cards[c].gift for c in s.played):
        return ("played", "gift cards are not played from the hand")
    if any(kind(c) != "market" for c in s.market):
        return ("market", "the market deck holds market cards only")
    if any(c != EMPTY and kind(c) != "market" for c in s.showcase):
        return ("showcase", "the showcase shows market cards")
    for index, (color, pile) in enumerate(zip(COLORS, s.piles, strict=True)):
        if any(game.cards[c].color != color for c in pile):
            return (f"piles[{index}]", f"the {color} pile holds {color} gifts only")
    return None


def _start_cards_problem(game: MyceliaPrisma, s: MyceliaState) -> Problem:
    """Start cards stay with their owner until removed from the game: no seat holds more of
    one than its start deck had, and the missing ones are the removed ones."""
    start = Counter(game.start_deck(s.prisma))
    owned = [Counter(_seat_cards(s, seat)) for seat in range(s.players)]
    trashed = Counter(s.trashed)
    for code, copies in start.items():
        for seat, counts in enumerate(owned):
            if counts[code] > copies:
                zone = next(z for z in (*SEAT_ZONES, "played") if code in _zone(s, z, seat))
                where = zone if zone == "played" else f"{zone}[{seat}]"
                return (where, f"more {game.cards[code].name} cards than a start deck")
        if sum(copies - counts[code] for counts in owned) != trashed[code]:
            return ("trashed", f"a {game.cards[code].name} start card is in another's deck")
    return None


def _seat_cards(s: MyceliaState, seat: int) -> list[int]:
    return [c for zone in (*SEAT_ZONES, "played") for c in _zone(s, zone, seat)]


def _zone(s: MyceliaState, zone: str, seat: int) -> tuple[int, ...]:
    if zone == "played":  # the cards played this turn are the current player's
        return s.played if seat == s.current else ()
    return getattr(s, zone)[seat]


# ----- drops ----------------------------------------------------------------------------------
def _drops_problem(game: MyceliaPrisma, s: MyceliaState) -> Problem:
    """Dewdrops are conserved between the boards, the shrine and the supply; prism drops
    between the boards, the shrine and out of play (a turning shrine puts them out)."""
    if s.shrine_prism > s.shrine:
        return ("shrine_prism", "more prism drops on the Shrine of Life than drops")
    dew = sum(map(sum, s.dew)) + s.shrine - s.shrine_prism + s.dew_supply
    if dew != game.board.dewdrops:
        total = game.board.dewdrops
        return ("dew_supply", f"the dewdrops in play and in the supply make {dew}, not {total}")
    per_board = sum(game.board.setups["prisma" if s.prisma else "base"][1])
    prism = sum(map(sum, s.prism)) + s.shrine_prism + s.prism_out
    if prism != per_board * s.players:
        return ("prism_out", f"the prism drops make {prism}, not {per_board * s.players}")
    for seat in range(s.players):
        if sum(s.prism[seat]) > per_board:
            return (f"prism[{seat}]", "a board never gets prism drops back")
    return None


def _shrine_fields_problem(game: MyceliaPrisma, s: MyceliaState) -> Problem:
    """No drop stays on a shrine field (moved there, it leaves the board); Globi's shrine
    fields are distinct landscape fields, at most one per Globi bought."""
    for seat in range(s.players):
        fields = (game.board.shrine_field, *s.shrines[seat])
        if len(set(fields)) != len(fields):
            return (f"shrines[{seat}]", "a field becomes a shrine field once")
        for key, grid in (("dew", s.dew), ("prism", s.prism)):
            if any(grid[seat][f] for f in fields):
                return (f"{key}[{seat}]", "no drop stays on a shrine field")
    globi = game.by_key["globi"]
    in_piles = sum(p.count(globi) for p in s.piles)
    bought = expected_cards(game, s).count(globi) - in_piles
    if sum(map(len, s.shrines)) > bought:
        return ("shrines", "each shrine field of Globi's needs a Globi bought")
    return None


# ----- favors bar, action cards, Gwidyon ------------------------------------------------------
def _bar_problem(game: MyceliaPrisma, s: MyceliaState) -> Problem:
    last = game.last_space()
    seen = [m for m in s.mushrooms if m not in (0, last)]
    if s.gw_pos not in (-1, 0, last):
        seen.append(s.gw_pos)
    if len(seen) != len(set(seen)) or set(seen) & set(s.blocked):
        return ("mushrooms", "two mushrooms share a space other than start and the last")
    if tuple(sorted(s.blocked)) != _blocked(game, s):
        return ("blocked", "the unused mushrooms stand where setup put them")
    return None


def _blocked(game: MyceliaPrisma, s: MyceliaState) -> tuple[int, ...]:
    if not s.prisma:
        return ()
    if s.players == 2 and s.ruling("two-player-block") == "two-only":
        return (2,)
    return tuple(sorted(game.board.blocked[s.players]))


def _actions_problem(game: MyceliaPrisma, s: MyceliaState) -> Problem:
    dropping = bool(s.tasks) and s.tasks[0][0] == "drop-action"
    for seat, letters in enumerate(s.actions):
        if len(letters) > 4 + (dropping and seat == s.current):
            return (f"actions[{seat}]", "at most four action cards")
    for index, letter in enumerate("fg"):
        held = sum(a.count(letter) for a in s.actions) + s.pool[index]
        if held != (2 if s.prisma else 0):
            return ("pool", f"action cards {letter} are not conserved")
    return None


def _gwidyon_problem(game: MyceliaPrisma, s: MyceliaState) -> Problem:
    if (s.solo and s.prisma) != (s.gw_pos >= 0) or (not s.solo and (s.gw_deck or s.gw_done)):
        return ("gw_pos", "only a solo game of Prisma has Gwidyon's mushroom")
    if not s.solo:
        return ("gw_pile", "only a solo game has Gwidyon's pile") if s.gw_pile else None
    if Counter(s.gw_deck + s.gw_done) != Counter(game.board.gwidyon_deck):
        return ("gw_deck", "Gwidyon's solo cards are not his deck")
    if len(s.gw_deck) < 2 and not s.ended:
        return ("gw_deck", "with one face-down card left Gwidyon reshuffles at once")
    return None


# ----- the end and the turn -------------------------------------------------------------------
def _end_problem(game: MyceliaPrisma, s: MyceliaState) -> Problem:
    """Cleared boards start the last round; an ended game names the result the position
    gives (the one rule of the engine's final_result and solo end)."""
    if s.last_round != bool(s.cleared):
        return ("cleared", "the last round begins when the first board is cleared")
    if any(seat >= s.players for seat in s.cleared) or list(s.cleared) != sorted(set(s.cleared)):
        return ("cleared", "the seats that cleared their board, each once, in order")
    empty = [seat for seat in range(s.players) if game.drops_left(s, seat) == 0]
    if not s.ended:
        if s.winners:
            return ("winners", "a running game has no winners")
        if not set(empty) <= set(s.cleared):
            return ("cleared", "an empty board has been cleared")
        return None
    if s.tasks:
        return ("tasks", "an ended game has nothing left to do")
    if s.solo:
        won = s.last_round
        if s.ended != "mycelia-prisma.solo.gwidyon" or s.winners != ((0,) if won else ()):
            return ("winners", "solo: you win with a cleared board, else Gwidyon")
        if not won and s.gw_pile:
            return ("gw_pile", "Gwidyon wins by emptying his pile")
        return None
    if not s.last_round or s.current != s.players - 1:
        return ("ended", "a game of several players ends when its last round is over")
    winners, rule = game.final_result(s)
    if s.winners != winners or s.ended != "mycelia-prisma." + rule:
        return ("winners", "the winners are not those the position gives")
    return None


def _tasks_problem(game: MyceliaPrisma, s: MyceliaState) -> Problem:
    """The whole task list is one the turn flow builds: the turn's decision (or, after it,
    the end of the turn) last; drawing, the showcase refill, the die and Gwidyon where the
    end of a turn puts them; decisions only during a turn, each able to come from a card."""
    tasks = s.tasks
    if not tasks:
        return ("tasks", "a running game has something to do")
    if tasks[0][0] in FLOW.automatic:
        return ("tasks", "bookkeeping never waits at the front")
    names = [t[0] for t in tasks]
    if names.count("turn") + names.count("end") != 1 or names[-1] not in ("turn", "end"):
        return ("tasks", "the list ends with the turn's decision or, once it is over, its end")
    in_turn = names[-1] == "turn"
    setup = s.turn == 1 and s.current == 0 and s.plays == 0 and in_turn
    if in_turn and s.plays != len(s.played):
        return ("plays", "each hand card played this turn is counted once")
    if not in_turn and s.played:
        return ("played", "at the end of a turn the played cards are on the discard pile")
    if not in_turn and s.shrine >= game.capacity(s.players):
        return ("shrine", "a full Shrine of Life turns when the turn ends")
    for i, task in enumerate(tasks):
        problem = _task_problem(game, s, i, task, in_turn, setup)
        if problem:
            return (f"tasks[{i}]", problem)
    return None


def _task_problem(game, s, i: int, task: tuple, in_turn: bool, setup: bool) -> str | None:
    name = task[0]
    after = s.tasks[i + 1] if i + 1 < len(s.tasks) else ("",)
    if name in PRISMA_TASKS and not s.prisma:
        return "a task of Prisma in a game of Mycelia alone"
    if ((name in DECISIONS and name != "turn") or name == "bonus") and not in_turn:
        return "decisions come during a turn, not after it"
    if name == "bonus" and (task[1] == s.current or task[2] < 1):
        return "a bonus is for another player, for at least one drop"
    if name in ("move", "remove") and (task[4] < 1 or task[1:4] not in _drop_effects(game, name)):
        return "no card nor action card asks for this"
    if name in ("trash", "recycle") and task[1] < 1:
        return "a card's effect acts at least once"
    if name == "trash" and task[2] == "discard" and not s.prisma:
        return "only a gift limits a removal to the discard pile"
    if name == "lux" and (task[1] not in s.played or not game.gift_active(s, "lux")):
        return "Lux doubles a card played this turn, with Lux in the gift area"
    if name == "drop-action" and len(s.actions[s.current]) != 5:
        return "a fifth action card is given back"
    if name == "grant" and (s.ruling("f-g-cards") != "choice" or not any(s.pool)):
        return "the buyer chooses f or g only under that reading, with one left"
    if name == "draw" and (after[0] != "fill" or after[1] != task[1] or not s.decks[task[1]]):
        return "a card drawn is part of filling that player's hand from a shuffled pile"
    if name == "market" and (after != ("refill",) or EMPTY not in s.showcase or not s.market):
        return "a showcase refill fills an empty place from the market deck"
    if name == "die" and (in_turn or i != 0 or s.shrine):
        return "the supply die is rolled first at the end of a turn, once the shrine has turned"
    if name == "gwidyon" and (not s.solo or in_turn or i != len(s.tasks) - 2):
        return "Gwidyon plays in a solo game, after the player's turn"
    if name == "fill" and (task[2] < 1 or (task[1] != s.current and not setup)):
        return "cards are drawn for the player whose turn it is (at setup, for everybody)"
    if name in CHANCES and name != "gwidyon" and i:
        return "chance acts at once: a draw, a refill or the die is never left waiting"
    return None


def _drop_effects(game: MyceliaPrisma, kind: str) -> set[tuple]:
    """(landscape, beetle, free) of every card's Remove or Move, of action card b (a free
    Move) and of Reticulus (a Remove on moss)."""
    found = set()
    for card in game.cards:
        if (card.remove and kind == "remove") or (card.move and kind == "move"):
            found.add((card.landscape, card.beetle, 0))
    found.add(("", 0, 1) if kind == "move" else ("moss", 0, 0))
    return found
