"""The server `make serve` starts lets no one in where they do not belong (issue 13, item 3):
a page of another origin cannot start a kernel, shut one down, open its websocket or read a
listing; a forged Host header (DNS rebinding) gets nothing; nothing of the repository is listed
or served beyond the dashboards and their images. Each refusal is checked together with the
request that is allowed, so that a test fails if the server refused everything."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from playwright.sync_api import BrowserContext, expect

from .server_support import (
    DASHBOARD,
    WATCH,
    foreign_site,
    kernel_id_of,
    raw_request,
    wait_for,
    websocket_handshake,
)
from .support import REPO

pytestmark = pytest.mark.browser

#: Another origin on this machine: another site (localhost is not 127.0.0.1) and another port of
#: the same host (same site: cookies are shared across ports, so it can read the _xsrf cookie).
FOREIGN_HOSTS = ["localhost", "127.0.0.1"]


@pytest.fixture(params=FOREIGN_HOSTS, ids=["other-site", "other-port"])
def foreign_page(request, context: BrowserContext):
    with foreign_site() as port:
        page = context.new_page()
        page.goto(f"http://{request.param}:{port}/")
        yield page


def _open_dashboard(context: BrowserContext):
    page = context.new_page()
    page.goto(DASHBOARD)
    expect(page.locator(WATCH)).to_be_attached(timeout=90_000)
    return page, kernel_id_of(page)


def test_a_foreign_page_cannot_start_a_kernel(voila_server, foreign_page):
    idle = voila_server.steady_kernel_count()
    target = f"{voila_server.url}{DASHBOARD}"
    foreign_page.evaluate(
        """async (target) => {
            await fetch(target, { mode: "no-cors", credentials: "include" });
            const image = new Image();
            image.src = target + "?as=image";
            const frame = document.createElement("iframe");
            frame.src = target + "?as=frame";
            document.body.append(image, frame);
            await new Promise((done) => setTimeout(done, 3000));
        }""",
        target,
    )
    assert voila_server.steady_kernel_count() == idle
    # A person following a link from that page does get the dashboard.
    foreign_page.evaluate("(target) => { window.location.href = target; }", target)
    expect(foreign_page.locator(WATCH)).to_be_attached(timeout=90_000)


def test_a_foreign_page_cannot_shut_a_kernel_down(voila_server, context, foreign_page):
    page, kernel_id = _open_dashboard(context)
    shutdown = f"{voila_server.url}voila/api/shutdown/{kernel_id}"
    foreign_page.evaluate(
        """async (url) => {
            // The _xsrf cookie is readable from another port of the same host.
            const found = document.cookie.match("\\\\b_xsrf=([^;]*)\\\\b");
            const form = () => {
                const data = new FormData();
                data.append("_xsrf", found ? found[1] : "");
                return data;
            };
            const send = { mode: "no-cors", credentials: "include" };
            navigator.sendBeacon(url, form());
            await fetch(url, { ...send, method: "POST", body: form() }).catch(() => null);
            const model = url.replace("voila/api/shutdown", "api/kernels");
            await fetch(model, { ...send, method: "DELETE" }).catch(() => null);
            await new Promise((done) => setTimeout(done, 3000));
        }""",
        shutdown,
    )
    assert voila_server.kernel_model(kernel_id).get("connections", 0) > 0
    # The page's own beacon still shuts it down.
    page.close(run_before_unload=True)
    wait_for(lambda: not voila_server.kernel_model(kernel_id), 30, "the closed page's kernel runs")


def test_a_foreign_page_cannot_open_a_kernel_websocket_or_read_the_server(
    voila_server, context, foreign_page
):
    _page, kernel_id = _open_dashboard(context)
    base = voila_server.url
    outcome = foreign_page.evaluate(
        """async ([base, kernel]) => {
            const socket = await new Promise((done) => {
                const address = base.replace("http", "ws") + `api/kernels/${kernel}/channels`;
                const ws = new WebSocket(address);
                ws.onopen = () => { ws.close(); done("open"); };
                ws.onerror = () => done("refused");
            });
            const read = async (path) => {
                try {
                    await (await fetch(base + path, { credentials: "include" })).text();
                    return "read";
                } catch (error) {
                    return "refused";
                }
            };
            return { socket, model: await read(`api/kernels/${kernel}`),
                     dashboard: await read("voila/render/notebooks/index.ipynb") };
        }""",
        [base, kernel_id],
    )
    assert outcome == {"socket": "refused", "model": "refused", "dashboard": "refused"}
    # The dashboard's own page has its websocket open meanwhile.
    assert voila_server.kernel_model(kernel_id)["connections"] > 0


def test_a_forged_host_gets_nothing(voila_server, context):
    """A DNS-rebinding page reaches this server under its own domain name: whatever it asks
    for (a page, the landing, a kernel's model or websocket, a shutdown) it gets 403."""
    _page, kernel_id = _open_dashboard(context)
    idle = voila_server.steady_kernel_count()
    port = voila_server.url.rstrip("/").rsplit(":", 1)[1]
    forged = {"Host": f"rebind.example:{port}"}
    for path in ["", DASHBOARD, "voila/tree", f"api/kernels/{kernel_id}"]:
        assert raw_request(voila_server.url, path, headers=forged)[0] == 403, path
    own = f"{voila_server.url}"
    shutdown = {**forged, "Origin": f"http://rebind.example:{port}"}
    path = f"voila/api/shutdown/{kernel_id}"
    assert raw_request(voila_server.url, path, "POST", shutdown, body=b"")[0] == 403
    channels = f"api/kernels/{kernel_id}/channels"
    assert websocket_handshake(own, channels, f"rebind.example:{port}") == 403
    assert websocket_handshake(own, channels, f"127.0.0.1:{port}") == 101
    assert voila_server.steady_kernel_count() == idle
    assert voila_server.kernel_model(kernel_id)
    # The same requests under the server's own name are answered.
    assert raw_request(voila_server.url, f"api/kernels/{kernel_id}")[0] == 200


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("voila/tree", 404),
        ("voila/tree/notebooks", 404),
        ("voila/api/contents", 404),
        ("voila/api/contents/notebooks", 404),
        ("voila/files/.venv/share/jupyter/kernels/python3/logo-64x64.png", 403),
        ("voila/files/README.md", 403),
        ("voila/render/README.md", 404),
        ("voila/render/.venv/share/jupyter/kernels/python3/kernel.json", 404),
        ("voila/render/notebooks/../README.md", 404),
    ],
)
def test_nothing_of_the_repository_is_listed_or_served(voila_server, path, status):
    assert raw_request(voila_server.url, path)[0] == status


@pytest.mark.parametrize(
    "path",
    [
        "voila/templates/rx/static/../../../pyproject.toml",
        "voila/templates/rx/static/%2e%2e/%2E%2E/%2e%2e/pyproject.toml",
        "voila/templates/../../README.md",
        "voila/templates/rx",
        "voila/templates/rx/scripts/voila_server.py",
        "voila/static/../../README.md",
        "voila/files/..%2fREADME.md",
        "voila/render/notebooks/%2e%2e/README.md",
    ],
)
def test_a_path_naming_a_parent_folder_or_no_file_is_a_plain_404(voila_server, path):
    """Voilà's handler of the template's static files answered these with a 500 and a
    traceback in the log (and its neighbours with 403): no route serves a path with a parent
    folder, and none of them is an error of the server."""
    before = voila_server.log.read_text().count("Traceback")
    status, _, body = raw_request(voila_server.url, path)
    assert status == 404
    assert b"Traceback" not in body and b"/work/" not in body and str(REPO).encode() not in body
    assert voila_server.log.read_text().count("Traceback") == before
    # The same route still serves the template's own files.
    css = "voila/templates/rx/static/fontawesome/css/all.min.css"
    assert raw_request(voila_server.url, css)[0] == 200


_MALFORMED_COMM_OPENS = """async ([base, kernel]) => {
    const address = base.replace("http", "ws") + `api/kernels/${kernel}/channels`;
    const ws = new WebSocket(address);
    const received = [];
    ws.onmessage = (event) => received.push(event.data);
    await new Promise((done) => { ws.onopen = done; });
    const send = (msg_type, content) => ws.send(JSON.stringify({
        header: { msg_id: crypto.randomUUID(), msg_type, username: "", session: "probe",
                  date: new Date().toISOString(), version: "5.3" },
        parent_header: {}, metadata: {}, content, channel: "shell", buffers: [],
    }));
    send("comm_open", { comm_id: "unknown-target", target_name: "no.such.target", data: {} });
    send("comm_open", { comm_id: "bad-widget", target_name: "jupyter.widget",
                        data: { state: 5 } });
    send("comm_open", { target_name: "jupyter.widget" });
    send("comm_msg", { comm_id: "no-such-comm", data: { method: "update" } });
    send("inspect_request", { code: 5 });
    await new Promise((done) => setTimeout(done, 6000));
    ws.close();
    return received;
}"""


def test_a_malformed_comm_open_gets_no_traceback_and_no_path_back(voila_server, context):
    """A page's websocket may carry anything its sender writes: comm_opens the kernel cannot
    read made it send its traceback (the server's paths, its libraries' source lines) back
    as stderr. The kernel still answers (it closes each comm it could not open)."""
    page, kernel_id = _open_dashboard(context)
    received = page.evaluate(_MALFORMED_COMM_OPENS, [voila_server.url, kernel_id])
    messages = [json.loads(text) for text in received]
    closed = {m["content"].get("comm_id") for m in messages if m["msg_type"] == "comm_close"}
    assert {"unknown-target", "bad-widget"} <= closed, "the kernel did not answer"
    everything = "\n".join(received)
    for secret in ("Traceback", 'File \\"', "site-packages", str(REPO), "No such comm"):
        assert secret not in everything, secret
    assert not [m for m in messages if m["msg_type"] == "stream"]
    # The page still works: its kernel is alive and connected.
    assert voila_server.kernel_model(kernel_id)["execution_state"] != "dead"


def test_the_landing_and_the_images_the_pages_use_are_served(voila_server):
    idle = voila_server.steady_kernel_count()
    status, _, body = raw_request(voila_server.url, "?token=abc")
    assert status == 200  # a page that sends browsers on, keeping the query
    assert b'url=/voila/render/notebooks/index.ipynb?token=abc"' in body
    assert voila_server.steady_kernel_count() == idle, "a script asking for / got a kernel"
    assert raw_request(voila_server.url, "voila/files/docs/dashboard.png")[0] == 200


def test_kernels_are_shut_down_only_by_their_beacon(voila_server, context):
    """No DELETE /api/kernels/<id>; the beacon needs the page's Origin and its _xsrf."""
    _page, kernel_id = _open_dashboard(context)
    url = voila_server.url
    assert raw_request(url, f"api/kernels/{kernel_id}", "DELETE")[0] == 405
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    beacon = f"voila/api/shutdown/{kernel_id}"
    assert raw_request(url, beacon, "POST", form, body=b"_xsrf=x")[0] in (403, 404)
    own_origin = {**form, "Origin": url.rstrip("/")}
    assert raw_request(url, beacon, "POST", own_origin, body=b"_xsrf=x")[0] == 403
    assert voila_server.kernel_model(kernel_id)["connections"] > 0


#: Run apart from the repository root, whose voila.py (Voilà's configuration file) would
#: shadow the voila package on the test's sys.path.
_STRIP_A_FAILING_CELL = """
import json, sys
import nbformat
from traitlets.config import Config
from voila.configuration import VoilaConfiguration
from voila.execute import VoilaExecutor

config = Config(json.load(open(sys.argv[1], encoding="utf-8")))
voila = VoilaConfiguration(config=config)
executor = VoilaExecutor(
    nbformat.v4.new_notebook(), config=config, show_tracebacks=voila.show_tracebacks
)
cell = nbformat.v4.new_code_cell("1 / 0", execution_count=1)
cell.outputs = [nbformat.v4.new_output(
    "error", ename="ZeroDivisionError", evalue="division by zero",
    traceback=['File "/work/main/explorer/app.py", line 3', "ZeroDivisionError"],
)]
if executor.should_strip_error():
    executor.strip_code_cell_errors(cell)
print(json.dumps({"strip": executor.should_strip_error(), "output": cell.outputs[0]}))
"""


def test_a_cell_that_fails_shows_students_a_clear_message_and_no_traceback(tmp_path):
    """voila.json as Voilà reads it (here, under JupyterLab and on Binder): an error while a
    page is built shows what to do, not the cell's source, paths or library code."""
    ran = subprocess.run(
        [sys.executable, "-c", _STRIP_A_FAILING_CELL, str(REPO / "voila.json")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    )
    result = json.loads(ran.stdout)
    assert result["strip"] is True
    shown = " ".join(result["output"]["traceback"]) + result["output"]["evalue"]
    assert "Reload the page" in shown and "Recarregue a página" in shown
    assert "/work/main" not in shown and "ZeroDivisionError" not in shown
