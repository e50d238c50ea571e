"""The page configuration every dashboard page gets, under any server (voila.py hands this hook
to Voilà, whose handler and pool call it for each page).

Voilà's page typesets mathematics: it loads MathJax 3 from its own files under standalone Voilà,
and MathJax from cdnjs.cloudflare.com under a Jupyter server (JupyterLab, Binder), whose
settings name no MathJax address, so a page there asked the internet for it. The dashboards
show no mathematics, and a "$" in a text must stay a "$": every page gets a typesetter that
does nothing (``no-typesetting.js``, served with the boards' plotly.js). Not loading MathJax also
takes its start-up off the page's main thread while the widgets are drawn (benchmarks/README.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: The file, and where the servers serve it from their base URL (as explorer/figure.py's
#: plotly.js: voila.json's extra_labextensions_path).
NO_TYPESETTING = (
    Path(__file__).parent / "labextensions" / "rules-explorer" / "static" / "no-typesetting.js"
)
NO_TYPESETTING_ROUTE = "voila/labextensions/rules-explorer/static/no-typesetting.js"


def without_typesetting(page_config: dict[str, Any], base_url: str, **_: Any) -> dict[str, Any]:
    """Voilà's ``page_config_hook``: the page's MathJax is the typesetter that does nothing.

    Voilà's page uses MathJax 2 from ``fullMathjaxUrl`` whenever that is set (and adds
    ``?config=`` and ``mathjaxConfig`` to it), MathJax 3 from its own files otherwise."""
    base = base_url if base_url.endswith("/") else base_url + "/"
    return {**page_config, "fullMathjaxUrl": base + NO_TYPESETTING_ROUTE, "mathjaxConfig": "none"}
