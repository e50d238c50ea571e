"""Two helpers for programs that start a server on this machine and then talk to it
(scripts/board_pictures.py, benchmarks/bench_voila.py, the browser tests)."""

from __future__ import annotations

import socket
import time
import urllib.error
import urllib.request


def free_port() -> int:
    """A port of 127.0.0.1 no one listens on now (the system picks it)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until_answers(url: str, seconds: float = 120) -> None:
    """Until ``url`` answers with any HTTP status (a server just started); raises the last
    connection error after ``seconds``."""
    until = time.monotonic() + seconds
    while True:
        try:
            urllib.request.urlopen(url, timeout=5).close()
            return
        except urllib.error.HTTPError:
            return
        except OSError:
            if time.monotonic() > until:
                raise
            time.sleep(0.2)
