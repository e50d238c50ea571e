"""Tutorials: annotated move logs. Played through the engine they are the lesson; compared with
a recorded transcript they are a golden test."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .datafile import Fields, load_toml, translated, translations
from .errors import DataError, IllegalAction
from .messages import render
from .types import CHANCE

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class Tutorial:
    """A game set up by ``players``/``seed``/``variants``, then ``moves``: (key, comment)."""

    title: str
    players: int
    seed: int
    variants: tuple[str, ...]
    moves: tuple[tuple[str, str], ...]
    #: The title in other languages ([pt] title = ...), and each move's comment ([move.pt]).
    title_translations: tuple[tuple[str, str, str], ...] = ()
    comment_translations: tuple[tuple[tuple[str, str, str], ...], ...] = ()

    def title_in(self, language: str) -> str:
        return translated(self.title_translations, "title", language, self.title)

    def comment_in(self, index: int, language: str) -> str:
        """The comment of move ``index`` in ``language`` (the default text if untranslated)."""
        texts = self.comment_translations[index] if self.comment_translations else ()
        return translated(texts, "comment", language, self.moves[index][1])

    def start(self, game: Game) -> Any:
        return game.setup(self.players, seed=self.seed, variants=self.variants)


def load_tutorial(path: Path, game: Game | None = None) -> Tutorial:
    """Read a tutorial file; with ``game``, also check that every move is legal in turn."""
    top = Fields(load_toml(path), path.name, "")
    items = top.items("move")
    tutorial = Tutorial(
        title=top.text("title"),
        players=top.integer("players", 1),
        seed=top.integer("seed", 0),
        variants=tuple(top.get("variants", list)),
        moves=tuple((m.text("key"), m.text("comment", "")) for m in items),
        title_translations=translations(top, ("title",)),
        comment_translations=tuple(translations(m, ("comment",)) for m in items),
    )
    if game is not None:
        state = tutorial.start(game)
        for index, (key, _) in enumerate(tutorial.moves):
            try:
                state = game.apply(state, game.action_from_key(state, key), explain=False).state
            except (IllegalAction, ValueError) as exc:
                raise DataError(path.name, f"move[{index}].key", str(exc)) from None
    return tutorial


def transcript(game: Game, tutorial: Tutorial) -> list[str]:
    """The tutorial played through the engine: every key, its comment and its Steps."""
    state = tutorial.start(game)
    lines = [f"# {tutorial.title}: {tutorial.players} players, seed {tutorial.seed}"]
    # A seat's name and the description are messages: the golden files hold them in the
    # game's first language (O Inconsciente's Portuguese), the Steps and labels in English.
    first = game.info.languages[0]
    for number, (key, comment) in enumerate(tutorial.moves, start=1):
        action = game.action_from_key(state, key)  # IllegalAction names the rule if not legal
        mover = state.to_move
        who = "chance" if mover == CHANCE else render(game.seat_name(mover, state), first)
        lines.append(f"{number}. {who}: {action.label} [{key}]")
        if comment:
            lines.append(f"   > {comment}")
        transition = game.apply(state, action)
        lines.extend(f"   {step.rule}: {step.text}" for step in transition.steps)
        state = transition.state
    lines.append(f"# {render(game.describe(state), first)}")
    return lines
