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


# ----- each visitor's share of the kernels (issue 43) -------------------------------------------
def _ledger(**bounds):
    from explorer.visitor_limits import Bounds, VisitorLedger

    settings = {"per_visitor": 8, "first_visits_per_address": 6, "per_address": 0} | bounds
    return VisitorLedger(Bounds(**settings))


def _first_visit(n: int, address: str = "127.0.0.1"):
    from explorer.visitor_limits import Visitor

    return Visitor(address, f"new{n}", returning=False)


def _returning(cookie: str, address: str = "127.0.0.1"):
    from explorer.visitor_limits import Visitor

    return Visitor(address, cookie, returning=True)


def _never_connected(kernel_id: str) -> bool:
    return False


def _arrive(ledger, visitor, kernel_id: str, connected=_never_connected, now: float = 0.0):
    """A page admitted and sent with ``kernel_id``; the refusal if it was not admitted."""
    refusal = ledger.admit(visitor, connected, now)
    if refusal is None:
        ledger.settled(visitor, kernel_id)
    return refusal


def test_sixty_pages_from_one_script_take_only_the_first_visits_share_and_a_person_still_gets_one():
    """The issue's flood: 60 GETs without cookies from one address. All sixty are asked for
    before any page is sent (a kernel starts meanwhile), so they are counted as they arrive."""
    ledger = _ledger()
    refusals = [ledger.admit(_first_visit(n), _never_connected, 0.0) for n in range(60)]
    admitted = [r for r in refusals if r is None]
    assert len(admitted) == 6
    assert {r.message for r in refusals if r is not None} == {"server-limit-first-visits"}
    # A person at the same address whose browser carries the cookie, and anyone elsewhere.
    assert ledger.admit(_returning("person"), _never_connected, 0.0) is None
    assert ledger.admit(_first_visit(99, "10.0.0.7"), _never_connected, 0.0) is None


def test_a_first_visit_whose_page_connected_leaves_the_share_of_first_visits():
    """A browser's first page (no cookie yet) connects within seconds: a class arriving from
    behind one router is not held to six pages."""
    ledger = _ledger(first_visits_per_address=2)
    connected = {"k0", "k1"}
    for n in range(2):
        assert _arrive(ledger, _first_visit(n), f"k{n}") is None
    assert _arrive(ledger, _first_visit(2), "k2") is not None  # two still starting
    assert _arrive(ledger, _first_visit(3), "k3", connected=connected.__contains__) is None


def test_one_visitor_holds_at_most_its_share_whether_its_pages_connected_or_not():
    ledger = _ledger(per_visitor=3)
    for n in range(3):
        assert _arrive(ledger, _returning("ana"), f"k{n}", connected=lambda _: True) is None
    refusal = _arrive(ledger, _returning("ana"), "k3", connected=lambda _: True)
    assert (refusal.message, refusal.count) == ("server-limit-visitor", 3)
    assert _arrive(ledger, _returning("bea"), "k4") is None
    ledger.forget("k0")  # a tab closed: its beacon shut the kernel down
    assert _arrive(ledger, _returning("ana"), "k5", connected=lambda _: True) is None


def test_an_address_holds_at_most_its_share_whatever_cookies_it_sends():
    """A script that asks the server for a fresh cookie before each page is a new visitor each
    time: only the bound by address (class mode) stops it."""
    ledger = _ledger(per_address=4)
    outcomes = [
        _arrive(ledger, _returning(f"fresh{n}"), f"k{n}", connected=lambda _: True)
        for n in range(10)
    ]
    assert outcomes[:4] == [None] * 4
    assert {(r.message, r.count) for r in outcomes[4:]} == {("server-limit-address", 4)}
    assert _arrive(ledger, _returning("other", "127.0.0.2"), "k99") is None


def test_no_bound_by_address_when_it_is_zero():
    ledger = _ledger(per_address=0)
    for n in range(20):
        assert _arrive(ledger, _returning(f"fresh{n}"), f"k{n}", lambda _: True) is None


def test_a_page_that_was_not_sent_frees_its_place():
    ledger = _ledger(first_visits_per_address=1)
    visitor = _first_visit(0)
    assert ledger.admit(visitor, _never_connected, 0.0) is None
    ledger.settled(visitor, None)  # its kernel could not start
    assert _arrive(ledger, _first_visit(1), "k1") is None


def test_only_an_owner_refused_lately_is_flooding():
    ledger = _ledger(first_visits_per_address=1, flood_memory=120)
    assert _arrive(ledger, _first_visit(0), "k0", now=0.0) is None
    assert _arrive(ledger, _returning("person"), "p", now=0.0) is None
    assert not ledger.flooding("k0", 1.0)
    assert _arrive(ledger, _first_visit(1), "k1", now=5.0) is not None
    assert ledger.flooding("k0", 6.0)
    assert not ledger.flooding("p", 6.0)  # the person at the same address is not
    assert not ledger.flooding("k0", 200.0)  # a flood long over is forgotten


def test_a_floods_unconnected_kernels_go_in_seconds_and_a_persons_slow_page_keeps_minutes():
    """serve.sh: a loaded server's pages needed more than a minute to connect, so a page keeps
    its kernel ``unconnected_timeout`` seconds; a client refused for asking too many is a flood,
    and its kernels that never connected go after ``flood_timeout``."""
    module = _server_module()
    manager = module.BoundedKernelManager(
        unconnected_timeout=120, flood_timeout=15, first_visits_per_address=1
    )
    kernel = SimpleNamespace(last_activity=utcnow())
    script = [module.Visitor("127.0.0.1", f"c{n}", returning=False) for n in range(3)]
    person = module.Visitor("127.0.0.1", "person", returning=True)
    manager._kernels.update({"s0": kernel, "p": kernel})  # ``kernel_id in manager``
    assert manager.admit(script[0]) is None
    manager.page_sent("s0", script[0])
    assert manager.admit(person) is None
    manager.page_sent("p", person)
    assert manager._idle_seconds("s0", kernel)[1] == 120  # one page: maybe a slow browser
    assert manager.admit(script[1]).message == "server-limit-first-visits"
    assert manager._idle_seconds("s0", kernel)[1] == 15
    assert manager._idle_seconds("p", kernel)[1] == 120


def test_a_kernel_shut_down_no_longer_counts_against_its_visitor():
    module = _server_module()
    manager = module.BoundedKernelManager(kernels_per_visitor=1)
    visitor = module.Visitor("127.0.0.1", "ana", returning=True)
    manager._kernels["k"] = SimpleNamespace()
    assert manager.admit(visitor) is None
    manager.page_sent("k", visitor)
    assert manager.admit(visitor).message == "server-limit-visitor"
    manager._kernels.pop("k")
    manager.remove_kernel("k")
    assert manager.admit(visitor) is None


def test_every_refusal_is_said_in_both_languages_with_its_count():
    from explorer.chrome import text

    for message in ("server-limit-visitor", "server-limit-first-visits", "server-limit-address"):
        for language in ("en", "pt"):
            said = text(message, language, count=6)
            assert "6" in said and message not in said and "{" not in said
        assert text(message, "en", count=6) != text(message, "pt", count=6)


# ----- what a page's websocket may carry (issue 43) ---------------------------------------------
REPLACEMENT = "An error happened."


def test_the_kernels_stderr_never_reaches_a_page():
    from explorer.page_safe_messages import page_safe

    logged = {"name": "stderr", "text": 'Traceback...\n  File "/work/main/x.py", line 1\n'}
    assert page_safe("stream", logged, REPLACEMENT) is None
    printed = {"name": "stdout", "text": "hello"}
    assert page_safe("stream", printed, REPLACEMENT) is printed


@pytest.mark.parametrize(
    ("msg_type", "content"),
    [
        ("error", {"ename": "KeyError", "evalue": "'/work/main'", "traceback": ["File /x.py"]}),
        ("execute_reply", {"status": "error", "ename": "E", "evalue": "/srv", "traceback": []}),
        ("inspect_reply", {"status": "error", "evalue": "/work/main/.venv/lib"}),
        ("comm_info_reply", {"status": "error"}),
    ],
)
def test_an_errors_details_never_reach_a_page(msg_type, content):
    from explorer.page_safe_messages import page_safe

    safe = page_safe(msg_type, content, REPLACEMENT)
    assert safe["traceback"] == [REPLACEMENT]
    assert (safe["ename"], safe["evalue"]) == ("ExecutionError", "Execution error")
    assert "/" not in str(safe)
    assert safe.get("status") == content.get("status")


def test_widget_messages_pass_unread():
    from explorer.page_safe_messages import needs_reading

    assert not any(needs_reading(t) for t in ("comm_msg", "comm_open", "comm_close", "status"))
    assert all(needs_reading(t) for t in ("stream", "error", "execute_reply", "kernel_info_reply"))


def _connection(monkeypatch):
    """The class server's kernel websocket connection of one kernel, and the messages it
    hands on towards the page (the signature checked, as the legacy protocol does)."""
    module = _server_module()
    manager = module.BoundedKernelManager()
    kernel = manager.kernel_manager_factory(parent=manager)
    page_safe = module.page_safe_connection(module.PromptKernelConnection)
    connection = page_safe(parent=kernel)  # the legacy protocol
    sent = []

    def hand_on(self, stream, outgoing):
        _, parts = self.session.feed_identities(outgoing)
        sent.append(self.session.deserialize(parts))  # raises if the signature is wrong

    monkeypatch.setattr(module.PromptKernelConnection, "handle_outgoing_message", hand_on)
    return connection, sent


def _from_kernel(session, msg_type: str, content: dict) -> list:
    from jupyter_client.session import DELIM

    return [b"ident", DELIM, *session.serialize(session.msg(msg_type, content))[1:]]


def test_a_malformed_comm_opens_logged_traceback_is_not_sent_to_the_page(monkeypatch):
    """What ipykernel answers to a comm_open its widget code cannot read: a stderr stream with
    the traceback and the server's paths, then the comm's close."""
    connection, sent = _connection(monkeypatch)
    session = connection.session
    session.key = b"secret"  # a signed session, as the server's kernels have
    logged = 'Exception opening comm\nTraceback:\n  File "/work/main/.venv/x.py"\n'
    connection.handle_outgoing_message(
        "iopub", _from_kernel(session, "stream", {"name": "stderr", "text": logged})
    )
    connection.handle_outgoing_message(
        "iopub", _from_kernel(session, "comm_close", {"comm_id": "b", "data": {}})
    )
    connection.handle_outgoing_message(
        "shell",
        _from_kernel(
            session,
            "execute_reply",
            {"status": "error", "ename": "KeyError", "evalue": "/work/main", "traceback": [logged]},
        ),
    )
    assert [m["msg_type"] for m in sent] == ["comm_close", "execute_reply"]
    assert sent[0]["content"] == {"comm_id": "b", "data": {}}
    assert "/work" not in str(sent[1]["content"]) and "Traceback" not in str(sent[1]["content"])


def test_a_path_with_a_parent_folder_is_refused_on_every_route():
    module = _server_module()
    import re

    refused = [
        "/voila/templates/rx/static/../../../pyproject.toml",
        "/voila/static/%2e%2e/x",
        "/voila/files/..%2fREADME.md",
        "/..",
    ]
    served = ["/voila/templates/rx/static/fontawesome/css/all.min.css", "/voila/static/a..b.js"]
    assert all(re.fullmatch(module.PARENT_FOLDER, path) for path in refused)
    assert not any(re.fullmatch(module.PARENT_FOLDER, path) for path in served)


@pytest.mark.parametrize(
    "configured",
    [
        None,  # the server's own: explorer/prompt_socket.py
        "jupyter_server.services.kernels.connection.channels.ZMQChannelsWebsocketConnection",
    ],
)
def test_every_page_websocket_passes_the_filter_whatever_connection_is_configured(configured):
    module = _server_module()
    app = module.ClassVoila()
    option = [f"--ClassVoila.kernel_websocket_connection_class={configured}"] if configured else []
    app.initialize(["--no-browser", f"--Voila.root_dir={ROOT}", *option])
    connection = app.init_settings()["kernel_websocket_connection_class"]
    assert issubclass(connection, module.PageSafeMessages)
    assert issubclass(connection, app.kernel_websocket_connection_class)
    assert module.page_safe_connection(connection) is connection  # not wrapped twice
