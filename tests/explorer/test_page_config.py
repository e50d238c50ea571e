"""Every dashboard page's MathJax is a typesetter that does nothing (explorer/page_config.py)."""

from __future__ import annotations

import re

from explorer.page_config import NO_TYPESETTING, NO_TYPESETTING_ROUTE, without_typesetting


def test_the_page_asks_for_the_typesetter_that_does_nothing_from_its_own_server():
    config = {"baseUrl": "/user/x/", "fullMathjaxUrl": "https://cdnjs.example/MathJax.js"}
    for base in ("/user/x/", "/user/x"):
        changed = without_typesetting(config, base_url=base, settings={}, log=None)
        assert changed["fullMathjaxUrl"] == "/user/x/" + NO_TYPESETTING_ROUTE
        assert changed["baseUrl"] == "/user/x/"  # the rest is kept
    assert config["fullMathjaxUrl"] == "https://cdnjs.example/MathJax.js"  # not changed in place


def test_the_typesetter_answers_every_call_voilas_page_makes_of_mathjax_2():
    # @jupyterlab/mathjax2-extension (JupyterLab 4) calls these after the file has loaded.
    source = NO_TYPESETTING.read_text(encoding="utf-8")
    assert NO_TYPESETTING_ROUTE.endswith(NO_TYPESETTING.name)
    for name in ("Config", "Configured", "Queue", "StartupHook", "resetEquationNumbers"):
        assert re.search(rf"\b{name}\(\) \{{\}}", source), name
    assert "window.MathJax = {" in source
