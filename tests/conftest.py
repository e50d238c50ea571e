"""The two test tiers and the Hypothesis profiles they run under.

``make test`` (the quick tier) runs every test not marked ``browser`` or ``slow``, with the
``quick`` profile; ``make test-all`` runs everything (notebooks, browsers, Binder, the static
site too) with the ``full`` profile. Tests under ``tests/browser/`` and ``tests/binder/`` are
marked ``browser`` here by where they live, so no such file can land in the quick tier by
forgetting its mark. The files of ``slow`` tests are collected first.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests.examples import FULL

#: A quarter of each property test's examples in the quick tier (tests/examples.py).
settings.register_profile(
    "quick", max_examples=FULL // 4, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
# The full tier (CI) tries 60 % of each test's count: with every example, issue 43's new
# tests took CI to 15 min 37 s of its 15 minutes (893 s of pytest), and again, with the
# browser tests' pages cheaper, 15 min 21 s (891 s, d5c9778) against 13 min 51 s at 60 %;
# the coverage of rules/ hardly moves between a quarter and all of them (618 and 604 lines
# missed).
settings.register_profile(
    "full", max_examples=FULL * 3 // 5, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

HERE = Path(__file__).parent
BROWSER_FOLDERS = (HERE / "browser", HERE / "binder")


def pytest_itemcollected(item: pytest.Item) -> None:
    """Marked as it is collected: before `-m` deselects by mark."""
    if any(Path(item.path).is_relative_to(folder) for folder in BROWSER_FOLDERS):
        item.add_marker(pytest.mark.browser)


@pytest.hookimpl(trylast=True)  # after pytest's own reordering of items by their fixtures
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The files of slow tests first (a stable sort keeps every other order): run in parallel,
    # a file that builds the static site or Binder's environment and came last in its worker
    # would leave the other cores idle while it runs alone.
    slow_files = {item.path for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: item.path not in slow_files)
