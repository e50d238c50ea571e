"""Teaching positions loaded from data: a position, a task for the learner, the rule it shows."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .datafile import Fields, load_toml, translated, translations
from .errors import DataError, StateError
from .unique_ids import unique_text

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
    #: (language, field, text) for title, task and hint in other languages ([scenario.pt]).
    translations: tuple[tuple[str, str, str], ...] = ()
    #: The seat (counted from 0) whose view the scenario opens in, or None for the teacher's
    #: view: a task about what a player should do with hidden cards opens in that player's
    #: view, so the answer is not face up on screen. The file counts seats from 1.
    viewer: int | None = None

    def solved_by(self, key: str) -> bool:
        return key in self.goal

    def text(self, field: str, language: str) -> str:
        """``title``, ``task`` or ``hint`` in ``language`` (the default text if untranslated)."""
        return translated(self.translations, field, language, getattr(self, field))


def load_scenarios(path: Path, game: Game) -> tuple[Scenario, ...]:
    """Read and check a scenarios file: each position must load and each goal be legal in it
    (right after its lead-in, if the game asks for one)."""
    source = path.name
    top = Fields(load_toml(path), source, "")
    scenarios = []
    seen: set[str] = set()
    for item in top.items("scenario"):
        sid = unique_text(item, "id", seen, "duplicate scenario id {}")
        rule = item.text("rule")
        if rule not in game.rulebook:
            raise item.fail("rule", f"{rule!r} is not a section of the rulebook")
        if ("position" in item.table) == ("setup" in item.table):
            raise item.fail("position", "give either a saved position or a setup and its moves")
        if "setup" in item.table:
            state = _played(item, game)
        else:
            raw = item.text("position")
            try:
                data = json.loads(raw)
            except json.JSONDecodeError as exc:
                raise item.fail("position", f"not valid JSON: {exc}") from None
            try:
                state = game.from_json(data)
            except StateError as exc:
                where = f"{item.where}.position.{exc.field}"
                raise DataError(source, where, exc.problem) from None
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
                translations=translations(item, ("title", "task", "hint")),
                viewer=_viewer(item, game, state),
            )
        )
    return tuple(scenarios)


def _viewer(item: Fields, game: Game, state: Any) -> int | None:
    """The optional ``viewer = <seat number, from 1>`` of a scenario, checked against the
    position: only a game with hidden information has views, and only its seats."""
    if "viewer" not in item.table:
        return None
    seat = item.integer("viewer")
    if not game.hidden_information:
        raise item.fail("viewer", "this game hides nothing: every player sees the same board")
    if not 1 <= seat <= state.players:
        raise item.fail("viewer", f"a seat from 1 to {state.players}, not {seat}")
    return seat - 1


def _played(item: Fields, game: Game) -> Any:
    """A scenario written as a setup and the moves from it (``setup = {players, seed,
    variants, rulings}``, ``moves = [keys]``): robust to changes of the saved format."""
    setup = item.sub("setup")
    try:
        state = game.setup(
            setup.integer("players"),
            seed=setup.integer("seed", 0, 0),
            variants=tuple(setup.get("variants", list, [])),
            rulings=dict(setup.get("rulings", dict, {})),
        )
    except ValueError as exc:
        raise setup.fail("players", str(exc)) from None
    for index, key in enumerate(item.get("moves", list, [])):
        try:
            state = game.apply(state, key, explain=False).state
        except ValueError as exc:  # IllegalAction, or a key that means nothing
            raise item.fail(f"moves[{index}]", str(exc)) from None
    return state
