"""Voilà's Python configuration, read beside voila.json from the folder Voilà starts in (the
repository root: `make serve`, `make lab`, Binder).

It puts this repository's ``share/jupyter`` on the Jupyter data path, where Voilà looks for
templates, so that the ``rx`` template named in voila.json (share/jupyter/voila/templates/rx:
every asset from our own server, none from a CDN) is found without installing it: an editable
install (``pip install -e .``, as `make` and Binder do) copies no data files.
"""

import os
from pathlib import Path

SHARE = str(Path(__file__).resolve().parent / "share" / "jupyter")
_paths = [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p]
if SHARE not in _paths:
    os.environ["JUPYTER_PATH"] = os.pathsep.join([SHARE, *_paths])
