// Pictures of boards drawn before (read with figure.js, which uses them).
//
// A game's page opens on the same board every time (a new game, drawn the same way), and its
// first draw is the largest piece of the browser's own work on its first paint
// (benchmarks/README.md). A board is drawn at its own width and scaled by the dashboard to the
// room it has (explorer/access.py), so what plotly.js draws depends on the figure alone, not
// on the window. Two kinds of picture of that drawing are shown at once, in the live board's
// place, until plotly.js has drawn the live board under it (figure.js says when):
// - the pictures this browser kept of boards it drew from this server (its localStorage);
// - the pictures this server serves of each game's opening board, made when the project was
//   built (`make pictures`, scripts/board_pictures.py), for a browser that has drawn none.
// Either is shown only for the figure it was drawn from (its key), and only if it is a
// drawing of plotly.js: a page never shows a picture another browser sent.
const PICTURE_PREFIX = "rules-explorer:board-picture:";
const PICTURE_INDEX = PICTURE_PREFIX + "index";
// A few games' opening boards; each is some 100-300 KB, and the storage is shared with
// whatever else this server's pages keep there (JupyterLab keeps its own state).
const PICTURES_KEPT = 6;
// What a stored picture must start with to be shown (plotly.js's drawing, as figure.js keeps
// it: the container plotly.js 4 draws in).
const PICTURE_START = '<div class="user-select-none svg-container"';

// A short fingerprint of a text (53-bit, two multiplicative hashes); a collision would only
// show the wrong picture for a moment, until the live board replaces it.
function fingerprint(text) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

// The key of a figure drawn by a version of plotly.js. A trace's uid is new in every kernel
// and changes nothing drawn, so it is left out.
function pictureKey(data, layout, version) {
  const text = JSON.stringify([data, layout, version], (key, value) => {
    if (key === "uid") return undefined;
    if (ArrayBuffer.isView(value)) return Array.from(value);
    return value;
  });
  return fingerprint(text);
}

function pictureIndex() {
  try {
    const index = JSON.parse(localStorage.getItem(PICTURE_INDEX) || "[]");
    return Array.isArray(index) ? index.filter((k) => typeof k === "string") : [];
  } catch (e) {
    return [];
  }
}

// The stored picture of a key, or null (none, storage turned off, or not one of ours).
function readPicture(key) {
  try {
    const html = localStorage.getItem(PICTURE_PREFIX + key);
    return html && html.startsWith(PICTURE_START) ? html : null;
  } catch (e) {
    return null;
  }
}

// The pictures this server serves of a game's opening board (`url`: figure.py's
// served_picture_route), as a map from key to picture, or an empty map (none, or the server
// did not answer). The request starts when the board's model is made, before its view.
function servedPictures(url) {
  return fetch(baseUrl() + url)
    .then((response) => (response.ok ? response.json() : {}))
    .then((served) => (served && typeof served === "object" ? served : {}))
    .catch(() => ({}));
}

// The served picture of a key, or null (none, or not a drawing of plotly.js).
function servedPicture(served, key) {
  const html = Object.prototype.hasOwnProperty.call(served, key) ? served[key] : null;
  return typeof html === "string" && html.startsWith(PICTURE_START) ? html : null;
}

// Keeps a picture, the most recent PICTURES_KEPT in all: the oldest go first, and one more
// each time the storage is full. Storage that refuses leaves the page as it was.
function keepPicture(key, html) {
  const index = pictureIndex().filter((k) => k !== key);
  index.push(key);
  for (let kept = PICTURES_KEPT; kept >= 1; kept--) {
    try {
      while (index.length > kept) localStorage.removeItem(PICTURE_PREFIX + index.shift());
      localStorage.setItem(PICTURE_PREFIX + key, html);
      localStorage.setItem(PICTURE_INDEX, JSON.stringify(index));
      return;
    } catch (e) {
      // full (or turned off): try again with one picture fewer
    }
  }
}

const whenIdle = window.requestIdleCallback || ((run) => setTimeout(run, 1));

// Shows a picture in the board's place (`el`), with the live board's element (`gd`) laid out
// unseen under it, at the same width, to be drawn there. Returns what removes the picture and
// shows the live board. The picture is hidden from screen readers: the board is marked busy
// meanwhile, and its text description is elsewhere on the page.
const UNDER_THE_PICTURE = {
  position: "absolute", top: "0", left: "0", right: "0", visibility: "hidden",
};
function showPicture(el, gd, html) {
  const picture = document.createElement("div");
  picture.className = "rx-board-picture";
  picture.setAttribute("aria-hidden", "true");
  picture.innerHTML = html;
  el.style.position = "relative";
  Object.assign(gd.style, UNDER_THE_PICTURE);
  el.insertBefore(picture, gd);
  return () => {
    for (const name of Object.keys(UNDER_THE_PICTURE)) gd.style.removeProperty(name);
    picture.remove();
    el.style.removeProperty("position");
  };
}

// What plotly.js drew in `gd`, as a picture: its drawing without the tool bar and hover
// labels, at the size it was drawn, with what the dashboard needs to scale it as it scales
// the live board (explorer/access.py).
function drawnPicture(gd) {
  const drawn = gd.querySelector(".svg-container");
  const full = gd._fullLayout;
  if (!drawn || !full || !full.xaxis || !full.yaxis) return null;
  const copy = drawn.cloneNode(true);
  copy.querySelectorAll(".modebar-container, .hoverlayer > *").forEach((n) => n.remove());
  // The board as drawn, not as presenter mode grew its labels (figure.js does that again).
  copy.querySelectorAll("text, rect.bg").forEach((n) => {
    n.style.removeProperty("scale");
    n.style.removeProperty("transform-origin");
  });
  copy.style.width = full.width + "px";
  copy.style.height = full.height + "px";
  copy.dataset.rxLayout = JSON.stringify({ width: full.width, height: full.height });
  return copy.outerHTML;
}

// How long after the first draw the picture is taken: a while, so that taking it never
// competes with the page's first paint and the learner's first moves.
const PICTURE_AFTER_MS = 1500;

// Keeps a picture of the board as it opened, taken a while after its first draw, unless
// `changed()` says a move (or anything else from the kernel) has changed it since.
function keepLater(gd, key, changed) {
  setTimeout(() => whenIdle(() => {
    if (changed() || !gd.isConnected) return;
    const html = drawnPicture(gd);
    if (html) keepPicture(key, html);
  }), PICTURE_AFTER_MS);
}

// Resolves once the live board under a picture is drawn at the picture's width and scaled as
// the picture is (explorer/access.py scales it a frame or two after its first draw), or after
// 1.5 s whatever it is.
function scaledLike(gd, el) {
  const picture = el.querySelector(".rx-board-picture");
  const drawn = picture && picture.firstElementChild;
  const width = drawn ? parseFloat(drawn.style.width) : NaN;
  const until = performance.now() + 1500;
  return new Promise((resolve) => {
    const look = () => {
      const full = gd._fullLayout;
      const same = full && Math.abs(full.width - width) < 1
        && gd.style.transform === picture.style.transform
        && gd.style.marginLeft === picture.style.marginLeft;
      if (same || !(width > 0) || performance.now() > until) resolve();
      else requestAnimationFrame(look);
    };
    look();
  });
}
