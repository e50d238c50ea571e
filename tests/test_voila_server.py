"""Parts of the class server (scripts/voila_server.py, issue 13) tried without starting it: the
culler's measure of idleness (a page keeps its kernel while it is used, and a preheated kernel
is not lost the moment its page connects) and the preheated pools of a class."""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
import logging
import sys
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace

import pytest
from jupyter_server._tz import utcnow

from tests.async_helpers import run_async
from tests.real_voila import real_voila

ROOT = Path(__file__).resolve().parents[1]


def _server_module():
    real_voila()
    spec = importlib.util.spec_from_file_location(
        "voila_server_under_test", ROOT / "scripts" / "voila_server.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its kernel manager class is named by its module
    spec.loader.exec_module(module)
    return module


def _manager():
    return _server_module().BoundedKernelManager(idle_timeout=25, unconnected_timeout=120)


def test_a_preheated_kernel_counts_its_idleness_from_when_its_page_connected():
    manager = _manager()
    # Preheated a minute ago: its last message is older than the idle limit.
    kernel = SimpleNamespace(last_activity=utcnow() - timedelta(seconds=60))
    manager._kernel_connections["k"] = 0
    manager.notify_connect("k")
    idle, limit = manager._idle_seconds("k", kernel)
    assert limit == 25
    assert idle < 5


def test_a_connected_kernel_without_messages_goes_idle():
    manager = _manager()
    kernel = SimpleNamespace(last_activity=utcnow() - timedelta(seconds=60))
    manager._kernel_connections["k"] = 0
    manager.notify_connect("k")
    manager._connected_at["k"] = utcnow() - timedelta(seconds=40)
    idle, limit = manager._idle_seconds("k", kernel)
    assert idle > limit


def test_a_kernel_whose_page_never_connected_has_the_longer_limit():
    manager = _manager()
    kernel = SimpleNamespace(last_activity=utcnow() - timedelta(seconds=60))
    idle, limit = manager._idle_seconds("k", kernel)
    assert limit == 120
    assert idle < 5


def test_a_kernel_whose_page_went_away_without_its_beacon_has_the_shorter_limit():
    manager = _server_module().BoundedKernelManager(idle_timeout=1800, disconnected_timeout=300)
    kernel = SimpleNamespace(last_activity=utcnow() - timedelta(seconds=60))
    manager._kernel_connections["k"] = 0
    manager.notify_connect("k")
    manager.notify_connect("k")  # two websockets (a page that reconnected, say)
    manager.notify_disconnect("k")
    assert manager._idle_seconds("k", kernel)[1] == 1800  # one still open
    manager.notify_disconnect("k")
    idle, limit = manager._idle_seconds("k", kernel)
    assert limit == 300
    assert idle < 5  # counted from when the page went, not from its last move
    # Five minutes and a second later (the page had connected ten minutes before, and its
    # last move was just before it went):
    manager._connected_at["k"] = utcnow() - timedelta(seconds=600)
    kernel.last_activity = utcnow() - timedelta(seconds=302)
    manager._disconnected_at["k"] = utcnow() - timedelta(seconds=301)
    assert manager._idle_seconds("k", kernel)[0] > 300


def test_a_page_back_within_the_limit_keeps_its_kernel_as_an_open_page_does():
    manager = _server_module().BoundedKernelManager(idle_timeout=1800, disconnected_timeout=300)
    kernel = SimpleNamespace(last_activity=utcnow())
    manager._kernel_connections["k"] = 0
    manager.notify_connect("k")
    manager.notify_disconnect("k")
    manager.notify_connect("k")
    assert manager._idle_seconds("k", kernel)[1] == 1800


def test_the_limit_after_a_page_went_away_is_never_longer_than_the_idle_limit():
    manager = _manager()  # idle limit 25 s, below the default 300 s
    kernel = SimpleNamespace(last_activity=utcnow())
    manager._kernel_connections["k"] = 0
    manager.notify_connect("k")
    manager.notify_disconnect("k")
    assert manager._idle_seconds("k", kernel)[1] == 25


def test_a_class_game_has_its_pages_preheated_and_the_other_games_none():
    app = _server_module().ClassVoila(class_game="oasis", class_pages=30)
    app.root_dir = str(ROOT)
    app._configure_class_pools()
    assert app.config.VoilaKernelManager.kernel_pools_config == {
        "default": {"pool_size": 0},
        "notebooks/index.ipynb": {"pool_size": 1},
        "notebooks/oasis.ipynb": {"pool_size": 30},
    }
    # No refill competes with the arriving class for the CPU.
    assert app.config.VoilaKernelManager.fill_delay == 120


def test_a_class_game_that_does_not_exist_is_refused_naming_the_games():
    app = _server_module().ClassVoila(class_game="chess", class_pages=30)
    app.root_dir = str(ROOT)
    with pytest.raises(SystemExit, match=r"no game 'chess'; the games are .*oasis"):
        app._class_pools()


def test_a_class_pool_larger_than_the_kernel_limit_is_refused_naming_both():
    app = _server_module().ClassVoila(class_game="oasis", class_pages=45)
    app.root_dir = str(ROOT)
    with pytest.raises(SystemExit, match=r"45 pages .* the 40 kernels max_kernels allows"):
        app._configure_class_pools()


def test_a_hidden_traceback_has_its_replacement_on_every_kernels_manager():
    """jupyter_server's websocket code asks a kernel's own manager for the text that replaces
    a hidden traceback; without it the first exception in a widget callback broke the page."""
    manager = _manager()
    kernel = manager.kernel_manager_factory(parent=manager)
    assert kernel.traceback_replacement_message == manager.traceback_replacement_message
    assert kernel.traceback_replacement_message


def test_a_kernel_still_starting_is_left_to_start_without_an_error():
    # Thirty pages opened at once: the culler met kernels whose last activity was not set
    # yet, and reading that trait raised instead of saying "not yet".
    module = _server_module()
    manager = module.BoundedKernelManager(idle_timeout=25, unconnected_timeout=120)
    starting = module.KernelOfAPage()
    manager._kernels["k"] = starting
    run_async(manager.cull_kernel_if_idle("k"))
    assert "k" in manager._kernels


async def _pool_tasks() -> dict[str, asyncio.Task]:
    """Tasks as Voilà's pool makes them (its own ``wait_before``): a page made, one being made,
    one whose making failed, one still waiting its fill delay."""
    from voila.voila_kernel_manager import wait_before

    async def page(kernel_id: str) -> dict:
        return {"kernel_id": kernel_id}

    async def failing() -> dict:
        raise RuntimeError("the kernel died")

    tasks = {
        "made": asyncio.ensure_future(wait_before(0, page("k"))),
        "made too": asyncio.ensure_future(wait_before(0, page("l"))),
        "being made": asyncio.ensure_future(wait_before(0, asyncio.Event().wait())),
        "failed": asyncio.ensure_future(wait_before(0, failing())),
        "in its delay": asyncio.ensure_future(
            wait_before(600, asyncio.get_running_loop().create_future())
        ),
    }
    for _ in range(3):
        await asyncio.sleep(0)
    assert isinstance(tasks["failed"].exception(), RuntimeError)  # and no "never retrieved"
    return tasks


def _stop(tasks: dict[str, asyncio.Task]) -> None:
    for task in tasks.values():
        task.cancel()


class _Pool(SimpleNamespace):
    """What pages_to_take asks of a kernel manager with Voilà's pools."""

    def __init__(self, notebook: str, tasks: list) -> None:
        super().__init__(_pools={notebook: tasks}, log=logging.getLogger("test"), refills=[])

    def fill_if_needed(self, notebook_name=None, **_):
        self.refills.append(notebook_name)


def test_a_visitor_is_given_a_page_made_or_being_made_never_one_waiting_its_delay():
    """Voilà's pool lists a refill still waiting its delay as a page; a visitor who would get
    it waited for the delay, the kernel's start and the run of the notebook (issue 13: up to
    two minutes for a class). Voilà gives the head of the list: from there on, the pages made
    and being made count, not one in its delay."""
    from explorer.page_pool import pages_to_take

    async def counts() -> list[int]:
        t = await _pool_tasks()
        try:
            pools = [
                [],
                [t["made"], t["made too"]],
                [t["made"], t["being made"], t["in its delay"]],
                [t["in its delay"], t["made"]],
            ]
            return [pages_to_take(_Pool("a.ipynb", pool), "a.ipynb") for pool in pools]
        finally:
            _stop(t)

    assert run_async(counts()) == [0, 2, 2, 0]
    assert pages_to_take(_Pool("a.ipynb", []), "b.ipynb") == 0


def test_a_page_that_could_not_be_made_is_made_again_not_given_to_a_visitor():
    from explorer.page_pool import pages_to_take

    async def after() -> tuple[int, list, list]:
        t = await _pool_tasks()
        try:
            manager = _Pool("a.ipynb", [t["failed"], t["made"]])
            count = pages_to_take(manager, "a.ipynb")
            return count, manager._pools["a.ipynb"] == [t["made"]], manager.refills
        finally:
            _stop(t)

    assert run_async(after()) == (1, True, ["a.ipynb"])


def test_the_class_server_and_the_jupyter_server_count_the_pages_alike():
    """The class server's page handler and its 'server full' check, and the pages a Jupyter
    server keeps (explorer/page_pool.py), ask the same question."""
    from explorer.page_pool import PreheatedPages

    manager = _manager()
    jupyter = SimpleNamespace(_pools={})

    async def counts() -> list[int]:
        t = await _pool_tasks()
        try:
            pools = {"notebooks/oasis.ipynb": [t["made"], t["in its delay"]]}
            manager._pools = jupyter._pools = pools
            seen = []
            for _ in range(2):
                seen.append(manager.ready_in_pool("notebooks/oasis.ipynb"))
                seen.append(PreheatedPages.get_pool_size(jupyter, "notebooks/oasis.ipynb"))
                pools["notebooks/oasis.ipynb"].pop(0)  # a visitor takes the head page
            return seen
        finally:
            _stop(t)

    assert run_async(counts()) == [1, 1, 0, 0]
    assert manager.ready_in_pool("notebooks/vrienden.ipynb") == 0
