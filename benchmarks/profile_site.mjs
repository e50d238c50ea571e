// Where a static site's page spends its Python time, outside the browser: the site's own
// Pyodide (static/pyodide/ of a built site) under Node.js, loading the packages the kernel
// preloads, then importing in the order a dashboard's page does, each step timed.
//   node benchmarks/profile_site.mjs _site [escape-from-the-hidden-castle] [--snapshot]
// With --snapshot, Python starts from the site's memory snapshot, as a second visit's page
// does (scripts/site_snapshot.mjs: the imports below are then done already, and the wheels'
// files come with it).
// The browser runs the same wasm in the same engine (V8); what this leaves out is the page's
// own JavaScript, the kernel's messages and the drawing (bench_site.py times the whole).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const flags = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
const [siteArg, gameArg] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const site = path.resolve(siteArg || "_site");
const game = gameArg || "escape-from-the-hidden-castle";
const indexURL = path.join(site, "static", "pyodide") + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")));
const settings = JSON.parse(readFileSync(path.join(site, "jupyter-lite.json"), "utf8"));
const plugin = settings["jupyter-config-data"].litePluginSettings[
  "@jupyterlite/pyodide-kernel-extension:kernel"];
const missing = ["sqlite3", "jedi"];
const packages = plugin.loadPyodideOptions.packages.filter((name) => !missing.includes(name));
const snapshotURL = flags.includes("--snapshot") && plugin.loadPyodideOptions.snapshotURL;
if (flags.includes("--snapshot") && !snapshotURL) {
  console.log("this site has no snapshot");
  process.exit(1);
}

const rows = [];
// Python's memory after each step: the wasm memory's size, which never shrinks, and its
// break (sbrk(0)), the top of what malloc ever took (what a page holds resident).
let memory = () => [0, 0];
const timed = async (label, work) => {
  const started = performance.now();
  const result = await work();
  rows.push([label, (performance.now() - started) / 1000, memory()]);
  return result;
};
const started = performance.now();
// A snapshot file (scripts/site_snapshot.mjs): Python's memory, then the files the wheels
// unpacked, which a page writes back instead of loading the wheels (a site built before
// 2026-12-07 holds the memory alone: its wheels are loaded as on a first visit).
let files = null;
const snapshot = () => {
  const data = gunzipSync(readFileSync(path.join(site, snapshotURL)));
  if (data.toString("latin1", 0, 8) !== "rxsnap01") return data; // a site before 2026-12-07
  const memory = data.readUInt32LE(8), size = data.readUInt32LE(12);
  files = { index: JSON.parse(data.subarray(16 + memory, 16 + memory + size)),
    data: data.subarray(16 + memory + size) };
  return data.subarray(16, 16 + memory);
};
const py = await timed(
  snapshotURL ? "Pyodide's start from the snapshot (read, unzipped, restored)" : "Pyodide's start (loadPyodide)",
  () => loadPyodide({ indexURL, ...(snapshotURL && { _loadSnapshot: snapshot() }) }),
);
memory = () => [py._module.HEAP8.buffer.byteLength, py._module._sbrk(0) >>> 0];
rows.at(-1)[2] = memory();
if (files) {
  await timed(`the snapshot's files written back (${files.index.files.length})`, () => {
    let offset = 0;
    for (const folder of files.index.dirs) py.FS.mkdirTree(folder);
    for (const [where, size] of files.index.files) {
      py.FS.writeFile(where, files.data.subarray(offset, (offset += size)));
    }
    Object.assign(py.loadedPackages, files.index.loaded);
    py.runPython("import importlib; importlib.invalidate_caches()");
  });
} else {
  await timed(`the wheels fetched and unpacked (${packages.length} preloads with their dependencies)`,
    () => py.loadPackage(packages, { messageCallback: () => {} }));
}
const steps = [
  ["the kernel: IPython and its shims (and jedi, where the site has it)",
    "import pyodide_kernel, IPython"],
  ["ipywidgets", "import ipywidgets"],
  ["anywidget", "import anywidget"],
  ["plotly (the board's figure, explorer.figure)", "import explorer.figure"],
  ["fluent.runtime and Babel", "import fluent.runtime, babel.numbers, babel.plural"],
  ["the rules' core and messages", "import rules.core.messages"],
  ["the rest of the explorer", "from explorer import GameExplorer"],
  ["the game's rules (load_game)", `import rules; rules.load_game(${JSON.stringify(game)})`],
  // No page to send the widgets to: the kernel's messages go nowhere.
  [null, "from IPython import get_ipython; get_ipython().send_comm = lambda *args, **kwargs: None"],
  ["the notebook's cell (GameExplorer)", `GameExplorer(${JSON.stringify(game)})`],
];
try {
  for (const [label, code] of steps) {
    if (label === null) await py.runPythonAsync(code);
    else await timed(label, () => py.runPythonAsync(code));
  }
} catch (error) {
  console.log(`failed after ${rows.at(-1)[0]}:\n${py.runPython("import sys, traceback; ''.join(traceback.format_exception(sys.last_exc)) if hasattr(sys, 'last_exc') else ''")}`);
  process.exit(1);
}
rows.push(["total", (performance.now() - started) / 1000, memory()]);
const MiB = (bytes) => (bytes / 2 ** 20).toFixed(1).padStart(6);
console.log("   time  wasm memory, its break (MiB)  step");
for (const [label, seconds, [size, brk]] of rows) {
  console.log(`${seconds.toFixed(2).padStart(7)} s  ${MiB(size)} ${MiB(brk)}  ${label}`);
}
