"""Voilà's Python configuration, read beside voila.json from the folder Voilà starts in (the
repository root: `make serve`, `make lab`, Binder).

It puts this repository's ``share/jupyter`` on the Jupyter data path, where Voilà looks for
templates, so that the ``rx`` template named in voila.json (share/jupyter/voila/templates/rx:
every asset from our own server, none from a CDN) is found without installing it: an editable
install (``pip install -e .``, as `make` and Binder do) copies no data files. It also gives every
page a typesetter that does nothing (explorer/page_config.py).
"""

import os
from pathlib import Path

SHARE = str(Path(__file__).resolve().parent / "share" / "jupyter")
_paths = [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p]
if SHARE not in _paths:
    os.environ["JUPYTER_PATH"] = os.pathsep.join([SHARE, *_paths])

# Every page's MathJax is a typesetter that does nothing (explorer/page_config.py says why).
# `c` is the configuration Voilà reads this file into; a test process that imports this file
# as a module (the repository on its path) has none.
if "c" in globals():
    from explorer.page_config import without_typesetting

    c.VoilaConfiguration.page_config_hook = without_typesetting  # noqa: F821
