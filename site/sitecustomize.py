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

Nothing here runs outside the site: where no package has such an archive, the finder is
asked only about modules that are not installed, and answers that it has none.
"""

from __future__ import annotations

import sys
import zipimport
from importlib.machinery import ModuleSpec
from pathlib import Path

#: The archive's name inside a top-level package's folder (scripts/build_site.py writes it).
ARCHIVE = "_site_packed.zip"


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


def install() -> PackedModules:
    """Put the finder last on ``sys.meta_path`` (once) and return it."""
    for finder in sys.meta_path:
        if isinstance(finder, PackedModules):
            return finder
    finder = PackedModules()
    sys.meta_path.append(finder)
    return finder


if __name__ == "sitecustomize":  # Python's start, on the site
    install()
