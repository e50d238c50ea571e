"""Build the explorer as a static site (`make site`): every dashboard of notebooks/ rendered by
Voici, its Python running in the visitor's browser on Pyodide, and nothing fetched from the
internet when the site is opened.

What goes in (pinned in site/site.toml):

- Pyodide's interpreter, from the npm registry's ``pyodide`` package (checked against the
  registry's integrity value), served from ``static/pyodide/`` of the site;
- the pure-Python wheels the dashboards import, from PyPI with ``pip download``: at the version
  Pyodide's lock names where it names one (what the kernel is built for), else at the version
  installed in this virtualenv (what the rest of the test suite runs); the kernel's own
  wheels (its ipykernel and widgetsnbextension stand-ins, piplite, pyodide_kernel) from the
  jupyterlite-pyodide-kernel package; this project's wheel, built from the working tree;
- a ``pyodide-lock.json`` listing exactly those wheels with their dependencies (pyodide-lock
  writes it), so that the kernel loads them all from the site when a page starts: the notebooks
  run unchanged, as under Voilà.

Downloads are cached in ``~/.cache/rules-explorer-site/`` (``RULES_EXPLORER_SITE_CACHE``), so a
second build fetches nothing. The site is assembled in a temporary folder and moved to
``_site/`` only when complete.
"""

from __future__ import annotations

import argparse
import base64
import csv
import fnmatch
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import urllib.error
import urllib.request
import zipfile
from collections import deque
from importlib import metadata
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PINS = REPO / "site" / "site.toml"
OUTPUT = REPO / "_site"
CACHE = Path(
    os.environ.get("RULES_EXPLORER_SITE_CACHE", Path.home() / ".cache" / "rules-explorer-site")
)
NPM_REGISTRY = "https://registry.npmjs.org"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
KERNEL_EXTENSION = Path(sys.prefix, "share", "jupyter", "labextensions", "@jupyterlite")
LABEXTENSIONS = Path(sys.prefix, "share", "jupyter", "labextensions")
#: The front-end extensions the pages need: the Pyodide kernel, and anywidget (the board's
#: figure and the page's keyboard and connection widgets are anywidgets). Every other extension
#: installed here (plotly's, JupyterLab's widget manager: Voici brings its own) stays out.
FEDERATED = ["@jupyterlite/pyodide-kernel-extension", "anywidget"]
#: Pyodide's files that a page loads; the tarball's consoles, maps and type files stay out.
PYODIDE_FILES = [
    "pyodide.js",
    "pyodide.mjs",
    "pyodide.asm.js",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
    "package.json",
]
#: The lean figure's plotly.js (explorer/figure.py), where figure.js asks for it first.
#: Where Pyodide is in the site (Voici's build serves it from there: ``pyodideUrl``).
PYODIDE_ROUTE = "static/pyodide"
PLOTLY_STATIC = REPO / "explorer" / "labextensions" / "rules-explorer" / "static"
PLOTLY_ROUTE = Path("voila", "labextensions", "rules-explorer", "static")
#: The Font Awesome files the rx template's stylesheet names (relative to the pages).
FONTS = REPO / "share" / "jupyter" / "voila" / "templates" / "rx" / "static" / "fontawesome"


class BuildError(RuntimeError):
    """A step of the build that could not be done; the message says what and why."""


# ----- the pins ------------------------------------------------------------------------------
def canonical(name: str) -> str:
    from packaging.utils import canonicalize_name

    return str(canonicalize_name(name))


def load_pins(path: Path = PINS) -> dict:
    with path.open("rb") as handle:
        return tomllib.load(handle)


# ----- Pyodide from the npm registry ---------------------------------------------------------
def fetch_json(url: str) -> dict:
    try:
        with urllib.request.urlopen(url, timeout=60) as response:
            return json.load(response)
    except (urllib.error.URLError, TimeoutError, json.JSONDecodeError) as error:
        raise BuildError(f"could not fetch {url}: {error}") from error


def download(url: str, dest: Path) -> None:
    partial = dest.with_suffix(dest.suffix + ".part")
    try:
        with urllib.request.urlopen(url, timeout=120) as response, partial.open("wb") as out:
            shutil.copyfileobj(response, out)
    except (urllib.error.URLError, TimeoutError) as error:
        partial.unlink(missing_ok=True)
        raise BuildError(f"could not download {url}: {error}") from error
    partial.replace(dest)


def matches_integrity(path: Path, integrity: str) -> bool:
    """npm's subresource-integrity value (``sha512-<base64>``) of a file."""
    algorithm, _, expected = integrity.partition("-")
    digest = hashlib.new(algorithm, path.read_bytes()).digest()
    return base64.b64encode(digest).decode() == expected


def pyodide_tarball(version: str, integrity: str, cache: Path) -> Path:
    """The npm tarball of Pyodide ``version``, from the cache or the registry."""
    tarball = cache / "npm" / f"pyodide-{version}.tgz"
    if tarball.exists() and matches_integrity(tarball, integrity):
        return tarball
    tarball.parent.mkdir(parents=True, exist_ok=True)
    url = fetch_json(f"{NPM_REGISTRY}/pyodide/{version}")["dist"]["tarball"]
    download(url, tarball)
    if not matches_integrity(tarball, integrity):
        tarball.unlink()
        raise BuildError(f"{url} does not match the integrity value pinned in {PINS.name}")
    return tarball


def unpack_pyodide(tarball: Path, dest: Path) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball) as archive:
        for name in PYODIDE_FILES:
            member = archive.getmember(f"package/{name}")
            with archive.extractfile(member) as source, (dest / name).open("wb") as out:
                shutil.copyfileobj(source, out)


# ----- the wheels ------------------------------------------------------------------------------
def marker_environment(lock: dict) -> dict[str, str]:
    """PEP 508 marker values of the Pyodide in ``lock`` (to know which requirements apply)."""
    python = lock["info"]["python"]
    major, minor = python.split(".")[:2]
    return {
        "implementation_name": "cpython",
        "implementation_version": python,
        "os_name": "posix",
        "platform_machine": lock["info"]["arch"],
        "platform_python_implementation": "CPython",
        "platform_release": lock["info"]["platform"].partition("_")[2],
        "platform_system": "Emscripten",
        "platform_version": "#1",
        "python_full_version": python,
        "python_version": f"{major}.{minor}",
        "sys_platform": "emscripten",
        "extra": "",
    }


def browser_requirements(wheel: Path, environment: dict[str, str]) -> list:
    """The requirements of a wheel that apply in the browser."""
    from packaging.requirements import Requirement
    from pkginfo import Wheel

    found = [Requirement(line) for line in Wheel(str(wheel)).requires_dist]
    return [r for r in found if r.marker is None or r.marker.evaluate(environment)]


def requirements(wheel: Path, environment: dict[str, str]) -> list[str]:
    """The canonical names a wheel requires in the browser."""
    return [canonical(r.name) for r in browser_requirements(wheel, environment)]


def check_versions(wheels: dict[str, Path], environment: dict[str, str], skip: set) -> None:
    """Every requirement met by the version the site ships (Pyodide's lock and this virtualenv
    can disagree)."""
    shipped = {name: wheel_name(path)[1] for name, path in wheels.items()}
    clashes = [
        f"{name} needs {r}, the site has {shipped[canonical(r.name)]}"
        for name, path in wheels.items()
        for r in browser_requirements(path, environment)
        if canonical(r.name) in shipped
        and canonical(r.name) not in skip
        and not r.specifier.contains(shipped[canonical(r.name)], prereleases=True)
    ]
    if clashes:
        raise BuildError("versions that do not fit together:\n" + "\n".join(clashes))


def wheel_name(path: Path) -> tuple[str, str]:
    from packaging.utils import parse_wheel_filename

    name, version, _, _ = parse_wheel_filename(path.name)
    return canonical(name), str(version)


def kernel_wheels() -> dict[str, Path]:
    """The wheels jupyterlite-pyodide-kernel ships for the browser, newest of each name."""
    folder = KERNEL_EXTENSION / "pyodide-kernel-extension" / "static" / "pypi"
    if not folder.is_dir():
        raise BuildError(f"{folder} is missing: install the `site` extra (pip install -e .[site])")
    from packaging.version import Version

    found: dict[str, Path] = {}
    for path in sorted(folder.glob("*.whl"), key=lambda p: Version(wheel_name(p)[1])):
        found[wheel_name(path)[0]] = path
    return found


def wanted_version(name: str, lock: dict) -> str:
    """The version to ship: the one Pyodide's lock names (what the kernel was built and tested
    with: pyodide_kernel 0.7 breaks on IPython 9.18, for one), else the one installed here."""
    if name in lock["packages"]:
        return lock["packages"][name]["version"]
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        raise BuildError(
            f"{name} is needed in the browser but neither in Pyodide's lock nor installed here"
        ) from None


def cached_wheel(folder: Path, name: str, version: str) -> Path | None:
    for path in folder.glob("*.whl"):
        if wheel_name(path) == (name, version):
            return path
    return None


def pip_download(pins: list[str], folder: Path, python: str) -> None:
    """Pure-Python wheels (``py3-none-any``) of exactly ``pins`` from PyPI."""
    command = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--only-binary=:all:",
        "--platform=any",
        f"--python-version={python}",
        "--implementation=py",
        "--abi=none",
        "--disable-pip-version-check",
        "--quiet",
        f"--dest={folder}",
        *pins,
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        errors = [line for line in done.stderr.splitlines() if line.startswith("ERROR")]
        raise BuildError(
            f"pip could not download pure-Python wheels of {', '.join(pins)}:\n"
            + "\n".join(errors or done.stderr.splitlines()[-5:])
        )


def pypi_wheels(names: list[str], lock: dict, cache: Path) -> dict[str, Path]:
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    python = ".".join(lock["info"]["python"].split(".")[:2])
    versions = {name: wanted_version(name, lock) for name in names}
    missing = [f"{n}=={v}" for n, v in versions.items() if not cached_wheel(folder, n, v)]
    if missing:
        pip_download(missing, folder, python)
    found = {}
    for name, version in versions.items():
        path = cached_wheel(folder, name, version)
        if path is None:
            raise BuildError(f"pip reported no error but left no wheel of {name}=={version}")
        found[name] = path
    return found


def project_wheel(folder: Path) -> Path:
    """This project's wheel, built from the working tree."""
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(folder)]
    done = subprocess.run([*command, str(REPO)], capture_output=True, text=True, check=False)
    built = sorted(folder.glob("rules_explorer-*.whl"))
    if done.returncode != 0 or not built:
        raise BuildError(f"could not build this project's wheel:\n{done.stderr[-2000:]}")
    return built[-1]


def resolve_wheels(pins: dict, lock: dict, cache: Path, work: Path) -> dict[str, Path]:
    """Every wheel the preloaded packages need, by canonical name."""
    environment = marker_environment(lock)
    from_kernel = kernel_wheels()
    server_only = {canonical(n) for n in pins["project"]["server_only"]}
    absent = {canonical(n) for n in pins["kernel"]["missing"]}
    project = project_wheel(work)
    wheels: dict[str, Path] = {"rules-explorer": project}
    queue = deque(canonical(n) for n in pins["kernel"]["preload"])
    queue.extend(n for n in requirements(project, environment) if n not in server_only)
    while queue:
        batch = sorted({n for n in queue if n not in wheels and n not in absent})
        queue.clear()
        wheels.update({n: from_kernel[n] for n in batch if n in from_kernel})
        wheels.update(pypi_wheels([n for n in batch if n not in wheels], lock, cache))
        for name in batch:
            queue.extend(requirements(wheels[name], environment))
    check_versions(wheels, environment, skip=set(from_kernel))
    return wheels


# ----- the wheels made lean for the browser ---------------------------------------------------
#: Node.js runs the site's own Pyodide to compile the wheels (scripts/site_bytecode.mjs).
BYTECODE_SCRIPT = REPO / "scripts" / "site_bytecode.mjs"
#: The standard library's folder among the unpacked wheels (no wheel has that name).
STDLIB = "(python-stdlib)"
#: The finder of packed modules, installed when a page's Python starts (site/sitecustomize.py),
#: and the name of the archive it reads in a packed package's folder.
SITECUSTOMIZE = REPO / "site" / "sitecustomize.py"
PACKED_ARCHIVE = "_site_packed.zip"


def babel_locales_kept() -> set[str]:
    """The Babel locale files the messages need: each locale of rules.core.messages.LOCALES,
    the language it falls back to, and the root every locale falls back to last."""
    from rules.core.messages import LOCALES

    kept = {"root"}
    for tag in LOCALES.values():
        language, _, region = tag.replace("-", "_").partition("_")
        kept.update({language, f"{language}_{region}" if region else language})
    return kept


def prune_rules(pins: dict) -> dict[str, dict]:
    """Per wheel (canonical name): the files left out (``drop``) and those replaced by a
    one-line stand-in (``stub``), from site.toml's [prune]; Babel's locale data is left out
    but for the locales the messages use; plotly's validator parameters are split by part
    (``split_validators``: split_plotly_validators)."""
    rules_by_wheel = {
        canonical(name): {"drop": list(rule.get("drop", [])), "stub": list(rule.get("stub", []))}
        for name, rule in pins.get("prune", {}).items()
    }
    # Named by the appended cache's digest, so that a change to it compiles plotly anew.
    plotly = rules_by_wheel.setdefault("plotly", {"drop": [], "stub": []})
    plotly["split_validators"] = hashlib.sha256(PLOTLY_VALIDATORS.read_bytes()).hexdigest()
    babel = rules_by_wheel.setdefault("babel", {"drop": [], "stub": []})
    babel["keep"] = [f"babel/locale-data/{locale}.dat" for locale in babel_locales_kept()]
    babel["drop"].append("babel/locale-data/*.dat")
    return rules_by_wheel


def matches(name: str, patterns: list[str]) -> bool:
    return any(fnmatch.fnmatchcase(name, pattern) for pattern in patterns)


def unpack_wheel(wheel: Path, dest: Path, rule: dict) -> None:
    """``wheel`` unpacked into ``dest``, less the files its rule leaves out (and plotly's
    validator parameters split by part, if its rule says so)."""
    keep, drop, stub = rule.get("keep", []), rule.get("drop", []), rule.get("stub", [])
    with zipfile.ZipFile(wheel) as archive:
        for info in archive.infolist():
            name = info.filename
            if info.is_dir() or (matches(name, drop) and not matches(name, keep)):
                continue
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            if matches(name, stub):
                target.write_text("// left out of the static site: nothing there uses it\n")
            else:
                target.write_bytes(archive.read(info))
    if rule.get("split_validators"):
        split_plotly_validators(dest)


#: plotly's validator parameters, read by part on the site (site/plotly_validators.py, which
#: the build appends to plotly's validator_cache.py, says why).
PLOTLY_VALIDATORS = REPO / "site" / "plotly_validators.py"
VALIDATORS_JSON = "plotly/validators/_validators.json"
VALIDATORS_BY_PART = "plotly/validators/_validators"
VALIDATOR_CACHE = "plotly/validator_cache.py"
#: What the appended cache stands in for: plotly's class attribute ``_json_cache``, None
#: until the whole file is loaded into it, and then asked for nothing but ``get``.
VALIDATOR_CACHE_USES = {
    "_json_cache = None": 1,
    "_json_cache is None": 1,
    "_json_cache = json.load(": 1,
    "_json_cache.get(": None,  # any number of times
}


def split_plotly_validators(folder: Path) -> int:
    """plotly's ``_validators.json`` in ``folder`` (an unpacked plotly wheel) split into one
    file per first part of the properties' paths, read by the cache site/plotly_validators.py
    appends to plotly's validator_cache.py; the number of parts. A plotly whose cache reads
    the file otherwise is refused."""
    source = folder / VALIDATOR_CACHE
    text = source.read_text()
    counts = {use: text.count(use) for use in VALIDATOR_CACHE_USES}
    expected = all(n in (counts[use], None) for use, n in VALIDATOR_CACHE_USES.items())
    if not expected or text.count("_json_cache") != sum(counts.values()):
        raise BuildError(f"{VALIDATOR_CACHE} no longer reads its validators as expected")
    whole = folder / VALIDATORS_JSON
    parts: dict[str, dict] = {}
    for path, parameters in json.loads(whole.read_text()).items():
        parts.setdefault(path.partition(".")[0], {})[path] = parameters
    out = folder / VALIDATORS_BY_PART
    out.mkdir()
    for part, entries in sorted(parts.items()):
        (out / f"{part}.json").write_text(json.dumps(entries, separators=(",", ":")))
    whole.unlink()
    source.write_text(text + PLOTLY_VALIDATORS.read_text())
    return len(parts)


def record_line(path: str, data: bytes) -> list[str]:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return [path, f"sha256={digest}", str(len(data))]


def zip_entry(name: str) -> zipfile.ZipInfo:
    """A file's entry, the same in every build (no dates of this machine)."""
    info = zipfile.ZipInfo(name, date_time=(2020, 2, 2, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


def shipped_files(folder: Path, kind: str, imported: set[str]) -> list[Path]:
    """The files of an unpacked wheel that the site ships. A module a page imports while it
    opens (``imported``, paths inside the wheel) goes compiled: in a ``sourceless`` wheel the
    compiled file instead of its source, in a ``cached`` one (the project's) its __pycache__
    file beside its source. Every other module goes as its source alone: compiled files are
    larger (a page downloads each wheel whole), and a module no page opens with compiles only
    if it is ever imported."""
    files = sorted(p for p in folder.rglob("*") if p.is_file())
    shipped = []
    for path in files:
        name = path.relative_to(folder).as_posix()
        if kind == "sourceless" and path.suffix == ".pyc":
            source = name[:-1]
            keep = source in imported or not (folder / source).exists()
        elif kind == "sourceless" and path.suffix == ".py":
            keep = name not in imported or not path.with_suffix(".pyc").exists()
        elif kind == "cached" and path.parent.name == "__pycache__" and path.suffix == ".pyc":
            module = path.name.partition(".")[0]
            keep = (path.parent.parent / f"{module}.py").relative_to(folder).as_posix() in imported
        else:
            keep = True
        if keep:
            shipped.append(path)
    return shipped


def is_module(path: Path) -> bool:
    return path.suffix in (".py", ".pyc")


def data_file(path: Path) -> bool:
    return path.is_file() and not is_module(path)


#: Files beside a package's modules that Python never reads when it runs them: type checkers'.
NOT_READ = ("py.typed", "*.pyi")


def read_data(path: Path) -> bool:
    """A file that is not a module and that a module may read from its own folder."""
    return data_file(path) and not matches(path.name, list(NOT_READ))


def packed_split(
    folder: Path, opening: set[str], later: set[str], whole: bool = False
) -> list[Path]:
    """A packed wheel's files (site.toml's [packed]) as the site ships them: in each
    top-level package, the modules a page opens with stay files of their own (compiled), and
    every other module goes into one archive in the package's folder (site/sitecustomize.py
    imports from it): compiled if the Lab's charts or a traceback import it (``later``), else
    as its source. Files that are not modules stay, and so does the ``__init__`` of every
    package whose folder holds them (a package's data is read from its folder) or that is a
    top-level one. A ``whole`` wheel (site.toml's [packed] ``whole``: modules that read no
    file beside them) puts the modules a page opens with into the archive too, compiled, but
    for those of a folder that holds data, which all stay files. Returns the files to ship,
    the archives among them."""
    shipped = shipped_files(folder, "sourceless", opening)
    archives: dict[Path, list[tuple[Path, str]]] = {}
    kept = []
    for path in shipped:
        name = path.relative_to(folder).as_posix()
        source = name[:-1] if path.suffix == ".pyc" else name
        top = folder / name.partition("/")[0]
        beside_data = any(read_data(p) for p in path.parent.iterdir())
        stays = (
            not is_module(path)
            or not top.is_dir()  # a module at the wheel's root
            or (source in opening and not whole)
            or (path.stem == "__init__" and path.parent == top)
            # A folder that stays on disk (it or a folder inside it holds data) keeps its
            # package's __init__, else Python would take the folder for a namespace package.
            or (path.stem == "__init__" and any(data_file(p) for p in path.parent.rglob("*")))
            or (whole and beside_data)
            # A namespace package's module (no __init__ beside it): zipimport finds none.
            or (whole and not any(path.parent.glob("__init__.py*")))
        )
        if stays:
            kept.append(path)
            continue
        compiled = folder / (source + "c")
        if (source in later or source in opening) and compiled.exists():
            path, name = compiled, source + "c"
        archives.setdefault(top, []).append((path, name))
    for top, entries in archives.items():
        archive = top / PACKED_ARCHIVE
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
            for path, name in sorted(entries, key=lambda entry: entry[1]):
                out.writestr(zip_entry(name), path.read_bytes())
        kept.append(archive)
    return sorted(kept)


def pack_folder(folder: Path, dest: Path, files: list[Path]) -> None:
    """``files`` of ``folder`` zipped as ``dest``; a wheel's RECORD, if it has one, written
    anew."""
    records = [p for p in files if p.name == "RECORD" and p.parent.name.endswith(".dist-info")]
    lines: list[list[str]] = []
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in files:
            if path in records:
                continue
            name = path.relative_to(folder).as_posix()
            data = path.read_bytes()
            archive.writestr(zip_entry(name), data)
            lines.append(record_line(name, data))
        for record in records:
            record_name = record.relative_to(folder).as_posix()
            out = io.StringIO()
            csv.writer(out, lineterminator="\n").writerows([*lines, [record_name, "", ""]])
            archive.writestr(zip_entry(record_name), out.getvalue())


def keep_parsed_catalogues(project: Path) -> None:
    """Every message catalogue of the project's wheel with its parsed form kept beside it,
    as rules/core/messages.py keeps it where it runs: no page parses a catalogue."""
    from rules.core.messages import keep_parsed

    for catalogue in sorted(project.rglob("*.ftl")):
        keep_parsed(catalogue)


def compiled_key(archive: Path, rule: dict, pins: dict) -> str:
    """What a wheel's (or the standard library's) compiled files derive from: the archive,
    the files its rule leaves out, the Pyodide that compiles it and the script that runs it."""
    digest = hashlib.sha256()
    digest.update(hashlib.sha256(archive.read_bytes()).digest())
    digest.update(json.dumps(rule, sort_keys=True).encode())
    digest.update(json.dumps(pins["pyodide"], sort_keys=True).encode())
    digest.update(BYTECODE_SCRIPT.read_bytes())
    return digest.hexdigest()[:32]


def compiled_path(key: str, cache: Path) -> Path:
    return cache / "compiled" / key


def restore_compiled(key: str, folder: Path, cache: Path) -> bool:
    """The wheel unpacked and compiled by an earlier build on this machine, if the cache
    holds it (a second build then skips compiling it)."""
    kept = compiled_path(key, cache)
    if not kept.is_dir():
        return False
    shutil.copytree(kept, folder)
    return True


def store_compiled(key: str, folder: Path, cache: Path) -> None:
    """Keep a wheel's compiled files for the next build (whole, or not at all)."""
    kept = compiled_path(key, cache)
    if kept.exists():
        return
    partial = kept.with_name(f"{kept.name}.{os.getpid()}.part")
    shutil.rmtree(partial, ignore_errors=True)
    shutil.copytree(folder, partial)
    try:
        partial.rename(kept)
    except OSError:  # another build kept it meanwhile
        shutil.rmtree(partial, ignore_errors=True)


def compile_wheels(pyodide: Path, unpacked: Path) -> None:
    node = shutil.which("node")
    if node is None:
        raise BuildError("Node.js (node) is needed to compile the site's Python files")
    command = [node, str(BYTECODE_SCRIPT), str(pyodide), str(unpacked), STDLIB]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise BuildError(f"compiling the wheels failed:\n{(done.stdout + done.stderr)[-3000:]}")
    if done.stdout.strip():
        print(done.stdout.strip(), file=sys.stderr)


def lean_wheels(
    wheels: dict[str, Path], pins: dict, pyodide: Path, work: Path, cache: Path = CACHE
) -> dict[str, Path]:
    """The wheels as the browser gets them: without the files no page uses (site.toml's
    [prune]), their modules compiled by the site's own Pyodide (the project's own beside its
    sources, every other wheel's instead of them). Each page then neither downloads nor unpacks
    what it does not use, and compiles none of the modules it imports while it opens
    (``shipped_files``). Pyodide's standard library (``python_stdlib.zip``, shipped as
    sources) is compiled the same way, in place."""
    rules_by_wheel = prune_rules(pins)
    unpacked, out = work / "unpacked", work / "wheels"
    out.mkdir(parents=True)
    kinds = {name: "cached" if name == "rules-explorer" else "sourceless" for name in wheels}
    stdlib = pyodide / "python_stdlib.zip"
    archives = {**wheels, STDLIB: stdlib}
    # Compiled files derive from downloads alone but for the project's own (always built
    # and compiled anew): an earlier build's are taken from the cache, keyed by what they
    # derive from, so that a second build on this machine compiles only the project.
    keys, restored = {}, []
    for name, archive in archives.items():
        folder = unpacked / kinds.get(name, "sourceless") / name
        rule = rules_by_wheel.get(name, {})
        if name != "rules-explorer":
            keys[name] = compiled_key(archive, rule, pins)
            if restore_compiled(keys[name], folder, cache):
                restored.append(name)
                continue
        unpack_wheel(archive, folder, rule)
    keep_parsed_catalogues(unpacked / kinds["rules-explorer"] / "rules-explorer")
    (unpacked / "precompiled.json").write_text(json.dumps(restored))
    compile_wheels(pyodide, unpacked)
    for name, key in keys.items():
        if name not in restored:
            store_compiled(key, unpacked / "sourceless" / name, cache)
    listed = json.loads((unpacked / "imported.json").read_text())
    opening, later = listed["opening"], listed["later"]
    folder = unpacked / "sourceless" / STDLIB
    shutil.copy2(SITECUSTOMIZE, folder / "sitecustomize.py")
    imported = {*opening.get(STDLIB, ()), *later.get(STDLIB, ())}
    pack_folder(folder, stdlib, shipped_files(folder, "sourceless", imported))
    packed = {canonical(n) for n in pins.get("packed", {}).get("wheels", [])}
    whole = {canonical(n) for n in pins.get("packed", {}).get("whole", [])}
    lean = {}
    for name, wheel in wheels.items():
        lean[name] = out / wheel.name
        folder = unpacked / kinds[name] / name
        if name in packed or name in whole:
            found = (set(opening.get(name, ())), set(later.get(name, ())))
            files = packed_split(folder, *found, whole=name in whole)
        else:
            imported = {*opening.get(name, ()), *later.get(name, ())}
            files = shipped_files(folder, kinds[name], imported)
        pack_folder(folder, lean[name], files)
    return lean


# ----- the lock file -----------------------------------------------------------------------
def write_lock(
    lock_path: Path, pins: dict, wheels: dict[str, Path], shipped: dict[str, Path]
) -> None:
    """Replace Pyodide's lock by one listing the site's wheels (and the packages the site is
    known to lack, so that the kernel's request for them fails softly: see site.toml).

    The lock is made from the ``wheels`` as published (pyodide-lock reads a package's import
    names from its sources); the site holds the ``shipped`` ones (lean_wheels), of the same
    names, whose digests the lock then gets."""
    from pyodide_lock import PyodideLockSpec
    from pyodide_lock.utils import add_wheels_to_spec

    folder = lock_path.parent
    for path in wheels.values():
        shutil.copy2(path, folder / path.name)
    upstream = PyodideLockSpec.from_json(lock_path)
    kept = {canonical(n): upstream.packages[canonical(n)] for n in pins["kernel"]["missing"]}
    for entry in kept.values():  # nothing of a package the site lacks is loaded
        entry.depends = []
    spec = PyodideLockSpec(info=upstream.info, packages=kept)
    dependencies = [folder / p.name for n, p in wheels.items() if n != "rules-explorer"]
    spec = add_wheels_to_spec(spec, dependencies, base_path=folder)
    project = folder / wheels["rules-explorer"].name
    spec = add_wheels_to_spec(spec, [project], base_path=folder, ignore_missing_dependencies=True)
    server_only = {canonical(n) for n in pins["project"]["server_only"]}
    entry = spec.packages["rules-explorer"]
    entry.depends = [d for d in entry.depends if d not in server_only]
    unknown = [d for d in entry.depends if d not in spec.packages]
    if unknown:
        raise BuildError(f"rules-explorer needs {', '.join(unknown)}, which the site lacks")
    for name, path in shipped.items():
        shutil.copy2(path, folder / path.name)
        spec.packages[name].sha256 = hashlib.sha256(path.read_bytes()).hexdigest()
    spec.to_json(lock_path, indent=1)


# ----- the memory snapshot a second visit starts from ----------------------------------------
#: Node.js takes it with the site's own Pyodide (scripts/site_snapshot.mjs).
SNAPSHOT_SCRIPT = REPO / "scripts" / "site_snapshot.mjs"
#: Snapshots the build's cache keeps (the newest), for builds of the same wheels.
SNAPSHOTS_KEPT = 3
#: The Cache API's cache in which a page keeps the snapshot for the next visit.
SNAPSHOT_CACHE = "rules-explorer-snapshot"


def snapshot_key(pyodide: Path, pins: dict) -> str:
    """What the snapshot derives from: the site's lock (the digest of every wheel), Pyodide's
    pin, the preloads and the script that takes it."""
    digest = hashlib.sha256()
    digest.update((pyodide / "pyodide-lock.json").read_bytes())
    digest.update(json.dumps([pins["pyodide"], pins["kernel"]["preload"]]).encode())
    digest.update(SNAPSHOT_SCRIPT.read_bytes())
    return digest.hexdigest()[:32]


def take_snapshot(pyodide: Path, pins: dict, cache: Path = CACHE) -> str:
    """Pyodide's memory once the preloaded wheels are loaded and every dashboard's imports
    done (scripts/site_snapshot.mjs), gzipped into ``pyodide``; its file name, which holds
    its digest, so that a page never starts from a snapshot of another build. A build whose
    wheels are those of an earlier one on this machine takes it from the cache."""
    kept = cache / "snapshots" / f"{snapshot_key(pyodide, pins)}.gz"
    partial = pyodide / "snapshot.gz"
    if kept.is_file():
        shutil.copy2(kept, partial)
    else:
        node = shutil.which("node")
        if node is None:
            raise BuildError("Node.js (node) is needed to take the site's memory snapshot")
        preload = pins["kernel"]["preload"]
        command = [node, str(SNAPSHOT_SCRIPT), str(pyodide), str(partial), *preload]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0 or not partial.is_file():
            output = (done.stdout + done.stderr)[-3000:]
            raise BuildError(f"taking the memory snapshot failed:\n{output}")
        kept.parent.mkdir(parents=True, exist_ok=True)
        # Each build of a changed project takes a new one: keep the newest few.
        older = sorted(kept.parent.glob("*.gz"), key=lambda p: p.stat().st_mtime)
        for stale in older[:-SNAPSHOTS_KEPT]:
            stale.unlink(missing_ok=True)
        shutil.copy2(partial, kept.with_name(f"{kept.name}.{os.getpid()}.part"))
        kept.with_name(f"{kept.name}.{os.getpid()}.part").replace(kept)
    digest = hashlib.sha256(partial.read_bytes()).hexdigest()[:16]
    name = f"snapshot-{digest}.gz"
    partial.rename(pyodide / name)
    return name


def write_first_visit_files(pyodide: Path, snapshot: str) -> str:
    """The files of the site's snapshot without its memory, gzipped into ``pyodide`` (the same
    layout, a memory of no bytes); its file name, which holds its digest. A first visit,
    which has no snapshot yet, fetches these instead of the wheels and writes them from
    JavaScript as a second visit does: the files the wheels would unpack, unpacked once when
    the site is built (benchmarks/README.md, the site's sixth round)."""
    import gzip
    import struct

    data = gzip.decompress((pyodide / snapshot).read_bytes())
    if data[:8] != SNAPSHOT_MAGIC.encode():
        raise BuildError(f"{snapshot} is not one of the site's snapshots")
    memory, size = struct.unpack_from("<II", data, 8)
    files = data[:8] + struct.pack("<II", 0, size) + data[16 + memory :]
    packed = gzip.compress(files, compresslevel=9, mtime=0)
    name = f"files-{hashlib.sha256(packed).hexdigest()[:16]}.gz"
    (pyodide / name).write_bytes(packed)
    return name


#: Where the Pyodide kernel's worker starts Python (the same in each of its bundles).
WORKER_START = "...e.loadPyodideOptions})"
#: What the worker then does: start from the snapshot if this browser keeps it (the Cache
#: API), else start Python as before and, a while after the kernel is ready (``this`` is the
#: worker's kernel: ``_initialized`` resolves then), fetch the snapshot into that cache for
#: the next visit, dropping any other build's. Any failure: Python starts as before. The cache
#: keeps the snapshot unzipped (72 MB on disk for 26 MB downloaded), which a page reads in
#: far less time than it takes to unzip it. From the snapshot, Pyodide loads no package: the
#: files the wheels unpacked come with the snapshot (scripts/site_snapshot.mjs), kept in
#: ``this._rxFiles`` until Python has started. A snapshot kept that cannot be read (not one
#: of these files) is dropped, and the page starts as a first visit does.
WORKER_SNAPSHOT = (
    "...e.loadPyodideOptions,...await(async o=>{"
    'const u=o&&o.snapshotURL,n="' + SNAPSHOT_CACHE + '";'
    'if(!u||typeof caches=="undefined"||typeof DecompressionStream!="function")return{};'
    "try{const c=await caches.open(n),f=this._rxEarlyRead;delete this._rxEarlyRead;"
    "const b=f?await f:await c.match(u).then(r=>r?r.arrayBuffer():null);"
    "if(b)try{const a=new Uint8Array(b),h=new DataView(b);"
    "if(new TextDecoder().decode(a.subarray(0,8))!==SNAPSHOT_MAGIC)"
    'throw new Error("not a snapshot");'
    "const m=h.getUint32(8,!0),i=h.getUint32(12,!0);"
    "this._rxFiles={index:JSON.parse(new TextDecoder().decode(a.subarray(16+m,16+m+i))),"
    "data:a.subarray(16+m+i)};"
    "console.info(SNAPSHOT_USED);"
    "return{_loadSnapshot:a.subarray(16,16+m),packages:[]}"
    '}catch(x){console.warn("the snapshot kept is unreadable:",x);'
    "delete this._rxFiles;await c.delete(u)}"
    "this._initialized.then(()=>setTimeout(async()=>{try{"
    "for(const k of await c.keys())k.url!==u&&await c.delete(k);"
    "const f=await fetch(u);f.ok&&(await c.put(u,new Response(f.body.pipeThrough("
    'new DecompressionStream("gzip")))),console.info(SNAPSHOT_KEPT))'
    "}catch(x){console.warn(x)}},"
    "SNAPSHOT_DELAY))"
    '}catch(x){console.warn("no snapshot:",x)}'
    "return await WORKER_FIRST_FILES})(e.loadPyodideOptions)})"
)
#: Without a snapshot kept (a first visit), the worker fetches the site's files
#: (write_first_visit_files) and unzips them as they arrive; Pyodide then loads no package and
#: the files are written back as from a snapshot (WORKER_FILES). Should the files not come or
#: not be the site's, the wheels are loaded as before.
WORKER_FIRST_FILES = (
    "(async()=>{const f=o.filesURL;if(!f)return{};try{"
    "const r=await fetch(f);if(!r.ok)throw new Error(r.status+' '+f);"
    "const b=await new Response(r.body.pipeThrough(new DecompressionStream('gzip')))"
    ".arrayBuffer(),a=new Uint8Array(b),h=new DataView(b);"
    "if(new TextDecoder().decode(a.subarray(0,8))!==SNAPSHOT_MAGIC)"
    "throw new Error('not the site\\'s files');"
    "const m=h.getUint32(8,!0),i=h.getUint32(12,!0);"
    "this._rxFiles={index:JSON.parse(new TextDecoder().decode(a.subarray(16+m,16+m+i))),"
    "data:a.subarray(16+m+i)};"
    "console.info(FILES_USED);return{packages:[]}"
    "}catch(x){console.warn('the wheels, not the site\\'s files:',x);"
    "delete this._rxFiles;return{}}})()"
)
#: What the worker's console says once it kept the snapshot (the benchmark and the browser
#: test wait for it) and when a page's Python starts from it.
SNAPSHOT_KEPT = "Python's snapshot kept for the next visit"
SNAPSHOT_USED = "Python starts from the site's snapshot"
FILES_USED = "Python starts with the site's files, unpacked when it was built"
#: The first bytes of a snapshot file (scripts/site_snapshot.mjs writes them).
SNAPSHOT_MAGIC = "rxsnap01"
#: Milliseconds after its kernel is ready before a first visit fetches the snapshot: the
#: dashboard opens first, its downloads undisturbed (benchmarks/README.md).
SNAPSHOT_DELAY = 15_000
#: Where the worker has started Python: from a snapshot, it writes the wheels' files back
#: (folders, then files, from the snapshot's bytes: MEMFS copies each), marks their packages
#: loaded as Pyodide's loadPackage would (the kernel then asks for none), and has Python
#: look at its folders anew. Pyodide keeps the snapshot it started from (52 MB) in its
#: configuration for good: the worker lets it go, and the files' bytes with it.
WORKER_STARTED = "this._pyodide._api.on_fatal="
WORKER_FILES = (
    "this._rxFiles&&((p,f)=>{const F=p.FS;let o=0;"
    "for(const d of f.index.dirs)F.mkdirTree(d);"
    "for(const[x,z]of f.index.files)F.writeFile(x,f.data.subarray(o,o+=z));"
    "Object.assign(p.loadedPackages,f.index.loaded);"
    'p.runPython("import importlib\\nimportlib.invalidate_caches()");'
    "delete this._rxFiles})(this._pyodide,this._rxFiles),"
)
#: Then, before the notebook's folder is mounted, the worker imports the kernel's package
#: manager and the kernel, as the kernel's own start does a moment later. Mounted, the folder
#: (the kernel's DriveFS) answers every look at it with a synchronous request to the page, and
#: Python looks in the current folder first for every top-level module it imports and
#: IPython for its configuration: 60-90 such requests, 0.3-1 s (benchmarks/README.md, fifth
#: round). Both imports are the kernel's own, in the same order, and neither reads the
#: notebook's folder (there is no IPython configuration in it); random is seeded first, as
#: the kernel's start seeds it (KERNEL_START_SEEDED). Should an import fail, the kernel's
#: own says why. Then the explorer, which every dashboard's cell imports first: from a
#: snapshot it is there already; on a first visit its imports (plotly, ipywidgets, the
#: explorer's modules) would each ask the page about the folder, some 40 requests in the
#: cell (benchmarks/README.md, the site's seventh round). It starts nothing and reads no
#: folder but its own; should it fail, the cell's own import says why.
WORKER_PREIMPORT = (
    "this._pyodide.runPython("
    '"try:\\n import random,piplite.piplite\\n random.seed()\\n import pyodide_kernel\\n'
    'except Exception:pass\\ntry:\\n from explorer import GameExplorer\\nexcept Exception:pass"),'
)
#: Then the worker trims the files the wheels unpacked to their sizes. Python writes a file
#: in chunks, and Emscripten's in-memory file system grows the file's array ahead of the
#: writes (twice over below 1 MiB): 3.5 MiB of a first visit's 30 MiB of files held nothing
#: (benchmarks/README.md, the site's sixth round). A file written later grows as before.
WORKER_COMPACT = (
    "(F=>{const w=d=>{for(const n of F.readdir(d)){if(n==='.'||n==='..')continue;"
    "const p=d+'/'+n,o=F.lookupPath(p,{follow:!1}).node;"
    "F.isDir(o.mode)?w(p):o.contents instanceof Uint8Array&&o.contents.length>o.usedBytes"
    "&&(o.contents=o.contents.slice(0,o.usedBytes))}};"
    "try{w('/lib')}catch(x){console.warn(x)}})(this._pyodide.FS),"
)
WORKER_STARTED_FREED = (
    WORKER_FILES
    + WORKER_COMPACT
    + WORKER_PREIMPORT
    + "delete this._pyodide._api.config._loadSnapshot,"
    + WORKER_STARTED
)
#: A snapshot holds Python's random generator as it was seeded when the site was built:
#: every page seeds it anew before the kernel starts.
KERNEL_START = '"import pyodide_kernel"'
KERNEL_START_SEEDED = '"import random\\nrandom.seed()\\nimport pyodide_kernel"'

# Python started while the page loads. A dashboard's page spends about a second (two on a
# first visit) on Voici's and JupyterLite's JavaScript before its kernel creates the worker
# that starts Python, and the worker then spends as long again starting Python and importing
# the kernel (benchmarks/README.md, the site's seventh round). The build has each dashboard's
# page create that worker from its head (PAGE_PREWARM), the options its kernel will start
# Python with in the worker's address (after "#": the same script, the same cache entry); the
# worker starts Python as soon as its script has run (WORKER_PREWARM), and the kernel, when
# it comes, takes that worker (KERNEL_WORKER) and the Python started in it (WORKER_RUNTIME).
# Should the kernel ask for other options, the worker says so, lets the early start finish
# and starts Python anew with the kernel's: nothing runs with options the kernel did not
# give. The worker starts reading the snapshot kept (the Cache API) at once too, while it
# loads Pyodide's script. (Options sent as a message came only once the page's main thread,
# busy with the front end's JavaScript, had seen the worker's script run: 0.3 s later.)
#: Where the worker's kernel is made: it then reads the early options from its address.
WORKER_CONSTRUCTED = (
    "this._initialized=new Promise(((e,t)=>{this._initializer={resolve:e,reject:t}}))"
)
WORKER_PREWARM = (
    WORKER_CONSTRUCTED + ',typeof WorkerGlobalScope!="undefined"&&self instanceof '
    "WorkerGlobalScope&&self.location.hash&&queueMicrotask(()=>{try{"
    "const o=JSON.parse(decodeURIComponent(self.location.hash.slice(1))).rxPrewarm;"
    "if(!o)return;this._rxPrewarm=o;"
    "const u=(o.loadPyodideOptions||{}).snapshotURL;"
    'u&&typeof caches!="undefined"&&(this._rxEarlyRead=caches.open("'
    + SNAPSHOT_CACHE
    + '").then(c=>c.match(u)).then(r=>r?r.arrayBuffer():null).catch(()=>null));'
    "this._rxRuntime=this.initRuntime(o)}"
    'catch(x){console.warn("Python not started early:",x)}})'
)
#: Where the kernel's own start starts Python: with the early options, it takes the Python
#: already started (or starting).
WORKER_RUNTIME = "await this.initRuntime(e)"
WORKER_RUNTIME_TAKEN = (
    "await(this._rxRuntime?this._rxRuntime.then(()=>{const a=this._rxPrewarm,"
    "x=a.loadPyodideOptions||{},y=e.loadPyodideOptions||{},k=Object.keys(x);"
    "if(a.pyodideUrl===e.pyodideUrl&&a.indexUrl===e.indexUrl&&k.length===Object.keys(y).length"
    "&&k.every(n=>JSON.stringify(x[n])===JSON.stringify(y[n])))"
    "return void console.info(PREWARM_USED);"
    'console.warn("Python started early with other options: started anew");'
    'return this.initRuntime(e)},x=>(console.warn("Python\'s early start failed:",x),'
    "this.initRuntime(e))):this.initRuntime(e))"
)
#: Where the page's kernel creates its worker: it takes the page's early one, once.
KERNEL_WORKER = "initWorker(e){return crossOriginIsolated?"
KERNEL_WORKER_TAKEN = (
    "initWorker(e){const w=self.rxKernelWorker;if(w&&!crossOriginIsolated)"
    "return self.rxKernelWorker=null,w;return crossOriginIsolated?"
)
#: The worker's bundle the kernel creates when the page is not cross-origin isolated (a
#: static host's page is not): the second chunk of its initWorker.
KERNEL_WORKER_CHUNK = re.compile(
    r"initWorker\(e\)\{return crossOriginIsolated\?new Worker\(new URL\(\w+\.p\+\w+\.u\(\d+\)"
    r",\w+\.b\),\{[^}]*\}\):new Worker\(new URL\(\w+\.p\+\w+\.u\((\d+)\)"
)
#: Where a page's early script goes: first in its head, after the charset's declaration.
PAGE_HEAD = re.compile(r"<head>(\s*<meta charset=[^>]*>)?")
#: What the worker's console says when the kernel takes the Python started early.
PREWARM_USED = "Python was started while the page loaded"
#: The script each dashboard's page runs first (ROOT: the site from the page; WORKER: the
#: worker's bundle, PYODIDE: Pyodide's script and OPTIONS: the kernel's options for it, each
#: from the site; their URLs resolved against the site as the kernel's extension does).
PAGE_PREWARM = (
    '<script>(()=>{try{if(self.crossOriginIsolated||typeof Worker!="function")return;'
    "const r=new URL(ROOT,location.href),u=p=>new URL(p,r).href,o=OPTIONS,p=u(PYODIDE);"
    'for(const k in o)k.endsWith("URL")&&typeof o[k]=="string"&&(o[k]=u(o[k]));'
    "const e={rxPrewarm:{pyodideUrl:p,"
    'indexUrl:p.slice(0,p.lastIndexOf("/")+1),loadPyodideOptions:o}};'
    'self.rxKernelWorker=new Worker(u(WORKER)+"#"+encodeURIComponent(JSON.stringify(e)))'
    '}catch(x){console.warn("Python not started early:",x)}})()</script>'
)


#: The Pyodide kernel's bundles, from the site.
KERNEL_STATIC = Path("extensions", "@jupyterlite", "pyodide-kernel-extension", "static")


def patch_kernel_worker(output: Path) -> int:
    """The Pyodide kernel's worker bundles made to start from the site's snapshot; how many
    were patched (a kernel that no longer starts Python as expected is refused)."""
    folder = output / KERNEL_STATIC
    runtime = WORKER_RUNTIME_TAKEN.replace("PREWARM_USED", json.dumps(PREWARM_USED))
    patched = 0
    for bundle in sorted(folder.glob("*.js")):
        text = bundle.read_text()
        if WORKER_START not in text:
            continue
        markers = (WORKER_START, KERNEL_START, WORKER_STARTED, WORKER_CONSTRUCTED, WORKER_RUNTIME)
        counts = {text.count(marker) for marker in markers}
        if len(counts) != 1:
            raise BuildError(f"{bundle.name}: the kernel's worker starts Python unexpectedly")
        worker = (
            WORKER_SNAPSHOT.replace("WORKER_FIRST_FILES", WORKER_FIRST_FILES)
            .replace("FILES_USED", json.dumps(FILES_USED))
            .replace("SNAPSHOT_DELAY", str(SNAPSHOT_DELAY))
            .replace("SNAPSHOT_KEPT", json.dumps(SNAPSHOT_KEPT))
            .replace("SNAPSHOT_USED", json.dumps(SNAPSHOT_USED))
            .replace("SNAPSHOT_MAGIC", json.dumps(SNAPSHOT_MAGIC))
        )
        text = (
            text.replace(WORKER_START, worker)
            .replace(KERNEL_START, KERNEL_START_SEEDED)
            .replace(WORKER_STARTED, WORKER_STARTED_FREED)
            .replace(WORKER_CONSTRUCTED, WORKER_PREWARM)
            .replace(WORKER_RUNTIME, runtime)
        )
        bundle.write_text(text)
        patched += 1
    if not patched:
        raise BuildError(f"no worker of the Pyodide kernel in {folder} starts Python as expected")
    return patched


def patch_kernel_page(output: Path) -> str:
    """The kernel's page side made to take the worker its page started early (KERNEL_WORKER);
    the worker's bundle, from the site. A kernel that creates its worker otherwise is
    refused."""
    folder = output / KERNEL_STATIC
    found = [(b, b.read_text()) for b in sorted(folder.glob("*.js"))]
    found = [(b, text) for b, text in found if KERNEL_WORKER in text]
    if len(found) != 1 or found[0][1].count(KERNEL_WORKER) != 1:
        raise BuildError(f"the Pyodide kernel in {folder} does not create its worker once")
    bundle, text = found[0]
    chunk = KERNEL_WORKER_CHUNK.search(text)
    workers = sorted(folder.glob(f"{chunk.group(1)}.*.js")) if chunk else []
    if len(workers) != 1:
        raise BuildError(f"{bundle.name}: the kernel's worker is not one bundle of {folder}")
    bundle.write_text(text.replace(KERNEL_WORKER, KERNEL_WORKER_TAKEN))
    return (KERNEL_STATIC / workers[0].name).as_posix()


def prewarm_pages(output: Path, worker: str, pins: dict, snapshot: str, files: str) -> int:
    """Each dashboard's page made to start its kernel's worker and Python from its head
    (PAGE_PREWARM); how many. The landing page and Voici's index run no Python."""
    settings = lite_settings(pins, snapshot, files)["jupyter-config-data"]["litePluginSettings"]
    options = settings[KERNEL_PLUGIN]["loadPyodideOptions"]
    rendered = output / "voici" / "render"
    changed = 0
    for page in sorted(rendered.glob("*.html")):
        if page.name == "index.html":
            continue
        html = page.read_text()
        head = PAGE_HEAD.search(html)
        if head is None:
            raise BuildError(f"{page.name}: no <head> to start Python from")
        script = (
            PAGE_PREWARM.replace("ROOT", json.dumps(os.path.relpath(output, rendered) + "/"))
            .replace("WORKER", json.dumps(worker))
            .replace("PYODIDE", json.dumps(f"{PYODIDE_ROUTE}/pyodide.js"))
            .replace("OPTIONS", json.dumps(options, separators=(",", ":")))
        )
        page.write_text(html[: head.end()] + script + html[head.end() :])
        changed += 1
    if not changed:
        raise BuildError(f"no dashboard's page in {rendered}")
    return changed


# ----- JupyterLite's configuration and the Voici build ----------------------------------------
def lite_settings(pins: dict, snapshot: str | None = None, files: str | None = None) -> dict:
    """jupyter-lite.json: the kernel loads the preloaded packages from the site's own lock and
    never falls back to PyPI; ``snapshot``, the file name of the site's memory snapshot in
    Pyodide's folder, is where the patched kernel worker looks for it (``snapshotURL``: the
    kernel's extension resolves options named ``...URL`` against the site), and ``files``
    that of the files a first visit starts with (``filesURL``)."""
    packages = [*pins["kernel"]["preload"], *pins["kernel"]["missing"]]
    options: dict = {"packages": packages}
    if snapshot:
        options["snapshotURL"] = f"./{PYODIDE_ROUTE}/{snapshot}"
    if files:
        options["filesURL"] = f"./{PYODIDE_ROUTE}/{files}"
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": options,
                }
            }
        },
    }


def build_settings(output: Path) -> dict:
    """jupyter_lite_config.json: only this repository's notebooks and the extensions they use."""
    return {
        "LiteBuildConfig": {
            "contents": [str(REPO / "notebooks")],
            "output_dir": str(output),
            "ignore_sys_prefix": True,
            "federated_extensions": [str(LABEXTENSIONS / name) for name in FEDERATED],
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
        }
    }


def write_lite_dir(
    lite: Path, output: Path, pins: dict, snapshot: str | None = None, files: str | None = None
) -> None:
    lite.mkdir(parents=True, exist_ok=True)
    settings = lite_settings(pins, snapshot, files)
    (lite / "jupyter-lite.json").write_text(json.dumps(settings, indent=2))
    (lite / "jupyter_lite_config.json").write_text(json.dumps(build_settings(output), indent=2))


def run_voici(lite: Path) -> None:
    voici = Path(sys.executable).with_name("voici")
    if not voici.exists():
        raise BuildError(f"{voici} is missing: install the `site` extra (pip install -e .[site])")
    # The rx template (every asset local, no CDN) is found on this repository's Jupyter path,
    # as voila.py arranges for Voilà.
    share = str(REPO / "share" / "jupyter")
    env = {
        **os.environ,
        "JUPYTER_PATH": os.pathsep.join([share, os.environ.get("JUPYTER_PATH", "")]),
    }
    command = [str(voici), "build", "--template=rx", "--show_tracebacks=False"]
    done = subprocess.run(command, cwd=lite, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise BuildError(f"voici build failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")


def write_landing(output: Path) -> None:
    """The landing page as plain HTML, at the site's root and where Voici rendered the index
    notebook (which would start Python in the browser to draw seven cards): it is the page
    explorer/landing.py makes, written once here. The index notebook itself is unchanged."""
    from explorer.landing import landing_document

    rendered = Path("voici", "render")
    (output / "index.html").write_text(landing_document(f"{rendered.as_posix()}/"))
    (output / rendered / "index.html").write_text(landing_document(""))


#: Files a static host sends compressed when the browser accepts it (GitHub Pages does, for
#: these types): the build writes each one's gzip copy beside it for scripts/site_server.py.
#: Wheels and zips are compressed already.
COMPRESSED = (".wasm", ".js", ".mjs", ".json", ".css", ".html", ".svg", ".ttf", ".map")
#: Smaller files, or copies that save less than a tenth, are not worth a second file.
COMPRESS_FROM = 1024


def write_compressed(output: Path) -> int:
    """A gzip copy (``<file>.gz``) of each file of ``output`` that compresses well; their
    count. The copies are the same in every build (no name or date of this machine)."""
    import gzip

    written = 0
    for path in sorted(output.rglob("*")):
        if not path.is_file() or path.suffix not in COMPRESSED:
            continue
        data = path.read_bytes()
        if len(data) < COMPRESS_FROM:
            continue
        packed = gzip.compress(data, compresslevel=9, mtime=0)
        if len(packed) < 0.9 * len(data):
            path.with_name(path.name + ".gz").write_bytes(packed)
            written += 1
    return written


def finish(output: Path, pins: dict, snapshot: str, files: str) -> None:
    """What Voici's output lacks for this project: the landing page as plain HTML, a kernel
    that starts from the snapshot and while the page loads, the lean figure's plotly.js where
    the figure asks for it, Font Awesome's fonts, and the gzip copies a static server sends."""
    write_landing(output)
    patch_kernel_worker(output)
    prewarm_pages(output, patch_kernel_page(output), pins, snapshot, files)
    shutil.copytree(PLOTLY_STATIC, output / PLOTLY_ROUTE, dirs_exist_ok=True)
    shutil.copytree(FONTS / "webfonts", output / "voici" / "webfonts", dirs_exist_ok=True)
    (output / ".nojekyll").touch()  # GitHub Pages: serve every file as it is
    write_compressed(output)


def build(output: Path = OUTPUT, cache: Path = CACHE) -> Path:
    pins = load_pins()
    with tempfile.TemporaryDirectory(prefix="rules-explorer-site-") as scratch:
        work = Path(scratch)
        lite, staged = work / "lite", work / "site"
        pyodide = lite / PYODIDE_ROUTE
        tarball = pyodide_tarball(pins["pyodide"]["version"], pins["pyodide"]["integrity"], cache)
        unpack_pyodide(tarball, pyodide)
        lock = json.loads((pyodide / "pyodide-lock.json").read_text())
        wheels = resolve_wheels(pins, lock, cache, work / "project")
        shipped = lean_wheels(wheels, pins, pyodide, work / "lean", cache)
        write_lock(pyodide / "pyodide-lock.json", pins, wheels, shipped)
        snapshot = take_snapshot(pyodide, pins, cache)
        files = write_first_visit_files(pyodide, snapshot)
        write_lite_dir(lite, staged, pins, snapshot, files)
        run_voici(lite)
        finish(staged, pins, snapshot, files)
        if output.exists():
            shutil.rmtree(output)
        shutil.move(str(staged), output)
    return output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=OUTPUT, help="where the site goes")
    args = parser.parse_args(argv)
    try:
        site = build(args.output.resolve())
    except BuildError as error:
        print(f"make site: {error}", file=sys.stderr)
        return 1
    size = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
    print(f"built {site} ({size / 2**20:.1f} MiB); serve it with any static server, e.g.")
    print(f"  python scripts/site_server.py -d {site} -b 127.0.0.1 8000")
    return 0


if __name__ == "__main__":
    sys.exit(main())
