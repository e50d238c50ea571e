"""The lean board figure: plotly's FigureWidget with a small browser side (explorer/figure.py)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import plotly
import plotly.graph_objects as go

import rules
from explorer.figure import (
    EXTENSION_DIR,
    PLOTLY_PATH,
    PLOTLY_VERSION,
    LeanFigureWidget,
)

REPO = Path(__file__).resolve().parents[2]


def _figure() -> LeanFigureWidget:
    return LeanFigureWidget(
        go.Figure(
            [
                go.Scatter(x=[0, 1], y=[0, 1], mode="markers", name="a"),
                go.Scatter(x=[2, 3, 4], y=[2, 3, 4], mode="markers", name="b"),
            ]
        )
    )


def test_the_browser_side_is_small_and_plotly_comes_from_a_file_served_once():
    fig = _figure()
    assert isinstance(fig, go.FigureWidget)
    # plotly's own widget carries its whole bundle (about 4.9 MB) in this field.
    assert len(fig._esm) < 20_000
    assert PLOTLY_PATH.name in fig._esm
    assert PLOTLY_PATH.stat().st_size > 1_000_000


def test_the_bundle_is_the_plotly_js_of_the_installed_plotly():
    # The figures' JSON is written by plotly.py for its own plotly.js: the served bundle must
    # be that version, or a plotly upgrade would draw boards with a mismatched library.
    bundled = Path(plotly.__file__).parent / "package_data" / "plotly.min.js"
    version = re.search(r"plotly\.js v(\d+\.\d+\.\d+)", bundled.read_text()[:400]).group(1)
    assert version == PLOTLY_VERSION
    assert f"v{PLOTLY_VERSION}" in PLOTLY_PATH.read_text()[:400]
    assert (PLOTLY_PATH.parent / "plotly-LICENSE.txt").exists()


def test_voila_serves_the_bundle_from_the_extension_directory():
    config = json.loads((REPO / "voila.json").read_text())
    paths = config["VoilaConfiguration"]["extra_labextensions_path"]
    assert [REPO / p for p in paths] == [EXTENSION_DIR]


def test_a_draw_sends_one_update_message_that_the_browser_side_applies():
    fig = _figure()
    sent = []
    for name in ("_py2js_update", "_py2js_restyle", "_py2js_relayout"):
        fig.observe(lambda change, n=name: change["new"] and sent.append((n, change["new"])), name)
    with fig.batch_update():
        fig.data[1].marker.color = "red"
    assert [name for name, _ in sent] == ["_py2js_update"]
    message = sent[0][1]
    assert message["style_traces"] == [1]
    assert message["style_data"] == {"marker.color": ["red"]}
    # The browser side has a Plotly call for every message plotly's Python side sends.
    for name in ("_py2js_update", "_py2js_restyle", "_py2js_relayout", "_py2js_addTraces"):
        assert f"{name}:" in fig._esm


def test_each_change_of_the_figure_is_one_message_to_the_browser(monkeypatch):
    # plotly's widget sends four per change (two edit counters, the change, the change reset
    # to None); the browser side reads only the change.
    fig = _figure()
    sent = []
    monkeypatch.setattr(fig, "_send", lambda msg, buffers=None: sent.append(msg))
    for color in ("red", "blue", "red"):
        with fig.batch_update():
            fig.data[1].marker.color = color
    assert [sorted(m["state"]) for m in sent] == [["_py2js_update"]] * 3
    changes = [m["state"]["_py2js_update"] for m in sent]
    colours = [c["style_data"]["marker.color"] for c in changes]
    assert colours == [["red"], ["blue"], ["red"]]
    # no two are equal, so the browser hears the same change made again
    assert changes[0] != changes[2]
    # Python's side still counts its edits and resets the change, as plotly's own does
    assert fig._last_trace_edit_id == 3 and fig._py2js_update is None


def test_a_click_in_the_browser_reaches_the_traces_on_click():
    fig = _figure()
    clicked = []
    fig.data[1].on_click(
        lambda trace, points, _state: clicked.append((trace.name, points.point_inds))
    )
    # What the browser side sends for a click on the third point of the second trace.
    fig._js2py_pointsCallback = {
        "event_type": "plotly_click",
        "points": {"trace_indexes": [1], "point_indexes": [2], "xs": [4], "ys": [4]},
        "device_state": None,
        "selector": None,
        "click": 1,
    }
    assert clicked == [("b", [2])]


def test_without_the_servers_route_the_kernel_sends_the_bundle(monkeypatch):
    fig = _figure()
    sent = []
    monkeypatch.setattr(fig, "send", lambda content, buffers=None: sent.append(content))
    fig._answer(fig, {"kind": "something else"}, [])
    assert sent == []
    fig._answer(fig, {"kind": "plotly-source"}, [])
    assert sent[0]["kind"] == "plotly-source"
    assert sent[0]["source"] == PLOTLY_PATH.read_text()


def test_every_figure_of_the_dashboard_is_the_lean_one():
    from explorer.app import GameExplorer

    dash = GameExplorer("oasis")
    # (anywidget gives each instance a class of its own, derived from the widget's class)
    assert isinstance(dash.figure, LeanFigureWidget)
    assert isinstance(dash.lab_panel.figure, LeanFigureWidget)


def test_the_board_keeps_a_picture_of_its_opening_and_the_labs_charts_do_not():
    # The browser shows a kept picture on the next page of the same figure (board_picture.js):
    # a board opens the same way on every page, a Lab chart changes with every run.
    from explorer.app import GameExplorer

    dash = GameExplorer("oasis")
    assert dash.figure._keep_picture is True
    assert dash.lab_panel.figure._keep_picture is False
    assert dash.figure.get_state()["_keep_picture"] is True


def test_every_games_board_names_the_servers_picture_of_its_opening_board():
    from explorer.boards import board_view
    from explorer.figure import PICTURES_DIR, STATIC_ROUTE, served_picture_route

    served = sorted(p.stem for p in PICTURES_DIR.glob("*.json"))
    games = sorted(p.stem for p in (REPO / "notebooks").glob("*.ipynb") if p.stem != "index")
    assert served == games  # `make pictures` makes one per game
    for slug in games:
        route = served_picture_route(slug)
        assert route.startswith(f"{STATIC_ROUTE}/pictures/{slug}.json?v=")
        pictures = json.loads((PICTURES_DIR / f"{slug}.json").read_text(encoding="utf-8"))
        assert len(pictures) == 1
        assert all(
            html.startswith('<div class="user-select-none svg-container"')
            for html in pictures.values()
        )
        game = rules.load_game(slug)
        assert board_view(game).build(None)._picture_url == route
    assert served_picture_route("no-such-game") == ""


def test_the_browser_side_is_one_module_of_the_picture_code_and_the_figure():
    esm = LeanFigureWidget._esm
    assert "function keepPicture(" in esm and "function render(" in esm
    assert esm.index("function keepPicture(") < esm.index("export default")
    assert "__PLOTLY_ROUTE__" not in esm


def _fresh_python(code: str) -> str:
    """What ``code`` prints in a new interpreter (what a kernel imports is not what the test
    process, which has imported everything, would show)."""
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def test_a_kernel_that_imports_the_figure_does_not_load_nbformat_until_plotly_shows_a_figure():
    code = (
        "import sys, explorer.figure\n"
        "print('nbformat' in sys.modules, 'jsonschema' in sys.modules)\n"
        "import plotly.io._renderers as renderers\n"
        "print(renderers.nbformat.__version__ == __import__('nbformat').__version__)\n"
    )
    assert _fresh_python(code).splitlines() == ["False False", "True"]


def test_a_kernel_that_builds_a_dashboard_does_not_load_narwhals_until_a_dataframe_needs_it():
    code = (
        "import sys\n"
        "from explorer import GameExplorer\n"
        "GameExplorer('escape-from-the-hidden-castle')\n"
        "print('narwhals' in sys.modules)\n"
        # Once narwhals is loaded, plotly's validators see its real classes and functions.
        "import narwhals.stable.v1 as nw, _plotly_utils.basevalidators as validators\n"
        "print(validators.nw.Series is nw.Series, validators.nw.DataFrame is nw.DataFrame)\n"
        "print(validators.nw.from_native is nw.from_native)\n"
    )
    assert _fresh_python(code).splitlines() == ["False", "True True", "True"]


def test_plotly_imports_narwhals_itself_on_first_use_in_a_kernel_that_never_did():
    code = (
        "import sys, explorer.figure, _plotly_utils.basevalidators as validators\n"
        "validators.nw.from_native\n"
        "print('narwhals.stable.v1' in sys.modules)\n"
    )
    assert _fresh_python(code) == "True"


def test_fig_show_still_writes_a_notebook_output_after_the_deferred_import():
    code = (
        "import explorer.figure, plotly.graph_objects as go\n"
        "go.Figure(go.Scatter(x=[1], y=[2])).show(renderer='plotly_mimetype')\n"
    )
    # Outside a kernel IPython's display prints the bundle it was handed: plotly's mime type.
    assert "application/vnd.plotly.v1+json" in _fresh_python(code)
