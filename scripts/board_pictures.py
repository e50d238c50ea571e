"""Make the pictures the servers serve of each game's opening board (`make pictures`).

A game's page opens on the same board every time, drawn the same in every window (a board
keeps its own width; the dashboard scales it), so a picture of that drawing can stand in for it
until plotly.js has drawn the live board (explorer/board_picture.js). A browser keeps its own
pictures of boards it has drawn; these are for a browser that has drawn none yet.

This serves the dashboards as `make serve` does, opens each game's page in headless Chromium
(Debian's `chromium`), lets the page keep the picture of its board as any browser does, and
writes it to explorer/labextensions/rules-explorer/static/pictures/<game>.json: a map from the
figure's key to the drawing. Run it after a change to a board's opening figure or to
plotly.js; the browser tests fail while a picture no longer matches its board.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from local_server import free_port, wait_until_answers  # noqa: E402  (next to this file)

from explorer.figure import PICTURES_DIR  # noqa: E402  (after the path above)

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
PREFIX = "rules-explorer:board-picture:"
KEPT = f"""() => Object.keys(localStorage)
    .filter(k => k.startsWith({PREFIX!r}) && k !== {PREFIX + "index"!r})"""


def games() -> list[str]:
    return sorted(p.stem for p in (REPO / "notebooks").glob("*.ipynb") if p.stem != "index")


def picture_of(browser, url: str) -> tuple[str, str]:
    """The key and the drawing a fresh browser profile keeps of the board at ``url``."""
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    try:
        page.goto(url)
        page.wait_for_function(f"() => ({KEPT})().length > 0", timeout=120_000)
        key = page.evaluate(KEPT)[0]
        html = page.evaluate("(key) => localStorage.getItem(key)", key)
        return key[len(PREFIX) :], html
    finally:
        page.close(run_before_unload=True)


def main() -> None:
    from playwright.sync_api import sync_playwright

    # No served picture while the new ones are made: a page showing one keeps none of its own.
    shutil.rmtree(PICTURES_DIR, ignore_errors=True)
    port = free_port()
    env = {**os.environ, "VOILA": str(REPO / ".venv" / "bin" / "voila")}
    server = subprocess.Popen(
        [str(REPO / "scripts" / "serve.sh"), str(port)],
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        base = f"http://127.0.0.1:{port}/"
        wait_until_answers(base)
        pictures = {}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            for game in games():
                key, html = picture_of(browser, f"{base}voila/render/notebooks/{game}.ipynb")
                pictures[game] = {key: html}
                print(f"{game}: {len(html) // 1024} KB", flush=True)
            browser.close()
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
    PICTURES_DIR.mkdir(parents=True, exist_ok=True)
    for game, picture in pictures.items():
        text = json.dumps(picture, ensure_ascii=False, separators=(",", ":"))
        (PICTURES_DIR / f"{game}.json").write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
