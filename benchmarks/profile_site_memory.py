"""What a static-site dashboard's tab holds, in the browser: per process, and inside its worker.

bench_site.py gives one figure, the memory an open dashboard adds to Chromium's (sum of PSS);
this splits it. A copy of a built site whose kernel worker keeps a handle on its Pyodide
(the copy only), served as bench_site.py serves it; each round, a new profile opens a blank
page, then the Hidden Castle dashboard (a first visit), and once it is usable and has settled
(bench_site.page_memory's three seconds) it gives:

- each of Chromium's processes' change in PSS and USS against the blank page;
- inside the worker: Python's wasm memory (its size, and its break: the top of what malloc
  holds, below which the pages touched stay resident), the in-memory file system (files,
  bytes used and bytes allocated: MEMFS grows a file's array ahead of its writes), and how
  many modules Python has imported;
- how much of the wasm memory is resident (the renderer's mapping of its size);
- the page's JavaScript heap (used and total).

With two sites, the rounds visit them in turn (A, B, A, B...), as bench_site_ab.py does.

    python benchmarks/profile_site_memory.py <site> [<site B>] [--rounds 3]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import psutil

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_site  # noqa: E402
import bench_voila  # noqa: E402

#: Where the site's patched worker has started Python (build_site.py's WORKER_STARTED): the
#: copy keeps a handle on Pyodide there, for the worker's figures below.
STARTED = "this._pyodide._api.on_fatal="
HANDLE = "(self.__rxPyodide=this._pyodide),"

#: Run in the worker once the dashboard is usable.
WORKER_FIGURES = """() => {
  const py = self.__rxPyodide;
  if (!py) return null;
  const FS = py.FS;
  let files = 0, used = 0, allocated = 0, buffers = 0;
  const walk = (folder) => {
    for (const name of FS.readdir(folder)) {
      if (name === "." || name === "..") continue;
      const where = folder === "/" ? "/" + name : folder + "/" + name;
      if (["/dev", "/proc", "/sys"].includes(where)) continue;
      let node;
      try { node = FS.lookupPath(where, { follow: false }).node; } catch (e) { continue; }
      if (FS.isDir(node.mode)) { if (!node.mount || node.mount.type === FS.root.mount.type
          || node.mount.mountpoint === "/") walk(where); }
      else if (FS.isFile(node.mode) && node.contents && node.contents.byteLength !== undefined) {
        files += 1; used += node.usedBytes || 0; allocated += node.contents.byteLength;
        buffers += node.contents.buffer.byteLength;
      }
    }
  };
  walk("/");
  const python = JSON.parse(py.runPython(
    "import json, sys\\njson.dumps({'modules': len(sys.modules)})"));
  return { wasm: py._module.HEAP8.buffer.byteLength, brk: py._module._sbrk(0) >>> 0, files,
    used, allocated, buffers, ...python };
}"""


def instrument(site: Path, copy: Path) -> int:
    """A copy of ``site`` whose kernel worker keeps ``self.__rxPyodide``; bundles changed."""

    def keep_pyodide(text: str) -> str | None:
        return text.replace(STARTED, HANDLE + STARTED, 1) if STARTED in text else None

    return bench_site.instrumented_copy(site, copy, keep_pyodide)


def per_process(browser_pid: int) -> dict[int, tuple[str, int, int]]:
    """Each of Chromium's processes: its kind (--type=...), PSS and USS."""
    found = {}
    try:
        root = psutil.Process(browser_pid)
        processes = [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return found
    for process in processes:
        with contextlib.suppress(psutil.NoSuchProcess, psutil.AccessDenied):
            kind = "browser"
            for arg in process.cmdline():
                if arg.startswith("--type="):
                    kind = arg[len("--type=") :]
                if arg.startswith("--utility-sub-type="):
                    kind += " " + arg.rsplit(".", 1)[-1]
            info = process.memory_full_info()
            found[process.pid] = (kind, info.pss, info.uss)
    return found


def resident_of_mapping(pid: int, size: int) -> int:
    """Resident bytes of a process's anonymous mappings of ``size`` bytes (to the next MiB):
    V8 maps a worker's wasm memory as one such mapping, whose pages count once touched."""
    resident, found = 0, False
    with contextlib.suppress(OSError), open(f"/proc/{pid}/smaps") as smaps:
        for line in smaps:
            fields = line.split()
            if "-" in fields[0] and len(fields) == 5:  # a mapping without a file
                start, end = (int(x, 16) for x in fields[0].split("-"))
                found = size <= end - start < size + 2**20
            elif "-" in fields[0]:
                found = False
            elif found and fields[0] == "Rss:":
                resident += int(fields[1]) * 1024
    return resident


def mib(size: float) -> str:
    return f"{size / 2**20:.1f}"


def one_visit(browser, url: str) -> dict:
    pid = bench_site.browser_pid()
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    blank = context.new_page()
    blank.goto("about:blank")
    time.sleep(2)
    before = per_process(pid)
    visit = bench_site.Visit(context, url)
    time.sleep(3)
    after = per_process(pid)
    worker = None
    for candidate in visit.page.workers:
        with contextlib.suppress(Exception):
            worker = candidate.evaluate(WORKER_FIGURES) or worker
    heap = visit.page.evaluate(
        "() => performance.memory ? [performance.memory.usedJSHeapSize,"
        " performance.memory.totalJSHeapSize] : [0, 0]"
    )
    wasm = 0
    if worker:
        wasm = sum(resident_of_mapping(process, worker["wasm"]) for process in after)
    visit.page.close(run_before_unload=True)
    context.close()
    time.sleep(bench_voila.REFILL)
    changes = []
    for process, (kind, pss, uss) in after.items():
        old = before.get(process, (kind, 0, 0))
        changes.append((kind, pss - old[1], uss - old[2], process not in before))
    return dict(
        seconds=visit.seconds,
        pss=sum(c[1] for c in changes),
        changes=sorted(changes, key=lambda c: -c[1]),
        worker=worker,
        heap=heap,
        wasm=wasm,
    )


def report(name: str, result: dict) -> None:
    print(f"{name}: usable {result['seconds']:.1f} s; tab +{mib(result['pss'])} MiB (sum of PSS)")
    for kind, pss, uss, new in result["changes"]:
        if abs(pss) >= 2**20:
            print(f"    {kind}{' (new)' if new else ''}: PSS {mib(pss):>6}, USS {mib(uss):>6} MiB")
    w = result["worker"]
    if w:
        print(
            f"    worker: wasm memory {mib(w['wasm'])} MiB (its break {mib(w['brk'])}); "
            f"MEMFS {w['files']} files, "
            f"{mib(w['used'])} MiB used, {mib(w['allocated'])} MiB allocated "
            f"({mib(w['buffers'])} MiB of array buffers); Python: {w['modules']} modules"
        )
    print(f"    the wasm memory's resident pages (the renderer's smaps): {mib(result['wasm'])} MiB")
    used, total = result["heap"]
    print(f"    the page's JavaScript heap: {mib(used)} MiB used of {mib(total)} MiB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sites", nargs="+", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="rx-site-memory-") as scratch:
        urls, servers = {}, []
        for i, site in enumerate(args.sites):
            name = "AB"[i] if len(args.sites) > 1 else "site"
            copy = Path(scratch, name)
            print(f"{name}: {site} ({instrument(site.resolve(), copy)} worker bundles changed)")
            bench_site.SITE = copy
            server, url = bench_site.serve_site()
            servers.append(server)
            urls[name] = url + bench_site.SITE_GAME
        totals: dict[str, list[float]] = {name: [] for name in urls}
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(
                    executable_path=bench_voila.CHROMIUM, args=bench_voila.ARGS
                )
                for round_ in range(args.rounds):
                    for name, url in urls.items():
                        result = one_visit(browser, url)
                        report(f"round {round_ + 1}, {name}", result)
                        totals[name].append(result["pss"])
                browser.close()
        finally:
            for server in servers:
                server.terminate()
        for name, values in totals.items():
            print(
                f"{name}: tab +{mib(statistics.median(values))} MiB, median of {len(values)} "
                f"({', '.join(mib(v) for v in values)})"
            )
        print(json.dumps({name: [round(v / 2**20, 1) for v in vs] for name, vs in totals.items()}))


if __name__ == "__main__":
    main()
