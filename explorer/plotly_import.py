"""Import plotly without two libraries the dashboards never use, each loaded on first use instead.

Every page's kernel imports plotly before its board can be drawn (under JupyterLab and on Binder
while the visitor waits), and a class server holds one kernel per student. plotly's modules take
in at import time:

- ``nbformat`` (with ``jsonschema`` and its format checkers), which plotly's renderers read only
  to check its version when ``fig.show()`` writes a notebook output: about 85 ms;
- ``narwhals``, which plotly's validators use to turn a dataframe or a series into an array:
  about 60-80 ms and 10 MiB a kernel. The boards pass lists and tuples, never a dataframe.

Both are measured in benchmarks/README.md. Each gets a stand-in that imports the real module
the first time it is really used, so ``fig.show()`` in a notebook and a dataframe handed to a
plotly figure work as before. (The standard library's ``LazyLoader`` does not help here: the
``import`` statement itself reads the module's ``__spec__``, which loads it.)
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import types
from typing import Any


class _ImportedOnFirstUse(types.ModuleType):
    """Stands for a module until one of its attributes is read, then imports it."""

    def __getattr__(self, attribute: str) -> Any:
        return getattr(importlib.import_module(self.__name__), attribute)


#: narwhals' packages on the way to the module plotly's validators import.
_NARWHALS = ("narwhals", "narwhals.stable", "narwhals.stable.v1")


class _NoInstances:
    """A class nothing is an instance of (see _NarwhalsOnFirstUse)."""


class _NarwhalsOnFirstUse(_ImportedOnFirstUse):
    """Stands for ``narwhals`` (and its ``stable.v1``) in plotly's validators.

    The validators ask ``isinstance(value, nw.Series)`` of every list they check. A narwhals
    series or dataframe can exist only once narwhals has been imported, so until then the
    answer is no without importing it; once it is loaded (by the user or by a call below), the
    real classes answer. Any other name (``from_native``, ``col``...) imports narwhals.
    """

    def __getattr__(self, attribute: str) -> Any:
        child = f"{self.__name__}.{attribute}"
        if child in _NARWHALS:
            return _NarwhalsOnFirstUse(child)
        if attribute in ("Series", "DataFrame") and "narwhals" not in sys.modules:
            return _NoInstances
        return super().__getattr__(attribute)


def _import_renderers_without_nbformat() -> None:
    sys.modules["nbformat"] = None  # makes `import nbformat` fail fast, as if not installed
    try:
        import plotly.io._renderers as renderers
    finally:
        del sys.modules["nbformat"]
    if renderers.nbformat is None and importlib.util.find_spec("nbformat") is not None:
        renderers.nbformat = _ImportedOnFirstUse("nbformat")


def import_plotly() -> None:
    """Import plotly's validators and renderers with the stand-ins above.

    Nothing to do when plotly (or either library) came first: in a notebook, or in a test.
    """
    if "plotly.io._renderers" in sys.modules or "_plotly_utils.basevalidators" in sys.modules:
        return
    if "narwhals" in sys.modules or importlib.util.find_spec("narwhals") is None:
        stand_ins = {}
    else:
        stand_ins = {name: _NarwhalsOnFirstUse(name) for name in _NARWHALS}
    sys.modules.update(stand_ins)
    try:
        import _plotly_utils.basevalidators  # noqa: F401  (binds the stand-in as its `nw`)
    finally:
        for name in stand_ins:  # a later `import narwhals` finds the real package
            del sys.modules[name]
    if "nbformat" not in sys.modules:
        _import_renderers_without_nbformat()
