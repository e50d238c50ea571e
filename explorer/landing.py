"""The landing page: one card per registered game, linking to its dashboard notebook.

The page is plain HTML and CSS (no script), shown as a rich output of the index notebook: Voilà
renders it without waiting for the widget manager, and it reads the same in JupyterLab. Links
are relative (``<slug>.ipynb``) so they work wherever the index is served: Voilà on its own
(``/voila/render/notebooks/index.ipynb``) or under a Jupyter server with a base URL (Binder);
in the static site (`make site`) they name the pages Voici rendered (``<slug>.html``). The
static site's landing page is this same HTML written as a file when the site is built
(``landing_document``): it needs no Python in the browser.
"""

from __future__ import annotations

import sys
from html import escape
from pathlib import Path

from IPython.display import HTML

import rules
from rules.core.messages import DEFAULT_LANGUAGE

from .chrome import LANGUAGE_NAMES, text, words

# Scoped to .rx-landing so the page's own styles (JupyterLab's) are not touched. Colours pass
# WCAG AA (text #1f2328 on white 15.8:1, links #0550ae 7.6:1, muted #57606a 6.1:1); the focus
# ring is thick and uses the link colour. The page may use the whole width of a laptop: at
# 1366 x 768 the seven cards stand in two rows of four (one column of 60rem left the seventh
# below the fold, on a page whose scroll bar the browser hides).
_CSS = """
.rx-landing { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1f2328; max-width: 96rem; line-height: 1.45; }
.rx-landing h1 { font-size: 1.75rem; margin: 0 0 0.25rem 0; color: #1f2328; }
.rx-landing p.rx-lead { font-size: 1.05rem; margin: 0 0 1rem 0; color: #1f2328;
  max-width: 60rem; }
main.rx-landing ul.rx-cards { list-style: none; margin: 0; padding: 0; display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: 0.75rem; }
.rx-landing .rx-card { position: relative; border: 1px solid #8c959f; border-radius: 0.5rem;
  padding: 0.75rem 1rem; background: #ffffff; margin: 0; }
.rx-landing .rx-card:hover { border-color: #0550ae; box-shadow: 0 2px 8px rgba(0,0,0,0.12); }
.rx-landing .rx-card:focus-within { border-color: #0550ae; outline: 3px solid #0550ae;
  outline-offset: 2px; }
.rx-landing .rx-card h2 { font-size: 1.2rem; margin: 0 0 0.35rem 0; color: #1f2328; }
.rx-landing .rx-card a { color: #0550ae; text-decoration: underline; }
.rx-landing .rx-card a:focus { outline: none; }
.rx-landing .rx-card a::after { content: ""; position: absolute; inset: 0; }
.rx-landing p.rx-pitch { margin: 0 0 0.35rem 0; font-size: 0.95rem; }
.rx-landing p.rx-facts { margin: 0; color: #57606a; font-size: 0.9rem; }
.rx-landing p.rx-soon { margin: 0.5rem 0 0 0; color: #57606a; font-style: italic; }
"""


def default_notebooks_dir() -> Path:
    """The folder holding the game notebooks: ``notebooks/`` of the repository, else the
    current folder (a kernel started by Voilà or nbmake runs in the notebook's folder)."""
    repo = Path(__file__).resolve().parent.parent / "notebooks"
    if (repo / "index.ipynb").exists():
        return repo
    return Path.cwd()


def players_text(players: tuple[int, int], language: str = DEFAULT_LANGUAGE) -> str:
    """``(2, 8)`` -> ``"2–8 players"``; ``(2, 2)`` -> ``"2 players"``."""
    low, high = players
    if low == high:
        return text("players-count", language, count=low)
    return text("players-range", language, low=low, high=high)


def dashboard_href(slug: str, rendered: str | None = None) -> str:
    """A card's link: the game's notebook, which a Jupyter server renders; in the static site
    the page Voici rendered from that notebook, in the folder ``rendered`` ("" for the landing
    page's own). By default the notebook, or, where Python runs in the browser (Pyodide),
    the rendered page beside it."""
    if rendered is None and sys.platform == "emscripten":
        rendered = ""
    return f"{rendered}{slug}.html" if rendered is not None else f"{slug}.ipynb"


def card_language(languages: tuple[str, ...], page_language: str) -> str:
    """The language a game's card speaks: the one its dashboard opens in (the game's first),
    so that the card a learner picks reads as the dashboard it opens; a game that speaks
    the page's language too says so on the card (the list of its languages)."""
    return languages[0] if languages else page_language


def _card(slug: str, notebooks_dir: Path, page_language: str, rendered: str | None) -> str:
    info = rules.load_game(slug).info
    language = card_language(tuple(info.languages), page_language)
    title = escape(words(info.title, language))
    pitch = escape(words(getattr(info, "pitch", "") or "", language))
    facts = [players_text(tuple(info.players), language)]
    variants = tuple(words(v.title, language) for v in getattr(info, "variants", ()))
    if variants:
        facts.append(text("landing-variants", language, count=len(variants), names=variants))
    facts_html = escape(" · ".join(facts))
    if len(info.languages) > 1:  # a game that speaks several languages says which, each
        # language named in its own words and marked as such (a screen reader's voice)
        names = " / ".join(
            f'<span lang="{escape(code)}">{escape(LANGUAGE_NAMES.get(code, code))}</span>'
            for code in info.languages
        )
        facts_html += f" · {names}"
    notebook = f"{slug}.ipynb"
    if (notebooks_dir / notebook).exists():
        # target="_self": JupyterLab's HTML renderer (Voilà's too) opens links without a
        # target in a new tab.
        href = escape(dashboard_href(slug, rendered))
        heading = f'<h2><a href="{href}" target="_self">{title}</a></h2>'
        soon = ""
    else:
        heading = f"<h2>{title}</h2>"
        soon = f'<p class="rx-soon">{escape(text("landing-soon", language))}</p>'
    return (
        f'<li class="rx-card" data-game="{escape(slug)}" lang="{escape(language)}">{heading}'
        f'<p class="rx-pitch">{pitch}</p>'
        f'<p class="rx-facts" data-players="{info.players[0]}-{info.players[1]}">'
        f"{facts_html}</p>{soon}</li>"
    )


def landing_html(
    notebooks_dir: Path | None = None,
    language: str = DEFAULT_LANGUAGE,
    rendered: str | None = None,
) -> str:
    """The landing page as an HTML fragment (a style element, a heading, the cards); its
    links as ``dashboard_href`` makes them."""
    folder = Path(notebooks_dir) if notebooks_dir is not None else default_notebooks_dir()
    cards = "".join(_card(slug, folder, language, rendered) for slug in rules.available_games())
    return (
        f"<style>{_CSS}</style>"
        f'<main class="rx-landing" lang="{escape(language)}">'
        f"<h1>{escape(text('landing-title', language))}</h1>"
        f'<p class="rx-lead">{escape(text("landing-lead", language))}</p>'
        f'<ul class="rx-cards" aria-label="{escape(text("landing-games", language))}">'
        f"{cards}</ul>"
        f"</main>"
    )


def landing_document(
    rendered: str, notebooks_dir: Path | None = None, language: str = DEFAULT_LANGUAGE
) -> str:
    """The landing page as a whole HTML document, for the static site: the cards link the
    pages Voici rendered, in the folder ``rendered`` (relative to the document)."""
    title = escape(text("landing-title", language))
    return (
        f'<!DOCTYPE html>\n<html lang="{escape(language)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title}</title><style>body {{ margin: 1.5rem; }}</style></head>"
        f"<body>{landing_html(notebooks_dir, language, rendered)}</body></html>\n"
    )


def landing_page(notebooks_dir: Path | None = None, language: str = DEFAULT_LANGUAGE) -> HTML:
    """The landing page, ready to display as the last expression of a notebook cell."""
    return HTML(landing_html(notebooks_dir, language))
