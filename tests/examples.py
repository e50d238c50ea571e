"""How many random examples a property test tries, by test tier.

Each property test names the count it was written for; the full tier (CI) tries 60 % of it and
the quick tier (``make test``) a quarter. The share comes from the Hypothesis profile
the run loaded (``--hypothesis-profile=quick``, registered in ``tests/conftest.py``): its
``max_examples`` over Hypothesis's default of 100. A run without a profile, a plain
``pytest``, tries the full count.
"""

from __future__ import annotations

import math

from hypothesis import settings

#: Hypothesis's own default ``max_examples``: the scale's 100 % (a plain ``pytest``).
FULL = 100


def examples(count: int) -> int:
    """``count``'s share under the profile loaded (all of it without one), at least one."""
    return max(1, math.ceil(count * settings.default.max_examples / FULL))
