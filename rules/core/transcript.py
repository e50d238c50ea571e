"""A bot game written out step by step: the CLI's `play` and the golden playthroughs."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from .bots import make_bots, playout
from .game import Game
from .messages import Msg, render
from .types import CHANCE


def transcript(
    game: Game,
    players: int,
    seed: int,
    bot_names: Sequence[str] = ("random",),
    variants: Sequence[str] = (),
    rulings: dict[str, str] | None = None,
) -> Iterator[str]:
    """Lines of text: every action with who took it, then each Step's rule id and sentence."""
    state = game.setup(players, seed=seed, variants=variants, rulings=rulings)
    bots = make_bots(game, bot_names, players)
    chosen = game.resolve_rulings(rulings)
    yield f"# {game.info.title}: {players} players, seed {seed}"
    yield f"# bots: {', '.join(b.name for b in bots)}; variants: {', '.join(variants) or 'none'}"
    yield f"# rulings: {', '.join(f'{k}={v}' for k, v in sorted(chosen.items())) or 'none'}"
    rng = random.Random(seed)
    moves = playout(game, state, bots, rng, explain=True)
    for number, (before, action, transition) in enumerate(moves, start=1):
        # The core's seat number ("seat 2"), not the game's seat name: a transcript is the
        # developers' record of a game, in English, and the golden files are written in it.
        seat = Msg("seat-number", number=before.to_move + 1)
        who = "chance" if before.to_move == CHANCE else render(seat, "en")
        yield f"{number}. {who}: {action.label} [{action.key}]"
        for step in transition.steps:
            yield f"   {step.rule}: {step.text}"
        state = transition.state
    result = game.result(state)
    if result is not None:
        yield f"# result: scores {list(result.scores)}, winners {[w + 1 for w in result.winners]}"
        yield f"# {result.text}"
