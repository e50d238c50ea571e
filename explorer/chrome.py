"""The dashboard's own words (its chrome) in the reader's language, and relabelling in place.

Every word the dashboard itself shows is a Fluent message in ``explorer/messages/<lang>.ftl``.
The folder joins the shared catalogue of the rules (``rules.core.messages.MESSAGES``), so a
chrome message may take a game's message as a parameter (a history line names the action by
its own message) and one ``render`` reads both.

A ``Chrome`` is one dashboard's language. ``bind`` gives a widget trait its text and keeps the
binding, so that ``set_language`` redraws every bound text in place: the widgets, the game, the
history and the selected tab all stay as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rules.core.messages import LANGUAGES, MESSAGES, Catalogue, Msg, render

FOLDER = Path(__file__).parent / "messages"
MESSAGES.add(FOLDER)

#: The explorer's own catalogue, checked on its own (every message in every language).
CATALOGUE = Catalogue((FOLDER,), LANGUAGES)

#: Each language by its own name: the switch reads the same whatever the dashboard speaks,
#: so a reader who does not know the current language still finds theirs.
LANGUAGE_NAMES = {"en": "English", "pt": "Português"}

#: A text to show: a chrome message id, a message (with its parameters), or a function that
#: builds the text (HTML, a tuple of tab titles...) in the current language when called.
Source = str | Msg | Callable[[], Any]


def text(message_id: str, language: str, **params: Any) -> str:
    """One chrome message in ``language``."""
    return MESSAGES.render(Msg(message_id, **params), language)


def words(message: Msg | str | Callable[[str], str], language: str) -> str:
    """A text that comes from a game (a Step, a label, a title: a message or plain English),
    or a function of the language, read in ``language``."""
    if callable(message):
        return message(language)
    return render(message, language)


def bot_name(name: str) -> Msg | str:
    """A bot's name in words: its ``bot-<name>`` message, else the name it registered with."""
    message_id = f"bot-{name}"
    return Msg(message_id) if MESSAGES.has(message_id) else name


class Chrome:
    """One dashboard's language, and the texts to redraw when it changes."""

    def __init__(self, languages: Sequence[str], language: str | None = None) -> None:
        self.languages = tuple(languages)
        self.language = self._checked(language or self.languages[0])
        self._bindings: dict[tuple[int, str], tuple[Any, str, Source]] = {}
        self._listeners: list[Callable[[], None]] = []

    def _checked(self, language: str) -> str:
        if language not in self.languages:
            raise ValueError(f"this game speaks {', '.join(self.languages)}, not {language!r}")
        return language

    # ----- reading -------------------------------------------------------------------------
    def t(self, message_id: str, **params: Any) -> str:
        """A chrome message in the dashboard's language."""
        return text(message_id, self.language, **params)

    def words(self, message: Msg | str | Callable[[str], str]) -> str:
        """A game's text (a message or plain English) in the dashboard's language."""
        return words(message, self.language)

    # ----- relabelling ---------------------------------------------------------------------
    def bind(self, widget: Any, trait: str, source: Source) -> Any:
        """Set ``widget.<trait>`` from ``source`` now and after every change of language; a
        later binding of the same trait replaces this one (a message line says one thing)."""
        self._bindings[(id(widget), trait)] = (widget, trait, source)
        self._apply(widget, trait, source)
        return widget

    def _apply(self, widget: Any, trait: str, source: Source) -> None:
        if isinstance(source, str):
            value = self.t(source)
        elif isinstance(source, Msg):
            value = MESSAGES.render(source, self.language)
        else:
            value = source()
        if getattr(widget, trait) != value:  # an unchanged text costs the page no message
            setattr(widget, trait, value)

    def reapply(self, widget: Any, trait: str) -> None:
        """Write ``widget.<trait>`` again from its binding (its words read something that has
        changed since, e.g. the board's labels)."""
        bound = self._bindings.get((id(widget), trait))
        if bound is not None:
            self._apply(*bound)

    def on_change(self, listener: Callable[[], None]) -> None:
        """Call ``listener`` after each change of language (redraws what ``bind`` cannot)."""
        self._listeners.append(listener)

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on: every bound text, then every listener, redrawn."""
        self.language = self._checked(language)
        for widget, trait, source in list(self._bindings.values()):
            self._apply(widget, trait, source)
        for listener in self._listeners:
            listener()


# ----- choices that keep their value when relabelled --------------------------------------
def set_options(widget: Any, options: list[tuple[str, Any]], value: Any = None) -> None:
    """Give a Dropdown or Select new ``options`` (new words, maybe new choices), keeping its
    value when it is still offered (else ``value``, else the first). ipywidgets resets the
    value when the options change; handlers added with ``on_choice`` do not hear that. The
    browser gets the new options and choice in one message (ipywidgets alone sends three: the
    choice unset, the options, the choice again)."""
    if list(widget.options) == options:
        return
    keep = widget.value
    values = [v for _, v in options]
    widget._rx_quiet = True
    try:
        with widget.hold_sync():
            widget.options = options
            if keep in values:
                widget.value = keep
            elif value in values:
                widget.value = value
    finally:
        widget._rx_quiet = False


def on_choice(widget: Any, handler: Callable[[Any], None]) -> None:
    """Call ``handler(new value)`` when the user picks a value (not while ``set_options``
    relabels the widget)."""

    def changed(change: dict) -> None:
        if not getattr(widget, "_rx_quiet", False):
            handler(change["new"])

    widget.observe(changed, "value")
