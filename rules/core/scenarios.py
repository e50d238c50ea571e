"""Teaching positions loaded from data: a position, a task for the learner, the rule it shows."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .datafile import Fields, load_toml
from .errors import DataError, StateError

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class Scenario:
    """A position to start from, with a task; ``goal`` lists the action keys that solve it."""

    id: str
    title: str
    task: str
    rule: str
    state: Any
    goal: tuple[str, ...]
    hint: str = ""
    example: bool = False

    def solved_by(self, key: str) -> bool:
        return key in self.goal


def load_scenarios(path: Path, game: Game) -> tuple[Scenario, ...]:
    """Read and check a scenarios file: each position must load and each goal be legal in it
    (right after its lead-in, if the game asks for one)."""
    source = path.name
    top = Fields(load_toml(path), source, "")
    scenarios = []
    seen: set[str] = set()
    for item in top.items("scenario"):
        sid = item.text("id")
        if sid in seen:
            raise item.fail("id", f"duplicate scenario id {sid!r}")
        seen.add(sid)
        rule = item.text("rule")
        if rule not in game.rulebook:
            raise item.fail("rule", f"{rule!r} is not a section of the rulebook")
        raw = item.text("position")
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise item.fail("position", f"not valid JSON: {exc}") from None
        try:
            state = game.from_json(data)
        except StateError as exc:
            raise DataError(source, f"{item.where}.position.{exc.field}", exc.problem) from None
        goal = tuple(item.get("goal", list))
        for key in goal:
            # A goal may be a card whose action is named first (``Game.with_lead_in``): the
            # card is what the learner must find, and one click on it does both.
            try:
                reachable = bool(game.with_lead_in(state, key))
            except ValueError:
                reachable = False
            if not reachable:
                raise item.fail("goal", f"{key!r} is not a legal action in the position")
        scenarios.append(
            Scenario(
                id=sid,
                title=item.text("title"),
                task=item.text("task").strip(),
                rule=rule,
                state=state,
                goal=goal,
                hint=item.text("hint", "").strip(),
                example=item.flag("example"),
            )
        )
    return tuple(scenarios)
