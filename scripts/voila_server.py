"""Voilà for a class: what `make serve` runs (through scripts/serve.sh, which sets the flags).

Plain standalone Voilà with the repository as its root answers any client the same way: a page
of any web site (a no-cors GET, an image, a frame) or a DNS-rebinding page starts a kernel of
about 100 MiB per request, the contents of the repository are listed, and any client may shut
any kernel down. This launcher is Voilà itself with a few of its parts replaced, so that
nothing but the class's own pages gets in:

- **Hosts.** Every request is routed by its ``Host`` header: only the names this server is
  reached by are answered (locally: loopback addresses and ``localhost``; in class mode also
  any IP address and the names given), anything else gets 403. A rebinding page reaches this
  machine under its own domain name, so it is refused whatever it asks.
- **Pages.** Only the dashboards in notebooks/ (and the small notebooks of benchmarks/, which
  the page benchmark compares them with) render, and only when the browser says (Fetch
  Metadata headers) that a person opened the page: typed, followed a link, or came from this
  server's pages.
  A foreign page's no-cors fetch, image or frame is refused before any kernel starts.
- **No listing.** The directory pages and the contents API are gone; ``/`` is a small page
  that sends browsers on to the landing page (and starts no kernel for a script that asks);
  /voila/files serves only the images voila.json allows.
- **Shutdown.** A closed page's beacon shuts its kernel down (Voilà issue #1458) with the
  XSRF check left on: the dashboard page now gets the ``_xsrf`` cookie its beacon sends back,
  and the beacon must come from a page of this server (``Origin``). ``DELETE /api/kernels/..``
  is not served at all.
- **Kernels.** At most ``max_kernels`` at once (the preheated ones included); a page that would
  need one more is told the server is full. Each visitor (a cookie the server sets), the first
  visits from one address, and in class mode each address may hold only a share of them
  (explorer/visitor_limits.py): one client cannot lock the others out. Culling by what the
  page did, see ``BoundedKernelManager``.
- **Kernel websockets** send each message as soon as it is written (explorer/prompt_socket.py)
  and never a traceback, an error's text or the kernel's stderr (explorer/page_safe_messages.py).
- **Paths.** A request naming a parent folder (``..``) is answered 404 on every route, and the
  template's static files only under ``<template>/static/<file>`` (Voilà's own handler answered
  500 with a traceback in the log to anything else).
- **Class mode** (``--ClassVoila.class_mode=True``, ``scripts/serve.sh --class``): the
  server listens beyond 127.0.0.1 and asks for a token the teacher shares (printed at start).
"""

from __future__ import annotations

import asyncio
import html
import re
import secrets
import socket
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse

import tornado.web
from jupyter_client.session import DELIM
from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.handlers import KernelHandler
from jupyter_server.services.kernels.kernelmanager import (
    AsyncMappingKernelManager,
    ServerKernelManager,
)
from jupyter_server.utils import url_path_join
from traitlets import Bool, Float, Integer, List, Unicode, default
from voila.app import Voila
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.contentshandler import VoilaContentsHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler

from explorer.chrome import text
from explorer.connection import server_full_text
from explorer.page_pool import kernel_started, pages_to_take
from explorer.page_safe_messages import needs_reading, page_safe
from explorer.prompt_socket import PromptKernelConnection
from explorer.visitor_limits import Bounds, Visitor, VisitorLedger

LANDING = "voila/render/notebooks/index.ipynb"
#: The kernel id in the page config Voilà writes into every page.
KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')
#: The notebooks served as pages, relative to the repository (the root Voilà serves).
DASHBOARDS = re.compile(r"(notebooks|benchmarks)/[^/]+\.ipynb")
#: The names a local server answers to: loopback addresses and localhost.
LOCAL_HOSTS = r"localhost|127(\.\d{1,3}){3}|\[::1\]"
#: Any IP address (a rebinding page always comes under a domain name, never an address).
ANY_ADDRESS = r"\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:.]+\]"
#: Letters of a token a student types from the board: no 0/o, 1/l/i look-alikes.
TOKEN_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"
TOKEN_LENGTH = 10
#: The signed cookie that makes a browser one visitor (explorer/visitor_limits.py).
VISITOR_COOKIE = "rx_visitor"
#: A path with a parent-folder segment, as sent (``..``) or percent-encoded (``%2e%2e``).
PARENT_FOLDER = r"(?i).*(?:/|%2f)(?:\.|%2e){2}(?:/|%2f|$).*"


def host_pattern(class_mode: bool, names: list[str]) -> str:
    """The regular expression of the Host names (without port) this server answers."""
    hosts = [LOCAL_HOSTS]
    if class_mode:
        hosts.append(ANY_ADDRESS)
        hosts += [re.escape(name.lower()) for name in names]
    return f"({'|'.join(hosts)})$"


def machine_names() -> list[str]:
    """This machine's own names, which students may type instead of its address."""
    name = socket.gethostname().lower()
    return [name, f"{name}.local"] if name else []


def lan_address() -> str:
    """The address other machines of the network reach this one by (no packet is sent: a UDP
    socket only picks the interface it would route through)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def new_token() -> str:
    return "".join(secrets.choice(TOKEN_LETTERS) for _ in range(TOKEN_LENGTH))


def reader_language(accept_language: str | None) -> str:
    """The dashboard language a browser asks for first (Portuguese or English)."""
    first = (accept_language or "").split(",")[0].strip().lower()
    return "pt" if first.startswith("pt") else "en"


def opened_by_a_person(headers) -> bool:
    """Whether the browser says a person opened this page: typed its address (``none``), came
    from this server's own pages (``same-origin``) or followed a link to it from anywhere (a
    top-level navigation). A page of another site that fetches it, shows it as an image or in
    a frame says so too (``Sec-Fetch-Site`` cross-site or same-site, another mode or
    destination) and is refused. Requests without these headers (scripts, browsers older than
    2023) pass: the kernel limit and the culling bound what they can hold."""
    site = headers.get("Sec-Fetch-Site")
    if site in (None, "none", "same-origin"):
        return True
    return headers.get("Sec-Fetch-Mode") == "navigate" and headers.get("Sec-Fetch-Dest") == (
        "document"
    )


class KernelOfAPage(ServerKernelManager):
    """The manager of one kernel, with what jupyter_server (2.x) looks for on it when
    tracebacks are hidden from the page (``allow_tracebacks=False``): its websocket code
    reads the replacement text from the kernel's own manager, where only the mapping manager
    has it, and the AttributeError broke the page's websocket at the first exception in a
    widget callback (the page then received nothing and looked frozen)."""

    @property
    def traceback_replacement_message(self) -> str:
        return self.parent.traceback_replacement_message


class BoundedKernelManager(AsyncMappingKernelManager):
    """Voilà's kernel manager (the preheated pool wraps this class) with a limit on kernels, a
    share of them for each visitor (``visitors``, explorer/visitor_limits.py) and culling by
    what the page did:

    - a kernel whose page never connected (a GET whose page never opened its websocket) is
      shut down ``unconnected_timeout`` seconds after its page was sent; ``flood_timeout``
      seconds if whoever asked for it was refused a page for asking too many (a script's
      flood: its kernels go in seconds, while a person's slow page keeps the long limit,
      since a loaded server's pages needed more than a minute to connect);
    - a kernel whose page connected and then lost every connection (a tab gone without the
      shutdown beacon: a browser that crashed or was killed, a laptop asleep, a network
      gone) ``disconnected_timeout`` seconds after the last one closed, so that such pages
      do not fill the server's ``max_kernels`` for half an hour; a page back sooner finds
      its kernel;
    - any other kernel (its page open) after ``idle_timeout`` seconds without a message from
      the kernel (every click makes one). A forgotten tab thus holds its kernel for at most
      that long; its page then says so (explorer/connection.py).

    The culler runs every ``cull_interval`` seconds and only when ``cull_idle_timeout`` is
    positive (serve.sh sets both). Kernels of the preheated pool are never culled (Voilà's
    wrapper). Busy kernels are not culled: they are working for their page.
    """

    max_kernels = Integer(
        40, config=True, help="At most this many kernels at once, the preheated ones included."
    )
    unconnected_timeout = Integer(
        120,
        config=True,
        help="Seconds a kernel whose page never connected is kept after the page was sent.",
    )
    idle_timeout = Integer(
        1800, config=True, help="Seconds a kernel whose page connected is kept without activity."
    )
    disconnected_timeout = Integer(
        300,
        config=True,
        help="Seconds a kernel whose page connected is kept once its last connection closed"
        " (never more than idle_timeout).",
    )
    flood_timeout = Integer(
        15,
        config=True,
        help="Seconds a kernel whose page never connected is kept when whoever asked for it"
        " was refused a page for asking too many (never more than unconnected_timeout).",
    )
    kernels_per_visitor = Integer(
        8, config=True, help="Kernels one visitor (one browser, by its cookie) may hold."
    )
    first_visits_per_address = Integer(
        6,
        config=True,
        help="Kernels not yet connected that requests without the visitor cookie from one"
        " address may hold (a script that keeps no cookies holds at most this many).",
    )
    kernels_per_address = Integer(
        0,
        config=True,
        help="Kernels all visitors from one address may hold (0: no bound; a class behind one"
        " router shares an address, so a class's size at least).",
    )

    @default("kernel_manager_class")
    def _default_kernel_manager_class(self) -> str:
        return f"{__name__}.{KernelOfAPage.__name__}"

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._starting = 0
        self._ever_connected: set[str] = set()
        self._first_seen_unclaimed: dict = {}
        self._page_sent: dict = {}
        self._connected_at: dict = {}
        self._disconnected_at: dict = {}
        self.visitors = VisitorLedger(
            Bounds(
                per_visitor=self.kernels_per_visitor,
                first_visits_per_address=self.first_visits_per_address,
                per_address=self.kernels_per_address,
                flood_memory=self.unconnected_timeout,
            )
        )

    # ----- the limit ----------------------------------------------------------------------
    def kernel_count(self) -> int:
        """Kernels running or starting."""
        return len(self) + self._starting

    def is_full(self) -> bool:
        return self.kernel_count() >= self.max_kernels

    def ready_in_pool(self, notebook: str) -> int:
        """How many preheated pages of ``notebook`` a visitor can have now, made or being made
        (one can be had although the server is full: its kernel is already counted)."""
        return pages_to_take(self, notebook)

    async def start_kernel(self, *, kernel_id=None, path=None, **kwargs):
        if kernel_id is None:
            if _preheating(kwargs):
                # The pool refills when there is room; failing would leave a failed kernel in
                # the pool for the next page to receive.
                await self._room_for_one()
            elif self.is_full():
                raise tornado.web.HTTPError(503, "at most %d kernels", self.max_kernels)
        self._starting += 1
        try:
            return await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)
        finally:
            self._starting -= 1

    async def _room_for_one(self) -> None:
        while self.is_full():
            await asyncio.sleep(2)

    # ----- each visitor's share -----------------------------------------------------------
    def page_connected(self, kernel_id: str) -> bool:
        return kernel_id in self._ever_connected

    def admit(self, visitor: Visitor):
        """None and the page may take a kernel (``page_sent`` must follow, whatever happens),
        or the Refusal saying why not."""
        return self.visitors.admit(visitor, self.page_connected, time.monotonic())

    # ----- culling ------------------------------------------------------------------------
    def notify_connect(self, kernel_id):
        super().notify_connect(kernel_id)
        self._ever_connected.add(kernel_id)
        # A preheated kernel reaches its page with the last activity of its preheating, which
        # may be older than the idle limit: without this its page would lose it on connecting.
        self._connected_at.setdefault(kernel_id, utcnow())
        self._disconnected_at.pop(kernel_id, None)

    def notify_disconnect(self, kernel_id):
        super().notify_disconnect(kernel_id)
        if self._kernel_connections.get(kernel_id, 0) <= 0:
            self._disconnected_at[kernel_id] = utcnow()

    def remove_kernel(self, kernel_id):
        self._ever_connected.discard(kernel_id)
        self._first_seen_unclaimed.pop(kernel_id, None)
        self._page_sent.pop(kernel_id, None)
        self._connected_at.pop(kernel_id, None)
        self._disconnected_at.pop(kernel_id, None)
        self.visitors.forget(kernel_id)
        return super().remove_kernel(kernel_id)

    def _idle_seconds(self, kernel_id: str, kernel) -> tuple[float, int]:
        """How long the kernel has been idle, by the measure that applies, and its limit."""
        now = utcnow()
        if kernel_id in self._ever_connected:
            last = max(
                kernel.last_activity, self._connected_at.get(kernel_id, kernel.last_activity)
            )
            gone = self._disconnected_at.get(kernel_id)
            if gone is not None:  # no page holds it now
                limit = min(self.disconnected_timeout, self.idle_timeout)
                return (now - max(last, gone)).total_seconds(), limit
            return (now - last).total_seconds(), self.idle_timeout
        # Count from when its page was sent (a preheated kernel handed to a page has an old
        # last_activity; a loaded server may stream a page for a minute): a browser then needs
        # time to load the page's scripts before it connects. A kernel no page was sent for
        # (the response failed) counts from when the culler first saw it.
        since = self._page_sent.get(kernel_id) or self._first_seen_unclaimed.setdefault(
            kernel_id, now
        )
        limit = self.unconnected_timeout
        if self.visitors.flooding(kernel_id, time.monotonic()):
            limit = min(limit, self.flood_timeout)
        return (now - since).total_seconds(), limit

    def page_sent(self, kernel_id: str | None, visitor: Visitor) -> None:
        """The page admitted for ``visitor`` has been sent to its browser with ``kernel_id``
        (None: no page went out) (DashboardHandler)."""
        running = kernel_id is not None and kernel_id in self
        if running:
            self._page_sent[kernel_id] = utcnow()
        self.visitors.settled(visitor, kernel_id if running else None)

    async def cull_kernel_if_idle(self, kernel_id):
        kernel = self._kernels.get(kernel_id)
        if kernel is None:  # shut down (its page's beacon) since the culler listed it
            return
        state = getattr(kernel, "execution_state", None)
        if state == "dead":
            self.log.warning("Culling dead kernel %s", kernel_id)
            await self.shutdown_kernel(kernel_id)
            return
        # A kernel still starting has no last activity yet, and reading the unset trait raises
        # a TraitError, not the AttributeError ``hasattr`` expects: the culler logged a
        # traceback for each kernel a class opening all at once was still starting.
        if state == "busy" or not kernel_started(kernel):
            return
        idle, limit = self._idle_seconds(kernel_id, kernel)
        if idle > limit:
            connected = (
                "never connected"
                if kernel_id not in self._ever_connected
                else "disconnected"
                if kernel_id in self._disconnected_at
                else "connected"
            )
            self.log.warning(
                "Culling kernel %s (%s, %d connections) after %d s idle (limit %d s)",
                kernel_id,
                connected,
                self._kernel_connections.get(kernel_id, 0),
                idle,
                limit,
            )
            await self.shutdown_kernel(kernel_id)


def _preheating(start_kwargs: dict) -> bool:
    """Whether Voilà's pool asks for this kernel (it marks their environment)."""
    return start_kwargs.get("env", {}).get("VOILA_PREHEAT") == "True"


def visitor_of(handler: tornado.web.RequestHandler) -> Visitor:
    """Who sent this request: its address and the visitor cookie it sent back, else a new one
    set on the response (signed with the server's cookie secret, so a client cannot invent
    one per request: a script that wants a fresh one must ask this server for each)."""
    sent = handler.get_signed_cookie(VISITOR_COOKIE)
    if sent:
        return Visitor(handler.request.remote_ip, sent.decode(), returning=True)
    cookie = secrets.token_urlsafe(16)
    handler.set_signed_cookie(
        VISITOR_COOKIE,
        cookie,
        expires_days=None,  # the browser's session: a class, not a week
        httponly=True,
        samesite="Lax",  # sent when a person follows a link here, not with another site's fetch
        path=handler.settings["base_url"],
    )
    return Visitor(handler.request.remote_ip, cookie, returning=False)


class DashboardHandler(TornadoVoilaHandler):
    """/voila/render/<notebook>: only the dashboards, only for a person's page, only when a
    kernel can be had and the visitor's share of kernels leaves room for it."""

    _kernel_id: str | None = None
    _notebook: str = ""

    async def get(self, path=None):
        if not path or not DASHBOARDS.fullmatch(path):
            raise tornado.web.HTTPError(404, "not a dashboard: %s", path)
        if not opened_by_a_person(self.request.headers):
            raise tornado.web.HTTPError(403, "a page of another site asked for %s", path)
        km = self.kernel_manager
        # Set on every answer, a refusal too: a browser's next page then counts as its own.
        visitor = visitor_of(self)
        if km.is_full() and not km.ready_in_pool(path):
            self._server_full(km.max_kernels)
            return
        refusal = km.admit(visitor)
        if refusal is not None:
            self.log.warning("Refused a page of %s to %s: %s", path, visitor.owner, refusal.message)
            self._refuse(429, text(refusal.message, self._language(), count=refusal.count))
            return
        # Voilà's pages never get this cookie, so the shutdown beacon (which sends it back)
        # failed the XSRF check (issue #1458); reading the token sets it.
        _ = self.xsrf_token
        self._kernel_id = None
        self._notebook = path
        try:
            await super().get(path)
        finally:
            km.page_sent(self._kernel_id, visitor)

    def should_use_rendered_notebook(self, notebook_data, pool_size, *args, **kwargs) -> bool:
        # Voilà counts a refill still waiting its delay as a page of the pool; not so here
        # (pages_to_take), so a visitor beyond the pages made gets a kernel at once.
        ready = self.kernel_manager.ready_in_pool(self._notebook)
        return super().should_use_rendered_notebook(notebook_data, ready, *args, **kwargs)

    def write(self, chunk):
        """Voilà writes the page in chunks; the one with the page config names the kernel."""
        if self._kernel_id is None and isinstance(chunk, str):
            found = KERNEL_ID.search(chunk)
            if found:
                self._kernel_id = found.group(1)
        return super().write(chunk)

    def _language(self) -> str:
        return reader_language(self.request.headers.get("Accept-Language"))

    def _server_full(self, limit: int) -> None:
        self._refuse(503, server_full_text(self._language(), limit))

    def _refuse(self, status: int, message: str) -> None:
        """A page in the reader's words instead of the dashboard; no kernel was taken."""
        self.set_status(status)
        self.set_header("Retry-After", "60")
        self.finish(self.render_template("error.html", status_code=status, status_message=message))


class OwnPagesShutdownHandler(VoilaShutdownKernelHandler):
    """The shutdown beacon, from this server's own pages only: the browser always sends an
    ``Origin`` with a POST, so a request without one is not a page of this server."""

    def check_origin(self, origin_to_satisfy_tornado: str = "") -> bool:
        origin = self.request.headers.get("Origin")
        host = self.request.headers.get("Host")
        return bool(origin and host and urlparse(origin).netloc == host)


class TemplateStaticHandler(TemplateStaticFileHandler):
    """/voila/templates/<template>/static/<file>: Voilà's handler, with any other shape of
    path a plain 404 (Voilà's split the path and asserted its shape, so ``rx`` or
    ``rx/x/y`` raised into a 500 with a traceback in the log)."""

    def parse_url_path(self, path: str) -> str:
        parts = path.split("/")
        if len(parts) < 3 or parts[1] != "static" or not all(parts) or "\\" in path:
            raise tornado.web.HTTPError(404)
        return super().parse_url_path(path)


class ParentFolderRefused(tornado.web.RequestHandler):
    """Any path with a ``..`` segment, on any route: nothing this server serves is named
    that way, and handlers that join it to a folder answered 403 or 500, not "no such page"."""

    def prepare(self):
        raise tornado.web.HTTPError(404)


class PageSafeMessages:
    """A page's kernel websocket that never sends it the kernel's stderr nor an error's
    details (explorer/page_safe_messages.py): every message from the kernel to the page, on
    every channel and with either websocket protocol, passes here before anything else. Put
    in front of whichever connection class the server is configured with
    (``page_safe_connection``), so that no setting leaves it out."""

    def handle_outgoing_message(self, stream, outgoing_msg: list) -> None:
        idents, parts = self.session.feed_identities(outgoing_msg)
        # parts: signature, header, parent header, metadata, content, buffers...
        msg_type = self.session.unpack(parts[1]).get("msg_type", "")
        if needs_reading(msg_type):
            content = self.session.unpack(parts[4])
            safe = page_safe(msg_type, content, self.kernel_manager.traceback_replacement_message)
            if safe is None:
                return
            if safe is not content:
                parts = [*parts]
                parts[4] = self.session.pack(safe)
                parts[0] = self.session.sign(parts[1:5])  # the legacy protocol checks it
                outgoing_msg = [*idents, DELIM, *parts]
        super().handle_outgoing_message(stream, outgoing_msg)


def page_safe_connection(connection_class: type) -> type:
    """``connection_class`` with ``PageSafeMessages`` in front of it."""
    if issubclass(connection_class, PageSafeMessages):
        return connection_class
    name = f"PageSafe{connection_class.__name__}"
    return type(name, (PageSafeMessages, connection_class), {"__module__": __name__})


class KernelModelHandler(KernelHandler):
    """GET /api/kernels/<id> (the page's widget manager and its connection watch read it); no
    DELETE: a kernel is shut down by its page's beacon or by the culler."""

    SUPPORTED_METHODS = ("GET",)


REPLACED = {
    TornadoVoilaHandler: DashboardHandler,
    TemplateStaticFileHandler: TemplateStaticHandler,
    VoilaShutdownKernelHandler: OwnPagesShutdownHandler,
    KernelHandler: KernelModelHandler,
}
DROPPED = (TornadoVoilaTreeHandler, VoilaContentsHandler)


class WelcomeHandler(tornado.web.RequestHandler):
    """``/``: a small page that sends the browser on to the landing page (keeping ``?token=``).
    A redirect would do that too, but a script or health check that follows it would render
    the landing page and start a kernel for nobody; a page that refreshes itself is followed
    by browsers only."""

    def get(self):
        visitor_of(self)  # the landing page's request then already counts as a visitor's
        query = f"?{self.request.query}" if self.request.query else ""
        target = html.escape(f"{self.settings['base_url']}{LANDING}{query}", quote=True)
        self.finish(WELCOME.format(target=target))


WELCOME = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rules Explorer</title>
<meta http-equiv="refresh" content="0; url={target}"></head>
<body><p><a href="{target}">Rules Explorer: open the games</a></p></body></html>
"""


class RefusedHost(tornado.web.RequestHandler):
    def prepare(self):
        raise tornado.web.HTTPError(403, "Host not served here: %s", self.request.host)


class ClassVoila(Voila):
    """Voilà with the replacements described in the module docstring."""

    class_mode = Bool(
        False, config=True, help="Listen for a class: any IP address as Host, a token asked."
    )
    host_names = List(
        Unicode(), config=True, help="More names (class mode) the server may be reached by."
    )
    class_game = Unicode(
        "",
        config=True,
        help="The game a class plays (its notebook's name without .ipynb): class_pages kernels"
        " that have already run it wait for the class, the other games none.",
    )
    class_pages = Integer(30, config=True, help="Kernels preheated for the class's game.")
    class_refill_delay = Float(
        120,
        config=True,
        help="Seconds before a class's pool starts a kernel in place of one a page took.",
    )

    @default("kernel_websocket_connection_class")
    def _default_kernel_websocket_connection_class(self) -> type:
        return PromptKernelConnection

    def initialize(self, argv=None):
        super().initialize(argv)
        if self.class_mode and not self.token:
            self.token = new_token()

    def init_settings(self):
        self.voila_configuration.multi_kernel_manager_class = BoundedKernelManager
        if self.class_game:
            self._configure_class_pools()
        settings = super().init_settings()
        connection = settings["kernel_websocket_connection_class"]
        settings["kernel_websocket_connection_class"] = page_safe_connection(connection)
        return settings

    def _configure_class_pools(self) -> None:
        # A value from the command line is still text here (traitlets reads it later).
        limit = int(
            self.config.BoundedKernelManager.get(
                "max_kernels", BoundedKernelManager.max_kernels.default_value
            )
        )
        if self.class_pages + 1 > limit:
            raise SystemExit(
                f"class_pages: {self.class_pages} pages and the landing page need more than "
                f"the {limit} kernels max_kernels allows; raise MAX_KERNELS or lower CLASS_PAGES"
            )
        self.config.VoilaKernelManager.kernel_pools_config = self._class_pools()
        # Refills wait until the class has arrived: each costs a kernel start and a run of
        # the notebook, the CPU the arriving pages need.
        self.config.VoilaKernelManager.fill_delay = self.class_refill_delay

    def _class_pools(self) -> dict:
        """The preheated pools for a class: its game's page ready ``class_pages`` times, the
        landing page once, no other game. A page of a class thus costs the server no kernel
        start and no run of the notebook while the class arrives (each costs a few CPU seconds:
        thirty of them in a minute saturate two cores); a page taken from the pool is refilled
        as the kernel limit leaves room."""
        notebook = f"notebooks/{self.class_game}.ipynb"
        if not (Path(self.root_dir) / notebook).is_file():
            found = (Path(self.root_dir) / "notebooks").glob("*.ipynb")
            games = sorted(p.stem for p in found if p.name != "index.ipynb")
            raise SystemExit(
                f"class_game: no game {self.class_game!r}; the games are {', '.join(games)}"
            )
        return {
            "default": {"pool_size": 0},
            LANDING.removeprefix("voila/render/"): {"pool_size": 1},
            notebook: {"pool_size": self.class_pages},
        }

    def init_handlers(self):
        handlers = [
            (PARENT_FOLDER, ParentFolderRefused),
            (url_path_join(self.server_url, "/?"), WelcomeHandler),
        ]
        for pattern, cls, *kwargs in super().init_handlers():
            if cls in DROPPED:
                continue
            handlers.append((pattern, REPLACED.get(cls, cls), *kwargs))
        return handlers

    def start(self):
        """Voilà's start, with the handlers answering only under the served host names."""
        self.connection_dir = tempfile.mkdtemp(prefix="voila_", dir=self.connection_dir_root)
        self.log.info("Storing connection files in %s.", self.connection_dir)
        settings = self.init_settings()
        # A class's answers gzipped for browsers that accept it: a first visit downloads 1.6 MiB
        # instead of 5.6 (plotly.js and the board's picture among them), thirty times over one
        # school network. Alone on this machine the bytes cost nothing to move, and compressing
        # them cost a first visit about 0.1 s (benchmarks/README.md).
        settings["compress_response"] = self.class_mode
        self.app = tornado.web.Application(**settings)
        self.app.settings.update(self.tornado_settings)
        # Jupyter's own Host check too: loopback only, unless the class reaches us by address.
        self.app.settings["allow_remote_access"] = self.class_mode
        names = self.host_names + machine_names()
        not_found = (r".*", tornado.web.ErrorHandler, {"status_code": 404})
        handlers = [*self.init_handlers(), not_found]
        self.app.add_handlers(host_pattern(self.class_mode, names), handlers)
        self.app.add_handlers(r".*$", [(r".*", RefusedHost)])
        if self.class_mode:
            self._announce()
        self.listen()

    def _announce(self) -> None:
        """What the teacher shares, printed where they started the server."""
        url = f"http://{lan_address()}:{self.port}{self.base_url}?token={self.token}"
        print(
            f"\nClass mode: students open {url}\n"
            f"(or the same address without ?token=..., and type the token {self.token}).\n",
            flush=True,
        )


if __name__ == "__main__":
    ClassVoila.launch_instance()
