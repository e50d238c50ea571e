"""A plotly FigureWidget whose browser side is small and whose plotly.js is fetched once.

plotly's own ``FigureWidget`` is an anywidget that carries its 4.9 MB JavaScript bundle (the
whole of plotly.js and its widget code) inline in the widget state: every page load sends it
again and the browser evaluates it again, about a second on the machines we measured
(benchmarks/README.md). ``LeanFigureWidget`` keeps everything on the Python side as it is (the
same class, the same ``batch_update``, ``on_click`` and trace objects, so boards and tests do
not change) and replaces only the browser side by a small module (``figure.js``), which

- loads a partial bundle of plotly.js built for these boards (its core with scatter, and the
  bar, box and histogram traces of the Lab's charts; 1.2 MB, built by
  scripts/plotly_bundle/build.sh) with a ``<script>`` tag from this server, under
  ``voila/labextensions/`` (standalone Voilà, and the Voilà extension under JupyterLab and on
  Binder, all serve that route from ``extra_labextensions_path`` in voila.json), so the
  browser caches it and revalidates it with a 304; a board first shown as a picture (below)
  fetches it once the page is usable and idle, not from the page's head, where it held up
  Voilà's own start (benchmarks/README.md);
- falls back to asking the kernel for the same file over the widget's comm if that route does
  not answer (a notebook front end without Voilà), so the figure never depends on the
  internet;
- draws a board at its own width, the same in every window, for the dashboard to scale to the
  room it has (``explorer/access.py``);
- shows, on a page that opens a board, a picture of its drawing (``board_picture.js``): the one
  this browser kept when it last drew that board, else the one this server serves of the
  game's opening board (made by ``make pictures``), until plotly.js has drawn the live board
  under it, when the learner first moves the pointer or presses a key, when the board
  changes, or after 2 s of an idle page: a game's page opens on the same board every time,
  and its first draw held up the page's first paint (benchmarks/README.md);
- applies the messages plotly's Python side sends (restyle, relayout, update, added, moved and
  deleted traces) with the matching ``Plotly.*`` call, and sends clicks back as plotly's own
  widget does.

It does not send plotly's computed defaults back to Python (plotly's ``on_edits_completed`` and
the ``*_defaults`` of traces stay empty): no code here reads them, and the round trip would cost
a message per draw.
"""

from __future__ import annotations

import functools
import hashlib
import uuid
from pathlib import Path

from .plotly_import import import_plotly

import_plotly()  # before plotly's widget module: without nbformat and narwhals until used

import plotly.graph_objects as go  # noqa: E402  (after the import above)
import traitlets  # noqa: E402
from plotly.basedatatypes import BaseFigure, Undefined  # noqa: E402

#: The bundle, kept next to this module where voila.json's extra_labextensions_path finds it.
PLOTLY_VERSION = "4.1.1"
PLOTLY_FILE = f"plotly-rules-explorer-{PLOTLY_VERSION}.min.js"
EXTENSION_DIR = Path(__file__).parent / "labextensions"
PLOTLY_PATH = EXTENSION_DIR / "rules-explorer" / "static" / PLOTLY_FILE
#: Where the servers serve it, from their base URL; the version makes the browser keep it.
STATIC_ROUTE = "voila/labextensions/rules-explorer/static"
PLOTLY_ROUTE = f"{STATIC_ROUTE}/{PLOTLY_FILE}?v={PLOTLY_VERSION}"
#: The pictures of each game's opening board (scripts/board_pictures.py writes them): one
#: file per game, a map from the figure's key (board_picture.js) to plotly.js's drawing.
PICTURES_DIR = EXTENSION_DIR / "rules-explorer" / "static" / "pictures"

#: The browser side, one module from two files (the pictures of boards drawn before, then the
#: figure); the bundle's name is filled in here so that the two never disagree. It travels in
#: every page's widget state, so its lines of comment stay here.
_ESM = "\n".join(
    line
    for name in ("board_picture.js", "figure.js")
    for line in Path(__file__).with_name(name).read_text(encoding="utf-8").splitlines()
    if not line.lstrip().startswith("//")
).replace("__PLOTLY_ROUTE__", PLOTLY_ROUTE)


#: plotly's widget state that this browser side never reads: kept in Python, never sent.
UNSENT = frozenset({"_last_layout_edit_id", "_last_trace_edit_id"})


class LeanFigureWidget(go.FigureWidget):
    """``go.FigureWidget`` with the small browser side above (same Python API)."""

    _esm = _ESM
    # A picture of a board drawn before (board_picture.js) shows before plotly.js has run, so
    # without plotly.js's own style sheet: these are the rules of it that place the drawing.
    _css = """
.rx-board-picture { cursor: progress; user-select: none; }
.rx-board-picture .main-svg { position: absolute; top: 0; left: 0; pointer-events: none; }
.rx-board-picture .crisp { shape-rendering: crispEdges; }
"""
    #: Names the figure in the browser (see FIGURES there).
    _figure_id = traitlets.Unicode().tag(sync=True)
    #: Whether the browser keeps a picture of the figure as first drawn, and shows it on its
    #: next page of the same figure until the live one is drawn: a board, which opens the same
    #: way on every page (not the Lab's charts, which change with every run).
    #: A board is also drawn at its own width, for the dashboard to scale.
    _keep_picture = traitlets.Bool(False).tag(sync=True)
    #: Where the server serves pictures of this board's opening figure, from its base URL
    #: (``served_picture_route``); empty for none.
    _picture_url = traitlets.Unicode("").tag(sync=True)

    @traitlets.default("_figure_id")
    def _new_figure_id(self) -> str:
        return uuid.uuid4().hex

    def __init__(self, *args, **kwargs) -> None:
        if len(args) == 1 and not kwargs and isinstance(args[0], BaseFigure):
            # A figure made with plotly's objects (a board's, the Lab's) was checked property
            # by property when it was made; plotly would check every property again here,
            # a third of a board's first build (the lean figure's largest cost on a page of
            # the static site, benchmarks/README.md). Its properties are taken as they are,
            # then every object of the widget checks what is set on it from now on.
            super().__init__(args[0], _validate=False)
            _check_from_now_on(self)
        else:
            super().__init__(*args, **kwargs)
        self.on_msg(self._answer)

    def _perform_plotly_restyle(self, restyle_data: dict, trace_indexes: list[int]) -> dict:
        """Apply a batch's trace changes to the figure's data; return those that changed it.

        What plotly's own does, but each property's path is checked against its kind of trace
        once per process rather than on every change: the check reads the path anew each
        time, and it was a quarter of sending a board's redraw (every trace property, every
        move)."""
        changes = {}
        for path, values in restyle_data.items():
            changed = False
            for i, index in enumerate(trace_indexes):
                value = values[i % len(values)] if isinstance(values, list) else values
                if value is Undefined:
                    continue
                if index >= len(self._data):
                    raise ValueError(f"Trace index {index} out of range")
                trace = self.data[index]
                kind = (type(trace), path)
                if kind not in _TRACE_PATHS:
                    if not BaseFigure._is_key_path_compatible(path, trace):
                        raise ValueError(
                            f"Invalid property path {path!r} for {type(trace).__name__}"
                        )
                    _TRACE_PATHS.add(kind)
                changed = BaseFigure._set_in(self._data[index], path, value) or changed
            if changed:
                changes[path] = values
        return changes

    def _should_send_property(self, key: str, value) -> bool:
        # plotly's Python side sends each change of the figure as three or four messages: the
        # change, two edit counters, and the change reset to None (so that the same change
        # made twice is sent twice). The browser side here reads neither the counters nor the
        # reset, and no two changes are equal (each carries the next edit counter): one
        # message a change, where there were four, for the page and the server to carry.
        if key in UNSENT or (value is None and key.startswith("_py2js_")):
            return False
        return super()._should_send_property(key, value)

    def _answer(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("kind") == "plotly-source":
            self.send({"kind": "plotly-source", "source": _plotly_source()})


#: (trace class, property path) pairs plotly has found to be a property of that kind of trace.
_TRACE_PATHS: set[tuple[type, str]] = set()


def _check_from_now_on(figure: go.FigureWidget) -> None:
    """Validation on again for the figure and every plotly object made for it unchecked."""
    figure._validate = True
    pending: list = [figure.layout, *figure.data]
    while pending:
        node = pending.pop()
        node._validate = True
        pending.extend(node._compound_props.values())
        for children in node._compound_array_props.values():
            pending.extend(children)


@functools.cache
def served_picture_route(name: str) -> str:
    """The route of the served pictures of game ``name``'s opening board, or "" if there are
    none. Its version is the file's own digest, so that a browser keeps the file until it
    changes (read once per process: the file changes only with the project)."""
    path = PICTURES_DIR / f"{name}.json"
    try:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    except OSError:
        return ""
    return f"{STATIC_ROUTE}/pictures/{name}.json?v={digest}"


def _plotly_source() -> str:
    return PLOTLY_PATH.read_text(encoding="utf-8")
