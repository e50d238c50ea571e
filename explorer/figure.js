// The browser side of LeanFigureWidget (explorer/figure.py): see that module for why.
const ROUTE = "__PLOTLY_ROUTE__";
let loading = null;

function baseUrl() {
  let base = "/";
  const config = document.getElementById("jupyter-config-data");
  if (config) {
    try { base = JSON.parse(config.textContent).baseUrl || "/"; } catch (e) { /* keep "/" */ }
  }
  return base.endsWith("/") ? base : base + "/";
}

function addScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => (window.Plotly ? resolve(window.Plotly) : reject(new Error(src)));
    script.onerror = () => reject(new Error(src));
    document.head.appendChild(script);
  });
}

// The kernel sends the same file when the server's route is missing (a plain notebook).
function fromKernel(model) {
  return new Promise((resolve, reject) => {
    const answer = (message) => {
      if (!message || message.kind !== "plotly-source") return;
      model.off("msg:custom", answer);
      const url = URL.createObjectURL(new Blob([message.source], { type: "text/javascript" }));
      addScript(url).then(resolve, reject);
    };
    model.on("msg:custom", answer);
    model.send({ kind: "plotly-source" });
  });
}

// This server's copy, else the kernel's; one load for every board of the page.
function plotly(model) {
  if (window.Plotly) return Promise.resolve(window.Plotly);
  if (!loading) loading = addScript(baseUrl() + ROUTE).catch(() => fromKernel(model));
  return loading;
}

// Numpy arrays arrive as {dtype, shape, buffer}, and a property plotly's Python side unsets as
// the string "_undefined_" (as its own widget reads it); everything else is plain JSON.
const TYPED = {
  int8: Int8Array, int16: Int16Array, int32: Int32Array, uint8: Uint8Array,
  uint16: Uint16Array, uint32: Uint32Array, float32: Float32Array, float64: Float64Array,
};
function decode(value) {
  if (value === "_undefined_") return undefined;
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === "object") {
    if (value.dtype && value.buffer && TYPED[value.dtype]) {
      const b = value.buffer;
      return new TYPED[value.dtype](b.buffer || b, b.byteOffset || 0,
        (b.byteLength || b.length) / TYPED[value.dtype].BYTES_PER_ELEMENT);
    }
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = decode(v);
    return out;
  }
  return value;
}

// A board (explorer/boards: axes at one scale, a fixed height) is drawn at its own width, the
// width at which its plot fills its height exactly, and the dashboard scales that drawing to
// the room it has (explorer/access.py): so a board is drawn the same in every window, once,
// and a picture of it fits every window. Null for a figure that is not a board.
function boardWidth(model, layout) {
  const x = layout && layout.xaxis;
  const y = layout && layout.yaxis;
  if (!model.get("_keep_picture") || !x || !y || y.scaleanchor !== "x") return null;
  if (!x.range || !y.range || !(layout.height > 0)) return null;
  const m = layout.margin || {};
  const side = (value, plotlyDefault) => (typeof value === "number" ? value : plotlyDefault);
  const span = (axis) => Math.abs(axis.range[1] - axis.range[0]);
  const high = layout.height - side(m.t, 100) - side(m.b, 80);
  return Math.ceil(span(x) / (span(y) * (y.scaleratio || 1)) * high
    + side(m.l, 80) + side(m.r, 80));
}

// After a message that may change a board's height or ranges (a new game of more players):
// its own width again.
function refit(P, model, gd) {
  const width = boardWidth(model, gd.layout);
  if (width && gd.layout.width !== width) return P.relayout(gd, { width });
  return null;
}

// What each Python message does to a drawn figure.
const APPLY = {
  _py2js_restyle: (P, gd, m) => P.restyle(gd, decode(m.restyle_data), m.restyle_traces),
  _py2js_relayout: (P, gd, m) => P.relayout(gd, decode(m.relayout_data)),
  _py2js_update: (P, gd, m) =>
    P.update(gd, decode(m.style_data), decode(m.layout_data), m.style_traces),
  _py2js_addTraces: (P, gd, m) => P.addTraces(gd, decode(m.trace_data)),
  _py2js_deleteTraces: (P, gd, m) => P.deleteTraces(gd, m.delete_inds),
  _py2js_moveTraces: (P, gd, m) => P.moveTraces(gd, m.current_trace_inds, m.new_trace_inds),
  _py2js_animate: (P, gd, m) => P.animate(gd,
    { data: decode(m.style_data), layout: decode(m.layout_data), traces: m.style_traces },
    m.animation_opts),
};

// Per figure (anywidget hands initialize and render different model objects, so the key is
// the figure's own id): every view draws the same figure, the messages are applied to each
// one in order, and a view drawn later starts from the latest drawn data or replays what it
// missed.
const FIGURES = new Map();

function initialize({ model }) {
  const rx = {
    views: new Set(), missed: [], latest: null, queue: Promise.resolve(), waiting: new Set(),
    changed: false, pending: 0,
  };
  FIGURES.set(model.get("_figure_id"), rx);
  // The server's pictures of this game's opening board, asked for now: the views come later.
  const served = model.get("_picture_url");
  if (served) rx.served = servedPictures(served);
  for (const name of Object.keys(APPLY)) {
    model.on("change:" + name, () => {
      const message = model.get(name);
      if (!message) return;
      rx.changed = true;
      if (rx.views.size === 0) {
        rx.missed.push([name, message]);
        for (const goLive of rx.waiting) goLive(); // a picture no longer shows this board
        return;
      }
      // Each drawn board says it is busy (aria-busy) until every message that came is applied:
      // a screen reader waits for the whole change, and so does a test that clicks the board.
      rx.pending += 1;
      for (const gd of rx.views) gd.setAttribute("aria-busy", "true");
      rx.queue = rx.queue.then(() =>
        Promise.all([...rx.views].map((gd) => APPLY[name](window.Plotly, gd, message)
          .then(() => refit(window.Plotly, model, gd))))
      ).catch((error) => console.error("rules-explorer figure", error))
        .finally(() => {
          rx.pending -= 1;
          if (rx.pending === 0) for (const gd of rx.views) gd.removeAttribute("aria-busy");
        });
    });
  }
  return () => FIGURES.delete(model.get("_figure_id"));
}

// Draws the live board from `opening`, the figure as the kernel first sent it, decoded, or
// from the latest drawn view.
async function draw(P, model, gd, rx, opening) {
  let { data, layout } = opening;
  if (rx.latest) {
    data = structuredClone(rx.latest.data);
    layout = structuredClone(rx.latest.layout);
  }
  const width = boardWidth(model, layout);
  if (width) layout = { ...layout, width, autosize: false };
  // A board keeps its width whatever the window (the dashboard scales it); a chart fills its box.
  const config = { ...model.get("_config"), responsive: !width };
  await P.newPlot(gd, data, layout, config);
  if (!rx.latest) {
    for (const [name, message] of rx.missed) await APPLY[name](P, gd, message);
    await refit(P, model, gd);
  }
  rx.missed = [];
  rx.latest = gd;
  rx.views.add(gd);
  let clicks = 0;
  gd.on("plotly_click", (event) => {
    const points = (event && event.points) || [];
    clicks += 1;
    model.set("_js2py_pointsCallback", {
      event_type: "plotly_click",
      points: {
        trace_indexes: points.map((p) => p.curveNumber),
        point_indexes: points.map((p) => p.pointNumber),
        xs: points.map((p) => p.x),
        ys: points.map((p) => p.y),
      },
      device_state: null,
      selector: null,
      click: clicks, // two clicks on one point are two changes
    });
    model.save_changes();
  });
}

// A board shown as a picture (board_picture.js) draws its live board at once when the learner
// reaches for the page (their first click is some hundreds of milliseconds away), else when the
// page is idle after LIVE_AFTER_MS.
const LIVE_ON = ["pointermove", "pointerdown", "keydown", "wheel", "touchstart"];
const LIVE_AFTER_MS = 2000;
// How long a board waits for the server's pictures before it is drawn live instead.
const SERVED_WAIT_MS = 300;

// Presenter mode (a projector at the back of a room): every label of the board drawn at least
// PRESENTER_FONT_PX, in CSS pixels (its box some 18-20 px high). A board is drawn at its
// own size and scaled to its room (explorer/access.py), which on a 1366 x 768 screen left its
// 12 px labels at 12-13 px. Each text grows here (a CSS scale, about its anchor: style.css) as
// much as its own font needs at the board's scale, no more (a title large enough keeps its
// size), but never past the edge of the board's drawing (a label at an edge grows away from it)
// nor over another label: where two labels would meet, both grow only as far as they stay
// apart (the board's own layout then has to give them room to reach the mark, a matter for its
// module). (From the font size, not the drawn box: the browser rounds a text's box at the size
// it is drawn, so a grow computed from the box would change the box it was computed from.)
const PRESENTER_FONT_PX = 18;
// How far two grown labels may come into each other, and how far two labels must already
// overlap at their own size to be left as the board drew them, in pixels of its drawing.
const TOUCH = 0.5;
const OVERLAP = 2;
// How far apart two grown labels side by side stay, in pixels of the drawing (a thin space at
// the boards' 12 px): names grown until they touched read as one word ("mantra Aenvironment").
const GAP = 2;

function presenterTextGrow(board) {
  const texts = [];
  for (const svg of board.querySelectorAll(".main-svg")) {
    for (const text of svg.querySelectorAll("text")) {
      const label = text.textContent.trim() && !text.closest(".hoverlayer");
      // A caption in a frame (a plotly annotation with a border) grows with its frame.
      const frame = text.classList.contains("annotation-text")
        ? text.parentNode.querySelector(":scope > rect.bg") : null;
      texts.push({ text, svg, label, frame, nodes: frame ? [text, frame] : [text] });
    }
  }
  const scale = parseFloat(board.dataset.rxScale) || 1;
  // Each label grows as much as its own font needs, no more: a title already large enough
  // keeps its size.
  const need = (text) => {
    const size = parseFloat(text.style.fontSize);
    return size > 0 ? Math.max(1, PRESENTER_FONT_PX / (size * scale)) : 1;
  };
  const presenting = board.closest(".rx-presenter");
  const placed = presenting
    ? texts.filter((t) => t.label).map((t) => placeOnBoard(t, need(t.text)))
    : [];
  partLabels(placed);
  const shown = new Map(placed.map((t) => [t.text, t]));
  for (const { text, nodes } of texts) {
    const t = shown.get(text);
    const scale = t && t.grow > 1.0005 ? t.grow.toFixed(3) : "";
    const moved = t && (t.frame || t.origin !== t.anchored);
    const origin = moved ? `${t.across * 100}% ${t.down * 100}%` : "";
    for (const node of nodes) {
      if (node.style.scale !== scale) node.style.scale = scale;
      if (node.style.transformOrigin !== origin) node.style.transformOrigin = origin;
    }
  }
}

// Where a text is in its board's drawing (its box, unscaled), the point it grows about, and how
// far it may grow inside the drawing.
const ANCHOR = { start: 0, middle: 0.5, end: 1 };
function placeOnBoard({ text, svg, frame }, grow) {
  const box = (frame || text).getBBox();
  const ctm = text.parentNode.getCTM ? text.parentNode.getCTM() : null;
  const left = box.x + (ctm ? ctm.e : 0);
  const top = box.y + (ctm ? ctm.f : 0);
  const t = { text, frame, left, top, right: left + box.width, bottom: top + box.height, grow };
  t.across = frame ? 0.5 : ANCHOR[text.getAttribute("text-anchor")] ?? 0.5;
  t.down = 0.5;
  t.anchored = `${t.across}`;
  // Along one axis: the side it grows from, and the largest grow that keeps it inside.
  const fit = (start, end, room, at) => {
    const size = end - start;
    if (!(size > 0)) return [at, grow];
    const from = start + size * at * (1 - grow);
    if (from < 0 && start >= 0) return [0, Math.min(grow, (room - start) / size)];
    if (from + size * grow > room && end <= room) return [1, Math.min(grow, end / size)];
    return [at, grow];
  };
  const [across, wide] = fit(left, t.right, svg.width.baseVal.value, t.across);
  const [down, high] = fit(top, t.bottom, svg.height.baseVal.value, t.down);
  t.across = across;
  t.down = down;
  t.origin = down === 0.5 ? `${across}` : `${across} ${down}`;
  t.grow = Math.max(1, Math.min(wide, high));
  return t;
}

// The box of a text grown by `grow` about its origin.
function grown(t, grow) {
  const x = t.left + (t.right - t.left) * t.across;
  const y = t.top + (t.bottom - t.top) * t.down;
  return {
    left: x - (x - t.left) * grow, right: x + (t.right - x) * grow,
    top: y - (y - t.top) * grow, bottom: y + (t.bottom - y) * grow,
  };
}

function meet(a, b, by = TOUCH, across = by) {
  return Math.min(a.right, b.right) - Math.max(a.left, b.left) > across
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > by;
}

// Two labels apart at their own size that would meet when grown: both grow only as far as they
// stay apart (the largest grow at which one of them is still beside, above or below the other),
// side by side a GAP apart.
function partLabels(placed) {
  const alone = (a, b) => !meet(grown(a, 1), grown(b, 1), OVERLAP);
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i];
      const b = placed[j];
      if (!meet(grown(a, a.grow), grown(b, b.grow), TOUCH, -GAP) || !alone(a, b)) continue;
      // Each side's edge moves linearly with the grow: solve where the two edges touch (or,
      // side by side, come a GAP near).
      const parts = (pNear, qNear, pAt, qAt, by = TOUCH) => {
        const room = qAt - pAt + by;
        const moving = (pNear - pAt) + (qAt - qNear);
        if (moving > 0) return room / moving;
        return room >= 0 ? Infinity : -Infinity; // edges that stay where they are
      };
      const ax = a.left + (a.right - a.left) * a.across;
      const bx = b.left + (b.right - b.left) * b.across;
      const ay = a.top + (a.bottom - a.top) * a.down;
      const by = b.top + (b.bottom - b.top) * b.down;
      const limit = Math.max(
        parts(a.right, b.left, ax, bx, -GAP), // a left of b
        parts(b.right, a.left, bx, ax, -GAP), // b left of a
        parts(a.bottom, b.top, ay, by), // a above b
        parts(b.bottom, a.top, by, ay), // b above a
      );
      // (At that grow both would touch; one that grows less is smaller, so clear of it.)
      const both = Math.max(1, limit);
      a.grow = Math.min(a.grow, both);
      b.grow = Math.min(b.grow, both);
    }
  }
}

// Keeps a board's presenter text size up to date: when presenter mode is turned on or off, when
// the board is scaled again, and when it is redrawn (once a frame at most). Returns what stops it.
function followPresenter(el) {
  const board = el.closest(".rx-board");
  const root = board && board.closest(".rx-explorer");
  if (!root) return () => {};
  let queued = false;
  const later = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; presenterTextGrow(board); });
  };
  const onRoot = new MutationObserver(later);
  onRoot.observe(root, { attributes: true, attributeFilter: ["class"] });
  const onBoard = new MutationObserver(later);
  onBoard.observe(board, {
    attributes: true, attributeFilter: ["data-rx-scale", "x", "y"], childList: true,
    subtree: true,
  });
  later();
  return () => { onRoot.disconnect(); onBoard.disconnect(); };
}

function render({ model, el }) {
  // Busy until the board answers clicks: its points (or its picture) show before newPlot has
  // settled, and a click in between would reach no handler.
  el.setAttribute("aria-busy", "true");
  const gd = document.createElement("div");
  el.appendChild(gd);
  const rx = FIGURES.get(model.get("_figure_id"));
  // A figure is drawn once its box is on the page: anywidget may render a view before its
  // box is placed (render must not wait for that: the box may be placed only after render has
  // returned), and a chart takes its width from its box. So the box's first report with a
  // width draws the figure, and each later report of another width (the page's layout, a
  // presenter mode, a window resize) resizes a chart; a board keeps its own width, and the
  // dashboard scales it.
  let width = 0;
  let drawing = null;
  let unveil = null; // while a picture shows: what puts the live board in its place
  let key = null;
  let gone = false;
  let unfollow = () => {};
  let opening = null; // the figure as first sent, decoded once (for the key and the draw)
  const openingFigure = () => opening || (opening = {
    data: decode(model.get("_widget_data")), layout: decode(model.get("_widget_layout")),
  });
  // The learner's first input starts the live board after the input's own handlers have run.
  const reaching = () => setTimeout(goLive, 0);
  const stopListening = () => {
    rx.waiting.delete(goLive);
    for (const kind of LIVE_ON) window.removeEventListener(kind, reaching, { capture: true });
  };
  const goLive = () => {
    if (drawing || gone) return drawing;
    stopListening();
    drawing = plotly(model)
      .then((P) => draw(P, model, gd, rx, openingFigure()))
      .then(() => {
        if (!unveil) {
          // keepLater checks, when it comes to it, that nothing has changed the board since
          if (key && !gone) keepLater(gd, key, () => rx.changed);
          return;
        }
        // The live board takes the picture's place in one step, once the dashboard has
        // scaled it as it scaled the picture (else it would show a frame at another size).
        return scaledLike(gd, el).then(() => {
          unveil();
          unveil = null;
        });
      })
      .then(() => el.removeAttribute("aria-busy"))
      .catch((error) => console.error("rules-explorer figure", error));
    return drawing;
  };
  // Shows a picture now; the live board is drawn underneath, unseen, when the learner reaches
  // for the page, when the board changes, or once the page has been left alone a while: its
  // draw no longer holds up the page's first paint and first click.
  const showFirst = (html) => {
    unveil = showPicture(el, gd, html);
    rx.waiting.add(goLive);
    // plotly.js is fetched and run once the page is usable and idle, not from the page's head:
    // there it held up Voilà's own start (benchmarks/README.md), and until the learner reaches
    // for the page the picture is all the board needs.
    requestAnimationFrame(() => whenIdle(() => {
      if (!gone) plotly(model).catch(() => {}); // goLive reports a failure
    }, { timeout: 1000 }));
    const once = { capture: true, passive: true, once: true };
    for (const kind of LIVE_ON) window.addEventListener(kind, reaching, once);
    setTimeout(() => whenIdle(goLive, { timeout: 1000 }), LIVE_AFTER_MS);
  };
  // The picture this browser kept of the opening board, else the server's, else the live
  // board. The server's pictures were asked for when the model was made; they are waited for
  // SERVED_WAIT_MS at most, a fraction of the live board's first draw.
  const firstDraw = () => {
    if (!model.get("_keep_picture") || rx.latest || rx.missed.length) return goLive();
    const { data, layout } = openingFigure();
    key = pictureKey(data, layout, ROUTE);
    const kept = readPicture(key);
    if (kept) return showFirst(kept);
    if (!rx.served) return goLive();
    // (A test of the pictures themselves waits longer, window.rxServedWaitMs: on a loaded
    // machine the answer can come after SERVED_WAIT_MS, and the live board is drawn instead.)
    const wait = window.rxServedWaitMs ?? SERVED_WAIT_MS;
    const late = new Promise((resolve) => setTimeout(() => resolve({}), wait));
    Promise.race([rx.served, late]).then((served) => {
      if (gone || drawing) return;
      const html = rx.changed ? null : servedPicture(served, key);
      if (!html) { goLive(); return; }
      showFirst(html);
      keepPicture(key, html); // a returning visit need not wait for the server's answer
    });
  };
  const observer = new ResizeObserver((entries) => {
    const now = entries[entries.length - 1].contentRect.width;
    if (now === 0 || now === width) return;
    const first = width === 0;
    width = now;
    if (first) {
      if (model.get("_keep_picture")) unfollow = followPresenter(el);
      firstDraw();
      return;
    }
    if (drawing) {
      drawing.then(() => {
        if (gd.isConnected && !boardWidth(model, gd.layout)) window.Plotly.Plots.resize(gd);
      });
    }
  });
  observer.observe(el);
  return () => {
    gone = true;
    observer.disconnect();
    unfollow();
    stopListening();
    rx.views.delete(gd);
    if (rx.latest === gd) rx.latest = { data: gd.data, layout: gd.layout };
    if (window.Plotly) window.Plotly.purge(gd);
  };
}

export default { initialize, render };
