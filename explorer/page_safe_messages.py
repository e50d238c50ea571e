"""What of a kernel's messages may reach a dashboard page of the class server (issue 43).

A page can send its kernel any message over its websocket. A malformed ``comm_open`` (an unknown
target, widget data the kernel cannot read) makes ipykernel log the error with its traceback
to the kernel's stderr, which ipykernel forwards to the page as a ``stream`` message: file
paths of the server, the libraries' versions and source lines went to whoever sent it.
jupyter_server's ``allow_tracebacks=False`` only rewrites iopub ``error`` messages; replies
with ``status: error`` and stderr streams passed as they were.

The rule here, applied to every message on its way to a page (scripts/voila_server.py's kernel
websocket connection, the one place every message passes):

- **stderr is never sent.** A kernel's stderr is its log (comm errors, warnings with the file
  they come from); a dashboard shows none of it (no widget of the explorer captures output).
- **an error's details are never sent.** Any message whose content names an exception (an
  ``error``, a reply with ``status: error``, anything with ``traceback``, ``ename`` or
  ``evalue``) keeps its type and status but says only that an error happened.

stdout and every other message pass untouched: the widgets' state and the board's updates.
"""

from __future__ import annotations

from typing import Any

#: The message types whose content is read here; any other passes without being unpacked (the
#: widgets' messages, many per click, some with binary buffers).
READ = ("stream", "error")
ERROR_FIELDS = ("traceback", "ename", "evalue")
HIDDEN_NAME = "ExecutionError"
HIDDEN_VALUE = "Execution error"


def needs_reading(msg_type: str) -> bool:
    return msg_type in READ or msg_type.endswith("_reply")


def page_safe(msg_type: str, content: Any, replacement: str) -> Any | None:
    """``content`` as a page may see it: the same object when nothing is hidden, a cleaned
    copy when an error's details are, None when the message must not be sent at all."""
    if not isinstance(content, dict):
        return content
    if msg_type == "stream" and content.get("name") != "stdout":
        return None
    if not any(name in content for name in ERROR_FIELDS) and content.get("status") != "error":
        return content
    cleaned = {key: value for key, value in content.items() if key not in ERROR_FIELDS}
    cleaned.update(ename=HIDDEN_NAME, evalue=HIDDEN_VALUE, traceback=[replacement])
    return cleaned
