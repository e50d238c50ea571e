"""How many random examples a property test tries, by test tier.

Each property test names the count it was written for (the count the full tier runs); the
quick tier (``make test``) tries a share of it. The share comes from the Hypothesis profile
the run loaded (``--hypothesis-profile=quick``, registered in ``tests/conftest.py``): its
``max_examples`` over Hypothesis's default of 100. A run without a profile, a plain
``pytest``, tries the full count.
"""

from __future__ import annotations

import math

from hypothesis import settings

#: Hypothesis's own default ``max_examples``: the full tier's, the scale's 100 %.
FULL = 100


def examples(count: int) -> int:
    """``count`` under the full tier; its share under the quick tier, at least one."""
    return max(1, math.ceil(count * settings.default.max_examples / FULL))
