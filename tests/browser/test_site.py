"""The static site (`make site`): no Python server, only a static one (scripts/site_server.py,
`python -m http.server` sending the build's gzip copies) serving _site/,
the dashboards' Python running in Chromium on Pyodide. A game is played on it by clicking (and
from the keyboard, and by the bots to its end), every other game's dashboard draws its board,
axe-core finds nothing on the pages checked, and no request may leave 127.0.0.1.

The site is served under a sub-folder (``/rules-explorer/``), as GitHub Pages serves a project
site, so that a link or asset that assumes the site's root fails here too. The site is built
when _site/ is missing or older than the code it holds (a fresh clone builds it once, about a
minute with the downloads cached, a few more without).
"""

from __future__ import annotations

import gzip
import importlib.util
import io
import json
import os
import re
import struct
import subprocess
import sys
import time
import zipfile
from pathlib import Path
from urllib.parse import urlparse

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, expect

import rules
from explorer.landing import landing_html

from .dashboard_page import board_data, click_element, open_tab, tab_names, where
from .support import REPO, free_port, screenshot, stop, wait_until_answers

#: The site under test: _site/, or the folder RULES_EXPLORER_SITE names (a build of one's own,
#: built there when missing or older than its sources, as _site/ is).
SITE = Path(os.environ.get("RULES_EXPLORER_SITE", REPO / "_site"))
SERVER = REPO / "scripts" / "site_server.py"
STAMP = SITE / "voici" / "render" / "index.html"
#: What the site is built from: a change in any of these makes the test rebuild it.
SOURCES = [
    "rules",
    "explorer",
    "notebooks",
    "site",
    "share",
    "scripts/build_site.py",
    "scripts/site_bytecode.mjs",
    "scripts/site_snapshot.mjs",
]
MOUNT = "rules-explorer"  # the sub-folder the site is served under
GAME = "escape-from-the-hidden-castle"
#: Pyodide starts and loads the project's wheels in every page: much slower than Voilà.
FIRST_PAGE = 240_000
PAGE = 180_000
AXE = Axe()


@pytest.fixture(scope="session")
def base_url():
    """Replaces the browser suite's base URL, whose fixture starts a Voilà server (pytest-base-url
    asks for it in every test): this module needs none."""
    return None


@pytest.fixture(autouse=True)
def _close_pages_like_a_person():
    """Replaces the browser suite's fixture of the same name, which needs a Voilà server: this
    test closes its own context."""
    yield


def newest_source() -> float:
    newest = 0.0
    for name in SOURCES:
        path = REPO / name
        files = [path] if path.is_file() else (p for p in path.rglob("*") if p.is_file())
        newest = max([newest, *(f.stat().st_mtime for f in files if "__pycache__" not in f.parts)])
    return newest


def load_build_script():
    spec = importlib.util.spec_from_file_location("build_site", REPO / "scripts/build_site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def site() -> Path:
    if not STAMP.exists() or STAMP.stat().st_mtime < newest_source():
        build_site = load_build_script()
        try:
            build_site.build(SITE)
        except build_site.BuildError as error:
            pytest.fail(f"the site could not be built: {error}")
    return SITE


@pytest.fixture(scope="module")
def site_url(site: Path, tmp_path_factory) -> str:
    """scripts/site_server.py (http.server sending the build's gzip copies, as a static host
    compresses) on a free port of 127.0.0.1, serving the site under /rules-explorer/."""
    root = tmp_path_factory.mktemp("static-host")
    (root / MOUNT).symlink_to(site, target_is_directory=True)
    port = free_port()
    log = root.parent / "http-server.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, str(SERVER), "-b", "127.0.0.1", "-d", str(root), str(port)],
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
    url = f"http://127.0.0.1:{port}/{MOUNT}/"
    try:
        wait_until_answers(url, process, log)
        yield url
    finally:
        stop(process)


@pytest.fixture
def visit(browser: Browser, site_url: str):
    """A fresh browser context (an empty cache), recording every request it makes; a request
    to any other host is recorded and refused, as a classroom without internet would."""
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    context.route(
        "**/*",
        lambda route, request: route.continue_() if is_local(request.url) else route.abort(),
    )
    page = context.new_page()
    yield page, requests
    context.close()


def is_local(url: str) -> bool:
    parsed = urlparse(url)
    return parsed.scheme in ("data", "blob") or parsed.hostname == "127.0.0.1"


def violations(page: Page) -> list[str]:
    """axe-core's findings on the page as shown now (as tests/browser/test_accessibility.py)."""
    found = AXE.run(page).response["violations"]
    return [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes'][:5]]}" for v in found]


def wait_for_dashboard(page: Page, timeout: int) -> None:
    points = page.locator(".js-plotly-plot .scatterlayer path.point").filter(visible=True)
    expect(points.first).to_be_visible(timeout=timeout)
    expect(page.locator('.rx-step-text [data-step="none"]')).to_be_visible(timeout=60_000)


def test_the_landing_page_links_the_pages_voici_rendered_when_python_runs_in_the_browser(
    monkeypatch,
):
    html = landing_html()
    assert f'href="{GAME}.ipynb"' in html and ".html" not in html
    monkeypatch.setattr(sys, "platform", "emscripten")  # what Pyodide reports
    html = landing_html()
    assert f'href="{GAME}.html"' in html and f'href="{GAME}.ipynb"' not in html


def test_the_build_names_a_package_it_cannot_find():
    build_site = load_build_script()
    with pytest.raises(build_site.BuildError, match="no-such-package-here"):
        build_site.wanted_version("no-such-package-here", {"packages": {}})
    lock = {"packages": {"micropip": {"version": "0.11.0"}}}
    assert build_site.wanted_version("micropip", lock) == "0.11.0"  # the lock's own


def test_the_build_refuses_a_pyodide_tarball_that_does_not_match_its_pin(tmp_path, monkeypatch):
    build_site = load_build_script()
    url = "https://registry.example/pyodide-0.0.0.tgz"
    monkeypatch.setattr(build_site, "fetch_json", lambda _: {"dist": {"tarball": url}})
    monkeypatch.setattr(build_site, "download", lambda _, dest: dest.write_bytes(b"not it"))
    with pytest.raises(build_site.BuildError, match=re.escape(url)):
        build_site.pyodide_tarball("0.0.0", "sha512-AAAA", tmp_path)
    assert not list((tmp_path / "npm").iterdir())  # nothing wrong is left in the cache


def load_packed_modules():
    """site/sitecustomize.py under another name (its own name installs it)."""
    path = REPO / "site" / "sitecustomize.py"
    spec = importlib.util.spec_from_file_location("site_packed_modules", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_module_left_in_a_packages_archive_imports_from_it(tmp_path, monkeypatch):
    packed = load_packed_modules()
    package = tmp_path / "rxpacked"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "sub" / "on_disk.py").write_text("WHERE = 'disk'")
    with zipfile.ZipFile(package / packed.ARCHIVE, "w") as archive:
        archive.writestr("rxpacked/sub/packed.py", "WHERE = 'archive'")
        archive.writestr("rxpacked/deeper/__init__.py", "")
        archive.writestr("rxpacked/deeper/leaf.py", "from ..sub import on_disk\nWHERE = 'leaf'")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    for name in [n for n in sys.modules if n.startswith("rxpacked")]:
        monkeypatch.delitem(sys.modules, name)
    with pytest.raises(ImportError):
        importlib.import_module("rxpacked.sub.packed")  # not a file: no finder, no module
    for name in [n for n in sys.modules if n.startswith("rxpacked")]:
        del sys.modules[name]
    finder = packed.install()
    assert packed.install() is finder and sys.meta_path[-1] is finder  # once, and last
    assert importlib.import_module("rxpacked.sub.on_disk").WHERE == "disk"
    assert importlib.import_module("rxpacked.sub.packed").WHERE == "archive"
    assert importlib.import_module("rxpacked.deeper.leaf").WHERE == "leaf"  # a package in it
    with pytest.raises(ImportError):
        importlib.import_module("rxpacked.nowhere")
    for name in [n for n in sys.modules if n.startswith("rxpacked")]:
        del sys.modules[name]


def test_a_deferred_module_is_a_stand_in_until_first_used_then_the_real_one(tmp_path, monkeypatch):
    """site/sitecustomize.py's DEFERRED: IPython's terminal (and prompt_toolkit with it) is
    imported by IPython's package for one name, ``embed``, that no page calls."""
    packed = load_packed_modules()
    package = tmp_path / "rxdefer"
    package.mkdir()
    (package / "__init__.py").write_text("from .sub.heavy import embed\n")
    (package / "on_disk.py").write_text("def embed():\n    return 'disk'\n")
    heavy = (
        "import sys\nsys.rxdefer_loads += 1\nclass Shell: pass\ndef embed(x):\n    return 2 * x\n"
    )
    with zipfile.ZipFile(package / packed.ARCHIVE, "w") as archive:
        archive.writestr("rxdefer/sub/__init__.py", "")
        archive.writestr("rxdefer/sub/heavy.py", heavy)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    monkeypatch.setattr(sys, "rxdefer_loads", 0, raising=False)
    deferred = {"rxdefer.sub.heavy": ("embed",), "rxdefer.on_disk": ("embed",)}
    monkeypatch.setattr(packed, "DEFERRED", deferred)
    packed.install()
    assert isinstance(sys.meta_path[0], packed.DeferredModules)
    try:
        top = importlib.import_module("rxdefer")
        stand_in = sys.modules["rxdefer.sub.heavy"]
        assert sys.rxdefer_loads == 0  # imported for ``embed``: not run yet
        assert not hasattr(stand_in, "__path__") and not hasattr(stand_in, "__file__")
        assert sys.rxdefer_loads == 0  # the import system's questions load nothing
        assert top.embed(21) == 42 and sys.rxdefer_loads == 1  # the real one, on first call
        real = sys.modules["rxdefer.sub.heavy"]
        assert real is not stand_in and top.sub.heavy is real
        assert stand_in.Shell is real.Shell and top.embed(1) == 2  # loaded once
        assert sys.rxdefer_loads == 1
        # A module on disk (not the site's packing) is never deferred.
        assert importlib.import_module("rxdefer.on_disk").__file__.endswith("on_disk.py")
    finally:
        for name in [n for n in sys.modules if n.startswith("rxdefer")]:
            del sys.modules[name]


def test_a_packed_wheel_keeps_as_files_what_a_page_opens_with_and_its_packages_data(tmp_path):
    build_site = load_build_script()
    folder = tmp_path / "wheel"
    files = {
        "pkg/__init__.pyc": "top",
        "pkg/opened.pyc": "opened",
        "pkg/later.py": "later source",
        "pkg/later.pyc": "later compiled",
        "pkg/rest.py": "rest source",
        "pkg/rest.pyc": "rest compiled",
        "pkg/data/__init__.py": "data package",
        "pkg/data/__init__.pyc": "data package compiled",
        "pkg/data/table.json": "{}",
        "pkg/deep/__init__.py": "deep",
        "pkg/deep/__init__.pyc": "deep compiled",
        "pkg-1.0.dist-info/METADATA": "Name: pkg",
    }
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    opening = {"pkg/__init__.py", "pkg/opened.py"}
    shipped = build_site.packed_split(folder, opening, {"pkg/later.py"})
    names = {p.relative_to(folder).as_posix() for p in shipped}
    assert names == {
        "pkg/__init__.pyc",
        "pkg/opened.pyc",
        "pkg/data/__init__.py",  # its folder holds data, read from the folder
        "pkg/data/table.json",
        "pkg-1.0.dist-info/METADATA",
        f"pkg/{build_site.PACKED_ARCHIVE}",
    }
    with zipfile.ZipFile(folder / "pkg" / build_site.PACKED_ARCHIVE) as archive:
        packed = {n: archive.read(n).decode() for n in archive.namelist()}
    assert packed == {
        "pkg/later.pyc": "later compiled",  # imported later: compiled
        "pkg/rest.py": "rest source",  # never imported by a page: its source
        "pkg/deep/__init__.py": "deep",
    }


def test_a_wholly_packed_wheel_packs_what_a_page_opens_with_but_modules_beside_data(tmp_path):
    build_site = load_build_script()
    folder = tmp_path / "wheel"
    files = {
        "pkg/__init__.pyc": "top",
        "pkg/py.typed": "",  # never read when the modules run
        "pkg/opened.pyc": "opened",
        "pkg/rest.py": "rest source",
        "pkg/rest.pyc": "rest compiled",
        "pkg/data/__init__.pyc": "data package compiled",
        "pkg/data/reader.pyc": "reads table.json beside it",
        "pkg/data/table.json": "{}",
        "pkg/deep/__init__.pyc": "deep compiled",
        "pkg/deep/opened.pyc": "deep opened",
        "pkg/outer/__init__.pyc": "outer compiled",  # its folder stays: data deeper in it
        "pkg/outer/inner/picture.png": "",
        "pkg/spaced/portion.pyc": "a namespace package's",
        "pkg-1.0.dist-info/METADATA": "Name: pkg",
    }
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    opening = {"pkg/__init__.py", "pkg/opened.py", "pkg/data/__init__.py", "pkg/data/reader.py"}
    opening |= {"pkg/deep/__init__.py", "pkg/deep/opened.py", "pkg/outer/__init__.py"}
    opening |= {"pkg/spaced/portion.py"}
    shipped = build_site.packed_split(folder, opening, set(), whole=True)
    names = {p.relative_to(folder).as_posix() for p in shipped}
    assert names == {
        "pkg/__init__.pyc",  # the top package: where the finder looks for the archive
        "pkg/py.typed",
        "pkg/data/__init__.pyc",  # beside data: a module may read it from its folder
        "pkg/data/reader.pyc",
        "pkg/data/table.json",
        "pkg/outer/__init__.pyc",  # else its folder, on disk, would be a namespace package
        "pkg/outer/inner/picture.png",
        "pkg/spaced/portion.pyc",  # a namespace package's: zipimport would not find it
        "pkg-1.0.dist-info/METADATA",
        f"pkg/{build_site.PACKED_ARCHIVE}",
    }
    with zipfile.ZipFile(folder / "pkg" / build_site.PACKED_ARCHIVE) as archive:
        packed = {n: archive.read(n).decode() for n in archive.namelist()}
    assert packed == {
        "pkg/opened.pyc": "opened",  # what a page opens with: in the archive, compiled
        "pkg/deep/__init__.pyc": "deep compiled",
        "pkg/deep/opened.pyc": "deep opened",
        "pkg/rest.py": "rest source",  # never imported by a page: its source
    }


def test_a_second_build_takes_a_wheels_compiled_files_from_the_cache(tmp_path):
    build_site = load_build_script()
    pins = {"pyodide": {"version": "0.29.0", "integrity": "sha512-A"}}
    wheel = tmp_path / "pkg-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("pkg/__init__.py", "")
    key = build_site.compiled_key(wheel, {}, pins)
    cache, first, second = tmp_path / "cache", tmp_path / "first", tmp_path / "second"
    assert not build_site.restore_compiled(key, first, cache)  # nothing kept yet
    (first / "pkg").mkdir(parents=True)
    (first / "pkg" / "__init__.pyc").write_bytes(b"compiled")
    build_site.store_compiled(key, first, cache)
    assert build_site.restore_compiled(key, second, cache)
    assert (second / "pkg" / "__init__.pyc").read_bytes() == b"compiled"
    # Anything it derives from changes the key: the wheel, what is left out, the Pyodide.
    assert build_site.compiled_key(wheel, {"drop": ["pkg/x"]}, pins) != key
    other = {"pyodide": {"version": "0.30.0", "integrity": "sha512-B"}}
    assert build_site.compiled_key(wheel, {}, other) != key
    with zipfile.ZipFile(wheel, "a") as archive:
        archive.writestr("pkg/more.py", "")
    assert build_site.compiled_key(wheel, {}, pins) != key


def test_the_site_server_sends_the_gzip_copy_to_a_browser_that_accepts_it(tmp_path):
    import gzip
    import urllib.request

    build_site = load_build_script()
    data = b"(function () { return 42; })();\n" * 200
    (tmp_path / "big.js").write_bytes(data)
    (tmp_path / "small.js").write_bytes(b"1;")
    (tmp_path / "module.wasm").write_bytes(bytes(4096))
    assert build_site.write_compressed(tmp_path) == 2  # the small file is not worth it
    assert not (tmp_path / "small.js.gz").exists()
    port = free_port()
    log = tmp_path.parent / "site-server.log"
    with log.open("w") as out:
        command = [sys.executable, str(SERVER), "-b", "127.0.0.1", "-d", str(tmp_path), str(port)]
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    try:
        wait_until_answers(url, process, log)
        gzipped = urllib.request.Request(url + "big.js", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(gzipped) as response:
            assert response.headers["Content-Encoding"] == "gzip"
            assert "javascript" in response.headers["Content-Type"]
            body = response.read()
        assert len(body) < len(data) / 4 and gzip.decompress(body) == data
        with urllib.request.urlopen(url + "big.js") as response:  # no gzip asked for
            assert response.headers["Content-Encoding"] is None and response.read() == data
        wasm = urllib.request.Request(url + "module.wasm", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(wasm) as response:
            assert response.headers["Content-Type"] == "application/wasm"
            assert gzip.decompress(response.read()) == bytes(4096)
    finally:
        stop(process)


@pytest.mark.browser
@pytest.mark.slow
def test_a_game_is_played_on_the_static_site_without_leaving_127_0_0_1(visit, site_url: str):
    page, requests = visit
    started = time.monotonic()
    page.goto(site_url)  # the site's root sends the browser on to the landing page
    card = page.locator(f'.rx-card[data-game="{GAME}"] a')
    expect(card).to_be_visible(timeout=FIRST_PAGE)
    expect(page.locator(".rx-card")).to_have_count(len(rules.available_games()))
    # The landing page is plain HTML written when the site was built: no Python started.
    assert not any("/static/pyodide/" in url or "/build/" in url for url in requests)
    assert violations(page) == []
    screenshot(page, "site-landing")

    card.click()
    page.wait_for_url(f"**/voici/render/{GAME}.html", timeout=30_000)
    wait_for_dashboard(page, PAGE)
    print(f"landing + dashboard usable after {time.monotonic() - started:.1f} s")
    screenshot(page, "site-dashboard")
    # A first visit starts with the site's files, unpacked when it was built: no wheel.
    assert any(re.search(r"/static/pyodide/files-[0-9a-f]{16}\.gz$", url) for url in requests)
    assert not [url for url in requests if url.endswith(".whl")]

    # Place the first guest by clicking a gallery space on the board.
    before = where(page, "guest:red-1")
    click_element(page, "gallery:30")
    expect(page.locator(".rx-step-text")).to_contain_text("placed on space 30", timeout=30_000)
    placed = where(page, "guest:red-1")
    space = where(page, "gallery:30")
    assert placed is not None and abs(placed[0] - space[0]) < 1 and abs(placed[1] - space[1]) < 1

    # Step back into the explanation and forward to the present again.
    current = page.locator(".rx-step-text .rx-step-current")
    expect(current).to_have_attribute("data-step", "now")
    page.locator(".rx-step-prev").click()
    expect(current).not_to_have_attribute("data-step", "now")
    expect(page.locator(".rx-step-text")).not_to_contain_text("hidden-castle.")
    page.locator(".rx-step-next").click()
    expect(current).to_have_attribute("data-step", "now")

    # Undo: no action taken, and the guest is back where it was.
    page.locator(".rx-undo").click()
    expect(page.locator(".rx-step-text")).to_contain_text("no action yet")
    expect(page.locator(".rx-redo")).to_be_enabled()
    page.wait_for_function(
        """(before) => {
          const data = document.querySelector('.js-plotly-plot').data;
          const trace = data.find(t => Array.from(t.customdata || []).includes('guest:red-1'));
          if (!trace) return before === null;
          const i = Array.from(trace.customdata).indexOf('guest:red-1');
          return before !== null && Math.abs(trace.x[i] - before[0]) < 1e-6
            && Math.abs(trace.y[i] - before[1]) < 1e-6;
        }""",
        arg=list(before) if before is not None else None,
        timeout=30_000,
    )
    assert any(trace.get("customdata") for trace in board_data(page))
    screenshot(page, "site-undone")

    # The keys work as under Voilà: y redoes, z undoes.
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.keyboard.press("y")
    expect(page.locator(".rx-step-text")).to_contain_text("placed on space 30", timeout=30_000)
    page.keyboard.press("z")
    expect(page.locator(".rx-step-text")).to_contain_text("no action yet", timeout=30_000)

    # The bots play to the end: their moves run as tasks on Pyodide's event loop.
    page.get_by_role("tab", name="Bots").click()
    page.locator(".rx-bot-end").click()
    page.get_by_role("tab", name="Play").click()
    expect(page.get_by_text("Game over").first).to_be_visible(timeout=180_000)

    # A position is saved by the browser itself: the Files tab's download is a data: link.
    page.get_by_role("tab", name="Files").click()
    download = page.locator('.rx-download a[href^="data:application/json;base64,"]')
    expect(download).to_be_visible(timeout=30_000)
    assert violations(page) == []

    left = [url for url in requests if not is_local(url)]
    assert left == [], f"requests that left 127.0.0.1: {left}"
    # Pyodide and the packages' files (the project's among them) came from the site itself.
    assert any(url.endswith("pyodide.asm.wasm") for url in requests)
    assert any(re.search(r"/static/pyodide/files-[0-9a-f]{16}\.gz$", url) for url in requests)


@pytest.fixture(scope="module")
def shared_context(browser_type, browser_type_launch_args, site_url: str, tmp_path_factory):
    """One profile on disk for the other games' pages, as a returning learner's browser: its
    cache holds Pyodide and the wheels, and Chromium keeps the WebAssembly and scripts it
    compiled for the next page (only a profile on disk does: about 3 CPU s less a page of the
    8.5 a first one costs). Requests to other hosts are recorded: the tests fail on any. They
    are not routed, as ``visit`` routes them: a routed context does not use its cache."""
    context = browser_type.launch_persistent_context(
        tmp_path_factory.mktemp("site-profile"),
        **browser_type_launch_args,
        viewport={"width": 1366, "height": 900},
    )
    outside: list[str] = []
    context.on("request", lambda request: is_local(request.url) or outside.append(request.url))
    yield context, outside
    context.close()


def test_the_kernels_worker_is_patched_to_start_from_the_snapshot_or_the_build_stops(tmp_path):
    build_site = load_build_script()
    folder = tmp_path / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    folder.mkdir(parents=True)
    worker = (
        "constructor(){" + build_site.WORKER_CONSTRUCTED + "}"
        "async initialize(e){await this.initRuntime(e),await this.initFilesystem(e)}"
        "this._pyodide=await t({indexURL:i,...e.loadPyodideOptions}),"
        'this._pyodide._api.on_fatal=f;s.push("import pyodide_kernel")'
    )
    (folder / "1.js").write_text(worker)
    (folder / "2.js").write_text("no worker here")
    assert build_site.patch_kernel_worker(tmp_path) == 1
    patched = (folder / "1.js").read_text()
    assert "_loadSnapshot" in patched and build_site.SNAPSHOT_CACHE in patched
    assert "random.seed()" in patched  # the snapshot's generator is seeded anew
    assert "delete this._pyodide._api.config._loadSnapshot" in patched  # its memory freed
    # From the snapshot, no wheel is loaded: their files are written back, their packages
    # marked loaded, before the kernel starts.
    assert "packages:[]" in patched and "F.writeFile(" in patched
    assert patched.index("F.writeFile(") < patched.index("_api.on_fatal")
    assert json.dumps(build_site.SNAPSHOT_MAGIC) in patched
    # Without a snapshot kept, the site's files, unzipped as they arrive, instead of wheels.
    assert "o.filesURL" in patched and json.dumps(build_site.FILES_USED) in patched
    assert "DecompressionStream('gzip')" in patched and "WORKER_FIRST_FILES" not in patched
    # The wheels' files are trimmed to their sizes before the kernel starts.
    assert build_site.WORKER_COMPACT in patched
    assert patched.index("o.contents.slice(0,o.usedBytes)") < patched.index("_api.on_fatal")
    # The worker listens for the options its page sends from its head and starts Python at
    # once; the kernel's own start takes that Python if its options are the same.
    assert build_site.WORKER_PREWARM in patched and "self.location.hash" in patched
    assert "await this.initRuntime(e)," not in patched
    assert "this._rxRuntime.then(" in patched and json.dumps(build_site.PREWARM_USED) in patched
    # It reads the snapshot kept as soon as it has the options, and the start takes that read.
    assert "this._rxEarlyRead=caches.open(" in patched
    assert "f=this._rxEarlyRead;delete this._rxEarlyRead" in patched
    assert (folder / "2.js").read_text() == "no worker here"
    # A kernel that starts Python some other way is refused, not left unpatched.
    (folder / "1.js").write_text("await t({indexURL:i,...options})")
    with pytest.raises(build_site.BuildError, match="starts Python"):
        build_site.patch_kernel_worker(tmp_path)


def test_each_dashboards_page_starts_its_kernels_worker_and_the_kernel_takes_it(tmp_path):
    """Each dashboard's page creates the kernel's worker from its head and sends it the options
    the kernel would start Python with; the kernel takes that worker instead of its own."""
    build_site = load_build_script()
    folder = tmp_path / build_site.KERNEL_STATIC
    folder.mkdir(parents=True)
    page_side = (
        "class S{initWorker(e){return crossOriginIsolated?"
        "new Worker(new URL(n.p+n.u(620),n.b),{type:void 0}):"
        "new Worker(new URL(n.p+n.u(352),n.b),{type:void 0})}}"
    )
    (folder / "872.abc.js").write_text(page_side)
    (folder / "352.def.js").write_text("the worker")
    worker = build_site.patch_kernel_page(tmp_path)
    assert worker == "extensions/@jupyterlite/pyodide-kernel-extension/static/352.def.js"
    taken = (folder / "872.abc.js").read_text()
    assert taken.startswith("class S{" + build_site.KERNEL_WORKER_TAKEN)
    assert "self.rxKernelWorker=null,w" in taken  # taken once: a restarted kernel makes its own
    rendered = tmp_path / "voici" / "render"
    rendered.mkdir(parents=True)
    head = '<!DOCTYPE html>\n<html>\n<head><meta charset="utf-8" />\n<title>x</title>'
    (rendered / "oasis.html").write_text(head + "</head><body></body></html>")
    (rendered / "index.html").write_text("<html><head></head><body>cards</body></html>")
    pins = build_site.load_pins()
    assert build_site.prewarm_pages(tmp_path, worker, pins, "snapshot-0.gz", "files-0.gz") == 1
    page = (rendered / "oasis.html").read_text()
    assert page.startswith(head.split("\n<title>")[0] + "<script>")  # after the charset
    script = page[page.index("<script>") : page.index("</script>")]
    assert '"../../"' in script and json.dumps(worker) in script
    assert '"#"+encodeURIComponent(JSON.stringify(e))' in script  # the options, in its address
    assert (
        '"./static/pyodide/snapshot-0.gz"' in script and '"./static/pyodide/files-0.gz"' in script
    )
    options = build_site.lite_settings(pins, "snapshot-0.gz", "files-0.gz")
    plugin = options["jupyter-config-data"]["litePluginSettings"][build_site.KERNEL_PLUGIN]
    assert json.dumps(plugin["loadPyodideOptions"]["packages"], separators=(",", ":")) in script
    assert (rendered / "index.html").read_text() == "<html><head></head><body>cards</body></html>"
    # A kernel whose worker is not one bundle, or that makes no worker, is refused.
    (folder / "352.def.js").unlink()
    (folder / "872.abc.js").write_text(page_side)
    with pytest.raises(build_site.BuildError, match="not one bundle"):
        build_site.patch_kernel_page(tmp_path)
    (folder / "872.abc.js").write_text("class S{}")
    with pytest.raises(build_site.BuildError, match="does not create its worker once"):
        build_site.patch_kernel_page(tmp_path)


def test_a_first_visits_files_are_the_snapshots_without_its_memory(tmp_path):
    build_site = load_build_script()
    index = json.dumps({"dirs": ["/lib/x"], "files": [["/lib/x/a.py", 3]], "loaded": {}})
    header = build_site.SNAPSHOT_MAGIC.encode() + struct.pack("<II", 5, len(index))
    snapshot = header + b"MEMRY" + index.encode() + b"abc"
    (tmp_path / "snapshot-0.gz").write_bytes(gzip.compress(snapshot))
    name = build_site.write_first_visit_files(tmp_path, "snapshot-0.gz")
    assert re.fullmatch(r"files-[0-9a-f]{16}\.gz", name)
    files = gzip.decompress((tmp_path / name).read_bytes())
    assert files[:8] == build_site.SNAPSHOT_MAGIC.encode()
    assert struct.unpack_from("<II", files, 8) == (0, len(index))  # no memory
    assert files[16:] == index.encode() + b"abc"
    settings = build_site.lite_settings(build_site.load_pins(), "snapshot-0.gz", name)
    options = next(iter(settings["jupyter-config-data"]["litePluginSettings"].values()))
    assert options["loadPyodideOptions"]["filesURL"] == f"./static/pyodide/{name}"
    (tmp_path / "snapshot-1.gz").write_bytes(gzip.compress(b"something else"))
    with pytest.raises(build_site.BuildError, match="not one of the site's snapshots"):
        build_site.write_first_visit_files(tmp_path, "snapshot-1.gz")


@pytest.mark.browser
@pytest.mark.slow
def test_the_site_names_its_snapshot_and_holds_it(site: Path):
    settings = json.loads((site / "jupyter-lite.json").read_text())
    plugin = settings["jupyter-config-data"]["litePluginSettings"]
    options = next(iter(plugin.values()))["loadPyodideOptions"]
    snapshot = site / options["snapshotURL"]
    assert re.fullmatch(r"snapshot-[0-9a-f]{16}\.gz", snapshot.name)
    assert snapshot.is_file() and snapshot.read_bytes()[:2] == b"\x1f\x8b"  # gzip
    # Python's memory, then the files the wheels unpacked (scripts/site_snapshot.mjs).
    data = gzip.decompress(snapshot.read_bytes())
    assert data[:8] == load_build_script().SNAPSHOT_MAGIC.encode()
    memory, size = struct.unpack_from("<II", data, 8)
    index = json.loads(data[16 + memory : 16 + memory + size])
    assert len(data) == 16 + memory + size + sum(size for _, size in index["files"])
    files = {where for where, _ in index["files"]}
    assert "/lib/python3.13/site-packages/explorer/__init__.py" in files
    assert any(where.endswith("plotly/_site_packed.zip") for where in files)
    assert {"rules-explorer", "plotly", "ipython"} <= set(index["loaded"])


@pytest.mark.browser
@pytest.mark.slow
def test_the_snapshot_holds_what_the_kernels_start_imports_but_its_own_modules(site: Path):
    """A page started from the snapshot imports only the kernel's own modules (those that
    hold the page's JavaScript objects) when its kernel starts: the standard library's and
    IPython's modules it needs were imported when the snapshot was taken, after the kernel's
    stand-ins were put in place as the kernel puts them (scripts/site_snapshot.mjs)."""
    script = Path(__file__).with_name("site_kernel_start.mjs")
    done = subprocess.run(
        ["node", str(script), str(site)], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    own = {"micropip", "piplite", "pyodide_kernel", "js", "pyodide", "_pyodide", "pyodide_js"}
    assert found["added"] and "pyodide_kernel" in found["added"]
    assert {name.split(".")[0] for name in found["added"]} <= own
    assert found["termios"] == 2  # the kernel's stand-in, as pyodide_kernel/mocks.py makes it


@pytest.mark.browser
@pytest.mark.slow
def test_a_second_visit_starts_python_from_the_sites_snapshot(shared_context, site_url):
    """The first page keeps the snapshot a while after its kernel is ready; the next page of
    the same profile starts from it and its dashboard works (the other pages of this profile,
    below, then start from it too)."""
    context, outside = shared_context
    build_site = load_build_script()
    said: list[str] = []
    context.on("console", lambda message: said.append(message.text))
    page = context.new_page()
    page.goto(f"{site_url}voici/render/{GAME}.html")
    wait_for_dashboard(page, FIRST_PAGE)
    deadline = time.monotonic() + 120
    while build_site.SNAPSHOT_KEPT not in said and time.monotonic() < deadline:
        page.wait_for_timeout(250)
    assert build_site.SNAPSHOT_KEPT in said
    assert build_site.SNAPSHOT_USED not in said
    assert build_site.PREWARM_USED in said  # Python started while the page loaded
    page.close()
    page = context.new_page()
    page.goto(f"{site_url}voici/render/{GAME}.html")
    wait_for_dashboard(page, PAGE)
    assert build_site.SNAPSHOT_USED in said
    assert said.count(build_site.PREWARM_USED) == 2
    page.locator(".rx-action-go").click()  # a move is made: the restored Python plays
    expect(page.locator(".rx-undo:not([disabled])")).to_be_visible(timeout=60_000)
    page.close()
    assert outside == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("slug", [s for s in rules.available_games() if s != GAME])
def test_every_other_dashboard_of_the_site_draws_its_board(shared_context, site_url, slug):
    context, outside = shared_context
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site_url}voici/render/{slug}.html")
    wait_for_dashboard(page, PAGE)
    assert board_data(page), "the board has no trace"
    page.close()
    assert errors == [] and outside == []


@pytest.mark.browser
@pytest.mark.slow
def test_every_tab_opens_on_the_site_and_the_labs_charts_import_what_the_page_left_packed(
    shared_context, site_url
):
    """The Lab's charts need plotly's figure classes of many kinds of trace, which no page
    opens with: the site keeps them packed (site/sitecustomize.py imports them from there,
    offline)."""
    context, outside = shared_context
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site_url}voici/render/{GAME}.html")
    wait_for_dashboard(page, PAGE)
    names = tab_names(page)
    assert "Lab" in names
    for index in range(len(names)):
        open_tab(page, index)
    page.get_by_role("tab", name="Lab").click()
    games = page.get_by_role("spinbutton", name="Games")
    games.fill("6")
    games.press("Enter")
    page.locator(".rx-lab-run").click()
    expect(page.locator(".rx-lab-summary")).to_contain_text("6 games", timeout=120_000)
    charts = page.locator(".js-plotly-plot:has(.barlayer)")
    for layer in (".barlayer .point path", ".boxlayer path.box"):
        expect(charts.locator(layer).first).to_be_attached(timeout=60_000)
    kinds = page.evaluate(
        "() => [...document.querySelectorAll('.js-plotly-plot')]"
        ".flatMap(gd => (gd._fullData || []).map(t => t.type))"
    )
    assert {"bar", "box", "histogram"} <= set(kinds)
    page.close()
    assert errors == [] and outside == []


@pytest.mark.browser
@pytest.mark.slow
def test_the_sites_python_arrives_compiled_and_without_what_no_page_uses(site: Path):
    pyodide = site / "static" / "pyodide"

    def names(archive: str) -> set[str]:
        (path,) = pyodide.glob(archive)
        with zipfile.ZipFile(path) as opened:
            return set(opened.namelist())

    # What a page imports while it opens arrives compiled; what it does not, as its source.
    stdlib = names("python_stdlib.zip")
    assert "typing.pyc" in stdlib and "typing.py" not in stdlib
    assert "imaplib.py" in stdlib and "imaplib.pyc" not in stdlib
    ipython = names("ipython-*.whl")
    assert "IPython/core/interactiveshell.py" not in ipython
    # A wheel of modules alone arrives as one archive: what a page opens with compiled in it.
    assert "IPython/core/interactiveshell.pyc" not in ipython and len(ipython) < 40
    with zipfile.ZipFile(pyodide / next(pyodide.glob("ipython-*.whl")).name) as wheel:
        packed = zipfile.ZipFile(io.BytesIO(wheel.read("IPython/_site_packed.zip"))).namelist()
    assert "IPython/core/interactiveshell.pyc" in packed
    assert not [n for n in names("anywidget-*.whl") if "labextension" in n]
    assert not [n for n in names("jupyterlab_widgets-*.whl") if "labextensions" in n]
    own = names("rules_explorer-*.whl")  # this project's: compiled beside its sources
    assert {"explorer/app.py", "explorer/__pycache__/app.cpython-313.pyc"} <= own
    locales = {n for n in names("babel-*.whl") if n.startswith("babel/locale-data/")}
    assert {n.rpartition("/")[2] for n in locales if n.endswith(".dat")} == {
        "root.dat",
        "en.dat",
        "en_US.dat",
        "pt.dat",
        "pt_BR.dat",
    }
    plotly = names("plotly-*.whl")
    assert "plotly/package_data/plotly.min.js" not in plotly
    assert "plotly/package_data/templates/plotly.json" in plotly  # read by the figures
    # What a page opens with stays a file; the figure classes of traces no board draws (the
    # Lab's charts read some) are packed in one file: fewer than 200 of plotly's 1,500.
    assert "plotly/graph_objs/_scatter.pyc" in plotly
    assert "plotly/graph_objs/_sankey.py" not in plotly and "plotly/_site_packed.zip" in plotly
    assert len(plotly) < 200
    with zipfile.ZipFile(pyodide / next(pyodide.glob("plotly-*.whl")).name) as wheel:
        packed = zipfile.ZipFile(io.BytesIO(wheel.read("plotly/_site_packed.zip"))).namelist()
    assert "plotly/graph_objs/_sankey.py" in packed  # no page's: its source
    assert "plotly/graph_objs/_bar.pyc" in packed  # the Lab's: compiled
    assert "plotly/graph_objs/_pie.pyc" in packed  # named by plotly's default template
    # The finder of packed modules starts with every page's Python.
    assert "sitecustomize.py" in stdlib
    # Every catalogue arrives parsed (rules/core/messages.py reads it instead of parsing).
    for catalogue in (n for n in own if n.endswith(".ftl")):
        folder, _, name = catalogue.rpartition("/")
        assert any(
            n.startswith(f"{folder}/__pycache__/{name[:-4]}.") and n.endswith(".pickle")
            for n in own
        ), catalogue
    # Pyodide's wasm and the front end's scripts have their gzip copies for the server.
    assert (pyodide / "pyodide.asm.wasm.gz").exists()
    assert list((site / "build").glob("*.js.gz"))
    # jedi (code completion: no dashboard has code to type) is named in the lock, so the
    # kernel asks for it and goes on without it, as for sqlite3; parso only came with it.
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    assert lock["jedi"]["depends"] == [] and "parso" not in lock
    assert not list(pyodide.glob("jedi-*.whl")) and not list(pyodide.glob("parso-*.whl"))
