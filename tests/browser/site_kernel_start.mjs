// A second visit's kernel start under Node.js, for tests/browser/test_site.py: the site's
// Python started from its memory snapshot with the snapshot's files written back (as the
// patched worker does), then the kernel's own imports (piplite, then pyodide_kernel, as the
// worker makes them). Prints, as JSON, the modules the kernel's start added and what the
// snapshot held of the kernel's stand-ins.
//   node tests/browser/site_kernel_start.mjs <built site>
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";

const site = path.resolve(process.argv[2]);
const indexURL = path.join(site, "static", "pyodide") + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")));
const settings = JSON.parse(readFileSync(path.join(site, "jupyter-lite.json"), "utf8"));
const options = Object.values(settings["jupyter-config-data"].litePluginSettings)[0]
  .loadPyodideOptions;
const { gunzipSync } = await import("node:zlib");
const snapshot = gunzipSync(readFileSync(path.join(site, options.snapshotURL)));
const view = new DataView(snapshot.buffer, snapshot.byteOffset);
const memory = view.getUint32(8, true);
const size = view.getUint32(12, true);
const index = JSON.parse(new TextDecoder().decode(snapshot.subarray(16 + memory, 16 + memory + size)));
const py = await loadPyodide({
  indexURL,
  _loadSnapshot: snapshot.subarray(16, 16 + memory),
  packages: [],
});
let offset = 16 + memory + size;
for (const folder of index.dirs) py.FS.mkdirTree(folder);
for (const [where, length] of index.files) {
  py.FS.writeFile(where, snapshot.subarray(offset, (offset += length)));
}
Object.assign(py.loadedPackages, index.loaded);
const found = py.runPython(`
import importlib, json, sys
importlib.invalidate_caches()
termios = getattr(sys.modules.get("termios"), "TCSAFLUSH", None)
before = set(sys.modules)
import random, piplite.piplite
random.seed()
import pyodide_kernel
json.dumps({"added": sorted(set(sys.modules) - before), "termios": termios})
`);
console.log(found);
