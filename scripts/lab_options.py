"""The options `make lab` gives JupyterLab (the Makefile's LAB_OPTIONS), read from the Makefile
so that the tests and the page benchmark start the server exactly as `make lab` does."""

from __future__ import annotations

import re
from pathlib import Path

MAKEFILE = Path(__file__).resolve().parents[1] / "Makefile"


def lab_options() -> list[str]:
    text = MAKEFILE.read_text()
    match = re.search(r"^LAB_OPTIONS := ((?:.*\\\n)*.*)$", text, re.MULTILINE)
    if not match:
        raise LookupError(f"{MAKEFILE} defines no LAB_OPTIONS")
    return match.group(1).replace("\\\n", " ").split()
