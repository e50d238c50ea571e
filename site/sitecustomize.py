"""Modules of the static site's packages that no page opens with, imported from one archive.

Written into the site's standard library as ``sitecustomize`` by scripts/build_site.py, so
that Python installs it when it starts, before any package is loaded. A page unpacks every
file of every wheel it loads (about 2 ms a file) and keeps it in memory; plotly alone is some
1,500 files of which a dashboard imports fewer than a hundred. The build leaves in such a wheel
(site.toml's [packed]) the modules a page imports while it opens, and every other module of
each of its top-level packages goes into one file beside them, ``_site_packed.zip``; this
finder imports a module from there when it is not found as a file, so that a chart, a lexer
or a dataframe that no page needed at first still imports, offline, from what the page
already has.

The same finder defers a few modules that a page's kernel imports only for one name it
never uses (``DEFERRED``): it gives a stand-in holding that name, which imports the real
module from the archive on first use, as does asking the stand-in for anything else.

Nothing here runs outside the site: where no package has such an archive, the finder is
asked only about modules that are not installed, and answers that it has none.
"""

from __future__ import annotations

import importlib
import sys
import zipimport
from importlib.abc import Loader
from importlib.machinery import ModuleSpec, PathFinder
from pathlib import Path

#: The archive's name inside a top-level package's folder (scripts/build_site.py writes it).
ARCHIVE = "_site_packed.zip"
#: Packed modules imported for names a page never uses, and those names: IPython's package
#: imports ``embed`` from its terminal (an IPython shell in a terminal, which a kernel in a
#: browser never opens), and with it prompt_toolkit, some 150 modules and 3.8 MiB of a
#: page's memory (benchmarks/README.md, the site's sixth round).
DEFERRED = {"IPython.terminal.embed": ("embed",)}


class PackedModules:
    """A finder asked after the standard ones: a module of a package that holds ``ARCHIVE``
    and that is not among its files is looked up in that archive."""

    def __init__(self) -> None:
        self._importers: dict[str, zipimport.zipimporter | None] = {}

    def find_spec(self, fullname: str, path=None, target=None) -> ModuleSpec | None:
        parent, _, _ = fullname.rpartition(".")
        if not parent:
            return None  # a top-level package is always a folder of its own
        importer = self._importer(parent)
        return importer.find_spec(fullname) if importer is not None else None

    def _importer(self, parent: str) -> zipimport.zipimporter | None:
        if parent not in self._importers:
            top = sys.modules.get(parent.partition(".")[0])
            if top is None:
                return None  # not imported (yet): nothing to remember
            self._importers[parent] = self._archive_for(top, parent)
        return self._importers[parent]

    @staticmethod
    def _archive_for(top, parent: str) -> zipimport.zipimporter | None:
        folders = list(getattr(top, "__path__", None) or ())
        if not folders:
            return None
        archive = Path(folders[0], ARCHIVE)
        if not archive.is_file():
            return None
        # The archive holds paths from the top package's own folder (plotly/graph_objs/...),
        # so a module of package ``parent`` is found under that package's path in it.
        inside = parent.replace(".", "/")
        return zipimport.zipimporter(f"{archive}/{inside}/")

    def invalidate_caches(self) -> None:
        self._importers.clear()


class DeferredModules:
    """A finder asked first, about the ``DEFERRED`` modules only: one that the site has
    packed (in an archive, where no page opened it) is given as a stand-in (``Deferred``)
    the first time it is imported; the stand-in's own import of it, later, finds the real
    one. A module installed otherwise (not on the site) is left to the usual finders."""

    def __init__(self) -> None:
        self._deferring = set(DEFERRED)

    def find_spec(self, fullname: str, path=None, target=None) -> ModuleSpec | None:
        if fullname not in self._deferring:
            return None
        self._deferring.discard(fullname)
        # zipimport's path hook finds a packed package's modules (their package's __path__
        # is inside the archive), else the finder of packed modules does.
        real = PathFinder.find_spec(fullname, path)
        if real is None or ARCHIVE not in str(real.origin):
            return None
        return ModuleSpec(fullname, Deferred(DEFERRED[fullname]), origin=real.origin)


class Deferred(Loader):
    """Makes a deferred module's stand-in: each of ``names`` calls the real module's own of
    that name, and any other attribute (but dunder names) is the real module's; the real
    module is imported (and takes the stand-in's place in sys.modules and in its package) on
    first use."""

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names

    def create_module(self, spec):
        return None  # a plain module

    def exec_module(self, module) -> None:
        fullname = module.__name__

        def real():
            if sys.modules.get(fullname) is module:
                del sys.modules[fullname]
            return importlib.import_module(fullname)

        def forwarding(name: str):
            def call(*args, **kwargs):
                return getattr(real(), name)(*args, **kwargs)

            call.__name__ = call.__qualname__ = name
            call.__doc__ = f"{fullname}.{name}, imported on first call (site/sitecustomize.py)"
            return call

        def attribute(name: str):
            # The import system's own questions (is it a package, ``__path__``?) and
            # inspect's (``__file__``) are answered for the stand-in, without the real module.
            if name.startswith("__") and name.endswith("__"):
                raise AttributeError(name)
            return getattr(real(), name)

        for name in self.names:
            setattr(module, name, forwarding(name))
        module.__getattr__ = attribute


def install() -> PackedModules:
    """Put the finder of packed modules last on ``sys.meta_path`` and the one of deferred
    modules first (each once); return the first."""
    if not any(isinstance(finder, DeferredModules) for finder in sys.meta_path):
        sys.meta_path.insert(0, DeferredModules())
    for finder in sys.meta_path:
        if isinstance(finder, PackedModules):
            return finder
    finder = PackedModules()
    sys.meta_path.append(finder)
    return finder


if __name__ == "sitecustomize":  # Python's start, on the site
    install()
