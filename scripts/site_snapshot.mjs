// Takes the static site's memory snapshot when the site is built (scripts/build_site.py): the
// site's own Pyodide under Node.js loads the wheels a page's kernel preloads and imports what
// every dashboard imports while it opens (the kernel's IPython, ipywidgets, plotly, the
// explorer and every game's rules), then writes Pyodide's memory as it stands, gzipped. A page
// whose kernel finds the snapshot (the worker patched by build_site.py) starts its Python from
// it: Python's own start and those imports are done once here instead of in every visit. The
// wheels are still unpacked by the page (their files are not in Python's memory but in the
// page's file system), which data files and later imports read.
//   node scripts/site_snapshot.mjs <pyodide folder of the site> <snapshot.gz> <packages...>
import path from "node:path";
import { pathToFileURL } from "node:url";
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const [pyodideDir, output, ...packages] = process.argv.slice(2);
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")));
const py = await loadPyodide({ indexURL, _makeSnapshot: true });
const failures = [];
await py.loadPackage(packages, {
  messageCallback: () => {},
  errorCallback: (message) => failures.push(message),
});
// What a page's kernel and its dashboard import before the first cell's output. Not the
// kernel's own module (pyodide_kernel: it takes hold of the page's JavaScript objects, which
// a snapshot cannot carry), nor anything the cell makes: widgets talk to the page.
py.runPython(`
import importlib, pkgutil, sys
import IPython, ipywidgets, anywidget, fluent.runtime, babel.numbers, babel.plural
import rules, rules.core.messages, explorer.figure
from explorer import GameExplorer
for slug in rules.available_games():
    rules.load_game(slug)
import explorer.boards
for board in pkgutil.iter_modules(explorer.boards.__path__, "explorer.boards."):
    importlib.import_module(board.name)
import gc
gc.collect()
`);
// Pyodide keeps the packages a page loaded as a JavaScript object the snapshot cannot hold
// (it refuses one that is not empty); the page's kernel loads them again (it unpacks their
// files, and finds their modules already imported).
for (const name of Object.keys(py.loadedPackages)) delete py.loadedPackages[name];
const snapshot = py.makeMemorySnapshot();
writeFileSync(output, gzipSync(snapshot, { level: 6 }));
const ignored = failures.filter((message) => !/jedi|sqlite3/.test(message));
console.log(
  `snapshot: ${(snapshot.length / 2 ** 20).toFixed(1)} MiB of memory` +
    (ignored.length ? `; not loaded: ${ignored.join("; ")}` : ""),
);
