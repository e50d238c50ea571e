"""Messages in the reader's language: an id with parameters, rendered from Fluent catalogues.

Rule code never assembles sentences: it names a message (``Msg("hugo-captures", guest=...,
points=...)``) and the catalogue of each language says how that reads. Catalogues are Project
Fluent files (``<package>/messages/<language>.ftl``), read with ``fluent.runtime``: Fluent was
chosen over gettext because its messages take named parameters and choose plural and other
forms per language inside the catalogue (Portuguese and English place words differently), and
because ``fluent.syntax`` parses a catalogue, so a test can check that every message exists in
every language and takes the same parameters.

A parameter may itself be a message (a card or place name, translated too), a sequence of
them (a list in the reader's language), or a ``Secret``: something only some seats may read
(a card drawn from a hidden deck). ``redact`` replaces secrets by what a seat may know, by
structure, in any language.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import os
import pickle
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from importlib import metadata
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import MAX_PART_LENGTH
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from .errors import DataError

#: The version of the parser that the kept parsed catalogues were made by.
_PARSER_VERSION = metadata.version("fluent.syntax")

#: Locale used for number and plural rules, per language tag of ``GameInfo.languages``.
LOCALES = {"en": "en-US", "pt": "pt-BR"}
DEFAULT_LANGUAGE = "en"

#: How many formatted sentences a catalogue keeps (the least recently read go first): a few
#: boards' worth of texts.
FORMATTED_KEPT = 8192


@dataclass(frozen=True, slots=True, init=False)
class Msg:
    """A message id and its parameters: a sentence waiting for its reader's language.

    Two messages are equal only if their parameters are of the same types too (``kinds``):
    1, 1.0 and True compare equal in Python but may read differently (Fluent's plural forms),
    and a catalogue keeps each rendered sentence under its message."""

    id: str
    args: tuple[tuple[str, Any], ...]
    kinds: tuple = field(repr=False)

    def __init__(self, id: str, /, **args: Any) -> None:
        # Boards make a few hundred messages per redraw: the common cases (no parameter, one,
        # parameters of plain types) skip the sort and the walk of ``_kind``.
        _set(self, "id", id)
        if not args:
            _set(self, "args", ())
            _set(self, "kinds", ())
            return
        items = tuple(sorted(args.items())) if len(args) > 1 else tuple(args.items())
        _set(self, "args", items)
        _set(self, "kinds", tuple([_PLAIN.get(type(v)) or _kind(v) for _, v in items]))

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.args)


@dataclass(frozen=True, slots=True)
class Secret:
    """A parameter that only the seats in ``seen_by`` may read; the others read ``hidden``
    ("a card"). The teacher's view reads ``value``."""

    value: Any
    seen_by: frozenset[int]
    hidden: Any


_set = object.__setattr__
#: Types that are their own kind (``_kind`` of a value of one of them is its type).
_PLAIN = {t: t for t in (str, int, float, bool, type(None), Msg)}


def _kind(value: Any) -> Any:
    """What a parameter's type looks like, deep enough that equal messages read alike (a
    nested message's own ``kinds`` is part of its equality already)."""
    if isinstance(value, tuple):
        return tuple(_kind(v) for v in value)
    if isinstance(value, Secret):
        return (Secret, _kind(value.value), _kind(value.hidden))
    return type(value)


def redact(message: Msg, seat: int) -> Msg:
    """``message`` as ``seat`` may read it: every secret it may not see replaced by its
    hidden form, at any depth."""
    return Msg(message.id, **{name: _redact(value, seat) for name, value in message.args})


def _redact(value: Any, seat: int) -> Any:
    if isinstance(value, Secret):
        return _redact(value.value if seat in value.seen_by else value.hidden, seat)
    if isinstance(value, Msg):
        return redact(value, seat)
    if isinstance(value, tuple):
        return tuple(_redact(v, seat) for v in value)
    return value


class Catalogue:
    """The messages of one or more packages (a game's and the core's), in every language."""

    def __init__(self, folders: Sequence[Path], languages: Sequence[str]) -> None:
        self.folders = tuple(folders)
        self.languages = tuple(languages)
        self._bundles: dict[str, FluentBundle] = {}
        self._formatted: OrderedDict[tuple, str] = OrderedDict()

    def add(self, folder: Path) -> None:
        """Take in one more package's messages (a game registers its own on loading)."""
        if folder not in self.folders:
            self.folders = (*self.folders, folder)
            self._bundles.clear()
            self._formatted.clear()
            self.__dict__.pop("parameters", None)

    def files(self, language: str) -> list[Path]:
        return [f / f"{language}.ftl" for f in self.folders if (f / f"{language}.ftl").exists()]

    def bundle(self, language: str) -> FluentBundle:
        bundle = self._bundles.get(language)
        if bundle is None:
            if language not in self.languages:
                raise ValueError(
                    f"no messages in {language!r}; this game speaks {', '.join(self.languages)}"
                )
            # Unicode isolation marks would end up in plain-text Steps, tests and screen readers.
            bundle = FluentBundle([LOCALES.get(language, language)], use_isolating=False)
            for path in self.files(language):
                bundle.add_resource(_resource(path))
            self._bundles[language] = bundle
        return bundle

    def render(self, message: Msg | str, language: str = DEFAULT_LANGUAGE) -> str:
        """The sentence in ``language`` (the teacher's reading: secrets shown)."""
        if isinstance(message, str):
            return message
        # The same sentences are formatted again on every redraw of a board (Fluent's resolver
        # is pure Python and took most of a dashboard's time): each is formatted once and kept
        # under its message (whose equality counts its parameters' types), so that a kept
        # sentence costs one lookup, not its parameters' rendering.
        key = (language, message)
        try:
            text = self._formatted.get(key)
        except TypeError:  # an unhashable parameter: Fluent cannot take it either (below)
            key, text = None, None
        if text is not None:
            self._formatted.move_to_end(key)
            return text
        bundle = self.bundle(language)
        if not bundle.has_message(message.id):
            if language != DEFAULT_LANGUAGE:  # a game that speaks only English, read in pt
                return self.render(message, DEFAULT_LANGUAGE)
            raise KeyError(f"no message {message.id!r} in the {language!r} catalogue")
        args = {name: self._arg(value, language) for name, value in message.args}
        text = self._format(bundle, message.id, args, language)
        if key is None:
            return text
        if len(text) <= MAX_PART_LENGTH:  # the long ones are few and cost memory
            self._formatted[key] = text
            if len(self._formatted) > FORMATTED_KEPT:
                self._formatted.popitem(last=False)
        return text

    @staticmethod
    def _format(bundle: FluentBundle, message_id: str, args: dict[str, Any], language: str) -> str:
        args, spliced = _set_aside_long_texts(args)
        text, errors = bundle.format_pattern(bundle.get_message(message_id).value, args)
        if errors:
            raise ValueError(f"message {message_id!r} in {language!r}: {errors[0]}")
        for marker, long_text in spliced.items():
            text = text.replace(marker, long_text)
        return text

    def has(self, message_id: str, language: str = DEFAULT_LANGUAGE) -> bool:
        return self.bundle(language).has_message(message_id)

    def _arg(self, value: Any, language: str) -> Any:
        if isinstance(value, Secret):
            return self._arg(value.value, language)
        if isinstance(value, Msg):
            return self.render(value, language)
        if isinstance(value, tuple):
            return self._joined(value, language)
        if isinstance(value, bool) or value is None:
            raise TypeError(f"a message parameter is text, a number or a message: {value!r}")
        return value

    def _joined(self, values: tuple, language: str) -> str:
        parts = [str(self._arg(v, language)) for v in values]
        if len(parts) < 2:
            return "".join(parts)
        return self.render(Msg("list-and", head=", ".join(parts[:-1]), last=parts[-1]), language)

    # ----- checks ------------------------------------------------------------------------
    @cached_property
    def parameters(self) -> dict[str, dict[str, frozenset[str]]]:
        """For each language, each message id and the parameters it uses."""
        found: dict[str, dict[str, frozenset[str]]] = {}
        for language in self.languages:
            messages: dict[str, frozenset[str]] = {}
            for path in self.files(language):
                resource = FluentParser().parse(path.read_text(encoding="utf-8"))
                for entry in resource.body:
                    if isinstance(entry, ast.Junk):
                        note = entry.annotations[0].message if entry.annotations else "junk"
                        raise DataError(path.name, "(syntax)", f"not valid Fluent: {note}")
                    if isinstance(entry, ast.Message):
                        messages[entry.id.name] = frozenset(_variables(entry))
            found[language] = messages
        return found

    def problems(self) -> list[str]:
        """Messages missing in a language, or taking other parameters there."""
        tables = self.parameters
        every = sorted({m for table in tables.values() for m in table})
        problems = []
        for message_id in every:
            seen = {lang: tables[lang].get(message_id) for lang in self.languages}
            missing = [lang for lang, params in seen.items() if params is None]
            if missing:
                problems.append(f"{message_id}: missing in {', '.join(missing)}")
                continue
            if len(set(seen.values())) > 1:
                listed = "; ".join(f"{lang}: {sorted(p or ())}" for lang, p in seen.items())
                problems.append(f"{message_id}: different parameters ({listed})")
        return problems


def _set_aside_long_texts(args: dict[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """``args`` with every text too long for one Fluent placeable replaced by a marker, and
    each marker with the text it stands for.

    fluent.runtime refuses to insert a value longer than ``MAX_PART_LENGTH`` characters (a
    guard against runaway messages) and the whole message then fails: a board described in
    full, or a long list, outgrew it in ordinary play. The message is rendered around a short
    marker instead and the text spliced in after, so no message fails whatever its length.
    Only texts over the limit are set aside: a shorter text may be a selector's key
    (``{ $kind -> ... }``), which a marker would not match.
    """
    long_texts = [n for n, v in args.items() if isinstance(v, str) and len(v) > MAX_PART_LENGTH]
    if not long_texts:
        return args, {}
    # Markers from Unicode's private use area, none of which a text given already holds, so
    # that splicing cannot touch a character the reader is meant to see.
    given = "".join(v for v in args.values() if isinstance(v, str))
    markers = (f"\ue000{n}\ue001" for n in itertools.count())
    args = dict(args)
    spliced = {}
    for name in long_texts:
        marker = next(m for m in markers if m not in given)
        spliced[marker] = args[name]
        args[name] = marker
    return args, spliced


def _resource(path: Path) -> FluentResource:
    """The parsed catalogue file, parsed once per process and version of the file.

    ``MESSAGES`` builds its bundles again whenever a package joins it: without this, a
    dashboard's kernel parsed its game's catalogue and the core's twice before the first page
    (Fluent's parser is pure Python: about 20 ms for a game's file).
    """
    stat = path.stat()
    return _parsed(path, stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=64)
def _parsed(path: Path, _mtime_ns: int, _size: int) -> FluentResource:
    return parsed_catalogue(path)


#: Where a catalogue's parsed form is kept: beside it, as Python keeps bytecode.
PARSED_FOLDER = "__pycache__"


def parsed_catalogue(path: Path) -> FluentResource:
    """The catalogue file parsed, from the parsed form kept beside it when there is one for
    exactly this text, else parsed and kept there (when the folder can be written).

    Fluent's parser is pure Python: a game's dashboard parsed about 200 KB of catalogues
    before its first page, 0.8 s of a page's 2.7 s cell on the static site (benchmarks/
    README.md); reading the kept form back is several times faster. The server's kernels and
    the static site read the same kept form (the site's build keeps it inside the wheel with
    ``keep_parsed``): one parse per text, wherever it runs. The parse leaves out the source
    positions of each node (``with_spans``), which formatting never reads."""
    text = path.read_text(encoding="utf-8")
    kept = _kept_path(path, text)
    try:
        return pickle.loads(kept.read_bytes())
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        pass  # none kept, or kept by another version of fluent.syntax: parsed again
    resource = _parse(text)
    with contextlib.suppress(OSError):
        _keep(kept, resource)
    return resource


def keep_parsed(path: Path) -> Path:
    """Keep the parsed form of the catalogue ``path`` beside it (the site's build: every
    page reads it instead of parsing); where it went."""
    text = path.read_text(encoding="utf-8")
    kept = _kept_path(path, text)
    _keep(kept, _parse(text))
    return kept


def _parse(text: str) -> FluentResource:
    return FluentParser(with_spans=False).parse(text)


def _kept_path(path: Path, text: str) -> Path:
    """Named by the text and the parser's version, so that a kept form is never read for
    another text or by a parser that would build other nodes."""
    key = hashlib.sha256(f"{_PARSER_VERSION}\n{text}".encode()).hexdigest()[:20]
    return path.parent / PARSED_FOLDER / f"{path.stem}.{key}.pickle"


def _keep(kept: Path, resource: FluentResource) -> None:
    kept.parent.mkdir(exist_ok=True)
    partial = kept.with_name(f"{kept.name}.{os.getpid()}.part")
    partial.write_bytes(pickle.dumps(resource, protocol=pickle.HIGHEST_PROTOCOL))
    partial.replace(kept)  # whole or not at all, when two kernels write it at once
    stem = kept.name.partition(".")[0]
    for stale in kept.parent.glob(f"{stem}.*.pickle"):  # kept for texts edited since
        if stale != kept:
            stale.unlink(missing_ok=True)


def _variables(node: Any) -> Iterable[str]:
    """The variable names a Fluent message uses, in its value and its attributes."""
    found: set[str] = set()

    class Collect(Visitor):
        def visit_VariableReference(self, node):  # the name the visitor calls
            found.add(node.id.name)
            self.generic_visit(node)

    Collect().visit(node)
    return found


def catalogue_for(package_file: str, languages: Sequence[str]) -> Catalogue:
    """A game's own catalogue (its ``messages/`` folder beside ``package_file``, with the
    core's shared messages), checked in the game's languages; its folder also joins
    ``MESSAGES`` so that the game's Steps render."""
    folder = Path(package_file).parent / "messages"
    MESSAGES.add(folder)
    return Catalogue((folder, CORE_MESSAGES), languages)


CORE_MESSAGES = Path(__file__).parent / "messages"

#: Every language some game speaks (the dashboard's chrome speaks them all).
LANGUAGES = ("en", "pt")

#: The messages of the core and of every game loaded so far, in every language: Steps,
#: refusals and labels render through it (message ids carry their game's prefix, so they are
#: unique across games; a test checks it).
MESSAGES = Catalogue((CORE_MESSAGES,), LANGUAGES)


def sentences(parts: Sequence[Msg]) -> Msg:
    """Several sentences read one after the other, as one message (a description): each
    language's catalogue says how two sentences follow each other (``sentences``)."""
    if not parts:
        raise ValueError("sentences: at least one sentence")
    return chained("sentences", parts, "first", "rest")


def chained(
    message_id: str, parts: Sequence[Any], first: str = "head", rest: str = "tail"
) -> Msg | str:
    """``parts`` joined two at a time by the message ``message_id``, whose variables
    ``first`` and ``rest`` take a part and the chain of the parts after it ("a and b and c",
    "x; y"): a list whose words the sentence chooses, in every language. No parts: ""."""
    if not parts:
        return ""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = Msg(message_id, **{first: part, rest: joined})
    return joined


def named(prefix: str, names: Iterable[str]) -> dict[str, Msg]:
    """Each of ``names`` with its message ``<prefix><name>`` (a game's kinds of action:
    ``named("oasis-kind-", ("pay", ...))``), in the order given."""
    return {name: Msg(prefix + name) for name in names}


def render(message: Msg | str, language: str = DEFAULT_LANGUAGE) -> str:
    """A Step sentence, a refusal or a label in ``language`` (plain strings pass through)."""
    return message if isinstance(message, str) else MESSAGES.render(message, language)
