"""A seeded random source that lives in the state as two integers (seed, draw count).

Keeping the source in the state makes every game replayable from its JSON, and lets the user
choose an outcome by hand without disturbing later seeded draws: each draw only depends on the
seed and on how many chance events came before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def _mix(x: int) -> int:
    # splitmix64 finaliser: cheap, well spread, identical on every platform.
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def uniform(seed: int, draw: int) -> float:
    """A number in [0, 1) determined by the seed and the draw number:
    ``_mix((seed * 0x100000001B3) ^ _mix(draw)) / 2**64`` (tests check the formula). Every
    game draws from number 0 upwards, so ``_mix(draw)`` of the first draws is kept, and the
    second mix is written out: every chance node and every shuffle step draws one."""
    x = _DRAW_MIX[draw] if 0 <= draw < _KEPT else _mix(draw)
    x = (((seed * 0x100000001B3) ^ x) + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return (x ^ (x >> 31)) / 18446744073709551616.0


_KEPT = 4096
_DRAW_MIX = [_mix(draw) for draw in range(_KEPT)]


def pick(seed: int, draw: int, weights: Sequence[float]) -> int:
    """Index of the outcome chosen for draw number ``draw`` given outcome weights."""
    u = uniform(seed, draw) * sum(weights)
    total = 0.0
    for i, w in enumerate(weights):
        total += w
        if u < total:
            return i
    return len(weights) - 1


def shuffle(seed: int, draw: int, items: Sequence[T]) -> tuple[list[T], int]:
    """``items`` shuffled by the seeded source (Fisher-Yates from the end, one draw per swap),
    and the draw count after it: setup code threads the count through its shuffles."""
    shuffled = list(items)
    for i in range(len(shuffled) - 1, 0, -1):
        j = int(uniform(seed, draw) * (i + 1))
        draw += 1
        shuffled[i], shuffled[j] = shuffled[j], shuffled[i]
    return shuffled, draw
