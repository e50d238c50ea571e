"""Helpers of the server and fault tests: a server of their own (started by scripts/serve.sh with
extra options, stopped and started again on the same port), a page of a foreign origin, raw
requests with a forged Host."""

from __future__ import annotations

import contextlib
import http.client
import http.server
import json
import os
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import pytest

from .support import REPO, free_port, stop, wait_until_answers

SERVE = REPO / "scripts" / "serve.sh"
DASHBOARD = "voila/render/notebooks/escape-from-the-hidden-castle.ipynb"
#: The element of the dashboard's connection watch (explorer/connection.py): once it is on the
#: page, the page's widgets came from its kernel.
WATCH = ".rx-connection-watch"
BANNER = ".rx-connection"
#: The pages a server of these tests opens (the landing page and DASHBOARD): the only ones it
#: preheats (serve.sh's PREHEAT), not all eleven, which cost about 30 s of CPU per server.
PREHEAT = "notebooks/(index|escape-from-the-hidden-castle)"
PREHEATED = 2


def wait_for(condition, timeout: float, message: str, every: float = 0.25):
    """Poll ``condition`` until it returns something true; that value, or fail."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            pytest.fail(message)
        time.sleep(every)


@dataclass
class OwnServer:
    """A server of one test module, started as `make serve` starts it plus ``options``."""

    log: Path
    options: tuple[str, ...] = ()
    class_mode: bool = False
    env: dict = field(default_factory=dict)
    port: int = field(default_factory=free_port)
    process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> OwnServer:
        env = {
            **os.environ,
            "VOILA": str(Path(sys.executable).parent / "voila"),
            "PREHEAT": PREHEAT,
            **self.env,
        }
        out = self.log.open("a")
        self.process = subprocess.Popen(
            [str(SERVE), *(["--class"] if self.class_mode else []), str(self.port), *self.options],
            cwd=REPO,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        wait_until_answers(self.url, self.process, self.log)
        return self

    def stop(self) -> None:
        if self.process is not None:
            stop(self.process)
            self.process = None

    def kernel_processes(self) -> list[psutil.Process]:
        if self.process is None:
            return []
        found = []
        with contextlib.suppress(psutil.NoSuchProcess):
            for child in psutil.Process(self.process.pid).children(recursive=True):
                with contextlib.suppress(psutil.NoSuchProcess, psutil.ZombieProcess):
                    if "ipykernel_launcher" in " ".join(child.cmdline()):
                        found.append(child)
        return found

    def kernel_processes_with(self, kernel_id: str) -> list[psutil.Process]:
        """The process of one kernel, if it runs (its connection file is named after its id)."""
        found = []
        for process in self.kernel_processes():
            with contextlib.suppress(psutil.NoSuchProcess):
                if kernel_id in " ".join(process.cmdline()):
                    found.append(process)
        return found

    def kernel_process(self, kernel_id: str) -> psutil.Process:
        found = self.kernel_processes_with(kernel_id)
        if not found:
            pytest.fail(f"no process for kernel {kernel_id}")
        return found[0]

    def kernel_count(self) -> int:
        return len(self.kernel_processes())

    def steady_kernel_count(self, quiet: float = 5.0, timeout: float = 90.0) -> int:
        return steady_count(self.kernel_count, quiet, timeout)


def steady_count(count, quiet: float = 5.0, timeout: float = 90.0) -> int:
    """``count()`` once it has not changed for ``quiet`` seconds (a preheated pool refills 4 s
    after a page is taken: serve.sh's REFILL_DELAY)."""
    deadline = time.monotonic() + timeout
    value, since = count(), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.5)
        now = count()
        if now != value:
            value, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return value
    return value


def kernel_id_of(page) -> str:
    """The kernel id Voilà wrote into the page."""
    return json.loads(page.locator("#jupyter-config-data").text_content())["kernelId"]


def raw_request(
    url: str,
    path: str,
    method: str = "GET",
    headers: dict | None = None,
    body=None,
    source: str | None = None,
):
    """One raw request (no redirect followed, any Host header, sent from the address
    ``source`` if given, e.g. 127.0.0.2): (status, headers, body). The headers are read
    without regard to case; ``headers.get_all("Set-Cookie")`` lists every cookie set."""
    host, port = url.split("//")[1].rstrip("/").split(":")
    connection = http.client.HTTPConnection(
        host, int(port), timeout=60, source_address=(source, 0) if source else None
    )
    try:
        connection.request(method, "/" + path.lstrip("/"), body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.headers, response.read()
    finally:
        connection.close()


def websocket_handshake(url: str, path: str, host: str, origin: str | None = None) -> int:
    """The status a websocket upgrade request gets (101 when the server accepts it); read from
    the status line only, since an accepted socket stays open."""
    address, port = url.split("//")[1].rstrip("/").split(":")
    lines = [
        f"GET /{path.lstrip('/')} HTTP/1.1",
        f"Host: {host}",
        "Upgrade: websocket",
        "Connection: Upgrade",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
        "Sec-WebSocket-Version: 13",
        *([f"Origin: {origin}"] if origin else []),
    ]
    with socket.create_connection((address, int(port)), timeout=30) as sock:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        status_line = sock.makefile("rb").readline().decode()
    return int(status_line.split()[1])


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        body = b"<!doctype html><title>Another site</title><h1>Another site</h1>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@contextlib.contextmanager
def foreign_site():
    """A web page of another origin (another port of this machine), served from a thread."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def lan_address() -> str:
    """This machine's address on its network, as the class-mode server prints it."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"
