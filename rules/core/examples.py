"""A live example for every rule: where in a real game each rulebook section happens.

Every Step of every engine names the rulebook section it applies, and every refusal names the
section that forbids the move. So a rule can be shown happening: set a game up, play the moves
that lead to the position just before, then play the one action that makes the rule fire (or
that the rule refuses). This module is that index, for every game, built by the core:

- ``Example``: one section's example (the setup, the leading keys, the action);
- ``load_examples``: the index stored in the game's package (``examples.toml``, written by
  ``python -m rules examples SLUG``, see ``rules/core/example_search.py``), read and checked;
- ``replay``: what an example's action does today (its Steps, or the refusal), so the tests
  check the stored index as they check the golden playthroughs;
- ``open_example``: the example as the explorer opens it, a scenario-like position with the
  action to play and a sentence saying what to watch;
- ``sections_met`` / ``rules_met``: the sections a learner's Steps cited, and how many of the
  rules that can fire they are ("23 of 41 rules met").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .datafile import Fields, load_toml
from .messages import Msg
from .types import Ruling, Step, Transition

if TYPE_CHECKING:
    from .game import Game

#: The index's file name, beside the game's rulebook.
EXAMPLES_FILE = "examples.toml"


@dataclass(frozen=True, slots=True)
class Example:
    """Where ``section`` happens: the game set up by ``players``, ``seed``, ``variants`` and
    ``rulings`` (the readings other than the defaults), the ``moves`` (keys) that lead to the
    position just before, and the ``action`` (a key) that makes the section fire, or that the
    section refuses when ``refused``. ``found`` says where the search found it (a scenario, the
    tutorial, a bot game), for the people who maintain the index."""

    section: str
    players: int
    seed: int
    variants: tuple[str, ...]
    rulings: tuple[tuple[str, str], ...]
    moves: tuple[str, ...]
    action: str
    refused: bool = False
    found: str = ""

    @property
    def plainness(self) -> int:
        """How far the setup is from the plain game: the variants and rulings it needs."""
        return len(self.variants) + len(self.rulings)

    def rank(self) -> tuple:
        """Smaller is better: a rule seen happening beats a refusal, then the plain game, then
        the fewest moves to get there, then the fewest players."""
        return (self.refused, self.plainness, len(self.moves), self.players, self.seed)

    def start(self, game: Game) -> Any:
        return game.setup(
            self.players, seed=self.seed, variants=self.variants, rulings=dict(self.rulings)
        )

    def position(self, game: Game) -> Any:
        """The position just before the action: the moves played without explanations (the
        quiet mode: nothing is said on the way)."""
        state = self.start(game)
        apply = game.apply
        for key in self.moves:
            state = apply(state, key, explain=False).state
        return state


def replay(
    game: Game, example: Example
) -> tuple[Any, tuple[Step, ...] | Ruling, Transition | None]:
    """The position just before, what the example's action does there today (its Steps, or
    the refusal, a Ruling, when the action is not legal) and its transition (None when
    refused). ValueError (an IllegalAction among them) if a leading move no longer plays."""
    state = example.position(game)
    refusal = game.why_illegal(state, example.action)
    if refusal is not None:
        return state, refusal, None
    transition = game.apply(state, example.action)
    return state, transition.steps, transition


def fired(game: Game, transition: Transition) -> tuple[str, ...]:
    """The sections an action made happen: those its Steps cite, and the rule that ended the
    game if the action ended it (a result names its rule: the final scoring, a tie-break)."""
    cited = sections_met(transition.steps)
    if transition.state.to_move is None:
        result = game.result(transition.state)
        if result is not None and result.rule not in cited:
            cited = (*cited, result.rule)
    return cited


def problem(game: Game, example: Example) -> str | None:
    """None when the example still shows its section; else what went wrong, for the people who
    maintain the index (rebuild it with ``python -m rules examples SLUG``)."""
    try:
        _, outcome, transition = replay(game, example)
    except ValueError as exc:
        return f"{example.section}: its moves no longer play: {exc}"
    if transition is None:
        assert isinstance(outcome, Ruling)
        if example.refused and outcome.rule == example.section:
            return None
        return f"{example.section}: {example.action!r} is refused under {outcome.rule}"
    if example.refused:
        return f"{example.section}: {example.action!r} is legal now, not refused"
    cited = fired(game, transition)
    if example.section not in cited:
        return f"{example.section}: {example.action!r} now cites {', '.join(cited) or 'nothing'}"
    return None


# ----- the stored index ---------------------------------------------------------------------
def examples_path(game: Game) -> Path:
    """Where the game's index lies: beside its rulebook, in the game's package."""
    if game.rulebook.path is None:
        raise ValueError(f"{game.info.title}'s rulebook was not read from a file")
    return game.rulebook.path.with_name(EXAMPLES_FILE)


def load_examples(game: Game, path: Path | None = None) -> dict[str, Example]:
    """The game's examples by section id, read from its index and checked against its setup
    and rulebook (a DataError naming the file and the field); empty if it has no index yet.
    The positions are not replayed here: the tests do that (``problem``)."""
    path = path or examples_path(game)
    if not path.exists():
        return {}
    top = Fields(load_toml(path), path.name, "")
    if top.text("game") != game.info.slug:
        raise top.fail("game", f"the index of {top.text('game')!r}, not of {game.info.slug!r}")
    found: dict[str, Example] = {}
    for item in top.items("example") if "example" in top.table else []:
        section = item.text("section")
        if section not in game.rulebook:
            raise item.fail("section", f"{section!r} is not a section of the rulebook")
        if section in found:
            raise item.fail("section", f"a second example of {section!r}")
        example = Example(
            section=section,
            players=item.integer("players", 1),
            seed=item.integer("seed", 0),
            variants=tuple(_texts(item, "variants")),
            rulings=tuple(sorted((k, v) for k, v in item.get("rulings", dict, {}).items())),
            moves=tuple(_texts(item, "moves")),
            action=item.text("action"),
            refused=item.flag("refused"),
            found=item.text("found", ""),
        )
        try:
            game.check_variants(example.variants)
            game.resolve_rulings(dict(example.rulings))
        except ValueError as exc:
            raise item.fail("variants" if "variant" in str(exc) else "rulings", str(exc)) from None
        low, high = game.info.players
        if not low <= example.players <= high:
            raise item.fail("players", f"from {low} to {high}, not {example.players}")
        found[section] = example
    return found


def _texts(item: Fields, key: str) -> list[str]:
    values = item.get(key, list, [])
    for index, value in enumerate(values):
        if not isinstance(value, str):
            raise item.fail(f"{key}[{index}]", f"expected str, got {type(value).__name__}")
    return values


def examples_of(game: Game) -> dict[str, Example]:
    """``load_examples`` read once per game (the explorer asks on every click)."""
    cache = game.__dict__.get("_examples")
    if cache is None:
        cache = game.__dict__["_examples"] = load_examples(game)
    return cache


# ----- what the explorer opens --------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ExampleScenario:
    """An example as the explorer opens it, like a scenario: ``state`` is the position just
    before, ``action`` the key to play there (``refused``: the one the rule refuses), and
    ``watch`` says what to watch, a message of the core's catalogue naming the section by its
    title in the reader's language."""

    example: Example
    state: Any
    action: str
    refused: bool
    watch: Msg

    @property
    def section(self) -> str:
        return self.example.section


def watch_message(game: Game, section: str, refused: bool, language: str) -> Msg:
    """What to watch in an example of ``section``: its title in ``language``'s rulebook."""
    title = game.rulebook_in(language).section(section).title
    return Msg("example-watch-refused" if refused else "example-watch", rule=title)


def open_example(game: Game, section: str, language: str = "en") -> ExampleScenario | None:
    """The example of ``section`` ready to open (None if the index has none): the position
    reached quietly, the action to play, what to watch."""
    example = examples_of(game).get(section)
    if example is None:
        return None
    return ExampleScenario(
        example=example,
        state=example.position(game),
        action=example.action,
        refused=example.refused,
        watch=watch_message(game, section, example.refused, language),
    )


# ----- rules a learner has met --------------------------------------------------------------
def sections_met(cited: Iterable[Step | Ruling]) -> tuple[str, ...]:
    """The sections named by these Steps (and refusals, if given), each once, in the order
    they were first met."""
    return tuple(dict.fromkeys(item.rule for item in cited))


def rules_met(game: Game, cited: Iterable[Step | Ruling]) -> tuple[tuple[str, ...], int]:
    """The sections that can fire which ``cited`` has met, in the order met, and how many
    sections can fire: "23 of 41 rules met"."""
    firing = {section.id for section in game.rulebook.firing}
    met = tuple(section for section in sections_met(cited) if section in firing)
    return met, len(firing)


def unmet(game: Game, met: Iterable[str]) -> tuple[str, ...]:
    """The sections that can fire, have an example and are not in ``met``, in rulebook order:
    what the explorer suggests next."""
    seen, stored = set(met), examples_of(game)
    return tuple(s.id for s in game.rulebook.firing if s.id not in seen and s.id in stored)


__all__ = [
    "EXAMPLES_FILE",
    "Example",
    "ExampleScenario",
    "examples_of",
    "examples_path",
    "fired",
    "load_examples",
    "open_example",
    "problem",
    "replay",
    "rules_met",
    "sections_met",
    "unmet",
    "watch_message",
]
