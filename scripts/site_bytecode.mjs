// Compiles the Python files of the static site's wheels to bytecode with the site's own
// Pyodide (the interpreter that will import them: the same Python version, so the same
// bytecode), run by Node.js when the site is built (scripts/build_site.py). Pyodide does
// not keep bytecode between pages, so without this every page compiled every module it
// imported (about a third of a first visit's time: benchmarks/README.md).
//   node scripts/site_bytecode.mjs <pyodide folder> <folder of unpacked wheels> [stdlib's name]
// In the folder of unpacked wheels, each wheel of "sourceless/" gets a .pyc beside each .py
// (the build then ships the .pyc alone, as Pyodide ships its own packages); each of "cached/"
// gets __pycache__ files that are used without checking the source, which stays. Wheels
// named in precompiled.json of that folder came compiled from the build's cache: skipped.
// Then it opens every game's dashboard as a page's kernel would (the kernel's imports, then
// the notebook's cell), and writes the files of the modules that imported, per wheel, to
// imported.json in the same folder ("opening"), then those the Lab's charts and a traceback
// import after it ("later"): compiled files are larger than their sources, so the build ships
// compiled only what a page imports (the rest compiles if used), and of a packed wheel
// (site.toml's [packed]) only what it opens with as files of their own.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheels] = process.argv.slice(2).map((p) => path.resolve(p));
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")));
const py = await loadPyodide({ indexURL: pyodideDir + path.sep });
py.FS.mkdir("/wheels");
py.FS.mount(py.FS.filesystems.NODEFS, { root: wheels }, "/wheels");
// Each module is compiled under the name it has where a page installs it (site-packages, or
// the standard library's zip, unpacked into the folder STDLIB names), so that a traceback
// names the real file.
const failed = py.runPython(`
import compileall, json, pathlib, py_compile, site, sys
STDLIB = ${JSON.stringify(process.argv[4] || "(python-stdlib)")}
installed = {STDLIB: next(p for p in sys.path if p.endswith(".zip"))}
# Wheels the build took compiled from its cache (an earlier build compiled them).
listed = pathlib.Path("/wheels/precompiled.json")
precompiled = set(json.loads(listed.read_text())) if listed.exists() else set()
failed = []
for kind, options in (
    ("sourceless", dict(legacy=True)),
    ("cached", dict(invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)),
):
    folder = pathlib.Path("/wheels", kind)
    for wheel in sorted(folder.iterdir()) if folder.is_dir() else ():
        if wheel.name in precompiled:
            continue
        where = installed.get(wheel.name, site.getsitepackages()[0])
        if not compileall.compile_dir(wheel, quiet=2, workers=1, ddir=where, **options):
            failed.append(wheel.name)
", ".join(failed)
`);
if (failed) console.log(`some files of ${failed} could not be compiled: their sources stay`);

py.runPython(`
import json, pathlib, sys
roots = {}
for kind in ("sourceless", "cached"):
    folder = pathlib.Path("/wheels", kind)
    for wheel in sorted(folder.iterdir()) if folder.is_dir() else ():
        if wheel.name != STDLIB:
            sys.path.append(str(wheel))
            roots[str(wheel) + "/"] = wheel.name
roots[installed[STDLIB] + "/"] = STDLIB

# What a page's kernel imports before it runs a cell (the Pyodide kernel's own start).
import piplite.piplite, micropip, pyodide_kernel, IPython
from IPython import get_ipython
get_ipython().send_comm = lambda *args, **kwargs: None  # no page to send the widgets to
# The notebook's cell, for every game.
import rules
from explorer import GameExplorer
for slug in rules.available_games():
    GameExplorer(slug)

def files_imported(skip=()):
    found = {}
    for name, module in list(sys.modules.items()):
        file = getattr(module, "__file__", None) or ""
        for root, wheel in roots.items():
            if name not in skip and file.startswith(root):
                found.setdefault(wheel, []).append(file[len(root):])
    return {wheel: sorted(files) for wheel, files in found.items()}

opening = files_imported()
before = set(sys.modules)
# What a learner's first uses import later: the Lab's charts (plotly's default template
# names every kind of trace) and a traceback shown in colour.
lab = GameExplorer(rules.available_games()[0]).lab_panel
lab.run_sync(2)
try:
    1 / 0
except ZeroDivisionError:
    get_ipython().InteractiveTB.structured_traceback(*sys.exc_info())
imported = {"opening": opening, "later": files_imported(skip=before)}
pathlib.Path("/wheels/imported.json").write_text(json.dumps(imported, indent=1, sort_keys=True))
`);
