"""A dashboard page without a browser: what a page asks of the server, and when it is answered.

A class's thirty browsers run on thirty machines; on this 2-core machine, thirty headless
Chromium pages share the server's two cores and measure mostly themselves. This client does
what one page does to the server, over the same HTTP and websocket routes, with none of the
rendering:

1. GET the dashboard (its HTML names the page's kernel), then GET every static file a browser
   fetched for the same page (``assets``: recorded from a real visit, so the server serves
   what it would), six at a time as a browser does;
2. open the kernel's websocket, ask for the kernel's info, then for the widgets' state as
   ipywidgets 8's manager does (a ``jupyter.widget.control`` comm and ``request_states``):
   the page is *usable* once that state has arrived (a browser would now draw it);
3. click buttons as the browser does (a ``custom`` message ``click`` to the button's comm) and
   time each click to the first update of the board's figure it causes;
4. send the shutdown beacon a closed page sends.

Jupyter's kernel-websocket JSON protocol (no subprotocol asked for: the server then speaks
the original one), Jupyter messaging 5.3.
"""

from __future__ import annotations

import asyncio
import json
import re
import struct
import time
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from urllib.parse import urlparse

from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect

KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')
PARALLEL_DOWNLOADS = 6  # a browser's connections to one host
CONTROL_PROTOCOL = "1.0.0"  # ipywidgets 8's control comm


@dataclass
class Widget:
    comm_id: str
    model: str
    state: dict


@dataclass
class Visit:
    """What one page saw: seconds to usable, each click's milliseconds, what went wrong."""

    usable: float | None = None
    clicks: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def _decode(frame: str | bytes) -> dict:
    """A websocket frame of the server's JSON protocol; frames with buffers come binary:
    the count of parts, their offsets, the JSON, then the buffers (jupyter_server's
    ``serialize_binary_message``)."""
    if isinstance(frame, str):
        return json.loads(frame)
    (count,) = struct.unpack("!I", frame[:4])
    offsets = struct.unpack(f"!{count}I", frame[4 : 4 * (count + 1)])
    end = offsets[1] if count > 1 else len(frame)
    return json.loads(frame[offsets[0] : end].decode("utf-8"))


class KernelSocket:
    """The page's websocket to its kernel: send on a channel, wait for matching replies."""

    def __init__(self, connection) -> None:
        self.connection = connection
        self.session = uuid.uuid4().hex
        self.inbox: asyncio.Queue[dict] = asyncio.Queue()
        self.reader = asyncio.ensure_future(self._read())

    @classmethod
    async def open(cls, server: str, kernel_id: str, timeout: float) -> KernelSocket:
        ws = server.replace("http", "ws", 1)
        request = HTTPRequest(
            f"{ws}/api/kernels/{kernel_id}/channels?session_id={uuid.uuid4().hex}",
            headers={"Origin": server},
            request_timeout=timeout,
        )
        return cls(await websocket_connect(request))

    async def _read(self) -> None:
        while True:
            frame = await self.connection.read_message()
            if frame is None:
                await self.inbox.put({"closed": True})
                return
            await self.inbox.put(_decode(frame))

    def send(self, channel: str, msg_type: str, content: dict, metadata: dict | None = None) -> str:
        msg_id = uuid.uuid4().hex
        header = {
            "msg_id": msg_id,
            "msg_type": msg_type,
            "username": "class-benchmark",
            "session": self.session,
            "date": datetime.now(UTC).isoformat(),
            "version": "5.3",
        }
        message = {
            "header": header,
            "parent_header": {},
            "metadata": metadata or {},
            "content": content,
            "channel": channel,
            "buffers": [],
        }
        self.connection.write_message(json.dumps(message))
        return msg_id

    async def until(self, wanted, timeout: float) -> dict:
        """The first message for which ``wanted(message)`` is true (the others are dropped)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no answer from the kernel")
            message = await asyncio.wait_for(self.inbox.get(), left)
            if message.get("closed"):
                raise ConnectionError("the kernel's websocket closed")
            if wanted(message):
                return message

    def close(self) -> None:
        self.reader.cancel()
        self.connection.close()


def _comm_msg(message: dict, comm_id: str) -> bool:
    return (
        message.get("header", {}).get("msg_type") == "comm_msg"
        and message["content"].get("comm_id") == comm_id
    )


def _replies_to(message: dict, msg_id: str) -> bool:
    return message.get("parent_header", {}).get("msg_id") == msg_id


def find(widgets: dict[str, Widget], css_class: str) -> Widget:
    for widget in widgets.values():
        if css_class in widget.state.get("_dom_classes", ()):
            return widget
    raise LookupError(f"no widget with the class {css_class!r} on the page")


def board_figure(widgets: dict[str, Widget]) -> Widget:
    """The board's figure: the explorer's lean FigureWidget (it carries a ``_figure_id``)."""
    for widget in widgets.values():
        if "_figure_id" in widget.state:
            return widget
    raise LookupError("no figure on the page")


async def _download(client: AsyncHTTPClient, urls: list[str], timeout: float) -> None:
    queue = list(urls)

    async def worker() -> None:
        while queue:
            await client.fetch(queue.pop(), request_timeout=timeout)

    await asyncio.gather(*(worker() for _ in range(PARALLEL_DOWNLOADS)))


def origin(url: str) -> str:
    """``scheme://host:port`` of ``url``: where a page's requests and its beacon go."""
    parts = urlparse(url)
    return f"{parts.scheme}://{parts.netloc}"


async def visit(
    url: str,
    assets: list[str],
    clicks: list[str],
    timeout: float = 120.0,
    click_timeout: float = 30.0,
    stay_open=None,
) -> Visit:
    """One page (``url``, the dashboard's; ``assets``, paths on its server): opened, made
    usable, ``clicks`` (CSS classes of buttons) clicked in turn, kept open until
    ``stay_open`` (a callable returning an awaitable) is done, then closed with the beacon."""
    result = Visit()
    client = AsyncHTTPClient(max_clients=PARALLEL_DOWNLOADS + 1)
    started = time.perf_counter()
    socket = None
    try:
        server = origin(url)
        page = await client.fetch(url, request_timeout=timeout)
        html = page.body.decode("utf-8")
        found = KERNEL_ID.search(html)
        if not found:
            result.errors.append("the page names no kernel")
            return result
        kernel_id = found.group(1)
        cookie = page.headers.get("Set-Cookie", "")
        await _download(client, [server + path for path in assets], timeout)
        socket = await KernelSocket.open(server, kernel_id, timeout)
        info = socket.send("shell", "kernel_info_request", {})
        await socket.until(lambda m: _replies_to(m, info), timeout)
        control = uuid.uuid4().hex
        socket.send(
            "shell",
            "comm_open",
            {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
            {"version": CONTROL_PROTOCOL},
        )
        socket.send("shell", "comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
        states = await socket.until(lambda m: _comm_msg(m, control), timeout)
        widgets = {
            comm_id: Widget(comm_id, entry["model_name"], entry["state"])
            for comm_id, entry in states["content"]["data"]["states"].items()
        }
        result.usable = time.perf_counter() - started
        figure = board_figure(widgets)
        for css_class in clicks:
            button = find(widgets, css_class)
            sent = time.perf_counter()
            click = socket.send(
                "shell",
                "comm_msg",
                {
                    "comm_id": button.comm_id,
                    "data": {"method": "custom", "content": {"event": "click"}},
                },
            )
            await socket.until(
                lambda m, click=click: _comm_msg(m, figure.comm_id) and _replies_to(m, click),
                click_timeout,
            )
            result.clicks.append((time.perf_counter() - sent) * 1000)
            # The kernel is done with the click (as a learner waits for the next button).
            await socket.until(
                lambda m, click=click: (
                    _replies_to(m, click)
                    and m["header"]["msg_type"] == "status"
                    and m["content"]["execution_state"] == "idle"
                ),
                click_timeout,
            )
        if stay_open is not None:
            await stay_open()
        await _beacon(client, server, kernel_id, cookie)
    except Exception as error:  # a page that fails is a figure, not the end of the run
        result.errors.append(f"{type(error).__name__}: {str(error)[:120]}")
    finally:
        if socket is not None:
            socket.close()
    return result


async def _beacon(client: AsyncHTTPClient, server: str, kernel_id: str, cookie: str) -> None:
    """The shutdown beacon of a closed page: a POST from the page's origin (``server``) with
    the XSRF token the page's cookie holds."""
    token = re.search(r"_xsrf=([^;]+)", cookie)
    headers = {"Origin": server}
    if token:
        headers["Cookie"] = f"_xsrf={token.group(1)}"
        headers["X-XSRFToken"] = token.group(1)
    await client.fetch(
        f"{server}/voila/api/shutdown/{kernel_id}",
        method="POST",
        body="",
        headers=headers,
        raise_error=False,
    )
