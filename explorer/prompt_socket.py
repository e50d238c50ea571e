"""The kernel websocket of a page, with each message sent as soon as it is written.

Tornado leaves Nagle's algorithm on for a websocket unless its handler turns it off, and
jupyter_server's kernel websocket does not. A small message the server writes while the
browser has not yet acknowledged the previous one then waits for that acknowledgement, which
the browser delays by up to 40 ms: a page's kernel replies (its kernel info, its widgets'
state, each click's board update) came 40-55 ms after the request where the kernel answered
in 3-5 ms (benchmarks/README.md). The server sends a few small messages per click, so the
extra packets cost nothing that matters.

Used by every server: the class server's default ``kernel_websocket_connection_class``
(scripts/voila_server.py, `make serve`) and ``ServerApp.kernel_websocket_connection_class``
(`make lab`, Binder's postBuild).
"""

from __future__ import annotations

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection


class PromptKernelConnection(ZMQChannelsWebsocketConnection):
    """jupyter_server's kernel websocket connection, with Nagle's algorithm off."""

    def connect(self):
        self.websocket_handler.set_nodelay(True)
        return super().connect()
