"""What the explorer needs beyond the rules: clicks to actions, tempting illegal moves,
outcome summaries. Pure Python, no UI; ``Teaching`` is a part of the game class (the
engine's ``Vrienden`` inherits these hooks)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rules.core import Action, Transition
from rules.core.messages import Msg, render
from rules.core.tutorials import Tutorial, transcript
from rules.core.tutorials import load_tutorial as core_load_tutorial

from . import names as nm
from .describe import objective_name
from .names import BLACK, BUBBLES, CHAKRAS, COLOURS, EARTH, EMPTY, WHITE, M, row_id
from .state import VriendenState

if TYPE_CHECKING:
    from .engine import Vrienden


def _row_of(element: str, seat: int) -> int | None:
    """The board row a clicked element of ``seat``'s board stands for."""
    parts = element.split(":")
    if len(parts) < 2 or parts[1] != str(seat):
        return None
    if parts[0] == "bubble":
        return BUBBLES
    if parts[0] == "earth":
        return EARTH
    if parts[0] in ("chakra", "slot", "notch") and len(parts) >= 3 and parts[2] in CHAKRAS:
        return CHAKRAS.index(parts[2]) + 1
    return None


def _energy_at(state: VriendenState, element: str) -> tuple[int, int] | None:
    """(row, colour) of the energy shown by a clicked bubble or chakra slot."""
    parts = element.split(":")
    try:
        seat = int(parts[1])
    except (IndexError, ValueError):
        return None
    if not 0 <= seat < state.players:
        return None
    rows = state.boards[seat]
    if parts[0] == "bubble" and len(parts) == 3 and parts[2].isdigit():
        row, k = BUBBLES, int(parts[2])
    elif parts[0] == "slot" and len(parts) == 4 and parts[2] in CHAKRAS and parts[3].isdigit():
        row, k = CHAKRAS.index(parts[2]) + 1, int(parts[3])
    else:
        return None
    if not 1 <= k <= len(rows[row]):
        return None
    return row, rows[row][k - 1]


def _landing(state: VriendenState, seat: int, row: int) -> str:
    """The element where an energy arriving on ``row`` of ``seat``'s board lands: the row's
    first free place (a bubble or a chakra's place), the earth itself."""
    if row == EARTH:
        return nm.earth_id(seat)
    free = min(len(state.boards[seat][row]) + 1, 3)
    if row == BUBBLES:
        return nm.bubble_id(seat, free)
    return nm.slot_id(seat, row - 1, free)


class Teaching:
    """The explorer's hooks of Vrienden (a part of the game class)."""

    #: Seeded games the example search plays besides its plan (rules/core/example_search.py):
    #: (players, seed, modules). Bots seldom send three black into one earth before the game
    #: ends: of the Module D games of seeds 40 to 133 with that objective on the table (of 2, 3
    #: or 4 players, heuristic and random bots) four got there, the first this one, after 254
    #: actions; it gives vrienden.objectives.three-alleviated its example.
    example_games = ((4, 51, ("objectives",)),)

    def targets(self, state: VriendenState, picks: tuple[str, ...]) -> tuple[str, ...]:
        """Where the picked energies may legally go, as the places they would land on: for
        energies picked on one maya flow, the player's bubbles and each chakra they may be
        placed on; during a channel action, for an energy picked on the player's board, each
        row a move still owed takes it to. None while the picks need no second click."""
        if not picks or state.to_move is None or state.to_move < 0:
            return ()
        seat, legal = state.current, {a.key for a in self.legal_actions(state)}
        if state.phase == "play" and self.keeps_picks(state, picks):
            rows = range(EARTH)  # the bubbles and the seven chakras
        elif state.phase == "channel" and _energy_at(state, picks[-1]) is not None:
            rows = range(EARTH + 1)
        else:
            return ()
        found = []
        for row in rows:
            action = self.action_for(state, (*picks, nm.row_element(seat, row)))
            if action is not None and action.key in legal:
                found.append(_landing(state, seat, row))
        return tuple(found)

    def action_for(self, state: VriendenState, picks: tuple[str, ...]) -> Action | None:
        """Clicks to an action.

        - flow spaces (``flow:<f>:<i>``) then a destination (a bubble, a chakra or its slot or
          notch of the player to move): take those energies;
        - ``inspiration:<seat>:<i>``: channel i; ``meditation:<seat>:<colour>`` or
          ``karma:<colour>``: meditate;
        - during a channel action, an energy (``bubble:…`` or ``slot:…``) then a row: move it;
        - while choosing from the bag, ``bag:<colour>``: pick it.
        """
        if not picks or state.to_move is None or state.to_move < 0:
            return None
        seat = state.current
        last = picks[-1]
        if state.phase == "pick":
            if last.startswith("bag:") and last[4:] in COLOURS:
                return self.parse_action(f"pick {last[4:]}")
            return None
        if state.phase == "channel":
            if len(picks) < 2:
                return None
            energy = _energy_at(state, picks[-2])
            dest = _row_of(last, seat)
            if energy is None or dest is None:
                return None
            row, colour = energy
            return self.parse_action(f"move {COLOURS[colour]} {row_id(row)} {row_id(dest)}")
        parts = last.split(":")
        if (
            parts[0] == "inspiration"
            and len(parts) == 3
            and parts[2] in {str(i) for i in range(1, 9)}
        ):
            return self.parse_action(f"channel {parts[2]}")
        if parts[0] in ("meditation", "karma") and parts[-1] in CHAKRAS:
            return self.parse_action(f"meditate {parts[-1]}")
        flows = [p for p in picks[:-1] if p.startswith("flow:")]
        dest = _row_of(last, seat)
        if not flows or dest is None or dest == EARTH:
            return None
        flow_ids = {p.split(":")[1] for p in flows}
        if len(flow_ids) != 1:
            return None
        colours = []
        for p in flows:
            bits = p.split(":")
            if len(bits) != 3 or not bits[1].isdigit() or not bits[2].isdigit():
                return None
            f, i = int(bits[1]) - 1, int(bits[2]) - 1
            if not (0 <= f < len(state.flows) and 0 <= i < len(state.flows[f])):
                return None
            colour = state.flows[f][i]
            if colour == EMPTY:
                return None
            colours.append(colour)
        names = ",".join(COLOURS[c] for c in sorted(colours))
        return self.parse_action(f"take flow:{flow_ids.pop()} {names} to {row_id(dest)}")

    def keeps_picks(self, state: VriendenState, picks: tuple[str, ...]) -> bool:
        """True for one to three distinct energies of one flow, picked during a plain turn."""
        if state.phase != "play" or not 1 <= len(picks) <= 3 or len(set(picks)) != len(picks):
            return False
        flows = {p.split(":")[1] for p in picks if p.startswith("flow:") and p.count(":") == 2}
        return len(flows) == 1 and all(p.startswith("flow:") for p in picks)

    def candidate_actions(self, state: VriendenState) -> list[Action]:
        """Legal actions first, then tempting ones the rules forbid (so learners can ask why)."""
        legal = self.legal_actions(state)
        if state.to_move is None or state.to_move < 0:
            return legal
        seen = {a.key for a in legal}
        extra: list[str] = []
        seat = state.current
        if state.phase == "play":
            extra += [f"channel {i}" for i in range(1, 9)]
            for f, flow in enumerate(state.flows):
                shown = sorted({x for x in flow if x != EMPTY})
                for c in shown:
                    extra.append(f"take flow:{f + 1} {COLOURS[c]} to bubbles")
                    if c < 7:
                        extra.append(f"take flow:{f + 1} {COLOURS[c]} to chakra:{CHAKRAS[c]}")
                if BLACK in shown and WHITE in shown:  # both must be taken: why not together?
                    extra.append(f"take flow:{f + 1} black,white to bubbles")
        elif state.phase == "channel":
            rows = state.boards[seat]
            for r in range(EARTH):
                for c in sorted(set(rows[r])):
                    for d in (-2, -1, 1, 2, 3):
                        if 0 <= r + d <= EARTH:
                            extra.append(f"move {COLOURS[c]} {row_id(r)} {row_id(r + d)}")
        result = list(legal)
        for key in extra:
            if key not in seen:
                seen.add(key)
                result.append(self.parse_action(key))
        return result

    def summarize_outcome(self, before: VriendenState, transition: Transition) -> str:
        """The consequences of an action, without naming the action itself."""
        return render(self.outcome_summary(before, transition.state))

    def outcome_summary(self, before: VriendenState, after: VriendenState) -> Msg:
        """``summarize_outcome`` as a message."""
        parts: list[tuple[str, dict]] = []
        for seat in range(after.players):
            who = nm.seat(seat)
            new = set(after.harmonized(seat)) - set(before.harmonized(seat))
            for c in sorted(new):
                parts.append(("harmonizes", {"seat": who, "colour": nm.colour(c)}))
            gained = after.alleviated[seat] - before.alleviated[seat]
            if gained:
                parts.append(("alleviates", {"seat": who, "count": gained}))
            if after.halves[seat] > before.halves[seat]:
                parts.append(("half", {"seat": who}))
        for oid, old, new in zip(after.objectives, before.bonuses, after.bonuses, strict=True):
            if len(new) > len(old):
                name = objective_name(self, oid)  # in words: the quiz shows no ids
                parts.append(("objective", {"seat": nm.seat(new[-1]), "objective": name}))
        if after.triggered and not before.triggered:
            parts.append(("last-round", {}))
        if after.phase == "over":
            parts.append(("game-ends", {}))
        if not parts:
            return Msg(M + "summary-nothing")
        # The first part starts the sentence (its own message where it starts in lower case).
        (first, params), *rest = parts
        messages = (
            Msg(f"{M}summary-start-{first}", **params),
            *(Msg(f"{M}summary-{name}", **params) for name, params in rest),
        )
        return Msg(M + "summary", parts=nm.chained("semicolon", messages))


TUTORIAL_FILE = Path(__file__).with_name("tutorial.toml")


def load_tutorial(path: Path = TUTORIAL_FILE) -> Tutorial:
    """The tutorial: title, setup (players, seed, variants) and moves (key, comment)."""
    return core_load_tutorial(path)


def tutorial_transcript(game: Vrienden, path: Path = TUTORIAL_FILE) -> list[str]:
    """Play the tutorial through the engine: every key, its comment and its Steps."""
    return transcript(game, load_tutorial(path))
