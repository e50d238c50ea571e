// Takes the static site's memory snapshot when the site is built (scripts/build_site.py): the
// site's own Pyodide under Node.js loads the wheels a page's kernel preloads and imports what
// every dashboard imports while it opens (the kernel's IPython, ipywidgets, plotly, the
// explorer and every game's rules), then writes Pyodide's memory as it stands, with the files
// the wheels unpacked, gzipped. A page whose kernel finds the snapshot (the worker patched by
// build_site.py) starts its Python from it and writes those files back from JavaScript:
// Python's own start, the wheels' unpacking (Python's zipfile, a file at a time) and those
// imports are done once here instead of in every visit.
//   node scripts/site_snapshot.mjs <pyodide folder of the site> <snapshot.gz> <packages...>
//
// The file (build_site.py's SNAPSHOT_MAGIC says the same), little-endian:
//   "rxsnap01" | u32 memory's length M | u32 index's length I | memory (M bytes)
//   | index (I bytes of JSON: {dirs, files: [[path, size]...], loaded: {package: channel}})
//   | the files' bytes, one after the other in the index's order
// The memory starts at byte 16, so that Pyodide reads it in place (as 32-bit words).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const MAGIC = "rxsnap01";
const [pyodideDir, output, ...packages] = process.argv.slice(2);
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")));
const py = await loadPyodide({ indexURL, _makeSnapshot: true });

// Every folder and file of Pyodide's file system (but its devices'), parents first.
const skipped = new Set(["/dev", "/proc", "/sys", "/tmp"]);
function walk(folder, found = new Map()) {
  for (const name of py.FS.readdir(folder)) {
    if (name === "." || name === "..") continue;
    const where = folder === "/" ? `/${name}` : `${folder}/${name}`;
    if (skipped.has(where)) continue;
    const mode = py.FS.lstat(where).mode;
    if (py.FS.isDir(mode)) {
      found.set(where, "dir");
      walk(where, found);
    } else if (py.FS.isFile(mode)) found.set(where, "file");
    else throw new Error(`${where}: neither a file nor a folder, which the snapshot cannot carry`);
  }
  return found;
}
const before = walk("/");
const failures = [];
await py.loadPackage(packages, {
  messageCallback: () => {},
  errorCallback: (message) => failures.push(message),
});
// What the wheels unpacked: a page that starts from the snapshot gets these from it.
const unpacked = [...walk("/")].filter(([where]) => !before.has(where));
const files = unpacked.filter(([, kind]) => kind === "file").map(([where]) => where);
const contents = files.map((where) => py.FS.readFile(where));
const loaded = { ...py.loadedPackages };

// What a page's kernel and its dashboard import before the first cell's output. Not the
// kernel's own module (pyodide_kernel: it takes hold of the page's JavaScript objects, which
// a snapshot cannot carry), nor micropip and piplite (they hold Pyodide's JavaScript module),
// nor anything the cell makes: widgets talk to the page.
const DASHBOARD_IMPORTS = `
import importlib, pkgutil, sys
import IPython, ipywidgets, anywidget, fluent.runtime, babel.numbers, babel.plural
import rules, rules.core.messages, explorer.figure
from explorer import GameExplorer
for slug in rules.available_games():
    rules.load_game(slug)
import explorer.boards
for board in pkgutil.iter_modules(explorer.boards.__path__, "explorer.boards."):
    importlib.import_module(board.name)
`;
// The kernel's start (the worker imports piplite, then pyodide_kernel, which puts stand-ins
// for termios, tornado and a few more in sys.modules first and then makes IPython's shell)
// imports some fifty modules of the standard library and of IPython that hold nothing of
// the page: 0.4-0.5 s of a second visit in the browser (benchmarks/README.md, the site's
// seventh round). Which ones is found here, in a Python of its own that starts a kernel as
// a page does (not this one, which must not hold the kernel); this one then puts the same
// stand-ins in place with the kernel's own code and imports those modules, in the order
// the kernel imported them. The kernel's start then imports only its own modules.
const HOLD_THE_PAGE = ["micropip", "piplite", "pyodide_kernel", "js", "pyodide", "_pyodide", "pyodide_js"];
async function kernelImports() {
  const scout = await loadPyodide({ indexURL });
  await scout.loadPackage(packages, { messageCallback: () => {}, errorCallback: () => {} });
  scout.runPython(DASHBOARD_IMPORTS);
  scout.globals.set("held", HOLD_THE_PAGE);
  const names = scout.runPython(`
import random, sys
before = set(sys.modules)
import piplite.piplite
random.seed()
import pyodide_kernel
[name for name, module in list(sys.modules.items())
 if name not in before and getattr(module, "__spec__", None) is not None
 and name.split(".")[0] not in held.to_py()]
`);
  const found = names.toJs();
  names.destroy();
  return found;
}
const kernelModules = await kernelImports();
py.globals.set("kernel_modules", kernelModules);
py.runPython(`
import importlib.util, sys
# The kernel's stand-ins, made by its own code (pyodide_kernel/mocks.py, loaded alone: the
# package itself would start the kernel), as a page's kernel makes them before any import.
import os
where = importlib.util.find_spec("pyodide_kernel").submodule_search_locations[0]
found = [f"{where}/mocks{end}" for end in (".py", ".pyc") if os.path.exists(f"{where}/mocks{end}")]
spec = importlib.util.spec_from_file_location("_rx_kernel_mocks", found[0])
mocks = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mocks)
mocks.apply_mocks()
del mocks, spec, where, found
` + DASHBOARD_IMPORTS + `
for name in kernel_modules:
    try:
        importlib.import_module(name)
    except Exception:
        pass  # the kernel imports it under a condition of its own: it will, as before
del kernel_modules
import gc
gc.collect()
`);
// Pyodide keeps the packages a page loaded as a JavaScript object the snapshot cannot hold
// (it refuses one that is not empty): the page puts them back with the files.
for (const name of Object.keys(py.loadedPackages)) delete py.loadedPackages[name];
const memory = py.makeMemorySnapshot();
const index = Buffer.from(
  JSON.stringify({
    dirs: unpacked.filter(([, kind]) => kind === "dir").map(([where]) => where),
    files: files.map((where, i) => [where, contents[i].length]),
    loaded,
  }),
);
const header = Buffer.alloc(16);
header.write(MAGIC, 0, "latin1");
header.writeUInt32LE(memory.length, 8);
header.writeUInt32LE(index.length, 12);
writeFileSync(output, gzipSync(Buffer.concat([header, memory, index, ...contents]), { level: 6 }));
const ignored = failures.filter((message) => !/jedi|sqlite3/.test(message));
const bytes = contents.reduce((sum, data) => sum + data.length, 0);
console.log(
  `snapshot: ${(memory.length / 2 ** 20).toFixed(1)} MiB of memory, ` +
    `${kernelModules.length} of the kernel's modules imported, ` +
    `${files.length} files (${(bytes / 2 ** 20).toFixed(1)} MiB)` +
    (ignored.length ? `; not loaded: ${ignored.join("; ")}` : ""),
);
