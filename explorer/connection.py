"""The page's watch on its kernel, as a tiny anywidget: when the kernel stops, is closed by the
server or the server restarts, the page says so and offers a way back.

Without it a Voilà page whose kernel is gone looks normal and silently does nothing. The watch
draws nothing while all is well. In the browser it follows the page's kernel connection (Voilà's
widget manager, ``window.jupyterapp``) and asks the server about its kernel every
``poll_seconds`` and whenever the tab is shown again or the network comes back
(``GET api/kernels/<id>``: a read the server does not count as activity, so a forgotten tab is
still closed after its idle time, see scripts/voila_server.py). What it finds:

- ``stopped``: the kernel ended (it crashed or was killed; the server does not restart it,
  a restarted kernel would not know the page's widgets);
- ``gone``: the server no longer knows the kernel (closed after a long pause, or the server was
  restarted);
- ``unreachable``: the server does not answer; the watch keeps asking, hides the message and
  reconnects if the kernel is still there.

For the first two the message is final: a reload starts a new game, and a position downloaded
from the Files tab can be loaded again. The texts are sent with the widget, in the dashboard's
language, because a page whose kernel is gone cannot ask for them.

Outside a Voilà page (a notebook in JupyterLab) the watch does nothing: Lab shows its own kernel
status. The same words serve the server's "full" page (``server_full_text``).
"""

from __future__ import annotations

import anywidget
import traitlets

from .chrome import Chrome, text

#: What the page shows for each finding, by message id.
TEXTS = {
    "stopped": "connection-stopped",
    "gone": "connection-gone",
    "unreachable": "connection-unreachable",
    "way_back": "connection-way-back",
    "reload": "connection-reload",
}

_ESM = """
const FINAL = new Set(["stopped", "gone"]);
const STOPPED_STATES = new Set(["dead", "restarting", "autorestarting"]);

function voilaKernel() {
  // Voila marks its <body> and writes the kernel id into the page config.
  const config = document.getElementById("jupyter-config-data");
  if (document.body.dataset.voila === undefined || !config) return null;
  const data = JSON.parse(config.textContent);
  return data.kernelId ? { id: data.kernelId, base: data.baseUrl || "/" } : null;
}

async function askServer(kernel) {
  let response;
  try {
    response = await fetch(`${kernel.base}api/kernels/${kernel.id}`, {
      cache: "no-store", credentials: "same-origin",
    });
  } catch (error) {
    return "unreachable";
  }
  // 404: no such kernel; 401/403: a restarted server no longer knows this page's login.
  if ([401, 403, 404].includes(response.status)) return "gone";
  if (!response.ok) return "unreachable";
  const model = await response.json();
  return STOPPED_STATES.has(model.execution_state) ? "stopped" : "ok";
}

function banner(el, model) {
  const box = document.createElement("div");
  box.className = "rx-connection";
  box.setAttribute("role", "alert");
  box.hidden = true;
  const message = document.createElement("p");
  const wayBack = document.createElement("p");
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "rx-connection-reload";
  reload.addEventListener("click", () => window.location.reload());
  box.append(message, wayBack, reload);
  el.append(box);
  return (finding) => {
    const texts = model.get("texts");
    box.dataset.connection = finding;
    box.hidden = finding === "ok";
    message.textContent = texts[finding] || "";
    wayBack.textContent = texts.way_back;
    wayBack.hidden = !FINAL.has(finding);
    reload.textContent = texts.reload;
    reload.hidden = finding === "unreachable";
    if (FINAL.has(finding)) reload.focus();
  };
}

function render({ model, el }) {
  const kernel = voilaKernel();
  if (!kernel) return;
  const show = banner(el, model);
  let finding = "ok";
  let connection = null;
  const settle = (found) => {
    if (FINAL.has(finding) || found === finding) return;
    finding = found;
    show(found);
    if (found === "ok" && connection && connection.connectionStatus === "disconnected") {
      connection.reconnect();
    }
  };
  const check = async () => {
    if (!FINAL.has(finding)) settle(await askServer(kernel));
  };
  const timer = setInterval(check, 1000 * model.get("poll_seconds"));
  const onVisible = () => { if (document.visibilityState === "visible") check(); };
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("online", check);
  const app = window.jupyterapp;
  if (app && app.widgetManagerPromise) {
    app.widgetManagerPromise.promise.then((manager) => {
      connection = manager && manager.kernel;
      if (!connection) return;
      connection.statusChanged.connect((_, status) => {
        if (STOPPED_STATES.has(status)) settle("stopped");
      });
      connection.connectionStatusChanged.connect((_, status) => {
        if (status !== "connected") check();
      });
    });
  }
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("online", check);
  };
}
export default { render };
"""

_CSS = """
.rx-connection {
  position: fixed; top: 0; left: 0; right: 0; z-index: 10000;
  padding: 0.8em 1.2em; background: #fff4ce; color: #1f1f1f;
  border-bottom: 3px solid #8a6d00; font-size: 1.05em;
}
.rx-connection p { margin: 0.2em 0; }
.rx-connection-reload { margin-top: 0.4em; font-size: 1em; padding: 0.3em 1em; }
"""


class ConnectionWatch(anywidget.AnyWidget):
    """Shows a message and a reload button when the page loses its kernel (see module doc)."""

    _esm = _ESM
    _css = _CSS
    texts = traitlets.Dict().tag(sync=True)
    poll_seconds = traitlets.Int(15).tag(sync=True)

    def __init__(self, chrome: Chrome) -> None:
        super().__init__()
        self.add_class("rx-connection-watch")
        chrome.bind(self, "texts", lambda: {key: chrome.t(mid) for key, mid in TEXTS.items()})


def server_full_text(language: str, limit: int) -> str:
    """The server's page for a visitor it has no kernel for (scripts/voila_server.py)."""
    return text("server-full", language, count=limit)
