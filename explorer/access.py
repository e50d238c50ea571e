"""What assistive technology needs from the dashboard that ipywidgets and plotly do not give it.

ipywidgets cannot set ARIA attributes from Python, and plotly draws the board as an SVG with no
role and no name. ``PageAccess`` is a tiny anywidget placed inside the explorer; in the browser
it gives

- the explorer a landmark (``main``; a named ``region`` where the page has its own main, as
  JupyterLab does), named after the game;
- the board ``role="figure"``, an accessible name in the dashboard's language, and the text
  description under it as its description (``aria-describedby``); plotly's SVG layers, a
  drawing of what that text says, are hidden from screen readers;
- plotly's toolbar, where a board keeps one, out of the Tab order, with every link named,
  its buttons' titles (their tooltips) in the dashboard's language, not plotly's English;
- each control whose widget shows no label (the history list, the long action list) a name,
  by the CSS class the panel gives it (``names``);
- each slider handle the name its widget's label shows;
- the page the language the dashboard speaks (``lang``), changed with the language switch;
- and, not for screen readers but for projectors, the board scaled up to the room the window
  gives it (``fit`` below).

It re-applies all this whenever the explorer's content changes (panels are built on first use,
plotly redraws its toolbar). Nothing here is visible. Every name is a chrome message, set from
Python in the dashboard's language (``GameExplorer`` binds them).
"""

from __future__ import annotations

from collections.abc import Callable

import anywidget
import traitlets

_ESM = """
function render({ model, el }) {
  el.classList.add("rx-access");
  let count = 0;
  const idFor = (node, prefix) => {
    if (!node.id) node.id = prefix + "-" + Math.random().toString(36).slice(2, 10) + (count++);
    return node.id;
  };
  const set = (node, name, value) => {
    if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  };
  const apply = () => {
    const root = el.closest(".rx-explorer");
    if (!root) return;
    // A page with its own main (JupyterLab) gets a named region instead of a second main.
    const main = document.querySelector("main, [role=main]");
    set(root, "role", main && main !== root && !root.contains(main) ? "region" : "main");
    set(root, "aria-label", model.get("page_label"));
    // The language the dashboard speaks, for screen readers' voices, hyphenation and the
    // browser's translation offer: on the explorer, and on the page itself where the
    // explorer is the page (Voila; JupyterLab keeps its own).
    const lang = model.get("lang");
    if (lang) {
      set(root, "lang", lang);
      if (root.getAttribute("role") === "main") set(document.documentElement, "lang", lang);
    }
    const board = root.querySelector(".rx-board");
    if (board) {
      // A figure (not an img: the toolbar inside it is interactive), named and described by
      // the text under the board; the SVG layers are drawing only, read as that description.
      set(board, "role", "figure");
      set(board, "aria-label", model.get("board_label"));
      const text = root.querySelector(".rx-board-text");
      if (text) set(board, "aria-describedby", idFor(text, "rx-board-text"));
      for (const layer of board.querySelectorAll("svg.main-svg")) set(layer, "aria-hidden", "true");
      for (const stop of board.querySelectorAll(".modebar a, .modebar-btn, .modebar [tabindex]")) {
        set(stop, "tabindex", "-1");
        if (!stop.getAttribute("aria-label")) {
          set(stop, "aria-label", stop.getAttribute("data-title") || model.get("toolbar_label"));
        }
      }
    }
    // plotly titles the buttons of every toolbar (the board's, the lab's charts') in English,
    // shown as tooltips from data-title: each known one in the dashboard's words, from
    // plotly's own title kept aside (its logo's title ends with plotly's version).
    const titles = model.get("toolbar_titles");
    for (const stop of root.querySelectorAll(".modebar a, .modebar-btn")) {
      const plotly = stop.dataset.rxTitle || stop.getAttribute("data-title");
      if (!plotly) continue;
      if (!stop.dataset.rxTitle) stop.dataset.rxTitle = plotly;
      const ours = titles[plotly] || titles[plotly.replace(/ [(]v[0-9.]+[)]$/, "")];
      if (ours) {
        set(stop, "data-title", ours);
        set(stop, "aria-label", ours);
      }
    }
    for (const [css, name] of Object.entries(model.get("names"))) {
      for (const widget of root.querySelectorAll("." + css)) {
        const controls = widget.matches("select, input, textarea")
          ? [widget] : widget.querySelectorAll("select, input, textarea");
        for (const control of controls) set(control, "aria-label", name);
      }
    }
    for (const slider of root.querySelectorAll(".widget-slider")) {
      const label = slider.querySelector(".widget-label");
      const handle = slider.querySelector(".noUi-handle");
      if (label && handle && label.textContent.trim()) {
        set(handle, "aria-labelledby", idFor(label, "rx-slider-label"));
      }
    }
  };
  // What scaling needs of a drawing: plotly's own figure, or the picture of a board drawn
  // before that shows until the live board is drawn (explorer/board_picture.js).
  const sizes = (board) => {
    const gd = board.querySelector(".js-plotly-plot");
    const full = gd && gd._fullLayout;
    if (full && full.width > 0 && full.height > 0) {
      return { gd, width: full.width, height: full.height };
    }
    const picture = board.querySelector(".rx-board-picture");
    const stored = picture && picture.querySelector("[data-rx-layout]");
    if (!stored) return null;
    try {
      const layout = JSON.parse(stored.dataset.rxLayout);
      return layout.width > 0 && layout.height > 0
        ? { gd: picture, width: layout.width, height: layout.height } : null;
    } catch (e) {
      return null;
    }
  };
  // A board is drawn at its own width and height (explorer/figure.js), the same in every
  // window, and scaled here by a CSS transform to the room the window gives it (plotly maps
  // clicks and hovers through transforms), text and all: up on a screen with room to spare (a
  // projector), down, as a whole, in a column narrower than the board (a 150 % zoom, a narrow
  // window), where a board squeezed by plotly would draw its labels over each other. A board
  // narrower than its column is centred in it.
  const fit = () => {
    const root = el.closest(".rx-explorer");
    const board = root && root.querySelector(".rx-board");
    const drawing = board && board.parentElement && sizes(board);
    if (!drawing) return;
    const { gd, width, height } = drawing;
    const column = board.parentElement.clientWidth;
    // The board's top with the page at its top: Voila scrolls an inner panel, not the window,
    // so every box the board sits in gives back what it is scrolled by, as the window does (a
    // board measured while scrolled would otherwise grow past the window).
    let top = board.getBoundingClientRect().top + window.scrollY;
    for (let box = board.parentElement; box; box = box.parentElement) top += box.scrollTop;
    const room = window.innerHeight - Math.min(top, window.innerHeight / 3) - 12;
    let grow = Math.min(room / height, model.get("max_scale"));
    if (!(grow > 1.04)) grow = 1;  // a few per cent larger is not worth softer text
    let scale = Math.max(Math.min(column / width, grow), 0.5);
    if (Math.abs(scale - 1) < 0.002) scale = 1;
    const transform = scale === 1 ? "" : "scale(" + scale.toFixed(3) + ")";
    const shift = Math.floor(Math.max(0, column - width * scale) / 2);
    const margin = shift ? shift + "px" : "";
    const own = Math.ceil(width) + "px";  // its box as wide as its drawing, scaled with it
    // ... and as high: a drawing that grows at the same scale (the line above the board on two
    // lines: 20 px more) grows its box too, or its last 20 px were cut off.
    const high = scale === 1 ? "" : Math.ceil(height * scale) + "px";
    board.dataset.rxScale = scale.toFixed(3);  // what tests and stylesheets may read
    const style = gd.style;
    if (style.transform === transform && style.marginLeft === margin && style.width === own
        && board.style.height === high) {
      return;
    }
    style.transformOrigin = "0 0";
    style.transform = transform;
    style.marginLeft = margin;
    style.width = own;
    board.style.height = high;
  };
  let queued = false;
  const later = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; apply(); fit(); });
  };
  window.addEventListener("resize", later);
  // Only the tree is watched, not attributes: what apply() sets never wakes it again.
  const observer = new MutationObserver(later);
  const resized = new ResizeObserver(later);
  const start = () => {
    const root = el.closest(".rx-explorer");
    if (!root) { setTimeout(start, 200); return; }
    observer.observe(root, { childList: true, subtree: true });
    resized.observe(root);  // presenter mode, a column that wraps
    apply();
  };
  start();
  for (const name of ["page_label", "board_label", "toolbar_label", "toolbar_titles", "names",
                      "lang"]) {
    model.on("change:" + name, later);
  }
  return () => {
    observer.disconnect();
    resized.disconnect();
    window.removeEventListener("resize", later);
  };
}
export default { render };
"""


class PageAccess(anywidget.AnyWidget):
    """Landmark, board name and control names for the explorer it is placed in."""

    _esm = _ESM
    #: The explorer's landmark name (the game's title).
    page_label = traitlets.Unicode("").tag(sync=True)
    #: The board's accessible name ("Board of Oasis: the text below describes it").
    board_label = traitlets.Unicode("").tag(sync=True)
    #: The name of a plotly toolbar button that has none of its own.
    toolbar_label = traitlets.Unicode("").tag(sync=True)
    #: plotly's English title of a toolbar button -> its title in the dashboard's language.
    toolbar_titles = traitlets.Dict(value_trait=traitlets.Unicode()).tag(sync=True)
    #: CSS class of a widget -> the accessible name of the control inside it.
    names = traitlets.Dict(value_trait=traitlets.Unicode()).tag(sync=True)
    #: The dashboard's language tag ("pt", "en"): the page's ``lang`` follows it.
    lang = traitlets.Unicode("").tag(sync=True)
    #: How far the board may grow past the size it is drawn at (a 1080p projector: about 1.6).
    max_scale = traitlets.Float(2.5).tag(sync=True)

    def __init__(self) -> None:
        super().__init__()
        self.add_class("rx-access-widget")


#: Widgets that show no label of their own, by CSS class -> the message naming their control.
UNLABELLED = {
    "rx-history": "access-history-list",
    "rx-action-list": "access-action-list",
}


#: The titles plotly gives its toolbar's buttons (plotly.js's English strings, which its page
#: shows as tooltips) -> the message that says the same in the dashboard's language.
PLOTLY_TITLES = {
    "Download plot as a PNG": "access-toolbar-png",
    "Download plot": "access-toolbar-png",
    "Share chart...": "access-toolbar-share",
    "Box Select": "access-toolbar-box",
    "Lasso Select": "access-toolbar-lasso",
    "Zoom": "access-toolbar-zoom",
    "Pan": "access-toolbar-pan",
    "Zoom in": "access-toolbar-zoom-in",
    "Zoom out": "access-toolbar-zoom-out",
    "Autoscale": "access-toolbar-autoscale",
    "Reset axes": "access-toolbar-reset",
    "Produced with Plotly.js": "access-toolbar-logo",
}


def page_access(chrome, title: Callable[[], str]) -> PageAccess:
    """The explorer's ``PageAccess``, its names bound to ``chrome`` (rewritten on a change of
    language); ``title`` gives the game's title in the current language."""
    access = PageAccess()
    chrome.bind(access, "page_label", lambda: chrome.t("access-page", game=title()))
    chrome.bind(access, "board_label", lambda: chrome.t("access-board", game=title()))
    chrome.bind(access, "lang", lambda: chrome.language)
    chrome.bind(access, "toolbar_label", "access-toolbar")
    chrome.bind(
        access, "toolbar_titles", lambda: {k: chrome.t(m) for k, m in PLOTLY_TITLES.items()}
    )
    chrome.bind(access, "names", lambda: {css: chrome.t(m) for css, m in UNLABELLED.items()})
    return access
