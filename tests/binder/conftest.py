"""The Binder test drives Debian's chromium as the browser tests do."""

from __future__ import annotations

import pytest

from tests.browser.support import launch_args


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return launch_args(browser_type_launch_args)
