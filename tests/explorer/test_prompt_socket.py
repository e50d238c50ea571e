"""A page's kernel websocket sends each message at once (explorer/prompt_socket.py)."""

from __future__ import annotations

from types import SimpleNamespace

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

from explorer.prompt_socket import PromptKernelConnection
from tests.test_voila_server import _server_module


def test_the_websocket_turns_nagles_algorithm_off_before_it_connects(monkeypatch):
    calls: list = []
    monkeypatch.setattr(
        ZMQChannelsWebsocketConnection, "connect", lambda self: calls.append("connect") or "ok"
    )
    connection = PromptKernelConnection.__new__(PromptKernelConnection)
    # The handler trait only takes jupyter_server's handler class: set the value directly.
    connection._trait_values["websocket_handler"] = SimpleNamespace(
        set_nodelay=lambda value: calls.append(("nodelay", value))
    )
    assert connection.connect() == "ok"  # what jupyter_server's connect returns, handed on
    assert calls == [("nodelay", True), "connect"]


def test_the_class_server_uses_it_unless_told_otherwise():
    server = _server_module().ClassVoila()
    assert server.kernel_websocket_connection_class is PromptKernelConnection
